/**
 * Password reset (issue 35): 'Forgot password?' on sign-in mails a single-use link, alive 30
 * minutes, that opens /reset-password with its token after '#' (never sent to a server's log or
 * another site's Referer); the page sets a new password by sign-up's rules and signs the shopper
 * in, every other session ended. The words here are shared by the API (demo-api
 * routes/passwordReset.ts) and the widgets (account-recovery/), so the form says what the server says.
 */
import { formCheck, NEW_PASSWORD_MIN_LENGTH, NEW_PASSWORD_TOO_SHORT_MESSAGE } from '../commerce/validation.ts';

export const FORGOT_PASSWORD_PATH = '/forgot-password';
export const RESET_PASSWORD_PATH = '/reset-password';
export const FORGOT_PASSWORD_LABEL = 'Forgot password?';
/** How long a reset link works. */
export const PASSWORD_RESET_TTL_MINUTES = 30;

/** The answer to asking for a link: the same whether or not an account uses the e-mail. */
export const PASSWORD_RESET_REQUESTED_MESSAGE = `If an account uses this e-mail, a link to reset its password is on its way. It works once, within ${PASSWORD_RESET_TTL_MINUTES} minutes.`;
/** A used, expired or unknown link (the API's 400 and the page's message). */
export const PASSWORD_RESET_DEAD_MESSAGE = 'This password reset link has expired or was already used. Please ask for a new one.';
/** The page opened without a token at all (the link was cut short when copied). */
export const PASSWORD_RESET_NO_TOKEN_MESSAGE = 'This page needs the link from your password reset e-mail. Please ask for a new one.';
export const PASSWORD_RESET_DONE_MESSAGE = 'Your password is changed. You are signed in, and signed out on your other devices.';
export const PASSWORDS_DIFFER_MESSAGE = 'The two passwords do not match.';

/** The link in the mail: the page, then the token after '#'. */
export const passwordResetLinkOf = (token: string): string => `${RESET_PASSWORD_PATH}#${token}`;

/** A reset token as the API makes it: 32 random bytes, base64url (43 characters). */
export const PASSWORD_RESET_TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** The token of the page's hash ('#abc…'), or null when the hash holds none. */
export function resetTokenOfHash(hash: string): string | null {
  const token = hash.startsWith('#') ? hash.slice(1) : hash;
  return PASSWORD_RESET_TOKEN.test(token) ? token : null;
}

/** Spec 5's shared form check of the e-mail, as every account form runs it: the message, or null. */
export const resetEmailProblem = (email: string): string | null => formCheck({ email: email.trim() }, ['email']);

export type NewPasswordField = 'password' | 'confirm';
export interface NewPasswordProblem {
  /** The field the message belongs to (the form ties it there with aria-describedby). */
  field: NewPasswordField;
  message: string;
}

/**
 * What the browser can check of a new password before sending it: sign-up's length, then that the
 * two fields agree. The common-password list is the server's (its message comes back as a 400 and
 * the form shows it under the password the same way).
 */
export function resetPasswordProblem(password: string, confirm: string): NewPasswordProblem | null {
  if (password.length < NEW_PASSWORD_MIN_LENGTH) return { field: 'password', message: NEW_PASSWORD_TOO_SHORT_MESSAGE };
  if (password !== confirm) return { field: 'confirm', message: PASSWORDS_DIFFER_MESSAGE };
  return null;
}

/** Where a refused reset's message belongs: the dead link's notice, under the new password, or the form's line. */
export type ResetFailure = 'deadLink' | 'password' | 'form';

/**
 * A refused POST /api/password-reset/consume, by its message and its answer's statusCode: the dead
 * link's words, any other 400 (sign-up's policy: too short, too common) under the password, and the
 * rest (a limit, the network, the server) on the form, where another try may work.
 */
export function resetFailureOf(message: string, statusCode: unknown): ResetFailure {
  if (message === PASSWORD_RESET_DEAD_MESSAGE) return 'deadLink';
  return statusCode === 400 ? 'password' : 'form';
}
