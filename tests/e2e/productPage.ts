/**
 * Adding from the product page as a shopper does (issue 13): choose the option in 'Choose an
 * option' (its radio is named by the option, then its price), then 'Add to cart' for that option.
 */
import type { Page } from '@playwright/test';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export async function addFromProductPage(page: Page, name: string, option: string): Promise<void> {
  await page.getByRole('radio', { name: new RegExp(`^${escape(option)}(\\s|$)`) }).check();
  await page.getByRole('button', { name: `Add to cart: ${name} (${option})` }).click();
}
