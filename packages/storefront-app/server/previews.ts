/**
 * The storefront's private CMS previews (issue 14, item 1). `?preview=<compressed CMS JSON>` (the
 * workbench's 'CMS preview' panel makes the link) is checked (decodeCmsPreview), kept under a
 * random id, and the browser that opened it gets that id in a session cookie: its pages render with
 * that configuration, every other shopper's with the published one, and no preview response is
 * cacheable (cachePolicy.ts). `?preview=off` ends it.
 *
 * Kept in the database (table cmsPreviews, createDatabasePreviewStore): every storefront instance on
 * the same database opens a preview any of them made, and a restart keeps it. Bounded
 * (PREVIEW_LIMIT, least recently used out first) and expiring (PREVIEW_TTL_MS, each use extends it):
 * a preview is a retailer's scratch copy, not data to keep; once it has gone, the banner says so and
 * the link opens it again. createPreviewStore is the same store in one process's memory (tests).
 */
import { randomBytes } from 'node:crypto';
import type { StorefrontDb } from '@storefront/demo-api';

export const PREVIEW_COOKIE = 'sf_cms_preview';
export const PREVIEW_TTL_MS = 4 * 60 * 60 * 1000;
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
export function createPreviewStore({ now = Date.now, ttlMs = PREVIEW_TTL_MS, limit = PREVIEW_LIMIT }: PreviewStoreOptions = {}): PreviewStore {
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
export function createDatabasePreviewStore(db: StorefrontDb['db'], { now = Date.now, ttlMs = PREVIEW_TTL_MS, limit = PREVIEW_LIMIT }: PreviewStoreOptions = {}): PreviewStore {
  return {
    async put(json) {
      const id = newPreviewId();
      const at = now();
      await db.transaction().execute(async (trx) => {
        await trx.insertInto('cmsPreviews').values({ id, json: JSON.stringify(json), expiresAt: at + ttlMs }).execute();
        await trx.deleteFrom('cmsPreviews').where('expiresAt', '<=', at).execute();
        // Over the limit: the ones whose last use is oldest go (their expiry is their last use + ttl).
        const over = await trx.selectFrom('cmsPreviews').select('id').orderBy('expiresAt', 'desc').orderBy('id').offset(limit).limit(1000).execute();
        if (over.length > 0) await trx.deleteFrom('cmsPreviews').where('id', 'in', over.map((row) => row.id)).execute();
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
      await db.updateTable('cmsPreviews').set({ expiresAt: at + ttlMs }).where('id', '=', id).execute();
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
