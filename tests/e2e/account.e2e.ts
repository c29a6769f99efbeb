/**
 * Sign-up, sign-out and sign-in (issue 13) at 390 and 1440 px: spec 5's check before sending (the
 * warning toast, nothing typed lost), the new account signed in at once and sent back to where it
 * came from, sign-out, and sign-in again with the same password; an e-mail already in use is
 * refused by the server with its message, keeping the form.
 */
import { expect, test } from './fixtures.ts';
import { expectNoA11yViolations } from './axe.ts';

test('sign up, sign out, sign in', async ({ page }, testInfo) => {
  const email = `ada.${testInfo.project.name}.${Date.now()}@example.com`;
  await page.goto('/sign-up?next=/your-order');
  const form = page.getByRole('form', { name: 'Create your account' });
  await form.getByLabel('First name').fill('Ada');
  await form.getByLabel('Last name').fill('Smith');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel(/^Password/).fill('abc');
  await form.getByRole('button', { name: 'Create Account' }).click();
  await expect(form.getByRole('alert')).toHaveText('Please provide at least 6 characters!');
  await expect(form.getByLabel('Email')).toHaveValue(email);
  await expectNoA11yViolations(page);

  await form.getByLabel(/^Password/).fill('greenleaf-2026');
  await form.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/your-order$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your Order');

  await page.goto('/account');
  await expect(page.getByText('Hello, Ada')).toBeVisible();
  await page.getByRole('main').getByRole('button', { name: 'Sign Out' }).click();
  await page.goto('/sign-in');
  const signIn = page.getByRole('form', { name: 'Sign in' });
  await signIn.getByLabel('Email').fill(email);
  await signIn.getByLabel('Password').fill('greenleaf-2026');
  await signIn.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByText('Hello, Ada')).toBeVisible();
});

test("an e-mail already in use is refused with the server's message, keeping what was typed", async ({ page }, testInfo) => {
  // One refused sign-up per run is enough (the run raises the sign-ups per address: global-setup.ts).
  test.skip(testInfo.project.name !== 'mobile', 'one refused sign-up per run');
  await page.goto('/sign-up');
  const form = page.getByRole('form', { name: 'Create your account' });
  await form.getByLabel('First name').fill('Sam');
  await form.getByLabel('Last name').fill('Lee');
  await form.getByLabel('Email').fill('shopper@example.com');
  await form.getByLabel(/^Password/).fill('another-password');
  await form.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('An account with this email already exists.')).toBeVisible();
  await expect(page).toHaveURL(/\/sign-up$/);
  await expect(form.getByLabel('First name')).toHaveValue('Sam');
});

test('a forgotten password: a sign-in link by e-mail signs in once (issue 32)', async ({ page }, testInfo) => {
  const email = `link.${testInfo.project.name}.${Date.now()}@example.com`;
  await page.goto('/sign-up');
  const signUp = page.getByRole('form', { name: 'Create your account' });
  await signUp.getByLabel('First name').fill('Lin');
  await signUp.getByLabel('Last name').fill('Ko');
  await signUp.getByLabel('Email').fill(email);
  await signUp.getByLabel(/^Password/).fill('linked-passphrase-9');
  await signUp.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/account$/);
  await page.getByRole('main').getByRole('button', { name: 'Sign Out' }).click();

  await page.goto('/sign-in');
  const ask = page.getByRole('form', { name: 'Email me a sign-in link' });
  await ask.getByLabel('Email').fill(email);
  await ask.getByRole('button', { name: 'Email me a sign-in link' }).click();
  await expect(ask.getByRole('status')).toContainText('a sign-in link is on its way');
  const outbox = (await (await page.request.get(`/api/dev/outbox?to=${encodeURIComponent(email)}`)).json()) as {
    data: { entries: Array<{ email: { link: string } }> };
  };
  const link = outbox.data.entries[0]?.email.link ?? '';
  expect(link).toMatch(/^\/sign-in#link=/);

  await page.goto(link);
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByText('Hello, Lin')).toBeVisible();
  // Once only: the same link again is refused and asks for a new one.
  await page.getByRole('main').getByRole('button', { name: 'Sign Out' }).click();
  await page.goto(link);
  await expect(page.getByText('This sign-in link has expired or was already used.')).toBeVisible();
  await expect(page).toHaveURL(/\/sign-in$/);
});
