/** Signs in through the sign-in form (the demo shopper by default) and waits for `next`. */
import type { Page } from '@playwright/test';
import { expect } from './fixtures.ts';
import { DEMO_PASSWORD, DEMO_USER } from '@storefront/demo-api';

export async function signIn(page: Page, next: string, email = DEMO_USER.email, password = DEMO_PASSWORD): Promise<void> {
  await page.goto(`/sign-in?next=${encodeURIComponent(next)}`);
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password').fill(password);
  await form.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(new RegExp(`${next.replace(/[?]/g, '\\?')}$`));
}
