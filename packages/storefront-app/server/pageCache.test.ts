import { describe, expect, it } from 'vitest';
import { cachedPageOf, createPageCache, pageCacheKey, PAGE_CACHE_FRESH_MS, PAGE_CACHE_STALE_MS, withNonce } from './pageCache.ts';

const page = {
  status: 200,
  html: '<script nonce="n1">a()</script><style nonce="n1"></style><p>nonce="n1" in text stays only if exact</p>',
  nonce: 'n1',
};

describe('the page cache', () => {
  it.each([
    ['just stored', 0, 'fresh'],
    ['at the fresh limit', PAGE_CACHE_FRESH_MS, 'fresh'],
    ['after it', PAGE_CACHE_FRESH_MS + 1, 'stale'],
    ['at the stale limit', PAGE_CACHE_STALE_MS, 'stale'],
    ['after the stale limit', PAGE_CACHE_STALE_MS + 1, 'miss'],
  ])('%s → %s', (_label, age, kind) => {
    let now = 1_000;
    const cache = createPageCache({ now: () => now });
    cache.store('k', page);
    now += age;
    expect(cache.lookup('k').kind).toBe(kind);
  });

  it('one background refresh at a time for a stale page; storing ends it', () => {
    let now = 0;
    const cache = createPageCache({ now: () => now });
    cache.store('k', page);
    now = PAGE_CACHE_FRESH_MS + 1;
    expect(cache.lookup('k')).toMatchObject({ kind: 'stale', refresh: true });
    expect(cache.lookup('k')).toMatchObject({ kind: 'stale', refresh: false });
    cache.store('k', page);
    expect(cache.lookup('k').kind).toBe('fresh');
    now += PAGE_CACHE_FRESH_MS + 1;
    expect(cache.lookup('k')).toMatchObject({ kind: 'stale', refresh: true });
    cache.settled('k');
    expect(cache.lookup('k')).toMatchObject({ kind: 'stale', refresh: true });
  });

  it('keeps at most its bytes, the oldest written going first, counting what it drops and replaces', () => {
    const size = Buffer.byteLength(page.html);
    const cache = createPageCache({ maxBytes: size * 2 });
    cache.store('a', page);
    cache.store('b', page);
    expect(cache.bytes()).toBe(size * 2);
    cache.store('b', page);
    expect(cache.bytes()).toBe(size * 2);
    cache.store('c', page);
    expect(cache.lookup('a').kind).toBe('miss');
    expect(cache.lookup('b').kind).toBe('fresh');
    expect(cache.bytes()).toBe(size * 2);
    // A page larger than the whole cache is not kept.
    cache.store('huge', { ...page, html: page.html.repeat(3) });
    expect(cache.lookup('huge').kind).toBe('miss');
    expect(cache.size()).toBe(2);
  });

  it('keeps a page as UTF-8 bytes: a character beyond Latin-1 costs its UTF-8 length, not two bytes a character', () => {
    const cache = createPageCache();
    cache.store('k', { ...page, html: '<p>Today’s deals · 20% off</p>' });
    const hit = cache.lookup('k');
    expect(hit.kind === 'fresh' && hit.page.body.toString()).toBe('<p>Today’s deals · 20% off</p>');
    expect(cache.bytes()).toBe(Buffer.byteLength('<p>Today’s deals · 20% off</p>'));
  });

  it('keeps at most its limit, the oldest written going first', () => {
    const cache = createPageCache({ maxEntries: 2 });
    cache.store('a', page);
    cache.store('b', page);
    cache.store('c', page);
    expect(cache.lookup('a').kind).toBe('miss');
    expect(cache.lookup('c').kind).toBe('fresh');
  });

  it('invalidate makes every page stale at once: served once more while one render replaces it, never dropped', () => {
    let now = 1_000_000;
    const cache = createPageCache({ now: () => now });
    cache.store('a', page);
    cache.store('b', page);
    cache.invalidate();
    expect(cache.size()).toBe(2);
    expect(cache.lookup('a')).toMatchObject({ kind: 'stale', refresh: true });
    expect(cache.lookup('a')).toMatchObject({ kind: 'stale', refresh: false });
    cache.store('a', page);
    expect(cache.lookup('a').kind).toBe('fresh');
    // A page already past its stale time is still a miss.
    now += PAGE_CACHE_STALE_MS;
    cache.invalidate();
    expect(cache.lookup('b').kind).toBe('miss');
  });

  it('keys by site, path and query, and the shopper cookie', () => {
    const keys = new Set([
      pageCacheKey({ siteId: 'a', pathAndQuery: '/', shopper: null }),
      pageCacheKey({ siteId: 'b', pathAndQuery: '/', shopper: null }),
      pageCacheKey({ siteId: 'a', pathAndQuery: '/?x=1', shopper: null }),
      pageCacheKey({ siteId: 'a', pathAndQuery: '/', shopper: '{"v":1,"age":1,"p":{}}' }),
    ]);
    expect(keys.size).toBe(4);
  });

  it('every response gets its own nonce, the kept bytes untouched', () => {
    const kept = cachedPageOf(page);
    const html = withNonce(kept, 'n2').toString();
    expect(html).not.toContain('nonce="n1"');
    expect(html.match(/nonce="n2"/g)).toHaveLength(3);
    expect(kept.body.toString()).toBe(page.html);
    // Of another length too (a nonce is always 24 characters, but the answer must not depend on it).
    expect(
      withNonce(kept, 'longer-nonce')
        .toString()
        .match(/nonce="longer-nonce"/g),
    ).toHaveLength(3);
    // A page rendered without a nonce is sent as kept.
    const shared = cachedPageOf({ status: 200, html: '<p>x</p>', nonce: '' });
    expect(withNonce(shared, 'n3')).toBe(shared.body);
  });
});
