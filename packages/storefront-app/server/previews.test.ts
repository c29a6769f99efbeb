import { describe, expect, it } from 'vitest';
import { clearPreviewCookie, createPreviewStore, PREVIEW_COOKIE, previewCookie } from './previews.ts';

describe('the private CMS preview store', () => {
  it('keeps a preview under a random id, for this id only', () => {
    const store = createPreviewStore();
    const a = store.put({ a: 1 });
    const b = store.put({ b: 2 });
    expect(a).not.toBe(b);
    expect(a).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(store.get(a)).toEqual({ a: 1 });
    expect(store.get(b)).toEqual({ b: 2 });
    expect(store.get('someone-else')).toBeUndefined();
  });

  it('expires a preview not used for its lifetime; each use extends it', () => {
    let now = 0;
    const store = createPreviewStore({ now: () => now, ttlMs: 100 });
    const id = store.put({ a: 1 });
    now = 90;
    expect(store.get(id)).toEqual({ a: 1 });
    now = 180;
    expect(store.get(id)).toEqual({ a: 1 });
    now = 281;
    expect(store.get(id)).toBeUndefined();
  });

  it('holds at most its limit, the least recently used out first', () => {
    const store = createPreviewStore({ limit: 2 });
    const first = store.put(1);
    const second = store.put(2);
    store.get(first);
    const third = store.put(3);
    expect([store.get(first), store.get(second), store.get(third)]).toEqual([1, undefined, 3]);
  });
});

describe('the preview cookie', () => {
  it.each([
    [false, `${PREVIEW_COOKIE}=abc; Path=/; HttpOnly; SameSite=Lax`],
    [true, `${PREVIEW_COOKIE}=abc; Path=/; HttpOnly; SameSite=Lax; Secure`],
  ])('secure %s: a session cookie scripts cannot read', (secure, cookie) => {
    expect(previewCookie('abc', secure)).toBe(cookie);
    expect(clearPreviewCookie(secure)).toContain('Max-Age=0');
  });
});
