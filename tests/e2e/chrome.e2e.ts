/**
 * The chrome wired into the shell (spec 2.3 headers, 2.4 search, 2.5 bottom bar, 2.15 / 6
 * sign-in-required modal): which header each route shows at 390 px, the CMS header variant and
 * bottom-bar design per demo retailer, the CSS switch to the desktop header at 769 px, stickiness,
 * guest clicks; the desktop header at 1440 px (guest / signed-in account area, the account menu by
 * keyboard) and the search drawer (suggestions and products from the demo catalogue, the 700 ms
 * no-results rule) and, at 390 px, the search overlay.
 * Expected values come from the rules, the CMS fixtures and the demo catalogue, never retyped.
 */
import { expect, test, type Page } from './fixtures.ts';
import { cmsFixtureIds, cmsFixtures } from '@storefront/fixtures/cms';
import { products } from '@storefront/fixtures/catalog';
import { parseCms } from '@storefront/components/cms';
import {
  FULL_TEXT_SEARCH_TYPE,
  mobileHeaderTitle,
  resolveBottomBarVariant,
  resolveHeaderVariant,
  SEARCH_NO_RESULT_DELAY_MS,
} from '@storefront/components/rules';
import { ACCOUNT_AND_LIST_LABEL } from '@storefront/components/desktop-header/account-menu';
import { searchLabels, variantsLabel } from '@storefront/components/search/labels';
import { DEMO_PASSWORD, DEMO_USER } from '@storefront/demo-api';
import { breakpoints } from '@storefront/tokens/breakpoints';
import {
  BOTTOM_BAR_LABEL,
  DEMO_SWITCHER_LABEL,
  DESKTOP_SEARCH_BOX_LABEL as SEARCH_BOX_LABEL,
  SEARCH_DIALOG_TITLE as SEARCH_PANEL_TITLE,
  SIGN_IN_LINK_TEXT as SIGN_IN_LABEL,
  SIGN_IN_REQUIRED_HEADING,
  SIGN_IN_ROUTE as SIGN_IN_PATH,
} from '@storefront/app/landmarks';

const configOf = (id: (typeof cmsFixtureIds)[number]) => parseCms(cmsFixtures[id]).config;
const productSlug = products[0]?.productSlug ?? '';
const mobileHeader = (page: Page) => page.locator('[data-header-branch="mobile"]');
const desktopHeader = (page: Page) => page.locator('[data-header-branch="desktop"]');
const fullTextSite = cmsFixtureIds.find((id) => configOf(id).siteSettings.searchType === FULL_TEXT_SEARCH_TYPE) ?? cmsFixtureIds[0];
const menuSearchSite = cmsFixtureIds.find((id) => configOf(id).siteSettings.searchType !== FULL_TEXT_SEARCH_TYPE) ?? cmsFixtureIds[1];

/** The demo shopper signs in through /sign-in with the demo password (README). */
async function signIn(page: Page) {
  await page.goto(SIGN_IN_PATH);
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Email').fill(DEMO_USER.email);
  await form.getByLabel('Password').fill(DEMO_PASSWORD);
  await form.getByRole('button', { name: SIGN_IN_LABEL }).click();
  await expect(page).toHaveURL(/\/account$/);
  // The navigation has settled once the app has moved focus to <main> (a route change does): a
  // menu opened before that would lose focus to it and close.
  await expect(page.locator('main#main')).toBeFocused();
}

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
    const footer = resolveBottomBarVariant(config.headerFooterSettings);
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
    for (const [siteId, sticks] of [
      [sticky, true],
      [notSticky, false],
    ] as const) {
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
    // The SideMenu widget's dialog (its title is the widget's; see menus.e2e.ts).
    const menu = page.getByRole('dialog').filter({ has: page.locator('[data-side-menu]') });
    await expect(menu).toBeVisible();
    // The first CMS main-menu link (the menu's logo links home, where we already are).
    await menu.locator('[data-section="mainMenu"] a').first().click();
    await expect(menu).toHaveCount(0);
    await expect(page).not.toHaveURL(/\/\?site=/);
  });

  test('the search header leads to /search when the search type is not the full-text one', async ({ page }) => {
    await page.goto(`/cart?site=${menuSearchSite}`);
    await page.getByRole('banner').getByRole('textbox').click();
    await expect(page).toHaveURL(/\/search$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search');
  });

  test('with the full-text search type the search header opens the full overlay (spec 2.4)', async ({ page }) => {
    await page.goto(`/cart?site=${fullTextSite}`);
    const opener = page.getByRole('banner').getByRole('textbox');
    await opener.click();
    const overlay = page.getByRole('dialog', { name: SEARCH_PANEL_TITLE });
    await expect(overlay).toBeVisible();
    await expect(overlay.locator('[data-search-mode]')).toHaveAttribute('data-search-mode', 'overlay');
    // Full width of the 390 px viewport.
    expect((await overlay.boundingBox())?.width).toBe(page.viewportSize()?.width);
    const trendingTitle = configOf(fullTextSite).searchPageCms[0]?.trendingProductsTitle ?? searchLabels.trendingProducts;
    await expect(overlay.getByRole('list', { name: trendingTitle }).getByRole('link').first()).toBeVisible();
    await expect(page).toHaveURL(/\/cart\?site=/);
    await page.keyboard.press('Escape');
    await expect(overlay).toHaveCount(0);
    await expect(opener).toBeFocused();
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

test.describe('desktop header and search drawer at 1440 px (spec 2.3, 2.4, 6)', () => {
  test.beforeEach(({ page: _page }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'checked at the desktop viewport');
  });

  test("guests see 'Sign In'; after signing in, the first name and 'Account & List'", async ({ page }) => {
    await page.goto('/');
    const header = desktopHeader(page);
    await expect(header.getByRole('link', { name: SIGN_IN_LABEL })).toBeVisible();
    await expect(header.getByRole('link', { name: SIGN_IN_LABEL })).toHaveAttribute('href', SIGN_IN_PATH);
    await expect(header.getByText(ACCOUNT_AND_LIST_LABEL)).toHaveCount(0);

    await signIn(page);
    await expect(header.getByRole('link', { name: SIGN_IN_LABEL })).toHaveCount(0);
    const account = header.getByRole('button', { name: new RegExp(ACCOUNT_AND_LIST_LABEL) });
    await expect(account).toBeVisible();
    await expect(account).toContainText(DEMO_USER.firstName);
    await expect(account).toContainText(ACCOUNT_AND_LIST_LABEL);
  });

  test('the account menu opens by keyboard and closes on Escape, focus back on its button', async ({ page }) => {
    await signIn(page);
    const account = desktopHeader(page).getByRole('button', { name: new RegExp(ACCOUNT_AND_LIST_LABEL) });
    const menu = page.getByRole('menu', { name: ACCOUNT_AND_LIST_LABEL });
    // The shopper's lists join the menu when the account's lists arrive: once they are in, the items
    // stay put (an item added between two key presses made 'the second item' another one).
    await account.focus();
    await page.keyboard.press('Enter');
    await expect(menu.getByRole('menuitem', { name: 'My Wishlist' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toHaveCount(0);

    await account.focus();
    await page.keyboard.press('Enter');
    await expect(menu).toBeVisible();
    await expect(account).toHaveAttribute('aria-expanded', 'true');
    await expect(menu.getByRole('menuitem').first()).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(menu.getByRole('menuitem').nth(1)).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu).toHaveCount(0);
    await expect(account).toBeFocused();
  });

  test(`typing a product name (${fullTextSite}: full-text search) opens the drawer with suggestions and products`, async ({ page }) => {
    const config = configOf(fullTextSite);
    const retailerId = config.initialSiteData.canSelectedRetailerId;
    const product = products.find(
      (p) => p.isActive && p.retailerIds.includes(retailerId) && p.menuTypes.includes(config.initialSiteData.canMenuType),
    );
    if (!product) throw new Error(`no active demo product at ${retailerId}`);
    await page.goto(`/?site=${fullTextSite}`);
    const box = desktopHeader(page).getByRole('searchbox', { name: SEARCH_BOX_LABEL });
    await box.fill(product.productName);
    const drawer = page.getByRole('dialog', { name: SEARCH_PANEL_TITLE });
    await expect(drawer).toBeVisible();
    await expect(drawer.locator('[data-search-mode]')).toHaveAttribute('data-search-mode', 'drawer');
    await expect(drawer.getByRole('searchbox')).toHaveValue(product.productName);
    await expect(drawer.locator('[data-part="suggestion"]').first()).toContainText(product.productName);
    const row = drawer.getByRole('link', { name: `${product.productName} ${variantsLabel(product.variantsSize)}` }).first();
    await expect(row).toHaveAttribute('href', `/product/${product.productSlug}`);
    await expect(drawer.getByRole('link', { name: /^See All \d+ Products$/ })).toBeVisible();
    // The drawer sits at the right, narrower than the page.
    const box2 = await drawer.boundingBox();
    expect(box2 && box2.width < (page.viewportSize()?.width ?? 0) && box2.x > 0).toBe(true);
    // A route change closes it.
    await row.click();
    await expect(page).toHaveURL(new RegExp(`/product/${product.productSlug}$`));
    await expect(drawer).toHaveCount(0);
  });

  test(`a nonsense query shows the no-results view only after ${SEARCH_NO_RESULT_DELAY_MS} ms`, async ({ page }) => {
    await page.goto(`/?site=${fullTextSite}`);
    await desktopHeader(page).getByRole('searchbox', { name: SEARCH_BOX_LABEL }).fill('qxzq');
    const drawer = page.getByRole('dialog', { name: SEARCH_PANEL_TITLE });
    await expect(drawer).toBeVisible();
    const input = drawer.getByRole('searchbox');
    const noResults = drawer.locator('[data-part="noResults"]');
    await expect(noResults).toBeVisible();
    // Typing again restarts the delay: right after it, and still inside it, the view is absent.
    // The page's clock (fixtures.ts installs it) is paused and moved by hand: the delay is measured
    // on the page's own timers, not on how busy the machine is.
    // (A second ahead: pauseAt cannot go back, and a busy machine may take a while to get there.)
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000));
    await input.fill('zqxwvzqxwv');
    await expect(noResults).toHaveCount(0, { timeout: 100 });
    await page.clock.runFor(SEARCH_NO_RESULT_DELAY_MS - 100);
    await page.waitForTimeout(200);
    expect(await noResults.count()).toBe(0);
    await page.clock.runFor(200);
    await page.clock.resume();
    await expect(noResults).toBeVisible();
    await expect(noResults).toContainText(searchLabels.noResultsTitle);
  });

  test('with another search type the desktop search box goes to /search?search=…', async ({ page }) => {
    await page.goto(`/?site=${menuSearchSite}`);
    const box = desktopHeader(page).getByRole('searchbox', { name: SEARCH_BOX_LABEL });
    await box.fill('gummies');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/search\?search=gummies$/);
    await expect(page.getByRole('dialog', { name: SEARCH_PANEL_TITLE })).toHaveCount(0);
  });
});
