/**
 * Fixed-window rate limits kept in the database, so every storefront instance counts together.
 * `hit` counts one attempt and says whether it is over the limit; `clear` forgets a key (a
 * successful sign-in clears the account's failures).
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
  signInPerAccount: { name: 'sign-in:account', max: 5, windowMs: 15 * 60_000 },
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
  return { count, limited: count > limit.max, retryAfterMs: windowStart + limit.windowMs - now };
}

/** The count so far in the current window, without counting. */
export async function peek(db: Kysely<Database>, limit: Limit, subject: string, now: number): Promise<HitResult> {
  const key = `${limit.name}:${subject.toLowerCase().slice(0, 300)}`;
  const windowStart = now - (now % limit.windowMs);
  const row = await db.selectFrom('rateLimits').select(['count', 'windowStart']).where('key', '=', key).executeTakeFirst();
  const count = row && Number(row.windowStart) === windowStart ? Number(row.count) : 0;
  return { count, limited: count >= limit.max, retryAfterMs: windowStart + limit.windowMs - now };
}

export async function clear(db: Kysely<Database>, limit: Limit, subject: string): Promise<void> {
  await db.deleteFrom('rateLimits').where('key', '=', `${limit.name}:${subject.toLowerCase().slice(0, 300)}`).execute();
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
