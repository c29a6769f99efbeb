/**
 * Spec 2.5 "Visibility on scroll", in the browser on the built storefront at 390 px:
 * - on /cart: shown at the top; hidden when scrolling down past 50 px; hidden at the bottom of the
 *   page (10 px tolerance);
 * - elsewhere (/): shown when scrolled less than 300 px or when scrolling up; hidden when
 *   scrolling down.
 * The page is made tall with a spacer so the thresholds can be crossed whatever the content is.
 * Thresholds come from the constants module, never retyped.
 */
import { expect, test, type Page } from '@playwright/test';
import {
  BOTTOM_BAR_CART_SCROLL_DOWN_PX,
  BOTTOM_BAR_SCROLL_THRESHOLD_PX,
} from '../../packages/components/src/rules/constants.ts';
import { BOTTOM_BAR_LABEL } from '../../packages/storefront-app/src/layout/landmarks.ts';

const bar = (page: Page) => page.getByRole('navigation', { name: BOTTOM_BAR_LABEL, includeHidden: true });

async function open(page: Page, path: string) {
  await page.goto(path);
  await expect(bar(page)).toBeAttached();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // A tall block at the end of <main>: 4000 px of room to scroll on any route.
  await page.evaluate(() => {
    const spacer = document.createElement('div');
    spacer.style.height = '4000px';
    spacer.setAttribute('data-test-spacer', '');
    document.querySelector('main')?.append(spacer);
  });
}

async function scrollTo(page: Page, y: number) {
  await page.evaluate((top) => window.scrollTo(0, top), y);
  await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(y);
}

const expectShown = (page: Page) => expect(bar(page)).not.toHaveAttribute('data-hidden');
const expectHidden = (page: Page) => expect(bar(page)).toHaveAttribute('data-hidden', '');

test.describe('bottom bar visibility on scroll (spec 2.5)', () => {
  test.skip(({ isMobile }) => !isMobile, 'the bottom bar is a mobile widget');

  test('elsewhere (/): shown under 300 px, hidden scrolling down past it, shown again scrolling up', async ({ page }) => {
    await open(page, '/');
    await expectShown(page);
    await scrollTo(page, BOTTOM_BAR_SCROLL_THRESHOLD_PX - 100);
    await expectShown(page);
    await scrollTo(page, BOTTOM_BAR_SCROLL_THRESHOLD_PX + 300);
    await expectHidden(page);
    await scrollTo(page, BOTTOM_BAR_SCROLL_THRESHOLD_PX + 200);
    await expectShown(page);
  });

  test('/cart: shown at the top, hidden scrolling down past 50 px, hidden at the bottom', async ({ page }) => {
    await open(page, '/cart');
    await expectShown(page);
    await scrollTo(page, BOTTOM_BAR_CART_SCROLL_DOWN_PX + 30);
    await expectHidden(page);
    await scrollTo(page, 0);
    await expectShown(page);
    const bottom = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
    await scrollTo(page, bottom);
    await expectHidden(page);
  });
});
