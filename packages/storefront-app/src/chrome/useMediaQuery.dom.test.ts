import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { media } from '@storefront/tokens';
import { useMediaQuery } from './useMediaQuery.ts';

/** A matchMedia whose answer the test changes, telling the 'change' listeners. */
function controllableMatchMedia(initial: boolean) {
  let matches = initial;
  const listeners = new Set<() => void>();
  const matchMedia = vi.fn((query: string) => ({
    get matches() {
      return matches;
    },
    media: query,
    addEventListener: (_type: 'change', listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: 'change', listener: () => void) => listeners.delete(listener),
  }));
  vi.stubGlobal('matchMedia', matchMedia);
  return {
    matchMedia,
    listeners,
    set(next: boolean) {
      matches = next;
      listeners.forEach((listener) => listener());
    },
  };
}

afterEach(() => vi.unstubAllGlobals());

describe('useMediaQuery', () => {
  it('answers in the first render and follows the change event', () => {
    const control = controllableMatchMedia(false);
    const { result, unmount } = renderHook(() => useMediaQuery(media.md));
    expect(result.current).toBe(false);
    expect(control.matchMedia).toHaveBeenCalledWith(media.md);
    act(() => control.set(true));
    expect(result.current).toBe(true);
    unmount();
    expect(control.listeners.size).toBe(0);
  });

  it('without matchMedia: the fallback', () => {
    vi.stubGlobal('matchMedia', undefined);
    expect(renderHook(() => useMediaQuery(media.md)).result.current).toBe(true);
    expect(renderHook(() => useMediaQuery(media.md, false)).result.current).toBe(false);
  });
});
