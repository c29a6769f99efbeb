/**
 * One-time links by e-mail, shared by sign-in links (routes/signInLink.ts, issue 32) and password
 * resets (routes/passwordReset.ts, issue 35): a random 32-byte token of which only the SHA-256 is
 * kept, with its account and expiry, in a table of the kind's own; the link carries the token after
 * '#', so it never reaches a server's log or another site's Referer.
 *
 * `mailLink` answers nothing about the account: it is limited per address (a 429 like every limit)
 * and per e-mail (counted for every e-mail, known or not; past the limit no mail goes, quietly), so
 * a stranger can neither flood the owner's inbox nor learn whether the account exists.
 *
 * `consumeLink` marks a link used in ONE conditional UPDATE (unused and alive): two clicks at once, on
 * two instances, give one success. Run inside a transaction, the rest of that transaction is the
 * link's effect (a reset's new password), undone with the mark when it fails.
 */
import type { Kysely } from 'kysely';
import type { Database, UserRow } from '../db/schema.ts';
import { newId, type RouteContext } from '../router.ts';
import { base64url, randomBytes } from './password.ts';
import { enforce, hit, type Limit } from './rateLimit.ts';
import { sha256Hex } from './sessions.ts';

/** 32 random bytes, base64url: what a mailed link's token is. */
export const LINK_TOKEN = /^[A-Za-z0-9_-]{43}$/;

export interface MailedLinkKind {
  /** The kind's table of token hashes (one table per kind: a link of one kind never works as another). */
  table: 'signInLinks' | 'passwordResets';
  ttlMs: number;
  perAddress: Limit;
  perEmail: Limit;
  /** The outbox template, and the key the outbox lists the account's mail by. */
  template: string;
  dedupeKey: (emailKey: string) => string;
  /** The storefront path of the mail's link, the token after '#'. */
  linkOf: (token: string) => string;
}

/** What the outbox keeps of a link's mail (routes/outbox.ts renders it). */
export interface MailedLinkPayload {
  /** The account's own first name (never the asker's text). */
  firstName: string;
  /** The storefront path with the token after '#'. */
  link: string;
  expiresAt: number;
}

/** Writes a link of `kind` to the outbox for the account of `email`, when there is one and the e-mail's limit allows. */
export async function mailLink(ctx: RouteContext, kind: MailedLinkKind, email: string): Promise<void> {
  const emailKey = email.toLowerCase();
  const now = ctx.now();
  if (ctx.ip) await enforce(ctx.db, kind.perAddress, ctx.ip, now);
  // Counted for every e-mail, known or not, so the limit says nothing about the account.
  const perEmail = await hit(ctx.db, kind.perEmail, emailKey, now);
  const user = perEmail.limited
    ? undefined
    : await ctx.db.selectFrom('users').select(['id', 'email', 'firstName']).where('emailKey', '=', emailKey).executeTakeFirst();
  if (!user) return;
  await ctx.db.deleteFrom(kind.table).where('expiresAt', '<=', now).execute();
  const token = base64url(randomBytes(32));
  const expiresAt = now + kind.ttlMs;
  const payload: MailedLinkPayload = { firstName: user.firstName, link: kind.linkOf(token), expiresAt };
  await ctx.db.transaction().execute(async (trx) => {
    await trx
      .insertInto(kind.table)
      .values({ tokenHash: await sha256Hex(token), userId: user.id, createdAt: now, expiresAt, usedAt: null })
      .execute();
    await trx
      .insertInto('emailOutbox')
      .values({
        id: newId('mail'),
        dedupeKey: kind.dedupeKey(emailKey),
        toEmail: user.email,
        template: kind.template,
        payload: JSON.stringify(payload),
        sendAfter: now,
        sentAt: null,
        cancelledAt: null,
        createdAt: now,
      })
      .execute();
  });
}

/**
 * Whether `token` is a live link of this kind (known, unused, not expired) without using it: asked
 * before work that costs (hashing a new password), so a stream of made-up tokens costs one indexed
 * read each. consumeLink still decides, atomically, which request uses it.
 */
export async function isLiveLink(db: Kysely<Database>, kind: MailedLinkKind, token: unknown, now: number): Promise<boolean> {
  if (typeof token !== 'string' || !LINK_TOKEN.test(token)) return false;
  const row = await db
    .selectFrom(kind.table)
    .select('userId')
    .where('tokenHash', '=', await sha256Hex(token))
    .where('usedAt', 'is', null)
    .where('expiresAt', '>', now)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Uses the link of `token` once: the account when this call's UPDATE marked it (unused, not
 * expired, of this kind), else undefined (malformed, unknown, used or expired, or another request won).
 */
export async function consumeLink(db: Kysely<Database>, kind: MailedLinkKind, token: unknown, now: number): Promise<UserRow | undefined> {
  if (typeof token !== 'string' || !LINK_TOKEN.test(token)) return undefined;
  const used = await db
    .updateTable(kind.table)
    .set({ usedAt: now })
    .where('tokenHash', '=', await sha256Hex(token))
    .where('usedAt', 'is', null)
    .where('expiresAt', '>', now)
    .returning('userId')
    .executeTakeFirst();
  return used ? db.selectFrom('users').selectAll().where('id', '=', used.userId).executeTakeFirst() : undefined;
}
