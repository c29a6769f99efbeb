import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DESKTOP_FOOTER_SKELETON_MS } from '../rules/constants.ts';
import { useInitialSkeleton } from './useInitialSkeleton.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('useInitialSkeleton (spec 2.14: skeletons for 1500 ms)', () => {
  it('is true until DESKTOP_FOOTER_SKELETON_MS have passed, then false', () => {
    expect(DESKTOP_FOOTER_SKELETON_MS).toBe(1500);
    const { result } = renderHook(() => useInitialSkeleton(DESKTOP_FOOTER_SKELETON_MS));
    expect(result.current).toBe(true);
    act(() => vi.advanceTimersByTime(1499));
    expect(result.current).toBe(true);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe(false);
  });

  it('is false at once for 0 ms', () => {
    const { result } = renderHook(() => useInitialSkeleton(0));
    expect(result.current).toBe(false);
  });

  it('clears its timer on unmount', () => {
    const { unmount } = renderHook(() => useInitialSkeleton(DESKTOP_FOOTER_SKELETON_MS));
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
