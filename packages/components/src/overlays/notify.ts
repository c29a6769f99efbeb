/**
 * App toasts (spec 2.15, 9): sonner, top-right, closing after APP_TOAST_DURATION_MS (1500 ms).
 * Form-check messages are warnings (spec 5); failed calls are errors (spec 8).
 * The <Toaster position={TOAST_POSITION} duration={APP_TOAST_DURATION_MS} /> is mounted once by the app.
 */
import { toast, type ExternalToast } from 'sonner';
import { APP_TOAST_DURATION_MS } from '../rules/constants.ts';

type NotifyOptions = Omit<ExternalToast, 'duration'>;

const withDuration = (options?: NotifyOptions): ExternalToast => ({ duration: APP_TOAST_DURATION_MS, ...options });

export const notify = {
  success: (message: string, options?: NotifyOptions) => toast.success(message, withDuration(options)),
  warning: (message: string, options?: NotifyOptions) => toast.warning(message, withDuration(options)),
  error: (message: string, options?: NotifyOptions) => toast.error(message, withDuration(options)),
} as const;

export type NotifyKind = keyof typeof notify;
