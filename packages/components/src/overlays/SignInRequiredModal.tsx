import { LockKeyhole } from 'lucide-react';
import { Modal } from '../primitives/dialog/Modal.tsx';
import { SmartLink } from '../primitives/link/SmartLink.tsx';
import { button } from '../primitives/Button.css.ts';
import { Stack } from '../primitives/layout/Stack.tsx';
import * as css from './SignInRequiredModal.css.ts';

export const SIGN_IN_PATH = '/sign-in';
export const SIGN_UP_PATH = '/sign-up';
export const SIGN_IN_REQUIRED_TITLE = 'Sign In Required';
export const SIGN_IN_REQUIRED_TEXT = 'Please sign in or create an account to use your lists, notifications and saved items.';
export const SIGN_IN_LABEL = 'Sign In';
export const CREATE_ACCOUNT_LABEL = 'Create Account';

export interface SignInRequiredModalProps {
  open: boolean;
  onClose: () => void;
  title?: string;
  text?: string;
}

/**
 * The sign-in-required modal (spec 2.15, 6): opened by guest-blocked actions (wishlist,
 * notifications, Move to Wishlist, Save for Later). 'Sign In' → /sign-in, 'Create Account' →
 * /sign-up; choosing either closes it. Built on the generic Modal (focus trap, Escape, backdrop).
 */
export function SignInRequiredModal({
  open,
  onClose,
  title = SIGN_IN_REQUIRED_TITLE,
  text = SIGN_IN_REQUIRED_TEXT,
}: SignInRequiredModalProps) {
  return (
    <Modal open={open} onClose={onClose} title={title}>
      <Stack align="center" gap="lg" className={css.body}>
        <span className={css.icon} aria-hidden="true">
          <LockKeyhole size={26} />
        </span>
        <p className={css.text}>{text}</p>
        <Stack gap="sm" className={css.actions}>
          <SmartLink href={SIGN_IN_PATH} className={button({ variant: 'primary', fullWidth: true })} onClick={onClose}>
            {SIGN_IN_LABEL}
          </SmartLink>
          <SmartLink href={SIGN_UP_PATH} className={button({ variant: 'secondary', fullWidth: true })} onClick={onClose}>
            {CREATE_ACCOUNT_LABEL}
          </SmartLink>
        </Stack>
      </Stack>
    </Modal>
  );
}
