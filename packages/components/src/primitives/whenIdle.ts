/**
 * Runs `callback` once the browser is first idle (requestIdleCallback, at the latest after
 * 2 × fallbackMs), or after `fallbackMs` where requestIdleCallback is missing (Safari). Returns the
 * cancel function, so an effect can return it. For work that must not compete with the first page:
 * fetching lazy chrome modules ahead, mounting the toast region.
 */
export function whenIdle(callback: () => void, fallbackMs: number): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(() => callback(), { timeout: fallbackMs * 2 });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = setTimeout(callback, fallbackMs);
  return () => clearTimeout(timer);
}
