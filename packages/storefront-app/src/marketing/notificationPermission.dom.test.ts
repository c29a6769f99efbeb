import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** A browser whose notification permission the test sets, with the Permissions API's status object. */
function fakeBrowser(initial: NotificationPermission) {
  let permission = initial;
  const status = new EventTarget();
  const Notification = {
    get permission() {
      return permission;
    },
    requestPermission: vi.fn(async () => {
      // The shopper allows; the browser's own change event fires while the page's question is still open.
      permission = 'granted';
      status.dispatchEvent(new Event('change'));
      return permission;
    }),
  };
  vi.stubGlobal('Notification', Notification);
  Object.defineProperty(navigator, 'serviceWorker', { value: {}, configurable: true });
  Object.defineProperty(navigator, 'permissions', { value: { query: vi.fn(async () => status) }, configurable: true });
  return {
    /** The shopper changes the site's permission in the browser's settings. */
    changeInSettings(next: NotificationPermission) {
      permission = next;
      status.dispatchEvent(new Event('change'));
    },
  };
}

// A fresh module per test: the watcher is set up once per page.
const load = () => import('./notificationPermission.ts');

describe('useNotificationPermission', () => {
  beforeEach(() => vi.resetModules());
  afterEach(() => vi.unstubAllGlobals());

  it('follows a change made in the browser’s settings while the page is open', async () => {
    const browser = fakeBrowser('default');
    const { useNotificationPermission } = await load();
    const { result } = renderHook(() => useNotificationPermission());
    expect(result.current).toBe('default');
    await act(async () => {
      await Promise.resolve();
    });
    act(() => browser.changeInSettings('granted'));
    expect(result.current).toBe('granted');
  });

  it('the page’s own question is told once, after its answer is recorded (never granted-but-not-answered)', async () => {
    fakeBrowser('default');
    const { useNotificationPermission, requestNotificationPermission, answeredNotificationPermissionNow } = await load();
    const seen: string[] = [];
    renderHook(() => {
      const permission = useNotificationPermission();
      seen.push(`${permission}:${answeredNotificationPermissionNow()}`);
      return permission;
    });
    await act(async () => {
      await Promise.resolve();
    });
    await act(async () => {
      expect(await requestNotificationPermission()).toBe('granted');
    });
    expect(seen).not.toContain('granted:false');
    expect(seen.at(-1)).toBe('granted:true');
  });
});
