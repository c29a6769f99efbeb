/**
 * The browser's notification permission as a store React can read (issue 12 item 5). The page asks
 * only through requestNotificationPermission, which only a shopper's click calls (never on page
 * load); a change in the browser's settings is heard too. 'unsupported' on the server and in
 * browsers without notifications or service workers.
 */
import { useSyncExternalStore } from 'react';

export type Permission = NotificationPermission | 'unsupported';
const listeners = new Set<() => void>();
let answeredThisVisit = false;

/** Whether the shopper answered the browser's question in this visit. */
export function answeredNotificationPermissionNow(): boolean {
  return answeredThisVisit;
}

export function webAppSupported(): boolean {
  return typeof window !== 'undefined' && typeof Notification !== 'undefined' && 'serviceWorker' in navigator;
}
function currentPermission(): Permission {
  return webAppSupported() ? Notification.permission : 'unsupported';
}
const notifyAll = () => {
  for (const listener of listeners) listener();
};

/** True while the page's own question is open: its answer is told once, after it is recorded. */
let asking = false;
let watching = false;
/**
 * A permission changed in the browser's site settings while the page is open is told at once (the
 * Permissions API's change event), so the offer follows it instead of flipping on whichever later
 * render reads Notification.permission.
 */
function watchBrowserSettings(): void {
  if (watching || !webAppSupported() || typeof navigator.permissions?.query !== 'function') return;
  watching = true;
  navigator.permissions
    .query({ name: 'notifications' })
    .then((status) => status.addEventListener('change', () => (asking ? undefined : notifyAll())))
    .catch(() => undefined);
}

function subscribe(listener: () => void): () => void {
  watchBrowserSettings();
  listeners.add(listener);
  return () => listeners.delete(listener);
}
/** The permission; 'unsupported' on the server and in browsers without notifications or workers. */
export function useNotificationPermission(): Permission {
  return useSyncExternalStore(subscribe, currentPermission, () => 'unsupported');
}

/** Asks the browser (a shopper's click only). */
export async function requestNotificationPermission(): Promise<Permission> {
  if (!webAppSupported()) return 'unsupported';
  asking = true;
  try {
    const answer = await Notification.requestPermission();
    answeredThisVisit = true;
    return answer;
  } finally {
    asking = false;
    notifyAll();
  }
}
