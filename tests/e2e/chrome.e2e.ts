/**
 * The mobile chrome wired into the shell (spec 2.3 headers, 2.5 bottom bar, 2.15 / 6 sign-in-required
 * modal): which header each route shows at 390 px, the CMS header variant and bottom-bar design per
 * demo retailer, the CSS switch to the desktop header at 769 px, stickiness, and guest clicks.
 * Expected values come from the rules and the CMS fixtures, never retyped.
 */
import { expect, test, type Page } from '@playwright/test';
import { cmsFixtureIds, cmsFixtures } from '../../fixtures/cms/index.ts';
import { products } from '../../fixtures/catalog/index.ts';
import { parseCms } from '../../packages/components/src/cms/index.ts';
import { mobileHeaderTitle, resolveFooterVariant, resolveHeaderVariant } from '../../packages/components/src/rules/index.ts';
import { breakpoints } from '../../packages/tokens/src/breakpoints.ts';
import { BOTTOM_BAR_LABEL, DEMO_SWITCHER_LABEL, SIGN_IN_REQUIRED_HEADING } from '../../packages/storefront-app/src/layout/landmarks.ts';

const configOf = (id: (typeof cmsFixtureIds)[number]) => parseCms(cmsFixtures[id]).config;
const productSlug = products[0]?.productSlug ?? '';
const mobileHeader = (page: Page) => page.locator('[data-header-branch="mobile"]');

test.describe('mobile header by route at 390 px (spec 2.3)', () => {
  test.beforeEach(({ page: _page }, testInfo) => {
    test.skip(testInfo.project.name !== 'mobile', 'the mobile header shows below 769 px');
  });

  test('/cart: the compact search header with the CMS placeholder', async ({ page }) => {
    await page.goto('/cart');
    const banner = page.getByRole('banner');
    await expect(banner).toHaveAttribute('data-mobile-header', 'search');
    const placeholder = configOf(cmsFixtureIds[0]).searchPageCms[0]?.placeholder ?? '';
    await expect(banner.getByRole('textbox')).toHaveAttribute('placeholder', placeholder);
    await expect(banner.getByRole('button', { name: 'Go back' })).toBeVisible();
  });

  test("/deals: the title header 'Shop Deals by Category'", async ({ page }) => {
    await page.goto('/deals');
    const banner = page.getByRole('banner');
    await expect(banner).toHaveAttribute('data-mobile-header', 'title');
    await expect(banner).toContainText(mobileHeaderTitle('/deals'));
    await expect(banner).toContainText('Shop Deals by Category');
  });

  test('/search: no header', async ({ page }) => {
    await page.goto('/search');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search');
    await expect(page.getByRole('banner')).toHaveCount(0);
    await expect(mobileHeader(page).locator('header')).toHaveCount(0);
  });

  test('/product/…: the product header, and no bottom bar', async ({ page }) => {
    await page.goto(`/product/${productSlug}`);
    await expect(page.getByRole('banner')).toHaveAttribute('data-mobile-header', 'product');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('navigation', { name: BOTTOM_BAR_LABEL })).toHaveCount(0);
  });

  for (const siteId of cmsFixtureIds) {
    const config = configOf(siteId);
    const header = resolveHeaderVariant(config.headerFooterSettings);
    const footer = resolveFooterVariant(config.headerFooterSettings);
    test(`/ (${siteId}): CMS header variant '${header}' and bottom-bar design '${footer}'`, async ({ page }) => {
      await page.goto(`/?site=${siteId}`);
      await expect(page.getByRole('banner')).toHaveAttribute('data-header-variant', header);
      const bar = page.getByRole('navigation', { name: BOTTOM_BAR_LABEL });
      await expect(bar).toBeVisible();
      await expect(bar).toHaveAttribute('data-design', footer);
    });
  }

  test('switching ?site= switches the header variant', async ({ page }) => {
    const [first, , last] = cmsFixtureIds;
    const variantOf = (id: (typeof cmsFixtureIds)[number]) => resolveHeaderVariant(configOf(id).headerFooterSettings);
    expect(variantOf(first)).not.toBe(variantOf(last));
    await page.goto(`/?site=${first}`);
    await expect(page.getByRole('banner')).toHaveAttribute('data-header-variant', variantOf(first));
    await page.getByLabel(DEMO_SWITCHER_LABEL).selectOption(last);
    await expect(page.getByRole('banner')).toHaveAttribute('data-header-variant', variantOf(last));
    await page.goto(`/?site=${first}`);
    await expect(page.getByRole('banner')).toHaveAttribute('data-header-variant', variantOf(first));
  });

  test('the header sticks when the CMS says so (isStickyHeader)', async ({ page }) => {
    const sticky = cmsFixtureIds.find((id) => configOf(id).headerWidgetCmsData.isStickyHeader);
    const notSticky = cmsFixtureIds.find((id) => !configOf(id).headerWidgetCmsData.isStickyHeader);
    expect(sticky && notSticky).toBeTruthy();
    for (const [siteId, sticks] of [[sticky, true], [notSticky, false]] as const) {
      await page.goto(`/?site=${siteId}`);
      await expect(page.getByRole('banner')).toBeVisible();
      // The page grows as its data arrives: scroll until it is tall enough to be 600 px down.
      await expect
        .poll(() =>
          page.evaluate(() => {
            window.scrollTo(0, 600);
            return window.scrollY;
          }),
        )
        .toBeGreaterThan(500);
      const box = await page.getByRole('banner').boundingBox();
      if (sticks) expect(box?.y).toBe(0);
      else expect(box?.y ?? 0).toBeLessThan(0);
    }
  });

  test('a guest wishlist click opens the sign-in-required modal; Escape closes it', async ({ page }) => {
    await page.goto('/cart');
    await page.getByRole('banner').getByRole('button', { name: 'Your List' }).click();
    const modal = page.getByRole('dialog', { name: SIGN_IN_REQUIRED_HEADING });
    await expect(modal).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(modal).toHaveCount(0);
    await expect(page).toHaveURL(/\/cart$/);
  });

  test("the bottom bar's Menu opens the side menu; a route change closes it", async ({ page }) => {
    await page.goto(`/?site=${cmsFixtureIds[0]}`);
    await page.getByRole('navigation', { name: BOTTOM_BAR_LABEL }).getByRole('button', { name: /Menu/ }).click();
    const menu = page.getByRole('dialog', { name: 'Main Menu' });
    await expect(menu).toBeVisible();
    await menu.getByRole('link').first().click();
    await expect(menu).toHaveCount(0);
    await expect(page).not.toHaveURL(/\/\?site=/);
  });

  test('the search header leads to /search (the search overlay is not wired yet)', async ({ page }) => {
    await page.goto('/cart');
    await page.getByRole('banner').getByRole('textbox').click();
    await expect(page).toHaveURL(/\/search$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search');
  });
});

test.describe(`desktop header from ${breakpoints.md} px (CSS switch)`, () => {
  test.beforeEach(({ page: _page }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'checked at the desktop viewport');
  });

  test('the mobile header and the bottom bar are hidden; the desktop header shows', async ({ page }) => {
    await page.goto('/cart');
    await expect(page.getByRole('banner')).toHaveCount(1);
    await expect(page.locator('[data-header-branch="desktop"] header')).toBeVisible();
    await expect(mobileHeader(page).locator('header')).toBeHidden();
    await expect(page.getByRole('navigation', { name: BOTTOM_BAR_LABEL })).toBeHidden();
  });

  for (const [width, branch] of [
    [breakpoints.md - 1, 'mobile'],
    [breakpoints.md, 'desktop'],
  ] as const) {
    test(`at ${width} px the ${branch} header shows`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/cart');
      await expect(page.locator(`[data-header-branch="${branch}"] header`)).toBeVisible();
      await expect(page.getByRole('banner')).toHaveCount(1);
    });
  }
});
