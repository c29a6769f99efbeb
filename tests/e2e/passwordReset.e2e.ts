/**
 * A forgotten password is reset through the outbox link (issue 35, item 7) at 390 and 1440 px:
 * 'Forgot password?' on sign-in, the same answer for any e-mail, the link read from the demo outbox
 * as a developer would, a refused password under its field (the link still good), then a new
 * password that signs the shopper in on the account page; the session another device held is
 * ended, and there the old password no longer signs in while the new one does.
 */
import { request as playwrightRequest } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { expectNoA11yViolations } from './axe.ts';

const OLD_PASSWORD = 'first-passphrase-2026';
const NEW_PASSWORD = 'tangerine-harbour-42';

test('a forgotten password is reset through the outbox link', async ({ page, baseURL }, testInfo) => {
  const email = `reset.${testInfo.project.name}.${Date.now()}@example.com`;
  // The account, signed in on another device (its own cookies).
  const otherDevice = await playwrightRequest.newContext({ baseURL });
  try {
    const signedUp = await otherDevice.post('/api/auth/sign-up', {
      data: { firstName: 'Rae', lastName: 'Set', email, password: OLD_PASSWORD },
    });
    expect(signedUp.status()).toBe(201);
    expect((await otherDevice.get('/api/me')).status()).toBe(200);

    await page.goto('/sign-in');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Forgot Password');
    const ask = page.getByRole('form', { name: 'Reset your password' });
    await ask.getByLabel('Email').fill(email);
    await ask.getByRole('button', { name: 'Send reset link' }).click();
    await expect(ask.getByRole('status')).toContainText('a link to reset its password is on its way');

    const outbox = (await (await page.request.get(`/api/dev/outbox?to=${encodeURIComponent(email)}`)).json()) as {
      data: { entries: Array<{ template: string; email: { subject: string; link: string } }> };
    };
    const mail = outbox.data.entries.find((entry) => entry.template === 'password-reset');
    expect(mail?.email.subject).toBe('Reset your password');
    const link = mail?.email.link ?? '';
    expect(link).toMatch(/^\/reset-password#[\w-]{43}$/);

    await page.goto(link);
    // The token leaves the address at once.
    await expect(page).toHaveURL(/\/reset-password$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Set a New Password');
    const set = page.getByRole('form', { name: 'Set a new password' });
    // A common password: the server's policy, under the field; the link stays good.
    await set.getByLabel('New password', { exact: true }).fill('password123');
    await set.getByLabel('Confirm new password').fill('password123');
    await set.getByRole('button', { name: 'Set new password' }).click();
    await expect(set.getByLabel('New password', { exact: true })).toHaveAccessibleDescription(
      /This password is too common; choose another\./,
    );
    await expectNoA11yViolations(page);

    await set.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
    await set.getByLabel('Confirm new password').fill(NEW_PASSWORD);
    await set.getByLabel('Confirm new password').press('Enter');
    await expect(page).toHaveURL(/\/account$/);
    await expect(page.getByText('Hello, Rae')).toBeVisible();
    // Every other session ended.
    expect((await otherDevice.get('/api/me')).status()).toBe(401);

    // The old password no longer signs in (the other device tries it); the new one does.
    const signIn = (password: string) => otherDevice.post('/api/auth/sign-in', { data: { email, password } });
    expect((await signIn(OLD_PASSWORD)).status()).toBe(401);
    expect((await signIn(NEW_PASSWORD)).status()).toBe(200);
  } finally {
    await otherDevice.dispose();
  }
});
