// Overlays shared by widgets and the app: sign-in-required modal, quantity picker, toasts.
export {
  SignInRequiredModal,
  SIGN_IN_PATH,
  SIGN_UP_PATH,
  SIGN_IN_REQUIRED_TITLE,
  SIGN_IN_REQUIRED_TEXT,
  SIGN_IN_LABEL,
  CREATE_ACCOUNT_LABEL,
  type SignInRequiredModalProps,
} from './SignInRequiredModal.tsx';
export { QuantityPicker, QUANTITY_LIST_LABEL, type QuantityPickerProps } from './QuantityPicker.tsx';
export { notify, type NotifyKind } from './notify.ts';
export { Toasts, TOASTER_IDLE_FALLBACK_MS } from './Toasts.tsx';
