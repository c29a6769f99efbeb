/**
 * What the storefront's service worker does (issue 12 item 5), written over its dependencies so
 * unit tests drive it without a browser: the page registers the visitor (spec 7 "Progressive-web-app
 * service: registers the visitor id"), the worker keeps it, asks the backend whether the cart is
 * abandoned (the claim call: yes once per schedule) and, when it is, shows the reminder; a click on
 * the reminder opens the cart. Navigations that fail (offline) get the cached offline page.
 */
import { apiPaths } from '@storefront/components/rules/api';
import { isSitePath } from '@storefront/components/rules/safeHref';
import { cartReminderNotification, CART_REMINDER_SYNC_TAG, CART_REMINDER_URL, WEB_APP_PATHS } from '@storefront/components/rules/webApp';

/** The worker's caches; a new version name drops the old caches on activation. */
export const WORKER_CACHE = 'storefront-offline-v1';
export const WORKER_STATE_CACHE = 'storefront-worker-state';
/** Where the registered visitor is kept (a Cache entry: the worker has no localStorage). */
export const VISITOR_STATE_URL = '/__worker/visitor';
export { CART_REMINDER_SYNC_TAG };

export interface RegisteredVisitor {
  visitorId: string;
  siteName: string;
  icon?: string;
}

/** Messages a page sends its worker. */
export type WorkerMessage = { type: 'register-visitor'; visitor: RegisteredVisitor } | { type: 'check-cart-reminder' };

export interface WorkerDeps {
  fetch: (input: string, init?: RequestInit) => Promise<Response>;
  readVisitor: () => Promise<RegisteredVisitor | null>;
  writeVisitor: (visitor: RegisteredVisitor) => Promise<void>;
  showNotification: (title: string, options: { body: string; tag: string; icon?: string; data: { url: string } }) => Promise<void>;
  /** 'granted' | 'denied' | 'default' (Notification.permission in the worker). */
  permission: () => string;
}

/** A message from a page, checked (anything else is ignored). */
export function readWorkerMessage(data: unknown): WorkerMessage | null {
  if (typeof data !== 'object' || data === null) return null;
  const message = data as { type?: unknown; visitor?: Partial<RegisteredVisitor> };
  if (message.type === 'check-cart-reminder') return { type: 'check-cart-reminder' };
  if (message.type !== 'register-visitor') return null;
  const visitorId = typeof message.visitor?.visitorId === 'string' ? message.visitor.visitorId.trim() : '';
  if (!visitorId || visitorId.length > 200) return null;
  const siteName = typeof message.visitor?.siteName === 'string' ? message.visitor.siteName.slice(0, 200) : '';
  const icon = isSitePath(message.visitor?.icon) ? message.visitor.icon.trim() : undefined;
  return { type: 'register-visitor', visitor: { visitorId, siteName, ...(icon ? { icon } : {}) } };
}

/**
 * Asks the backend whether the registered visitor's cart is abandoned and shows the reminder when
 * it says so. 'shown' | 'not-due' | 'no-visitor' | 'no-permission' | 'failed' (a failed call is
 * tried again at the next check).
 */
export async function checkCartReminder(deps: WorkerDeps): Promise<'shown' | 'not-due' | 'no-visitor' | 'no-permission' | 'failed'> {
  if (deps.permission() !== 'granted') return 'no-permission';
  const visitor = await deps.readVisitor();
  if (!visitor) return 'no-visitor';
  try {
    const response = await deps.fetch(apiPaths.abandonedCartNotificationClaim(visitor.visitorId), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
      credentials: 'same-origin',
    });
    if (!response.ok) return 'failed';
    const answer = (await response.json()) as { data?: { notify?: unknown; cartItemCount?: unknown } };
    if (answer.data?.notify !== true) return 'not-due';
    const count = typeof answer.data.cartItemCount === 'number' ? answer.data.cartItemCount : 0;
    const reminder = cartReminderNotification({
      siteName: visitor.siteName,
      cartItemCount: count,
      ...(visitor.icon ? { icon: visitor.icon } : {}),
    });
    await deps.showNotification(reminder.title, {
      body: reminder.body,
      tag: reminder.tag,
      ...(reminder.icon ? { icon: reminder.icon } : {}),
      data: { url: reminder.url },
    });
    return 'shown';
  } catch {
    return 'failed';
  }
}

/** A page's message: keep the visitor (then check at once: a reminder may be due), or check. */
export async function handleWorkerMessage(data: unknown, deps: WorkerDeps): Promise<string> {
  const message = readWorkerMessage(data);
  if (!message) return 'ignored';
  if (message.type === 'register-visitor') await deps.writeVisitor(message.visitor);
  return checkCartReminder(deps);
}

/** The page a reminder click opens: its own same-origin path, otherwise the cart. */
export function reminderTarget(data: unknown, origin: string): string {
  const url = typeof data === 'object' && data !== null ? (data as { url?: unknown }).url : undefined;
  return new URL(isSitePath(url) ? url.trim() : CART_REMINDER_URL, origin).href;
}

/** What the worker caches at install: the offline page and the icons it shows. */
export function offlineAssets(manifest: unknown): string[] {
  const icons = typeof manifest === 'object' && manifest !== null ? (manifest as { icons?: unknown }).icons : undefined;
  const sources = Array.isArray(icons)
    ? icons.map((icon) => (typeof icon === 'object' && icon !== null ? (icon as { src?: unknown }).src : undefined)).filter(isSitePath)
    : [];
  return [WEB_APP_PATHS.offline, ...new Set(sources)];
}
