/**
 * Spec 2.5 "Visibility on scroll", in the browser on the built storefront at 390 px:
 * - on /cart: shown at the top; hidden when scrolling down past 50 px; hidden at the bottom of the
 *   page (10 px tolerance);
 * - elsewhere (/): shown when scrolled less than 300 px or when scrolling up; hidden when
 *   scrolling down.
 * The page is made tall with a spacer so the thresholds can be crossed whatever the content is.
 * Thresholds come from the constants module, never retyped.
 */
import { expect, test, type Page } from './fixtures.ts';
import { BOTTOM_BAR_CART_SCROLL_DOWN_PX, BOTTOM_BAR_SCROLL_THRESHOLD_PX } from '@storefront/components/rules';
import { BOTTOM_BAR_LABEL } from '@storefront/app/landmarks';

const bar = (page: Page) => page.getByRole('navigation', { name: BOTTOM_BAR_LABEL, includeHidden: true });

async function open(page: Page, path: string) {
  await page.goto(path);
  await expect(bar(page)).toBeAttached();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

/**
 * Scroll the window to `y`. A 4000 px block after the app's root (outside React, so no re-render
 * can remove it) gives room to scroll on any route. Both the block and the scroll are re-applied
 * until the window is there: on a cold first load the scroll could land before the page settled.
 */
async function scrollTo(page: Page, y: number) {
  await expect
    .poll(() =>
      page.evaluate((top) => {
        if (!document.querySelector('[data-test-spacer]')) {
          const spacer = document.createElement('div');
          spacer.style.height = '4000px';
          spacer.setAttribute('data-test-spacer', '');
          document.body.append(spacer);
        }
        if (Math.round(window.scrollY) !== top) window.scrollTo(0, top);
        return Math.round(window.scrollY);
      }, y),
    )
    .toBe(y);
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
    expect(bottom).toBeGreaterThan(BOTTOM_BAR_CART_SCROLL_DOWN_PX);
    await scrollTo(page, bottom);
    await expectHidden(page);
  });
});
