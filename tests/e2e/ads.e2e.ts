/**
 * Sponsored ads in their slots (issue 12, spec 2.15, 4 "Ad loading"): the Greenleaf demo retailer's
 * ad service is on, so its home page fills the hero banner and the sponsored carousel from the demo
 * ad service, each labelled 'Sponsored', without moving the page when they arrive; impressions and
 * clicks reach the ad service's counts; the cart sidebar holds the desktop banner. Copper State's
 * service is off: no slot at all. Slot names and the ad configuration come from the CMS fixtures.
 */
import { expect, test, type Page } from './fixtures.ts';
import { cmsFixtures } from '@storefront/fixtures/cms';
import { parseCms } from '@storefront/components/cms';
import { SPONSORED_LABEL } from '@storefront/components/rules';
import { apiPaths } from '@storefront/components/rules/api';
import { expectNoA11yViolations } from './axe.ts';

// Restated (their modules import styles, which Playwright cannot load): the app's ads/placements.ts
// slot names, CartSidebar's CART_SIDECAR_AD_PLACEMENT and CART_SIDEBAR_TITLE.
const HOME_HERO_AD_SLOT = 'home-hero-banner';
const HOME_CAROUSEL_AD_SLOT = 'home-sponsored-carousel';
const CART_SIDECAR_AD_PLACEMENT = 'cart-sidecar-desktop-banner';
const CART_SIDEBAR_TITLE = 'Shopping Cart';

const greenleaf = parseCms(cmsFixtures.greenleaf).config;
const slot = (page: Page, name: string) => page.locator(`[data-ad-slot="${name}"]`);
const heights = (page: Page) =>
  page.locator('[data-ad-slot]').evaluateAll((els) => els.map((el) => Math.round(el.getBoundingClientRect().height * 10) / 10));

test('the demo fixtures keep the slots this test reads', () => {
  expect(greenleaf.adServiceConfig.isEnabled).toBe(true);
  expect(Object.keys(greenleaf.adConfig.placements)).toEqual(
    expect.arrayContaining([HOME_HERO_AD_SLOT, HOME_CAROUSEL_AD_SLOT, CART_SIDECAR_AD_PLACEMENT]),
  );
  expect(parseCms(cmsFixtures['copper-state']).config.adServiceConfig.isEnabled).toBe(false);
});

test('home: the banner and the carousel fill their slots without moving the page; impressions and a click are counted', async ({
  page,
}) => {
  // Two ad loads, an axe pass, polls of the stats and a navigation: more than 30 s on CI's busy cores.
  test.slow();
  // The ads are held back until the page has settled, so the test sees the slots before and after.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/ads/serve**', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/?site=greenleaf');
  await expect(slot(page, HOME_HERO_AD_SLOT)).toHaveAttribute('data-ad-status', 'LOADING');
  await expect(slot(page, HOME_CAROUSEL_AD_SLOT)).toHaveAttribute('data-ad-status', 'LOADING');
  const before = await heights(page);
  expect(before.every((h) => h > 0)).toBe(true);
  // From here on, any layout shift is the ads' doing.
  await page.evaluate(() => {
    const win = window as unknown as { adShifts: number[] };
    win.adShifts = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) win.adShifts.push((entry as unknown as { value: number }).value);
    }).observe({ type: 'layout-shift' });
  });
  release();
  await expect(slot(page, HOME_HERO_AD_SLOT)).toHaveAttribute('data-ad-status', 'LOADED');
  await expect(slot(page, HOME_CAROUSEL_AD_SLOT)).toHaveAttribute('data-ad-status', 'LOADED');
  expect(await heights(page)).toEqual(before);
  // A carousel's row scrolls inside its slot: the page never gets wider than the screen (a phone
  // would zoom the whole page out to fit it).
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(page.viewportSize()?.width);
  expect(await page.evaluate(() => (window as unknown as { adShifts: number[] }).adShifts)).toEqual([]);

  const banner = slot(page, HOME_HERO_AD_SLOT).getByRole('link');
  await expect(banner).toContainText(SPONSORED_LABEL);
  await expect(
    slot(page, HOME_CAROUSEL_AD_SLOT)
      .getByRole('link', { name: new RegExp(`^${SPONSORED_LABEL} `) })
      .first(),
  ).toBeVisible();
  await expectNoA11yViolations(page);

  const adId = await banner.getAttribute('data-ad-id');
  if (!adId) throw new Error('the banner has no ad id');
  const stats = async () =>
    (await (await page.request.get(`${apiPaths.adStats}?adId=${encodeURIComponent(adId)}`)).json()) as {
      data: { impressions: number; clicks: number };
    };
  await expect.poll(async () => (await stats()).data.impressions).toBeGreaterThan(0);
  const clicksBefore = (await stats()).data.clicks;
  const href = await banner.getAttribute('href');
  await banner.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await expect.poll(async () => (await stats()).data.clicks).toBe(clicksBefore + 1);
});

test('a retailer whose ad service is off shows no slot', async ({ page }) => {
  await page.goto('/?site=copper-state');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('[data-ad-slot]')).toHaveCount(0);
});

test('desktop: the cart sidebar holds its banner', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', "'cart-sidecar-desktop-banner' is a desktop slot");
  await page.goto('/?site=greenleaf');
  await page.locator('header [data-part="cart"]').filter({ visible: true }).first().click();
  const sidebar = page.getByRole('dialog', { name: CART_SIDEBAR_TITLE });
  await expect(sidebar.locator(`[data-ad-slot="${CART_SIDECAR_AD_PLACEMENT}"]`)).toHaveAttribute('data-ad-status', 'LOADED');
  await expect(sidebar.getByRole('link', { name: new RegExp(`^${SPONSORED_LABEL} `) })).toBeVisible();
});
