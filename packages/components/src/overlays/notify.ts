/**
 * App toasts (spec 2.15, 9): sonner, top-right, closing after APP_TOAST_DURATION_MS (1500 ms).
 * Form-check messages are warnings (spec 5); failed calls are errors (spec 8); the store chooser's
 * location alert is an info toast.
 *
 * sonner is loaded on demand, not with the first page: `notify.*` imports it on the first call, and
 * <Toasts /> (mounted once by the app) mounts sonner's Toaster when the browser is first idle or a
 * toast is asked for, whichever comes first. A toast shown before the Toaster subscribes is not
 * lost: sonner replays the active toasts to a new Toaster.
 */
import type * as SonnerModule from 'sonner';
import type { ExternalToast } from 'sonner';
import { APP_TOAST_DURATION_MS } from '../rules/constants.ts';

type NotifyOptions = Omit<ExternalToast, 'duration'>;
export type NotifyKind = 'success' | 'warning' | 'error' | 'info';

type Sonner = typeof SonnerModule;
let sonner: Promise<Sonner> | undefined;
/** The sonner module, imported once. */
export const loadSonner = (): Promise<Sonner> => (sonner ??= import('sonner'));

// "The Toaster is wanted": set by the first toast or by the first idle moment; read by <Toasts />.
let toasterWanted = false;
const listeners = new Set<() => void>();
export function wantToaster(): void {
  if (toasterWanted) return;
  toasterWanted = true;
  listeners.forEach((listener) => listener());
}
export const isToasterWanted = (): boolean => toasterWanted;
export function subscribeToasterWanted(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const withDuration = (options?: NotifyOptions): ExternalToast => ({ duration: APP_TOAST_DURATION_MS, ...options });

function show(kind: NotifyKind, message: string, options?: NotifyOptions): void {
  wantToaster();
  loadSonner()
    .then(({ toast }) => toast[kind](message, withDuration(options)))
    // A toast that cannot load (offline after a deploy) must never break the action that asked for it.
    .catch((error: unknown) => console.error('[notify] toasts unavailable:', message, error));
}

export const notify: Record<NotifyKind, (message: string, options?: NotifyOptions) => void> = {
  success: (message, options) => show('success', message, options),
  warning: (message, options) => show('warning', message, options),
  error: (message, options) => show('error', message, options),
  info: (message, options) => show('info', message, options),
};
