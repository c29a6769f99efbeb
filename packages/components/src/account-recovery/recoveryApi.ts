/**
 * The password reset calls (demo-api routes/passwordReset.ts), quiet (no toast): the forms show
 * every answer themselves, under the field it belongs to or on the form.
 */
import { api } from '../api/client.ts';
import { contracts } from '../api/contracts.ts';
import type { User } from '../domain/types.ts';
import { resetFailureOf, type ResetFailure } from '../rules/account/passwordReset.ts';

export const PASSWORD_RESET_API = '/api/password-reset';
export const PASSWORD_RESET_CONSUME_API = '/api/password-reset/consume';

/** An answer as the forms show it; a new password's success carries the signed-in user. */
export type RecoveryAnswer = { ok: true; message: string; user?: User } | { ok: false; message: string; failure: ResetFailure };

const statusCodeOf = (response: unknown): unknown =>
  typeof response === 'object' && response !== null ? (response as { statusCode?: unknown }).statusCode : undefined;

/** Asks for a reset link for `email` (the same answer for any e-mail). */
export async function requestPasswordReset(email: string): Promise<RecoveryAnswer> {
  const result = await api.post(PASSWORD_RESET_API, { email }, { silent: true });
  if (result.ok) return { ok: true, message: result.response.message ?? '' };
  return { ok: false, message: result.message, failure: 'form' };
}

/** Sets a new password with a link's token: the user is signed in here and out everywhere else. */
export async function consumePasswordReset(token: string, password: string): Promise<RecoveryAnswer> {
  const result = await api.post(PASSWORD_RESET_CONSUME_API, { token, password }, { silent: true, schema: contracts.signIn });
  if (result.ok) return { ok: true, message: result.response.message ?? '', user: result.response.data };
  return { ok: false, message: result.message, failure: resetFailureOf(result.message, statusCodeOf(result.response)) };
}
