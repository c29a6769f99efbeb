import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { isToasterWanted, notify } from './notify.ts';
import { Toasts, TOASTER_IDLE_FALLBACK_MS } from './Toasts.tsx';

describe('<Toasts /> (spec 2.15: toasts top-right; sonner loads lazily)', () => {
  it('mounts nothing before the first idle moment or toast, then shows a toast asked for before it loaded', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const idle = window.requestIdleCallback;
    // No requestIdleCallback: the fallback timer decides.
    (window as { requestIdleCallback?: unknown }).requestIdleCallback = undefined;
    try {
      const { container } = render(<Toasts />);
      expect(isToasterWanted()).toBe(false);
      expect(container.innerHTML).toBe('');
      act(() => vi.advanceTimersByTime(TOASTER_IDLE_FALLBACK_MS - 1));
      expect(isToasterWanted()).toBe(false);
      act(() => notify.success('Added to Your List'));
      expect(isToasterWanted()).toBe(true);
    } finally {
      vi.useRealTimers();
      window.requestIdleCallback = idle;
    }
    expect(await screen.findByText('Added to Your List')).toBeTruthy();
    const region = document.querySelector('[data-sonner-toaster]');
    expect(region?.getAttribute('data-x-position')).toBe('right');
    expect(region?.getAttribute('data-y-position')).toBe('top');
  });
});
