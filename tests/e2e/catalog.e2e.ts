/**
 * Catalogue filters (issue 13) as a shopper uses them at 390 and 1440 px: two clicks narrow the
 * store's menu to a few products (the sidebar on a desktop, the drawer on a phone), the URL says
 * what was chosen, and that URL shared with someone else renders the same results on the server
 * (before any script runs). Sorting and the mega menu's strain links use the same URL.
 */
import { expect, test } from './fixtures.ts';
import { products } from '@storefront/fixtures/catalog';
import { cmsFixtures } from '@storefront/fixtures/cms';
import { parseCms } from '@storefront/components/cms';
import { expectNoA11yViolations } from './axe.ts';

const greenleaf = parseCms(cmsFixtures.greenleaf).config;
const retailerId = greenleaf.initialSiteData.canSelectedRetailerId!;

// What the shopper should get, read from the demo catalogue here (not through the storefront's rule):
// the store's recreational indica products at 15–20 % THC.
const storeMenu = products.filter((p) => p.isActive && p.retailerIds.includes(retailerId) && p.menuTypes.includes('RECREATIONAL'));
const indica = storeMenu.filter((p) => p.strainType === 'INDICA');
const indica15to20 = indica.filter((p) => p.thc?.endsWith('%') && Number.parseFloat(p.thc) >= 15 && Number.parseFloat(p.thc) < 20);
const countText = (n: number) => `${n} ${n === 1 ? 'product' : 'products'}`;

test('two clicks narrow the shop to indica at 15–20 % THC, and the shared URL shows the same on the server', async ({
  page,
  request,
}, testInfo) => {
  expect(indica15to20.length).toBeGreaterThan(0);
  expect(indica15to20.length).toBeLessThan(storeMenu.length / 10);
  await page.goto('/shop');
  const main = page.getByRole('main');
  await expect(main.getByRole('status').filter({ hasText: countText(storeMenu.length) })).toBeVisible();

  const phone = testInfo.project.name === 'mobile';
  let panel = main.getByRole('complementary', { name: 'Filters' });
  if (phone) {
    await main.getByRole('button', { name: 'Filters' }).click();
    panel = page.getByRole('dialog', { name: /^Filters/ });
  }
  await panel.getByRole('checkbox', { name: new RegExp(`^Indica\\s*, ${indica.length} products$`) }).check();
  await expect(page).toHaveURL(/\/shop\?strain=indica$/);
  await panel.getByRole('checkbox', { name: /^15–20%\s*, \d+ products?$/ }).check();
  await expect(page).toHaveURL(/\/shop\?strain=indica&thc=15-20$/);
  if (phone) {
    await page.getByRole('button', { name: `Show ${countText(indica15to20.length)}` }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  }
  await expect(main.getByRole('status')).toHaveText(countText(indica15to20.length));
  for (const product of indica15to20) await expect(main.getByRole('link', { name: new RegExp(product.productName) }).first()).toBeVisible();
  await expect(main.getByRole('list', { name: 'Chosen filters' }).getByRole('button')).toHaveText([/Indica$/, /15–20%$/]);
  // axe at the page's top: after the checks Playwright may leave the page scrolled so that the sticky
  // header covers part of the sidebar, and axe's target-size then measures a half-hidden checkbox
  // (the flaky 'sativa' finding of the 930af5c run). A shopper scrolls; the header is not in the way.
  await page.evaluate(() => window.scrollTo(0, 0));
  await expectNoA11yViolations(page);

  // The URL shared: the server's HTML already has the results and the chosen filters.
  const html = await (await request.get(new URL(page.url()).pathname + new URL(page.url()).search)).text();
  expect(html).toContain(countText(indica15to20.length));
  for (const product of indica15to20) expect(html).toContain(product.productName);
  const other = storeMenu.find((p) => !indica15to20.includes(p))!;
  expect(html).not.toContain(`>${other.productName}<`);

  // Clear all: back to every product, the URL without filters.
  if (phone) {
    await main.getByRole('button', { name: /^Filters \(2\)$/ }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Clear all' }).click();
    await page.keyboard.press('Escape');
  } else {
    await main.getByRole('button', { name: 'Clear all' }).click();
  }
  await expect(page).toHaveURL(/\/shop$/);
  await expect(main.getByRole('status')).toHaveText(countText(storeMenu.length));
});

test('sorting by price, low to high, puts the cheapest first and is kept in the URL', async ({ page }) => {
  await page.goto('/shop?category=flower');
  await page.getByRole('main').getByRole('combobox', { name: 'Sort by' }).selectOption('price-asc');
  await expect(page).toHaveURL(/\/shop\?category=flower&sort=price-asc$/);
  // The last results stay, marked busy, until the sorted ones arrive.
  await expect(page.getByRole('main').locator('[aria-busy="true"]')).toHaveCount(0);
  const prices = await page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ has: page.locator('a[href^="/product/"]') })
    .evaluateAll((items) => items.map((item) => Number.parseFloat((item.textContent ?? '').match(/\$(\d+(?:\.\d+)?)/)?.[1] ?? 'NaN')));
  expect(prices.length).toBeGreaterThan(1);
  expect(prices).toEqual([...prices].sort((a, b) => a - b));
});

test("the mega menu's strain type opens the shop filtered by it", async ({ page }, testInfo) => {
  test.skip(testInfo.project.name === 'mobile', 'The mega menu is the desktop header');
  await page.goto('/');
  await page.getByRole('button', { name: 'Shop', exact: true }).click();
  await page.getByRole('link', { name: 'Indica', exact: true }).click();
  await expect(page).toHaveURL(/\/shop\?strain=indica$/);
  await expect(page.getByRole('main').getByRole('status')).toHaveText(countText(indica.length));
});

test("quick add: a card's chosen option goes into the cart without leaving the shop", async ({ page }) => {
  await page.goto('/shop?category=flower');
  const card = page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ has: page.getByRole('combobox', { name: /^Option of / }) })
    .first();
  const select = card.getByRole('combobox', { name: /^Option of / });
  const name = (await select.getAttribute('aria-label'))!.replace(/^Option of /, '');
  const options = await select
    .locator('option:not([disabled])')
    .evaluateAll((list) => list.map((option) => (option as HTMLOptionElement).value));
  const option = options[1] ?? options[0]!;
  await select.selectOption(option);
  await card.getByRole('button', { name: `Add to cart: ${name}` }).click();
  await expect(page.getByText(`${name} (${option}) added to the cart`)).toBeVisible();
  await expect(page).toHaveURL(/\/shop\?category=flower$/);
  await expectNoA11yViolations(page);
});
