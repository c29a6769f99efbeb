/**
 * The storefront's private CMS previews (issue 14, item 1; who may open one: issue 32, below).
 * `?preview=<compressed CMS JSON>` (the workbench's 'CMS preview' panel makes the link) is checked
 * (decodeCmsPreview), kept under a random id, and the browser that opened it — a signed-in retailer
 * of the site — gets a signed token for that id in a session cookie: its pages render with that
 * configuration, every other shopper's with the published one, and no preview response is
 * cacheable (cachePolicy.ts). `?preview=off` ends it.
 *
 * Kept in the database (table cmsPreviews, createDatabasePreviewStore): every storefront instance on
 * the same database opens a preview any of them made, and a restart keeps it. Bounded
 * (PREVIEW_LIMIT, least recently used out first) and expiring (PREVIEW_TTL_MS, each use extends it):
 * a preview is a retailer's scratch copy, not data to keep; once it has gone, the banner says so and
 * the link opens it again. createPreviewStore is the same store in one process's memory (tests).
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { StorefrontDb } from '@storefront/demo-api';

export const PREVIEW_COOKIE = 'sf_cms_preview';
export const PREVIEW_TTL_MS = 24 * 60 * 60 * 1000;
export const PREVIEW_LIMIT = 200;
/** What the banner says when the browser's preview is no longer kept. */
export const PREVIEW_EXPIRED_MESSAGE = `This preview has ended (it was not opened for ${PREVIEW_TTL_MS / 3_600_000} hours, or newer previews replaced it); open the preview link again.`;

export interface PreviewStore {
  put(json: unknown): Promise<string>;
  get(id: string): Promise<unknown>;
}

interface PreviewStoreOptions {
  now?: () => number;
  ttlMs?: number;
  limit?: number;
}

const newPreviewId = () => randomBytes(18).toString('base64url');

/** In this process's memory (tests, and a server without a database). */
export function createPreviewStore({
  now = Date.now,
  ttlMs = PREVIEW_TTL_MS,
  limit = PREVIEW_LIMIT,
}: PreviewStoreOptions = {}): PreviewStore {
  const entries = new Map<string, { json: unknown; expiresAt: number }>();
  return {
    async put(json) {
      const id = newPreviewId();
      entries.set(id, { json, expiresAt: now() + ttlMs });
      while (entries.size > limit) entries.delete(entries.keys().next().value as string);
      return id;
    },
    async get(id) {
      const entry = entries.get(id);
      if (!entry) return undefined;
      entries.delete(id);
      if (entry.expiresAt <= now()) return undefined;
      entries.set(id, { json: entry.json, expiresAt: now() + ttlMs });
      return entry.json;
    },
  };
}

/** In the database: shared by every instance on it and kept across restarts, with the same limits. */
export function createDatabasePreviewStore(
  db: StorefrontDb['db'],
  { now = Date.now, ttlMs = PREVIEW_TTL_MS, limit = PREVIEW_LIMIT }: PreviewStoreOptions = {},
): PreviewStore {
  return {
    async put(json) {
      const id = newPreviewId();
      const at = now();
      await db.transaction().execute(async (trx) => {
        await trx
          .insertInto('cmsPreviews')
          .values({ id, json: JSON.stringify(json), expiresAt: at + ttlMs })
          .execute();
        await trx.deleteFrom('cmsPreviews').where('expiresAt', '<=', at).execute();
        // Over the limit: the ones whose last use is oldest go (their expiry is their last use + ttl).
        const over = await trx
          .selectFrom('cmsPreviews')
          .select('id')
          .orderBy('expiresAt', 'desc')
          .orderBy('id')
          .offset(limit)
          .limit(1000)
          .execute();
        if (over.length > 0)
          await trx
            .deleteFrom('cmsPreviews')
            .where(
              'id',
              'in',
              over.map((row) => row.id),
            )
            .execute();
      });
      return id;
    },
    async get(id) {
      const at = now();
      const row = await db.selectFrom('cmsPreviews').select(['json', 'expiresAt']).where('id', '=', id).executeTakeFirst();
      if (!row) return undefined;
      if (Number(row.expiresAt) <= at) {
        await db.deleteFrom('cmsPreviews').where('id', '=', id).execute();
        return undefined;
      }
      await db
        .updateTable('cmsPreviews')
        .set({ expiresAt: at + ttlMs })
        .where('id', '=', id)
        .execute();
      try {
        return JSON.parse(row.json) as unknown;
      } catch {
        return undefined;
      }
    },
  };
}

/** The preview's cookie: this browser's session only, never sent to scripts or other sites. */
export function previewCookie(id: string, secure: boolean): string {
  return `${PREVIEW_COOKIE}=${id}; Path=/; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
}

export function clearPreviewCookie(secure: boolean): string {
  return `${PREVIEW_COOKIE}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
}

// ── Who may open a preview (issue 32, item 3) ───────────────────────────────────────────────────
//
// A preview used to open for anyone holding a link: a stranger could show their own CMS (its
// title, its links to another site) on the store's domain. Now:
// - the draft link (`?preview=<compressed CMS JSON>`, the workbench panel's 'Copy storefront
//   preview path') opens only for a signed-in account whose role is retailer of the request's site
//   (`users.retailerOf`, shown by /api/me); it is kept (the store above) and the browser gets a
//   signed, expiring token for it, not the draft;
// - the token (`v1.<payload>.<HMAC-SHA256>`, payload = preview id, site, the account that made it,
//   expiry) is also the share link the banner offers (`?preview=<token>`): it opens for a signed-in
//   retailer of the same site while it has not expired and its maker is still that site's
//   retailer; the banner says who made it;
// - anyone else gets the published storefront and the banner's reason, never the draft.
// The key is PREVIEW_SECRET, or one generated on the first start and kept in the database
// (serverSecrets), so every instance on the database signs and checks the same way.

/** How long a preview link opens (the kept draft lives as long: PREVIEW_TTL_MS). */
export const PREVIEW_LINK_TTL_MS = PREVIEW_TTL_MS;
const TOKEN_VERSION = 'v1';

export interface PreviewToken {
  /** The kept draft's id (the store above). */
  previewId: string;
  siteId: string;
  /** The account that made it. */
  userId: string;
  expiresAt: number;
}

export const PREVIEW_MESSAGES = {
  signIn:
    'This preview opens only for a signed-in retailer of this store: sign in with the store’s retailer account, then open the link again.',
  notRetailer: 'This preview opens only for a retailer of this store, and your account is not one.',
  damaged: 'This preview link is not valid (it was changed, cut short, or made by another server).',
  expired: 'This preview link has expired: ask the retailer for a new one.',
  otherSite: 'This preview link is for another store.',
  makerLostRole: 'This preview link no longer opens: the account that made it is not a retailer of this store any more.',
} as const;

const b64 = (text: string) => Buffer.from(text, 'utf8').toString('base64url');
const hmac = (secret: string, data: string) => createHmac('sha256', secret).update(data).digest();

/** A signed token for a kept draft: `v1.<base64url JSON>.<base64url HMAC-SHA256 of the first two parts>`. */
export function signPreviewToken(token: PreviewToken, secret: string): string {
  const body = `${TOKEN_VERSION}.${b64(JSON.stringify({ p: token.previewId, s: token.siteId, u: token.userId, e: token.expiresAt }))}`;
  return `${body}.${hmac(secret, body).toString('base64url')}`;
}

/** A draft link's value is base64url without dots; a token has two. */
export const looksLikePreviewToken = (value: string): boolean => value.startsWith(`${TOKEN_VERSION}.`);

export type TokenCheck = { ok: true; token: PreviewToken } | { ok: false; message: string };

/** Checks a token's signature (in constant time), shape and expiry. */
export function verifyPreviewToken(text: string, secret: string, now: number): TokenCheck {
  const damaged = { ok: false, message: PREVIEW_MESSAGES.damaged } as const;
  const parts = text.split('.');
  if (
    parts.length !== 3 ||
    parts[0] !== TOKEN_VERSION ||
    !/^[A-Za-z0-9_-]{1,2000}$/.test(parts[1] ?? '') ||
    !/^[A-Za-z0-9_-]{43}$/.test(parts[2] ?? '')
  )
    return damaged;
  const expected = hmac(secret, `${parts[0]}.${parts[1]}`);
  const given = Buffer.from(parts[2] ?? '', 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return damaged;
  let payload: unknown;
  try {
    payload = JSON.parse(Buffer.from(parts[1] ?? '', 'base64url').toString('utf8'));
  } catch {
    return damaged;
  }
  const { p, s, u, e } = (payload ?? {}) as Record<string, unknown>;
  if (typeof p !== 'string' || typeof s !== 'string' || typeof u !== 'string' || typeof e !== 'number') return damaged;
  if (e <= now) return { ok: false, message: PREVIEW_MESSAGES.expired };
  return { ok: true, token: { previewId: p, siteId: s, userId: u, expiresAt: e } };
}

export interface PreviewAccount {
  id: string;
  /** The site id this account is retailer of, or null (a shopper). */
  retailerOf: string | null;
  /** What the banner calls the maker: their name, else their e-mail. */
  displayName: string;
}

export type PreviewAccess = { ok: true; by: string } | { ok: false; message: string };

/**
 * Whether this browser may see a preview of `siteId` under a valid token: the viewer is signed in
 * and retailer of the site, the token is for this site, and its maker is still the site's retailer.
 */
export function previewAccess(input: {
  siteId: string;
  token: PreviewToken;
  viewer: PreviewAccount | null;
  maker: PreviewAccount | null;
}): PreviewAccess {
  if (input.token.siteId !== input.siteId) return { ok: false, message: PREVIEW_MESSAGES.otherSite };
  if (!input.viewer) return { ok: false, message: PREVIEW_MESSAGES.signIn };
  if (input.viewer.retailerOf !== input.siteId) return { ok: false, message: PREVIEW_MESSAGES.notRetailer };
  if (!input.maker || input.maker.id !== input.token.userId || input.maker.retailerOf !== input.siteId)
    return { ok: false, message: PREVIEW_MESSAGES.makerLostRole };
  return { ok: true, by: input.maker.displayName };
}

/** Whether a signed-in viewer may open a draft link of `siteId` (and so make a token). */
export function mayMakePreview(siteId: string, viewer: PreviewAccount | null): PreviewAccess {
  if (!viewer) return { ok: false, message: PREVIEW_MESSAGES.signIn };
  if (viewer.retailerOf !== siteId) return { ok: false, message: PREVIEW_MESSAGES.notRetailer };
  return { ok: true, by: viewer.displayName };
}

/** The account by id as the previews need it (role and name), or null. */
export async function previewAccount(db: StorefrontDb['db'], userId: string): Promise<PreviewAccount | null> {
  const row = await db
    .selectFrom('users')
    .select(['id', 'firstName', 'lastName', 'email', 'retailerOf'])
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!row) return null;
  const name = `${row.firstName} ${row.lastName}`.trim();
  return { id: row.id, retailerOf: row.retailerOf ?? null, displayName: name || row.email };
}

export const PREVIEW_SECRET_NAME = 'previewLinks';

/**
 * The key preview links are signed with: PREVIEW_SECRET when set (at least 32 characters), else
 * the one the first instance generated and kept in the database (never in the repo).
 */
export async function previewSecret(db: StorefrontDb['db'], configured: string | undefined, now = Date.now()): Promise<string> {
  const given = configured?.trim();
  if (given) {
    if (given.length < 32) throw new Error('PREVIEW_SECRET must be at least 32 characters (e.g. `openssl rand -base64 32`).');
    return given;
  }
  await db
    .insertInto('serverSecrets')
    .values({ name: PREVIEW_SECRET_NAME, value: randomBytes(32).toString('base64url'), createdAt: now })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const row = await db.selectFrom('serverSecrets').select('value').where('name', '=', PREVIEW_SECRET_NAME).executeTakeFirstOrThrow();
  return row.value;
}
