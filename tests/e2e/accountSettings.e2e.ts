/**
 * The account's settings pages (issue 13, item 3): a copy of what is kept, downloaded as the demo
 * shopper (both widths: nothing changes); and, on a new account (at desktop width), its details
 * changed, its password changed, and the account closed.
 */
import { readFileSync } from 'node:fs';
import { expect, test } from './fixtures.ts';
import { DEMO_USER } from '@storefront/demo-api';
import { expectNoA11yViolations } from './axe.ts';
import { signIn } from './signIn.ts';

test('Request Your Information downloads a copy of what the store keeps', async ({ page }) => {
  await signIn(page, '/account/request-your-information');
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download my information' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^my-information-\d{4}-\d{2}-\d{2}\.json$/);
  const copy = JSON.parse(readFileSync(await download.path(), 'utf8')) as {
    account: { email: string };
    supportTickets: unknown[];
    yourList: unknown[];
  };
  expect(copy.account.email).toBe(DEMO_USER.email);
  expect(copy.supportTickets.length).toBeGreaterThan(0);
  expect(JSON.stringify(copy)).not.toContain('scrypt$');
  await expect(page.getByRole('status').filter({ hasText: 'Your file is ready' })).toBeVisible();
  await expectNoA11yViolations(page);
});

test('a new account changes its details and password, then closes', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'one new account per run: its forms are the same at both widths');
  const email = `lee.${Date.now()}@example.com`;
  await page.goto('/sign-up?next=/account/login-and-security');
  const signUp = page.getByRole('form', { name: 'Create your account' });
  await signUp.getByLabel('First name').fill('Lee');
  await signUp.getByLabel('Last name').fill('Tester');
  await signUp.getByLabel('Email').fill(email);
  await signUp.getByLabel(/^Password/).fill('first-pass-1');
  await signUp.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/account\/login-and-security$/);

  // Details: checked by the table, saved, kept in the form and in the header.
  const details = page.getByRole('form', { name: 'Your details' });
  await expect(details.getByLabel('First name')).toHaveValue('Lee');
  await details.getByLabel('Last name').fill('');
  await details.getByRole('button', { name: 'Save details' }).click();
  await expect(details.getByRole('alert')).toHaveText('Please enter last name.');
  await details.getByLabel('Last name').fill('Park');
  await details.getByRole('button', { name: 'Save details' }).click();
  await expect(details.getByRole('status')).toHaveText('Your details are saved.');
  await expect(details.getByLabel('Last name')).toHaveValue('Park');
  await expectNoA11yViolations(page);

  // Password: the current one first.
  const password = page.getByRole('form', { name: 'Change your password' });
  await password.getByLabel('Current password').fill('not-it-123');
  await password.getByLabel(/^New password/).fill('second-pass-2');
  await password.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('That password is not right.')).toBeVisible();
  await expect(password.getByLabel(/^New password/)).toHaveValue('second-pass-2');
  await password.getByLabel('Current password').fill('first-pass-1');
  await password.getByRole('button', { name: 'Change password' }).click();
  await expect(password.getByRole('status')).toContainText('Your password is changed.');
  await page.reload();
  await expect(page.getByRole('form', { name: 'Your details' }).getByLabel('Last name')).toHaveValue('Park');

  // Close: the word typed, the password again; afterwards the account is gone.
  await page.goto('/account/close-your-account');
  const close = page.getByRole('form', { name: 'Close your account' });
  await close.getByLabel('Password').fill('second-pass-2');
  await close.getByLabel('Type CLOSE to confirm').fill('maybe');
  await close.getByRole('button', { name: 'Close my account' }).click();
  await expect(close.getByRole('alert')).toHaveText('Please type CLOSE to confirm.');
  await expect(close.getByLabel('Type CLOSE to confirm')).toBeFocused();
  await close.getByLabel('Type CLOSE to confirm').fill('CLOSE');
  await close.getByRole('button', { name: 'Close my account' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('Your account is closed. Thank you for shopping with us.')).toBeVisible();
  await page.goto('/sign-in');
  const signIn = page.getByRole('form', { name: 'Sign in' });
  await signIn.getByLabel('Email').fill(email);
  await signIn.getByLabel('Password').fill('second-pass-2');
  await signIn.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Invalid email or password.')).toBeVisible();
});
