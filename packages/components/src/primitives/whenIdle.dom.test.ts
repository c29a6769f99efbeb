import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenIdle } from './whenIdle.ts';

describe('whenIdle', () => {
  // happy-dom has neither function: each test sets what it needs, and the originals come back.
  const original = { request: window.requestIdleCallback, cancel: window.cancelIdleCallback };
  afterEach(() => {
    window.requestIdleCallback = original.request;
    window.cancelIdleCallback = original.cancel;
    vi.useRealTimers();
  });

  it('uses requestIdleCallback with a deadline of twice the fallback, and cancels it', () => {
    const request = vi.fn((_run: IdleRequestCallback, _options?: IdleRequestOptions) => 7);
    const cancel = vi.fn();
    window.requestIdleCallback = request;
    window.cancelIdleCallback = cancel;
    const callback = vi.fn();
    const stop = whenIdle(callback, 1_500);
    expect(request).toHaveBeenCalledWith(expect.any(Function), { timeout: 3_000 });
    request.mock.calls[0]?.[0]({ didTimeout: false, timeRemaining: () => 10 });
    expect(callback).toHaveBeenCalledTimes(1);
    stop();
    expect(cancel).toHaveBeenCalledWith(7);
  });

  it('without requestIdleCallback: after the fallback delay, not before; cancelled, never', () => {
    vi.useFakeTimers();
    (window as { requestIdleCallback?: unknown }).requestIdleCallback = undefined;
    const callback = vi.fn();
    whenIdle(callback, 2_000);
    vi.advanceTimersByTime(1_999);
    expect(callback).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(callback).toHaveBeenCalledTimes(1);

    const never = vi.fn();
    whenIdle(never, 2_000)();
    vi.advanceTimersByTime(5_000);
    expect(never).not.toHaveBeenCalled();
  });
});
