import { describe, expect, it } from 'vitest';
// The rule is bottomBarVisibleOnScroll (rules/navigation/chrome.ts); these cases pin the reducer that wraps it.
import {
  initialBottomBarVisibility,
  nextBottomBarVisibility,
  type BottomBarScrollInput,
  type BottomBarVisibility,
} from './bottomBarVisibility.ts';

const shown: BottomBarVisibility = { visible: true };
const hidden: BottomBarVisibility = { visible: false };

/** A long page: 844 px viewport, 4000 px document (the bottom is at scrollY 3156). */
function scroll(partial: Partial<BottomBarScrollInput> & Pick<BottomBarScrollInput, 'scrollY' | 'previousScrollY'>): BottomBarScrollInput {
  return { viewportHeight: 844, documentHeight: 4000, pathname: '/shop', menuOpen: false, ...partial };
}

describe('nextBottomBarVisibility — elsewhere (spec 2.5: 300 px, up shows, down hides)', () => {
  it.each([
    // [case, from, scrollY, previousScrollY, expected visible]
    ['scrolling down at 299 px (less than 300) stays shown', hidden, 299, 250, true],
    ['scrolling down at 300 px hides', shown, 300, 250, false],
    ['scrolling down at 301 px hides', shown, 301, 300, false],
    ['scrolling down far hides', shown, 2000, 1990, false],
    ['scrolling up at 2000 px shows', hidden, 2000, 2010, true],
    ['scrolling up at 300 px shows', hidden, 300, 301, true],
    ['at the top shows', hidden, 0, 0, true],
    ['no movement at 1000 px keeps hidden', hidden, 1000, 1000, false],
    ['no movement at 1000 px keeps shown', shown, 1000, 1000, true],
  ] as const)('%s', (_case, from, scrollY, previousScrollY, expected) => {
    expect(nextBottomBarVisibility(from, scroll({ scrollY, previousScrollY })).visible).toBe(expected);
  });
});

describe('nextBottomBarVisibility — /cart (spec 2.5: top, 10 px bottom tolerance, down past 50 px)', () => {
  // Bottom of the page: scrollY 3156 (4000 − 844). 10 px tolerance: 3146 counts as the bottom.
  it.each([
    ['at the top (0) shows', hidden, 0, 20, true],
    ['scrolling down at 49 px stays shown', shown, 49, 10, true],
    ['scrolling down at 50 px stays shown (not past 50)', shown, 50, 10, true],
    ['scrolling down at 51 px hides (past 50)', shown, 51, 10, false],
    // Not at the top, not at the bottom, not scrolling down: the rule's "otherwise shown".
    ['scrolling up in the middle shows', hidden, 1000, 1100, true],
    ['exactly 10 px from the bottom hides (scrolling up)', shown, 3146, 3150, false],
    ['11 px from the bottom, scrolling up, keeps shown', shown, 3145, 3150, true],
    ['at the very bottom hides', shown, 3156, 3156, false],
    ['scrolling down at 300 px hides (past 50)', shown, 300, 250, false],
  ] as const)('%s', (_case, from, scrollY, previousScrollY, expected) => {
    expect(nextBottomBarVisibility(from, scroll({ pathname: '/cart', scrollY, previousScrollY })).visible).toBe(expected);
  });

  it('reads the cart path with a trailing slash or a query', () => {
    expect(nextBottomBarVisibility(shown, scroll({ pathname: '/cart/?step=1', scrollY: 60, previousScrollY: 40 })).visible).toBe(false);
    // Elsewhere, 60 px is below the 300 px threshold and would stay shown.
    expect(nextBottomBarVisibility(shown, scroll({ pathname: '/cart-summary', scrollY: 60, previousScrollY: 40 })).visible).toBe(true);
  });

  it('a page that fits the viewport is at the top and the bottom at once: the top wins (shown)', () => {
    expect(
      nextBottomBarVisibility(hidden, {
        scrollY: 0,
        previousScrollY: 0,
        viewportHeight: 844,
        documentHeight: 600,
        pathname: '/cart',
        menuOpen: false,
      }).visible,
    ).toBe(true);
  });
});

describe('nextBottomBarVisibility — never hides', () => {
  it.each([
    ['/menu-profile (spec 2.1)', { pathname: '/menu-profile', menuOpen: false }],
    ['while the design-9 menu is open', { pathname: '/shop', menuOpen: true }],
    ['/cart while the design-9 menu is open', { pathname: '/cart', menuOpen: true }],
  ] as const)('%s', (_case, extra) => {
    expect(nextBottomBarVisibility(hidden, scroll({ ...extra, scrollY: 2000, previousScrollY: 1000 })).visible).toBe(true);
    expect(nextBottomBarVisibility(shown, scroll({ ...extra, scrollY: 3156, previousScrollY: 3000 })).visible).toBe(true);
  });
});

describe('nextBottomBarVisibility — purity', () => {
  it('returns the same object when nothing changes, a new state when it does', () => {
    const state = initialBottomBarVisibility;
    expect(nextBottomBarVisibility(state, scroll({ scrollY: 100, previousScrollY: 50 }))).toBe(state);
    const next = nextBottomBarVisibility(state, scroll({ scrollY: 500, previousScrollY: 400 }));
    expect(next).not.toBe(state);
    expect(next).toEqual({ visible: false });
    expect(state).toEqual({ visible: true });
  });
});
