/**
 * The account's product lists and the customer-choice page (issue 13, item 3) at 390 and 1440 px:
 * Buy Again lists the demo shopper's past order on today's menu; Keep Shopping For remembers the
 * products this browser viewed (a guest too) and clears; a named list of Your List has its own
 * page; /customer-choice chooses a store and goes on to `?next`.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { retailers } from '@storefront/fixtures/catalog';
import { composeAddress } from '@storefront/components/rules';
import { expectNoA11yViolations } from './axe.ts';
import { signIn } from './signIn.ts';

test.use({ shareContext: true });

test("Buy Again shows the products of the shopper's orders, with today's prices", async ({ page }) => {
  await signIn(page, '/buy-again');
  const grid = page.getByRole('list', { name: 'Bought before, most recent first' });
  await expect(grid.getByRole('link', { name: /Wedding Cake/ }).first()).toBeVisible();
  await expect(grid.getByRole('link', { name: /Sour Watermelon Gummies/ }).first()).toBeVisible();
  await expect(grid.getByText(/\$\d+\.\d\d/).first()).toBeVisible();
  await expectNoA11yViolations(page);
});

const viewed = (page: Page) =>
  page.evaluate(() => (JSON.parse(localStorage.getItem('recentlyViewed') ?? '{}') as { state?: { slugs?: string[] } }).state?.slugs ?? []);

test('Keep Shopping For remembers what this browser viewed, newest first, and clears', async ({ page }) => {
  await page.goto('/keep-shopping-for');
  await expect(page.getByText('Products you look at show here, so you can pick up where you left off.')).toBeVisible();
  await page.goto('/product/wedding-cake-flower-3-5g');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Wedding Cake');
  // Remembered once the page's own code runs (after the server's HTML shows).
  await expect.poll(() => viewed(page)).toEqual(['wedding-cake-flower-3-5g']);
  await page.goto('/product/sour-watermelon-gummies-edible-10pk');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sour Watermelon Gummies');
  await expect.poll(() => viewed(page)).toEqual(['sour-watermelon-gummies-edible-10pk', 'wedding-cake-flower-3-5g']);
  await page.goto('/keep-shopping-for');
  const grid = page.getByRole('list', { name: 'Viewed lately, newest first' });
  await expect(grid.getByRole('listitem')).toHaveCount(2);
  await expect(grid.getByRole('listitem').first()).toContainText('Sour Watermelon Gummies');
  await expect(grid.getByRole('listitem').nth(1)).toContainText('Wedding Cake');
  await expectNoA11yViolations(page);
  await page.getByRole('button', { name: 'Clear this list' }).click();
  await expect(page.getByText('Products you look at show here, so you can pick up where you left off.')).toBeVisible();
});

test('a named list of Your List has its own page; an unknown one says so', async ({ page }) => {
  // The demo shopper's 'Weekend' list holds the Gelato badder (demoData's seedWishlist).
  await signIn(page, '/your-list/weekend');
  await expect(page.getByRole('heading', { name: /^Weekend/ })).toBeVisible();
  await expect(
    page
      .getByRole('main')
      .getByText(/Gelato/)
      .first(),
  ).toBeVisible();
  await page.goto('/your-list/no-such-list');
  await expect(page.getByText('You have no list by this name.')).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'All of Your List' })).toHaveAttribute('href', '/your-list');
});

test('the customer-choice page chooses a store and goes on', async ({ page }) => {
  const store = retailers.find((r) => r.id === 'ret-mi-grand-rapids')!;
  await page.goto('/customer-choice?next=/deals');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Customer Choice');
  await page.getByRole('article', { name: store.name }).getByRole('button', { name: 'Shop Recreational' }).click();
  await expect(page).toHaveURL(/\/deals$/);
  // /deals at 390 px has the title header (no store bar): the choice shows on the home page, once
  // the deals page has rendered (the old page's store bar stays until the lazy route loads).
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Deals');
  await page.goto('/');
  await expect(page.locator('[data-part="storeBar"], [data-part="orderSummary"]').filter({ visible: true }).first()).toContainText(
    composeAddress(store.addressObject),
  );
});
