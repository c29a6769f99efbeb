import { describe, expect, it } from 'vitest';
import { BOTTOM_BAR_CART_BOTTOM_TOLERANCE_PX, BOTTOM_BAR_CART_SCROLL_DOWN_PX, BOTTOM_BAR_SCROLL_THRESHOLD_PX } from '../constants.ts';
import type { ProviderKind } from '../constants.ts';
import { bottomBarVisibleOnScroll, layoutChrome, shouldShowBottomBar } from './chrome.ts';
import type { BottomBarScroll } from './chrome.ts';

describe('shouldShowBottomBar (hidden on /product, /product* and /chat-with-retailer/*)', () => {
  it.each([
    ['/product', false],
    ['/product/blue-dream', false],
    ['/products', false],
    ['/product-compare', false],
    ['/chat-with-retailer/r1', false],
    ['/chat-with-retailer', true],
    ['/', true],
    ['/cart', true],
    ['/shop', true],
    ['/menu-profile', true],
    ['', true],
  ])('%j → %s', (path, expected) => {
    expect(shouldShowBottomBar(path)).toBe(expected);
  });
});

describe('layoutChrome (checkout hides header and footer unless the first dispensary-menu kind)', () => {
  it.each<[string, ProviderKind | null | undefined, boolean]>([
    ['/checkout', 'dispensaryMenuOne', true],
    ['/checkout', 'dispensaryMenuTwo', false],
    ['/checkout', 'ecommerce', false],
    ['/checkout', undefined, false],
    ['/ecommerce-checkout', 'ecommerce', false],
    ['/ecommerce-checkout/', 'dispensaryMenuOne', true],
    ['/checkout/step-2', null, false],
    ['/checkout-help', 'ecommerce', true],
    ['/cart', 'ecommerce', true],
    ['/', undefined, true],
  ])('%j with %j → %s', (path, provider, shown) => {
    expect(layoutChrome(path, provider)).toEqual({ header: shown, footer: shown });
  });
});

describe('bottomBarVisibleOnScroll (spec 2.5)', () => {
  const page = { viewportHeight: 800, documentHeight: 3000 };
  it('uses the spec thresholds', () => {
    expect([BOTTOM_BAR_SCROLL_THRESHOLD_PX, BOTTOM_BAR_CART_SCROLL_DOWN_PX, BOTTOM_BAR_CART_BOTTOM_TOLERANCE_PX]).toEqual([300, 50, 10]);
  });

  it.each<[string, Partial<BottomBarScroll>, boolean]>([
    // elsewhere: shown under 300 px or when scrolling up; hidden when scrolling down
    ['/', { scrollY: 299, previousScrollY: 100 }, true],
    ['/', { scrollY: 300, previousScrollY: 100 }, false],
    ['/', { scrollY: 1200, previousScrollY: 1300 }, true],
    ['/', { scrollY: 1200, previousScrollY: 1200, visible: false }, false],
    ['/', { scrollY: 1200, previousScrollY: 1200 }, true],
    // pinned: /menu-profile and the open design-9 menu
    ['/menu-profile', { scrollY: 1200, previousScrollY: 100 }, true],
    ['/', { scrollY: 1200, previousScrollY: 100, designNineMenuOpen: true }, true],
    // /cart: top shown, bottom hidden (10 px tolerance), down past 50 px hidden
    ['/cart', { scrollY: 0, previousScrollY: 40 }, true],
    ['/cart', { scrollY: 2190, previousScrollY: 2300 }, false],
    ['/cart', { scrollY: 2189, previousScrollY: 2300 }, true],
    ['/cart', { scrollY: 51, previousScrollY: 10 }, false],
    ['/cart', { scrollY: 50, previousScrollY: 10 }, true],
    ['/cart', { scrollY: 600, previousScrollY: 900 }, true],
    ['/cart', { scrollY: 0, previousScrollY: 0, documentHeight: 500 }, true],
  ])('%j %j → %s', (pathname, scroll, expected) => {
    expect(bottomBarVisibleOnScroll({ pathname, scrollY: 0, previousScrollY: 0, ...page, ...scroll })).toBe(expected);
  });
});
