import { describe, expect, it } from 'vitest';
import { createMemoryDatabase } from '@storefront/demo-api';
import { clearPreviewCookie, createDatabasePreviewStore, createPreviewStore, PREVIEW_COOKIE, previewCookie } from './previews.ts';

type Options = Parameters<typeof createPreviewStore>[0];

/** The same behaviour from both stores: the database's (the server's) and the in-memory one. */
describe.each([
  ['in the database (every instance, across restarts)', async (options: Options) => createDatabasePreviewStore((await createMemoryDatabase()).db, options)],
  ['in memory', async (options: Options) => createPreviewStore(options)],
])('the private CMS preview store %s', (_name, open) => {
  it('keeps a preview under a random id, for this id only', async () => {
    const store = await open({});
    const a = await store.put({ a: 1 });
    const b = await store.put({ b: 2 });
    expect(a).not.toBe(b);
    expect(a).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(await store.get(a)).toEqual({ a: 1 });
    expect(await store.get(b)).toEqual({ b: 2 });
    expect(await store.get('someone-else')).toBeUndefined();
  });

  it('expires a preview not used for its lifetime; each use extends it', async () => {
    let now = 0;
    const store = await open({ now: () => now, ttlMs: 100 });
    const id = await store.put({ a: 1 });
    now = 90;
    expect(await store.get(id)).toEqual({ a: 1 });
    now = 180;
    expect(await store.get(id)).toEqual({ a: 1 });
    now = 281;
    expect(await store.get(id)).toBeUndefined();
  });

  it('holds at most its limit, the least recently used out first', async () => {
    let now = 0;
    const store = await open({ now: () => now, limit: 2 });
    const first = await store.put(1);
    now = 1;
    const second = await store.put(2);
    now = 2;
    await store.get(first);
    now = 3;
    const third = await store.put(3);
    expect([await store.get(first), await store.get(second), await store.get(third)]).toEqual([1, undefined, 3]);
  });
});

describe('previews in the database', () => {
  it('one instance opens a preview another made (two stores on one database)', async () => {
    const { db } = await createMemoryDatabase();
    const made = await createDatabasePreviewStore(db).put({ siteSettings: { siteName: 'Draft' } });
    expect(await createDatabasePreviewStore(db).get(made)).toEqual({ siteSettings: { siteName: 'Draft' } });
  });

  it('a row that is not JSON (a hand edit) opens nothing rather than failing the page', async () => {
    const { db } = await createMemoryDatabase();
    await db.insertInto('cmsPreviews').values({ id: 'broken', json: '{not json', expiresAt: Date.now() + 60_000 }).execute();
    expect(await createDatabasePreviewStore(db).get('broken')).toBeUndefined();
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
