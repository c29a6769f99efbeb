/**
 * Fixed-window rate limits kept in the database, so every storefront instance counts together.
 * `hit` counts one attempt and says whether it is over the limit, in ONE statement (an upsert), so
 * parallel requests each get their own count: the limit holds however many arrive at once and on
 * however many instances. `clear` forgets a key; `refund` gives one attempt back.
 *
 * Sign-in (countSignInAttempt / signInSucceeded) counts every attempt BEFORE the password is
 * checked, so at most `max` guesses are ever evaluated per window (peeking first and counting the
 * failure afterwards let 40 parallel guesses through a limit of 5). Three keys:
 * - per address (10 per 15 min): one address guessing at many accounts;
 * - per address AND account (5 per 15 min): one address guessing at one account. Strangers
 *   elsewhere fill their own pairs, never the owner's, so they cannot lock the owner out;
 * - per account, across addresses (100 per hour): a ceiling that slows credential stuffing from
 *   many addresses; a stranger with 20 addresses could fill it, so the sign-in link by e-mail
 *   (routes/signInLink.ts) stays open as the way back in.
 * A success clears its pair and gives its attempt back to the address and the account ceiling, so
 * only failures stay counted (shoppers behind one store's NAT signing in correctly cost nothing).
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { ApiError } from '../router.ts';

export interface Limit {
  /** What is limited, for the key: 'sign-in:ip', 'sign-in:account', 'subscribe:ip' … */
  name: string;
  max: number;
  windowMs: number;
}

export const LIMITS = {
  signInPerAddress: { name: 'sign-in:ip', max: 10, windowMs: 15 * 60_000 },
  /** Attempts at one account from one address (the subject is `address|e-mail`). */
  signInPerPair: { name: 'sign-in:pair', max: 5, windowMs: 15 * 60_000 },
  /** Attempts at one account from every address together: a ceiling, not the lock-out it was at 5. */
  signInPerAccount: { name: 'sign-in:account-hour', max: 100, windowMs: 60 * 60_000 },
  /** Sign-in links asked for (routes/signInLink.ts): per address a 429; per e-mail, quietly no more mail. */
  signInLinkPerAddress: { name: 'sign-in-link:ip', max: 10, windowMs: 60 * 60_000 },
  signInLinkPerEmail: { name: 'sign-in-link:email', max: 3, windowMs: 60 * 60_000 },
  /** Password reset links asked for (routes/passwordReset.ts): as sign-in links, counted apart. */
  passwordResetPerAddress: { name: 'password-reset:ip', max: 10, windowMs: 60 * 60_000 },
  passwordResetPerEmail: { name: 'password-reset:email', max: 3, windowMs: 60 * 60_000 },
  /**
   * Writes without a session (routes/engagement.ts), per address. Generous: a store's crowd behind
   * one NAT shares an address, and a visitor is written once per browser, a checkout once per
   * journey, an abandoned-cart status after a 5 s pause in cart changes.
   */
  visitorsPerAddress: { name: 'visitor:ip', max: 120, windowMs: 60 * 60_000 },
  /** Guest checkouts only: a signed-in shopper's are not limited (routes/engagement.ts). */
  checkoutsPerAddress: { name: 'checkout:ip', max: 60, windowMs: 60 * 60_000 },
  abandonedCartPerAddress: { name: 'abandoned-cart:ip', max: 60, windowMs: 60 * 60_000 },
  signUpPerAddress: { name: 'sign-up:ip', max: 10, windowMs: 60 * 60_000 },
  subscribePerAddress: { name: 'subscribe:ip', max: 20, windowMs: 60 * 60_000 },
  subscribePerEmail: { name: 'subscribe:email', max: 5, windowMs: 60 * 60_000 },
  formsPerAddress: { name: 'forms:ip', max: 10, windowMs: 60 * 60_000 },
  /** New guest carts (routes/cart.ts): generous, since shoppers behind one NAT share an address. */
  guestCartsPerAddress: { name: 'guest-cart:ip', max: 300, windowMs: 60 * 60_000 },
} as const satisfies Record<string, Limit>;

/**
 * Sign-ups per address and hour: LIMITS.signUpPerAddress, or SIGN_UP_LIMIT_PER_HOUR when set to a
 * whole number (read at each sign-up; the end-to-end run raises it, since all its browsers share one
 * address). Only on Node: in a browser (the MSW demo) the default stands.
 */
export function signUpPerAddressLimit(): Limit {
  const setting = typeof process === 'undefined' ? undefined : process.env.SIGN_UP_LIMIT_PER_HOUR;
  const max = Number(setting);
  return setting && Number.isInteger(max) && max > 0 ? { ...LIMITS.signUpPerAddress, max } : LIMITS.signUpPerAddress;
}

/**
 * Per-address limits (names ending ':ip') times RATE_LIMIT_PER_ADDRESS_SCALE when it is set to a
 * whole number above 1 (read at each hit; Node only). For a test run whose every browser comes from
 * 127.0.0.1 (the end-to-end suite makes a visitor per test, past 120 an hour); a deployment leaves
 * it unset, and one behind a proxy names the proxy in TRUST_PROXY instead.
 */
export function effectiveLimit(limit: Limit): Limit {
  if (!limit.name.endsWith(':ip')) return limit;
  const setting = typeof process === 'undefined' ? undefined : process.env.RATE_LIMIT_PER_ADDRESS_SCALE;
  const scale = Number(setting);
  return setting && Number.isInteger(scale) && scale > 1 ? { ...limit, max: limit.max * scale } : limit;
}

export interface HitResult {
  count: number;
  limited: boolean;
  retryAfterMs: number;
}

/** Counts one attempt for `subject` (an address, an e-mail) under `limit`. */
export async function hit(db: Kysely<Database>, limit: Limit, subject: string, now: number): Promise<HitResult> {
  const key = `${limit.name}:${subject.toLowerCase().slice(0, 300)}`;
  const windowStart = now - (now % limit.windowMs);
  // One statement: insert, or bump the count in the current window, or start a new window.
  const row = await db
    .insertInto('rateLimits')
    .values({ key, windowStart, count: 1 })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({
        count: sql<number>`case when ${sql.ref('rateLimits.windowStart')} = ${windowStart} then ${sql.ref('rateLimits.count')} + 1 else 1 end`,
        windowStart,
      }),
    )
    .returning(['count', 'windowStart'])
    .executeTakeFirstOrThrow();
  const count = Number(row.count);
  return { count, limited: count > effectiveLimit(limit).max, retryAfterMs: windowStart + limit.windowMs - now };
}

/** Gives one attempt back in the current window (a sign-in that turned out right), never below 0. */
export async function refund(db: Kysely<Database>, limit: Limit, subject: string, now: number): Promise<void> {
  const key = `${limit.name}:${subject.toLowerCase().slice(0, 300)}`;
  const windowStart = now - (now % limit.windowMs);
  await db
    .updateTable('rateLimits')
    .set({ count: sql<number>`${sql.ref('count')} - 1` })
    .where('key', '=', key)
    .where('windowStart', '=', windowStart)
    .where('count', '>', 0)
    .execute();
}

export async function clear(db: Kysely<Database>, limit: Limit, subject: string): Promise<void> {
  await db
    .deleteFrom('rateLimits')
    .where('key', '=', `${limit.name}:${subject.toLowerCase().slice(0, 300)}`)
    .execute();
}

export class RateLimitedError extends ApiError {
  readonly retryAfterSeconds: number;
  constructor(retryAfterMs: number) {
    const minutes = Math.max(1, Math.ceil(retryAfterMs / 60_000));
    super(429, `Too many attempts. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`);
    this.retryAfterSeconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  }
}

/** Throws a 429 RateLimitedError when the attempt is over the limit. */
export async function enforce(db: Kysely<Database>, limit: Limit, subject: string, now: number): Promise<void> {
  const result = await hit(db, limit, subject, now);
  if (result.limited) throw new RateLimitedError(result.retryAfterMs);
}

/** The pair key's subject: the address and the account's e-mail key ('' address in-process). */
const pairOf = (ip: string, emailKey: string): string => `${ip}|${emailKey}`;

/**
 * Counts one attempt to prove the password of the account `emailKey` from `ip` ('' in-process:
 * no address limit), before the password is checked; throws the 429 of the first limit passed.
 * A refused attempt is not counted on the keys after the one that refused it, so a stranger over
 * their pair limit adds nothing to the account's ceiling.
 */
export async function countSignInAttempt(db: Kysely<Database>, ip: string, emailKey: string, now: number): Promise<void> {
  if (ip) await enforce(db, LIMITS.signInPerAddress, ip, now);
  await enforce(db, LIMITS.signInPerPair, pairOf(ip, emailKey), now);
  await enforce(db, LIMITS.signInPerAccount, emailKey, now);
}

/** The account's failed passwords from this address are forgotten (the right password, a used sign-in link). */
export async function clearSignInFailures(db: Kysely<Database>, ip: string, emailKey: string): Promise<void> {
  await clear(db, LIMITS.signInPerPair, pairOf(ip, emailKey));
}

/**
 * A password reset (routes/passwordReset.ts): the owner proved the mailbox and every guess so far was
 * at a password that no longer exists, so the account's failures go, the ceiling across addresses
 * too (a full ceiling would otherwise refuse the new password for the rest of the hour).
 */
export async function clearAccountSignInFailures(db: Kysely<Database>, ip: string, emailKey: string): Promise<void> {
  await clearSignInFailures(db, ip, emailKey);
  await clear(db, LIMITS.signInPerAccount, emailKey);
}

/**
 * After the right password: the pair's failures go, and the attempt is given back to the address
 * and the account's ceiling (never cleared: the owner's success must not reset strangers' count).
 */
export async function signInSucceeded(db: Kysely<Database>, ip: string, emailKey: string, now: number): Promise<void> {
  await clearSignInFailures(db, ip, emailKey);
  if (ip) await refund(db, LIMITS.signInPerAddress, ip, now);
  await refund(db, LIMITS.signInPerAccount, emailKey, now);
}
