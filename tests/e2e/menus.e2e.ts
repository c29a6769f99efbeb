/**
 * The side menu and the desktop footer wired into the shell (spec 2.6, 2.14).
 * - 390 px, per demo retailer (?site=): the Menu control (the bottom bar's Menu when the CMS design
 *   has one, else the mobile header's) opens the side menu version the CMS flags select
 *   (isMenuOne … isMenuFour) with that version's sections or tabs; menu 2's deals search shows
 *   'Not found!' for a term no deal matches; Escape closes it and focus returns to the Menu control.
 * - 1440 px, per demo retailer: the desktop footer shows the quick-links column (CMS title) and
 *   "Today's Deals"; for the provider kind the quick-links rule hides them from, no
 *   /find-a-dispensary or /store-directory link.
 * Expected values come from the widgets' tables, the rules and the CMS fixtures, never retyped.
 */
import { expect, test, type Locator, type Page } from './fixtures.ts';
import { cmsFixtureIds, cmsFixtures } from '@storefront/fixtures/cms';
import { parseCms } from '@storefront/components/cms';
import { DEALS_NOT_FOUND_MESSAGE, resolveBottomBarVariant, resolveMenuVariant } from '@storefront/components/rules';
import { bottomBarDesigns } from '@storefront/components/bottom-bar/designs';
import { sideMenuDesigns } from '@storefront/components/side-menu/designs';
import { TODAYS_DEALS_TITLE } from '@storefront/components/site-footer/from-cms';
import { STORE_LOCATION_QUICK_LINKS, footerQuickLinks } from '@storefront/components/site-footer/rules';
import { BOTTOM_BAR_LABEL } from '@storefront/app/landmarks';

// The widgets' .tsx modules pull in vanilla-extract styles, which Node cannot evaluate here: these
// two labels are restated (the header's hamburger MENU_LABEL; DealsSearch's SEARCH_DEALS_LABEL, spec 2.6).
const MENU_LABEL = 'Menu';
const SEARCH_DEALS_LABEL = 'Search deals';

type SiteId = (typeof cmsFixtureIds)[number];
const configOf = (id: SiteId) => parseCms(cmsFixtures[id]).config;

/** The literal expectations of the brief per demo retailer (cross-checked against the tables below). */
const expectedMenu: Record<SiteId, { variant: string; headings: string[]; tabs: string[] }> = {
  greenleaf: { variant: 'one', headings: ['Main Menu', 'Category Menu'], tabs: [] },
  'copper-state': { variant: 'two', headings: [], tabs: ['Main menu', 'Categories', 'Deals'] },
  'mile-high': { variant: 'three', headings: ['Shop your Categories'], tabs: [] },
  'natural-state': { variant: 'four', headings: [], tabs: ['Explore', 'Shop', 'Location'] },
};

/** The control that opens the side menu at 390 px: the bottom bar's Menu, else the header's. */
function menuOpener(page: Page, siteId: SiteId): Locator {
  const design = bottomBarDesigns[resolveBottomBarVariant(configOf(siteId).headerFooterSettings)];
  const menuText = configOf(siteId).stickyFooterWidgetCmsData.menuText || MENU_LABEL;
  return design.items.some((item) => item.id === 'menu')
    ? page.getByRole('navigation', { name: BOTTOM_BAR_LABEL }).getByRole('button', { name: menuText, exact: true })
    : page.getByRole('banner').getByRole('button', { name: MENU_LABEL, exact: true });
}

const sideMenu = (page: Page) => page.getByRole('dialog').filter({ has: page.locator('[data-side-menu]') });

test.describe('side menu at 390 px (spec 2.6)', () => {
  test.beforeEach(({ page: _page }, testInfo) => {
    test.skip(testInfo.project.name !== 'mobile', 'the bottom bar and mobile header show below 769 px');
  });

  for (const siteId of cmsFixtureIds) {
    const config = configOf(siteId);
    const variant = resolveMenuVariant(config.activeVersionCms);
    const expected = expectedMenu[siteId];
    test(`${siteId}: Menu opens side menu '${variant}'; Escape closes it and focus returns`, async ({ page }) => {
      expect(variant).toBe(expected.variant);
      const version = sideMenuDesigns[variant];
      await page.goto(`/?site=${siteId}`);
      const opener = menuOpener(page, siteId);
      await opener.click();
      const menu = sideMenu(page);
      await expect(menu).toBeVisible();
      await expect(menu.locator('[data-side-menu]')).toHaveAttribute('data-side-menu', variant);

      for (const heading of expected.headings) {
        await expect(menu.getByRole('heading', { name: heading, exact: true })).toBeVisible();
      }
      if (version.body.kind === 'tabs') {
        expect(version.body.tabs.map((tab) => tab.label)).toEqual(expected.tabs);
        const tabs = menu.getByRole('tab');
        await expect(tabs).toHaveText(expected.tabs);
      }
      if (expected.tabs.includes('Deals')) {
        const dealsTab = menu.getByRole('tab', { name: 'Deals', exact: true });
        await dealsTab.click();
        await expect(dealsTab).toHaveAttribute('aria-selected', 'true');
        await menu.getByRole('searchbox', { name: SEARCH_DEALS_LABEL }).fill('zzqx');
        await expect(menu.getByText(DEALS_NOT_FOUND_MESSAGE, { exact: true })).toBeVisible();
        expect(DEALS_NOT_FOUND_MESSAGE).toBe('Not found!');
      }
      if (version.body.kind !== 'tabs') {
        expect(expected.tabs).toEqual([]);
        await expect(menu.getByRole('tab')).toHaveCount(0);
      }

      await page.keyboard.press('Escape');
      await expect(menu).toHaveCount(0);
      await expect(opener).toBeFocused();
    });
  }
  test('a route change closes the side menu', async ({ page }) => {
    const [siteId] = cmsFixtureIds;
    await page.goto(`/?site=${siteId}`);
    await menuOpener(page, siteId).click();
    const menu = sideMenu(page);
    await expect(menu).toBeVisible();
    await menu.getByRole('link', { name: 'Blog', exact: true }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(menu).toHaveCount(0);
  });
});

test.describe('desktop footer at 1440 px (spec 2.14)', () => {
  test.beforeEach(({ page: _page }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'the desktop footer shows from 769 px');
  });

  for (const siteId of cmsFixtureIds) {
    const config = configOf(siteId);
    const provider = config.initialSiteData.provider;
    const title = config.quickLinks.title.trim() || 'Quick Links';
    const hidden = footerQuickLinks(config.quickLinks.links, provider).length < config.quickLinks.links.length;
    test(`${siteId} (${provider}): '${title}' and "Today's Deals"${hidden ? ', no store-location links' : ''}`, async ({ page }) => {
      await page.goto(`/?site=${siteId}`);
      const footer = page.getByRole('contentinfo');
      await expect(footer).toHaveCount(1);
      await footer.scrollIntoViewIfNeeded();
      // Skeletons first (1500 ms), then the columns.
      await expect(footer).not.toHaveAttribute('aria-busy', 'true');
      const quickLinks = footer.getByRole('navigation', { name: title, exact: true });
      await expect(quickLinks.getByRole('heading', { name: title, exact: true })).toBeVisible();
      await expect(quickLinks.getByRole('link').first()).toBeVisible();
      expect(TODAYS_DEALS_TITLE).toMatch(/^Today.s Deals$/);
      await expect(footer.getByRole('heading', { name: TODAYS_DEALS_TITLE, exact: true })).toBeVisible();
      await expect(footer.getByRole('link', { name: /Shop All Specials/ })).toBeVisible();
      for (const path of STORE_LOCATION_QUICK_LINKS) {
        const links = quickLinks.locator(`a[href="${path}"]`);
        if (provider === 'ecommerce') await expect(links).toHaveCount(0);
        else if (config.quickLinks.links.some((link) => link.url === path)) await expect(links).toHaveCount(1);
      }
      if (siteId === 'mile-high') {
        expect(provider).toBe('ecommerce');
        expect(config.quickLinks.links.some((link) => link.url === '/find-a-dispensary')).toBe(true);
        await expect(quickLinks.locator('a[href="/find-a-dispensary"]')).toHaveCount(0);
      }
    });
  }
});
