/**
 * Deals (spec 2.9, issue 11) as a shopper meets them at 390 and 1440 px on the e2e clock (a
 * Wednesday at noon in Detroit): today's deals on the home page are the retailer's deal cards, only
 * the deals running now; a card's button leads to the deal's products at their sale prices; the
 * deals page lists every deal of the store with its schedule; the deals search says 'Not found!'.
 */
import { expect, test } from './fixtures.ts';
import { cmsFixtures } from '@storefront/fixtures/cms';
import { products, specials } from '@storefront/fixtures/catalog';
import { parseCms } from '@storefront/components/cms';
import { dealCardDesigns } from '@storefront/components/deals/designs';
import { resolveDealCardVariant, DEALS_NOT_FOUND_MESSAGE, discountedUnitPrice, formatMoney } from '@storefront/components/rules';
import { expectNoA11yViolations } from './axe.ts';

const greenleaf = parseCms(cmsFixtures.greenleaf).config;
const design = dealCardDesigns[resolveDealCardVariant(greenleaf.DealsCardSettingsCMS)];
const retailerId = greenleaf.initialSiteData.canSelectedRetailerId!;
const flower = specials.find((s) => s.urlSlug === '20-off-all-flower')!;
const vapeWednesday = specials.find((s) => s.urlSlug === 'vape-wednesday')!;
const edibleFriday = specials.find((s) => s.urlSlug === 'edible-friday')!;

test("home: today's deals are the deal cards of the deals running now", async ({ page }) => {
  await page.goto('/');
  const section = page.locator('[data-widget="todays-deals"]');
  await expect(section.getByRole('heading', { name: greenleaf.homeDealsSectionCmsData.title })).toBeVisible();
  await expect(section.getByRole('article', { name: new RegExp(`^${vapeWednesday.name}`) })).toHaveCount(1);
  // Edible Friday runs on Fridays only: not today.
  expect(edibleFriday.retailerIds).toContain(retailerId);
  await expect(section.getByRole('article', { name: new RegExp(`^${edibleFriday.name}`) })).toHaveCount(0);
  await expectNoA11yViolations(page);
});

test("a deal card's button leads to the deal's products at their sale prices", async ({ page }) => {
  await page.goto('/deals');
  const card = page.getByRole('article', { name: new RegExp(`^${flower.name}`) });
  await expect(card).toContainText('Every day');
  await card.getByRole('link', { name: new RegExp(`^${design.button}`) }).click();
  await expect(page).toHaveURL(/\/deals-collection\/category\?specialSlug=20-off-all-flower/);
  const product = products.find((p) => p.slug === flower.productSlugs[0])!;
  // The card shows the lowest price a shopper pays: the cheapest option at the deal's price.
  const sale = Math.min(...product.options.map((option) => discountedUnitPrice(option.price, flower.discount)!));
  await expect(page.getByRole('main')).toContainText(product.productName);
  await expect(page.getByRole('main')).toContainText(formatMoney(sale));
});

test("the deals search: 'Not found!' when nothing matches", async ({ page }) => {
  await page.goto('/search/deals');
  await page.getByRole('searchbox', { name: 'Search deals' }).fill('  zzz-no-such-deal  ');
  await expect(page.getByRole('status').filter({ hasText: DEALS_NOT_FOUND_MESSAGE })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search deals' }).fill('VAPE');
  await expect(page.getByRole('article', { name: new RegExp(`^${vapeWednesday.name}`) })).toBeVisible();
});
