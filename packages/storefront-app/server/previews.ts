/**
 * The storefront's private CMS previews (issue 14, item 1). `?preview=<compressed CMS JSON>` (the
 * workbench's 'CMS preview' panel makes the link) is checked (decodeCmsPreview), kept here under a
 * random id, and the browser that opened it gets that id in a session cookie: its pages render with
 * that configuration, every other shopper's with the published one, and no preview response is
 * cacheable (cachePolicy.ts). `?preview=off` ends it.
 *
 * Kept in this process's memory, bounded (PREVIEW_LIMIT, least recently used out first) and
 * expiring (PREVIEW_TTL_MS): a preview is a retailer's scratch copy, not data to keep; after a
 * restart the banner says the preview ended and the link opens it again. Behind several instances
 * the load balancer needs sticky sessions for previews (or open the link on each).
 */
import { randomBytes } from 'node:crypto';

export const PREVIEW_COOKIE = 'sf_cms_preview';
export const PREVIEW_TTL_MS = 4 * 60 * 60 * 1000;
export const PREVIEW_LIMIT = 200;
/** What the banner says when the browser's preview is no longer on this server. */
export const PREVIEW_EXPIRED_MESSAGE = 'This preview has ended (it expired or the server restarted); open the preview link again.';

export interface PreviewStore {
  put(json: unknown): string;
  get(id: string): unknown;
}

export function createPreviewStore({ now = Date.now, ttlMs = PREVIEW_TTL_MS, limit = PREVIEW_LIMIT } = {}): PreviewStore {
  const entries = new Map<string, { json: unknown; expiresAt: number }>();
  return {
    put(json) {
      const id = randomBytes(18).toString('base64url');
      entries.set(id, { json, expiresAt: now() + ttlMs });
      while (entries.size > limit) entries.delete(entries.keys().next().value as string);
      return id;
    },
    get(id) {
      const entry = entries.get(id);
      if (!entry) return undefined;
      entries.delete(id);
      if (entry.expiresAt <= now()) return undefined;
      entries.set(id, { json: entry.json, expiresAt: now() + ttlMs });
      return entry.json;
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
