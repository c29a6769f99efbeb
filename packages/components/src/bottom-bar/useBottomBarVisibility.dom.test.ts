import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useBottomBarVisibility, type UseBottomBarVisibilityOptions } from './useBottomBarVisibility.ts';

const originalScrollY = Object.getOwnPropertyDescriptor(window, 'scrollY');
const originalInnerHeight = Object.getOwnPropertyDescriptor(window, 'innerHeight');
const originalScrollHeight = Object.getOwnPropertyDescriptor(document.documentElement, 'scrollHeight');

function setPage(scrollHeight: number, innerHeight = 844) {
  Object.defineProperty(window, 'innerHeight', { configurable: true, value: innerHeight });
  Object.defineProperty(document.documentElement, 'scrollHeight', { configurable: true, value: scrollHeight });
}

function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
  act(() => {
    window.dispatchEvent(new Event('scroll'));
  });
}

beforeEach(() => {
  setPage(4000);
  Object.defineProperty(window, 'scrollY', { configurable: true, value: 0 });
});

afterEach(() => {
  for (const [target, key, descriptor] of [
    [window, 'scrollY', originalScrollY],
    [window, 'innerHeight', originalInnerHeight],
    [document.documentElement, 'scrollHeight', originalScrollHeight],
  ] as const) {
    if (descriptor) Object.defineProperty(target, key, descriptor);
    else delete (target as unknown as Record<string, unknown>)[key];
  }
});

describe('useBottomBarVisibility', () => {
  it('hides on scrolling down past 300 px and shows again on scrolling up', () => {
    const { result } = renderHook(() => useBottomBarVisibility({ pathname: '/shop' }));
    expect(result.current.visible).toBe(true);
    scrollTo(200);
    expect(result.current.visible).toBe(true);
    scrollTo(299);
    expect(result.current.visible).toBe(true);
    scrollTo(400);
    expect(result.current.visible).toBe(false);
    scrollTo(390);
    expect(result.current.visible).toBe(true);
  });

  it('on /cart hides past 50 px and at the bottom, shows at the top', () => {
    const { result } = renderHook(() => useBottomBarVisibility({ pathname: '/cart' }));
    scrollTo(50);
    expect(result.current.visible).toBe(true);
    scrollTo(51);
    expect(result.current.visible).toBe(false);
    scrollTo(0);
    expect(result.current.visible).toBe(true);
    scrollTo(3146);
    expect(result.current.visible).toBe(false);
  });

  it('stays shown while the menu is open and on /menu-profile', () => {
    const { result, rerender } = renderHook((props: UseBottomBarVisibilityOptions) => useBottomBarVisibility(props), {
      initialProps: { pathname: '/shop', menuOpen: true },
    });
    scrollTo(100);
    scrollTo(2000);
    expect(result.current.visible).toBe(true);

    rerender({ pathname: '/shop', menuOpen: false });
    scrollTo(2500);
    expect(result.current.visible).toBe(false);

    rerender({ pathname: '/menu-profile', menuOpen: false });
    expect(result.current.visible).toBe(true);
    scrollTo(3000);
    expect(result.current.visible).toBe(true);
  });

  it('removes its scroll listener on unmount', () => {
    const { result, unmount } = renderHook(() => useBottomBarVisibility({ pathname: '/shop' }));
    unmount();
    scrollTo(100);
    scrollTo(2000);
    expect(result.current.visible).toBe(true);
  });
});
