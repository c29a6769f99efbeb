/**
 * Sessions: a random 32-byte token (base64url, 43 characters) given to the browser as the HttpOnly
 * cookie `sf_session`; the database keeps only its SHA-256, the user and the expiry. Sign-out
 * deletes the row; 'sign out everywhere' deletes every row of the user. Expired rows are refused
 * and swept. Works in Node and in the browser mock (Web Crypto only).
 */
import type { Kysely } from 'kysely';
import type { User } from '@storefront/components/domain';
import type { Database, UserRow } from '../db/schema.ts';
import { base64url, randomBytes } from './password.ts';

export const SESSION_COOKIE = 'sf_session';
export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;
/** lastSeenAt is written at most this often (not on every request). */
const TOUCH_EVERY_MS = 60 * 60 * 1000;

export async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

export function newSessionToken(): string {
  return base64url(randomBytes(32));
}

export function userOf(row: Pick<UserRow, 'id' | 'email' | 'firstName' | 'lastName' | 'phone'>): User {
  return {
    _id: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    fullName: `${row.firstName} ${row.lastName}`.trim(),
    phone: row.phone,
  };
}

/** The value of the cookie `name` in a request's Cookie header when it has the form `valid`, else null. */
export function cookieOf(headers: Record<string, string | undefined>, name: string, valid: RegExp): string | null {
  const cookie = headers.cookie ?? '';
  for (const part of cookie.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) {
      const value = part.slice(eq + 1).trim();
      if (valid.test(value)) return value;
    }
  }
  return null;
}

/** The token of a request: the session cookie, else `Authorization: Bearer`. */
export function tokenOf(headers: Record<string, string | undefined>): string | null {
  const cookie = cookieOf(headers, SESSION_COOKIE, /^[A-Za-z0-9_-]{20,128}$/);
  if (cookie) return cookie;
  const bearer = /^Bearer\s+([A-Za-z0-9_-]{20,128})\s*$/i.exec(headers.authorization ?? '');
  return bearer?.[1] ?? null;
}

export interface SessionInfo {
  tokenHash: string;
  userId: string;
  expiresAt: number;
}

export async function createSession(
  db: Kysely<Database>,
  userId: string,
  now: number,
  userAgent = '',
): Promise<{ token: string; expiresAt: number }> {
  const token = newSessionToken();
  const expiresAt = now + SESSION_TTL_MS;
  await db
    .insertInto('sessions')
    .values({ tokenHash: await sha256Hex(token), userId, createdAt: now, expiresAt, lastSeenAt: now, userAgent: userAgent.slice(0, 300) })
    .execute();
  return { token, expiresAt };
}

/** The live session and user of a token, or null (unknown, expired or revoked). */
export async function sessionUser(
  db: Kysely<Database>,
  token: string | null,
  now: number,
): Promise<{ session: SessionInfo; user: User } | null> {
  if (!token) return null;
  const tokenHash = await sha256Hex(token);
  const row = await db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.userId')
    .select([
      'sessions.tokenHash',
      'sessions.userId',
      'sessions.expiresAt',
      'sessions.lastSeenAt',
      'users.id',
      'users.email',
      'users.firstName',
      'users.lastName',
      'users.phone',
    ])
    .where('sessions.tokenHash', '=', tokenHash)
    .executeTakeFirst();
  if (!row) return null;
  if (row.expiresAt <= now) {
    await db.deleteFrom('sessions').where('tokenHash', '=', tokenHash).execute();
    return null;
  }
  if (now - row.lastSeenAt > TOUCH_EVERY_MS)
    await db.updateTable('sessions').set({ lastSeenAt: now }).where('tokenHash', '=', tokenHash).execute();
  return { session: { tokenHash, userId: row.userId, expiresAt: row.expiresAt }, user: userOf(row) };
}

export async function revokeSession(db: Kysely<Database>, tokenHash: string): Promise<void> {
  await db.deleteFrom('sessions').where('tokenHash', '=', tokenHash).execute();
}

export async function revokeAllSessions(db: Kysely<Database>, userId: string): Promise<number> {
  const result = await db.deleteFrom('sessions').where('userId', '=', userId).executeTakeFirst();
  return Number(result.numDeletedRows);
}

export async function sweepExpiredSessions(db: Kysely<Database>, now: number): Promise<number> {
  const result = await db.deleteFrom('sessions').where('expiresAt', '<=', now).executeTakeFirst();
  return Number(result.numDeletedRows);
}

const isLocalHost = (host: string | undefined): boolean => /^(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/i.test(host ?? '');

/** Set-Cookie for one of the API's HttpOnly cookies (Secure unless the request came to localhost). */
export function httpOnlyCookie(name: string, value: string, maxAgeMs: number, host: string | undefined): string {
  const parts = [`${name}=${value}`, 'Path=/', 'HttpOnly', 'SameSite=Lax', `Max-Age=${Math.max(0, Math.floor(maxAgeMs / 1000))}`];
  if (!isLocalHost(host)) parts.push('Secure');
  return parts.join('; ');
}

/** Set-Cookie for a new session. */
export const sessionCookie = (token: string, maxAgeMs: number, host: string | undefined): string =>
  httpOnlyCookie(SESSION_COOKIE, token, maxAgeMs, host);
export const clearSessionCookie = (host: string | undefined): string => sessionCookie('', 0, host);
