/**
 * 'Add to Your List' on the product page (issue 13, spec 5 and 6) at 390 and 1440 px: a guest gets
 * the sign-in-required modal; a signed-in shopper saves the product, the server keeps it (it is
 * still saved after a reload), and takes it off again. Each width uses its own product, as both
 * sign in as the demo shopper.
 */
import { expect, test } from './fixtures.ts';
import { DEMO_PASSWORD, DEMO_USER } from '@storefront/demo-api';
import { SIGN_IN_REQUIRED_HEADING } from '@storefront/app/landmarks';
import { expectNoA11yViolations } from './axe.ts';

const productFor = (project: string) => (project === 'mobile' ? 'og-kush-flower-3-5g' : 'granddaddy-purple-flower-3-5g');

test('a guest gets the sign-in-required modal', async ({ page }, testInfo) => {
  await page.goto(`/product/${productFor(testInfo.project.name)}`);
  await page.getByRole('button', { name: 'Add to Your List' }).click();
  const modal = page.getByRole('dialog', { name: SIGN_IN_REQUIRED_HEADING });
  await expect(modal).toBeVisible();
  await expectNoA11yViolations(page);
  await page.keyboard.press('Escape');
  await expect(modal).toBeHidden();
  await expect(page.getByRole('button', { name: 'Add to Your List' })).toBeFocused();
});

test('a signed-in shopper saves a product to Your List and takes it off again', async ({ page }, testInfo) => {
  await page.goto('/sign-in');
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Email').fill(DEMO_USER.email);
  await form.getByLabel('Password').fill(DEMO_PASSWORD);
  await form.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/account$/);

  await page.goto(`/product/${productFor(testInfo.project.name)}`);
  // A retry starts from where the last attempt stopped: off the list first.
  const toggle = page.getByRole('button', { name: /^(Add to|Saved to) Your List$/ });
  await expect(toggle).toBeVisible();
  if ((await toggle.textContent()) === 'Saved to Your List') {
    await toggle.click();
    await expect(page.getByRole('button', { name: 'Add to Your List' })).toBeVisible();
  }
  await page.getByRole('button', { name: 'Add to Your List' }).click();
  await expect(page.getByRole('button', { name: 'Saved to Your List' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Saved to Your List' })).toBeVisible();
  await page.getByRole('button', { name: 'Saved to Your List' }).click();
  await expect(page.getByRole('button', { name: 'Add to Your List' })).toBeVisible();

  // Saved again, it is on the Your List page, which can take it off.
  await page.getByRole('button', { name: 'Add to Your List' }).click();
  await expect(page.getByRole('button', { name: 'Saved to Your List' })).toBeVisible();
  const name = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
  await page.goto('/your-list');
  const list = page.getByRole('main').getByRole('region', { name: /^Your List \(\d+\)$/ });
  await expect(list.getByRole('link', { name, exact: true })).toBeVisible();
  await list.getByRole('button', { name: `Remove: ${name}` }).click();
  await expect(list.getByRole('link', { name, exact: true })).toHaveCount(0);
});
