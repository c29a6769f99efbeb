/**
 * The abandoned-cart browser notification and the installable web app, on the shopper's side
 * (issue 12 item 5; spec 4 "Abandoned-cart notification", 6, 7 "Progressive-web-app service"):
 *
 * - CartReminderWatcher (every shopper, loaded after the first page is idle, production builds):
 *   registers the service worker (/sw.js: the offline page, the reminder), registers the visitor
 *   with it, and 1 s after the cart counter changes does what cartNotificationAction says: post the
 *   notification status (the counter differs from the last sent, settings active, count above 0,
 *   a visitor id, permission granted) and store the sent count, or clear an emptied cart's reminder.
 *   When the reminder falls due while the page is open, the worker is asked to check.
 * - CartReminderOffer.tsx (the cart sidebar and the cart page) offers it; the browser's permission
 *   is asked only when the shopper presses its button, never on page load.
 */
import { useEffect } from 'react';
import {
  ABANDONED_CART_NOTIFICATION_DELAY_MS,
  CART_REMINDER_SYNC_TAG,
  cartNotificationAction,
  STORAGE_KEYS,
  WEB_APP_PATHS,
  webAppManifest,
  type SiteConfig,
} from '@storefront/components';
import { postAbandonedCartNotificationStatus } from '@storefront/components/api';
import { useSite } from '../site/SiteContext.tsx';
import { readStored, useCartStore, writeStored } from '../stores/index.ts';
import { ensureVisitorId, storedVisitorId } from './visitor.ts';
import { useNotificationPermission, webAppSupported } from './notificationPermission.ts';

// ── The service worker ──

/** How often an installed app may check (the browser decides the real interval). */
const CART_REMINDER_SYNC_INTERVAL_MS = 15 * 60 * 1000;

function visitorForWorker(config: SiteConfig, visitorId: string) {
  const manifest = webAppManifest(config);
  const icon = manifest.icons.find((entry) => entry.purpose === 'any')?.src;
  return { visitorId, siteName: manifest.name, ...(icon ? { icon } : {}) };
}

async function postToWorker(message: unknown): Promise<void> {
  if (!webAppSupported()) return;
  const registration = await navigator.serviceWorker.ready;
  registration.active?.postMessage(message);
}

/** Registers the visitor with the worker (spec 7); the worker checks for a due reminder at once. */
async function registerVisitorWithWorker(config: SiteConfig, visitorId: string): Promise<void> {
  await postToWorker({ type: 'register-visitor', visitor: visitorForWorker(config, visitorId) });
}

function readSentCount(): number | null {
  const value = readStored(STORAGE_KEYS.lastNotificationCartCount);
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

export function CartReminderWatcher(): null {
  const { config } = useSite();
  const counter = useCartStore((state) => state.counter);
  const permission = useNotificationPermission();
  const settings = config.abandonedCartNotificationSettingsCms;

  // The worker: registered once the page is up (it fetches the offline page and the icons).
  useEffect(() => {
    // Production builds only: the dev server has no /sw.js.
    if (!webAppSupported() || !import.meta.env.PROD) return;
    navigator.serviceWorker
      .register(WEB_APP_PATHS.serviceWorker)
      .then(async () => {
        // An installed app may check its cart reminder with no page open (Periodic Background Sync,
        // Chromium, once the browser allows it for the app); elsewhere this is a no-op.
        const registration = (await navigator.serviceWorker.ready) as ServiceWorkerRegistration & {
          periodicSync?: { register(tag: string, options: { minInterval: number }): Promise<void> };
        };
        await registration.periodicSync
          ?.register(CART_REMINDER_SYNC_TAG, { minInterval: CART_REMINDER_SYNC_INTERVAL_MS })
          .catch(() => undefined);
      })
      .catch((error: unknown) => console.warn('[web app] the service worker was not registered:', error));
  }, []);

  // The visitor, registered with the worker: a stored one at once; with permission, one is made.
  useEffect(() => {
    if (!webAppSupported()) return;
    let live = true;
    const known = storedVisitorId();
    const visitor = known
      ? Promise.resolve(known)
      : permission === 'granted' && settings.isActive
        ? ensureVisitorId()
        : Promise.resolve(null);
    void visitor.then((id) => {
      if (live && id) void registerVisitorWithWorker(config, id);
    });
    return () => {
      live = false;
    };
  }, [config, permission, settings.isActive]);

  // 1 s after the counter (or the permission) changes: the status call per cartNotificationAction.
  useEffect(() => {
    if (!webAppSupported()) return;
    let dueTimer: ReturnType<typeof setTimeout> | undefined;
    const timer = setTimeout(() => {
      void (async () => {
        const visitorId = storedVisitorId() ?? (permission === 'granted' && settings.isActive ? await ensureVisitorId() : null);
        const action = cartNotificationAction({
          cartCount: counter,
          lastSentCount: readSentCount(),
          settingsActive: settings.isActive,
          visitorId,
          permission,
        });
        if (action === 'none' || !visitorId) return;
        const cartItemCount = action === 'clear' ? 0 : counter;
        const result = await postAbandonedCartNotificationStatus({ visitorId, cartItemCount, abandonAfterMs: settings.delay });
        if (!result.ok) return;
        writeStored(STORAGE_KEYS.lastNotificationCartCount, cartItemCount);
        // Still here when it falls due: the worker checks then (closed pages: the next visit or periodic sync).
        if (result.scheduledFor !== null && settings.delay <= 2 ** 31 - 1) {
          dueTimer = setTimeout(() => void postToWorker({ type: 'check-cart-reminder' }), settings.delay + 500);
        }
      })();
    }, ABANDONED_CART_NOTIFICATION_DELAY_MS);
    return () => {
      clearTimeout(timer);
      if (dueTimer) clearTimeout(dueTimer);
    };
  }, [counter, permission, settings.isActive, settings.delay]);

  return null;
}
