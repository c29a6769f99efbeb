/**
 * The account's settings pages (Login & Security, Request Your Information, Close Your Account):
 * PATCH /api/me, POST /api/me/password, GET /api/me/export, POST /api/me/close. Apart from the
 * session calls (account.ts) so the first load does not carry them. A failure shows its toast (the
 * client's rule) and resolves to null, so the form keeps what was typed.
 */
import type { User } from '../domain/types.ts';
import { apiPaths } from '../rules/api.ts';
import { api } from './client.ts';
import { successMessage } from './envelope.ts';
import { contracts } from './contracts.ts';

/** Saves the name and phone; resolves to the user as saved, or null when it failed (its toast shown). */
export async function updateProfile(values: { firstName: string; lastName: string; contactNumber: string }): Promise<User | null> {
  const result = await api.patch(apiPaths.me, values, { schema: contracts.signIn, successToast: true });
  return result.ok ? result.response.data : null;
}

/** Changes the password (the server ends every other session); resolves to its message, or null. */
export async function changePassword(values: { currentPassword: string; password: string }): Promise<string | null> {
  const result = await api.post(apiPaths.mePassword, values);
  return result.ok ? (successMessage(result.response) ?? 'Your password is changed.') : null;
}

/** A copy of everything the store keeps about the shopper, or null when it failed. */
export async function exportAccount(): Promise<Record<string, unknown> | null> {
  const result = await api.get(apiPaths.meExport);
  const data = result.ok ? (result.response as { data?: unknown }).data : null;
  return data !== null && typeof data === 'object' ? (data as Record<string, unknown>) : null;
}

/** Closes the account; resolves to the server's goodbye, or null when it was refused. */
export async function closeAccount(values: { password: string; confirm: string }): Promise<string | null> {
  const result = await api.post(apiPaths.meClose, values);
  return result.ok ? (successMessage(result.response) ?? 'Your account is closed.') : null;
}
