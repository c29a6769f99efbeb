/**
 * The server's own cache of rendered pages (issue 31, item 6): a page that is the same for every
 * shopper with the same shopper cookie (site, path and query, the chosen store, order and menu
 * types, the age answer) is rendered once and served from memory for a short while, so a rush of
 * anonymous shoppers costs a few renders a second instead of one per request.
 *
 * - Key: the site, the path and query, and the shopper cookie's state re-encoded (a corrupt cookie
 *   keys as none, as it renders). Not cached: a signed-in shopper (a session cookie), a private CMS
 *   preview, a response that sets a cookie, a status other than 200 or 404.
 * - Fresh for FRESH_MS; then served stale while one background render replaces it, up to STALE_MS;
 *   older is a miss. `invalidate()` makes every page stale at once (the API changed what pages show:
 *   an order took stock): each is served once more while one background render replaces it. Dropping
 *   them all instead emptied the cache on every order, and the 4/20 drill's pages went from about 250
 *   to under 100 a second once orders began. Across processes the fresh time bounds how late a change
 *   shows; an order itself always checks the stock in the database.
 * - A page only this browser may keep (a shopper cookie: `private`) gets its own CSP nonce per
 *   response: it is stored with the nonce it was rendered with and that nonce is replaced on the way
 *   out (withNonce). A page a CDN may keep has no nonce: it is stored with its inline scripts'
 *   hashes (document.ts inlineScriptHashes), the same for every copy.
 * - At most MAX_ENTRIES pages and MAX_BYTES of HTML (the oldest written go first), kept as UTF-8
 *   bytes: the bound on what one process holds (issue 32). As strings, 500 pages held about 165 MB
 *   (a page with any character beyond Latin-1 is two bytes a character in V8) and a worker under the
 *   drill grew to over a gigabyte; as bytes a page is about 160 kB and the bytes are sent as they are.
 */
export const PAGE_CACHE_FRESH_MS = 10_000;
export const PAGE_CACHE_STALE_MS = 60_000;
export const PAGE_CACHE_MAX_ENTRIES = 500;
export const PAGE_CACHE_MAX_BYTES = 48 * 1024 * 1024;

/** A rendered page as the renderer hands it over. */
export interface RenderedPage {
  status: number;
  /** The full HTML document, rendered with `nonce`. */
  html: string;
  nonce: string;
  /** For a page rendered without a nonce: the CSP hashes of its inline scripts. */
  scriptHashes?: string[];
}

/** A page as kept: its HTML as UTF-8 bytes. */
export interface CachedPage extends Omit<RenderedPage, 'html'> {
  body: Buffer;
  storedAt: number;
}

export const cachedPageOf = ({ html, ...page }: RenderedPage): Omit<CachedPage, 'storedAt'> => ({ ...page, body: Buffer.from(html) });

export type Lookup = { kind: 'fresh'; page: CachedPage } | { kind: 'stale'; page: CachedPage; refresh: boolean } | { kind: 'miss' };

export function pageCacheKey(input: { siteId: string; pathAndQuery: string; shopper: string | null }): string {
  return `${input.siteId}\n${input.pathAndQuery}\n${input.shopper ?? ''}`;
}

/**
 * The same page with `nonce` on its inline scripts and styles instead of the one it was rendered with.
 * Nonces are all one length (16 random bytes in base64), so the bytes are copied once and the new
 * nonce written over the old in place; a page rendered without a nonce is sent as kept.
 */
export function withNonce(page: Pick<CachedPage, 'body' | 'nonce'>, nonce: string): Buffer {
  if (page.nonce === '' || page.nonce === nonce) return page.body;
  const from = Buffer.from(`nonce="${page.nonce}"`);
  const to = Buffer.from(`nonce="${nonce}"`);
  if (from.length !== to.length) return Buffer.from(page.body.toString().split(from.toString()).join(to.toString()));
  const out = Buffer.from(page.body);
  for (let at = out.indexOf(from); at !== -1; at = out.indexOf(from, at + from.length)) to.copy(out, at);
  return out;
}

export interface PageCache {
  lookup: (key: string) => Lookup;
  store: (key: string, page: RenderedPage | Omit<CachedPage, 'storedAt'>) => void;
  /** A background refresh for `key` ended (stored or failed): another may start. */
  settled: (key: string) => void;
  invalidate: () => void;
  size: () => number;
  /** The bytes of HTML held. */
  bytes: () => number;
}

export function createPageCache(
  options: { now?: () => number; freshMs?: number; staleMs?: number; maxEntries?: number; maxBytes?: number } = {},
): PageCache {
  const now = options.now ?? Date.now;
  const freshMs = options.freshMs ?? PAGE_CACHE_FRESH_MS;
  const staleMs = options.staleMs ?? PAGE_CACHE_STALE_MS;
  const maxEntries = options.maxEntries ?? PAGE_CACHE_MAX_ENTRIES;
  const maxBytes = options.maxBytes ?? PAGE_CACHE_MAX_BYTES;
  const pages = new Map<string, CachedPage>();
  let bytes = 0;
  const drop = (key: string) => {
    const page = pages.get(key);
    if (!page) return;
    bytes -= page.body.length;
    pages.delete(key);
  };
  const refreshing = new Set<string>();
  return {
    lookup(key) {
      const page = pages.get(key);
      if (!page) return { kind: 'miss' };
      const age = now() - page.storedAt;
      if (age <= freshMs) return { kind: 'fresh', page };
      if (age > staleMs) {
        drop(key);
        return { kind: 'miss' };
      }
      const refresh = !refreshing.has(key);
      if (refresh) refreshing.add(key);
      return { kind: 'stale', page, refresh };
    },
    store(key, page) {
      drop(key);
      refreshing.delete(key);
      const kept = 'html' in page ? cachedPageOf(page) : page;
      // A page larger than the whole cache is not kept (it would push out everything else).
      if (kept.body.length > maxBytes) return;
      pages.set(key, { ...kept, storedAt: now() });
      bytes += kept.body.length;
      while (pages.size > maxEntries || bytes > maxBytes) {
        const oldest = pages.keys().next().value;
        if (oldest === undefined) break;
        drop(oldest);
      }
    },
    settled(key) {
      refreshing.delete(key);
    },
    invalidate() {
      const staleFrom = now() - freshMs - 1;
      for (const page of pages.values()) page.storedAt = Math.min(page.storedAt, staleFrom);
    },
    size: () => pages.size,
    bytes: () => bytes,
  };
}
