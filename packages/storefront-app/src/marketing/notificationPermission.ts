/**
 * The browser's notification permission as a store React can read (issue 12 item 5). It changes
 * only through requestNotificationPermission, which only a shopper's click calls (never on page
 * load); 'unsupported' on the server and in browsers without notifications or service workers.
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
function subscribe(listener: () => void): () => void {
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
  const answer = await Notification.requestPermission();
  answeredThisVisit = true;
  for (const listener of listeners) listener();
  return answer;
}
