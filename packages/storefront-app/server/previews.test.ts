// @vitest-environment node
import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createMemoryDatabase, seedDatabase } from '@storefront/demo-api';
import {
  clearPreviewCookie,
  createDatabasePreviewStore,
  createPreviewStore,
  looksLikePreviewToken,
  mayMakePreview,
  PREVIEW_COOKIE,
  PREVIEW_MESSAGES,
  previewAccess,
  previewAccount,
  previewCookie,
  previewSecret,
  signPreviewToken,
  verifyPreviewToken,
  type PreviewAccount,
} from './previews.ts';

type Options = Parameters<typeof createPreviewStore>[0];

/** The same behaviour from both stores: the database's (the server's) and the in-memory one. */
describe.each([
  [
    'in the database (every instance, across restarts)',
    async (options: Options) => createDatabasePreviewStore((await createMemoryDatabase()).db, options),
  ],
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
    await db
      .insertInto('cmsPreviews')
      .values({ id: 'broken', json: '{not json', expiresAt: Date.now() + 60_000 })
      .execute();
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

describe('preview links: signed, expiring, tied to the account that made it (issue 32)', () => {
  const secret = 'k'.repeat(40);
  const token = { previewId: 'prv1', siteId: 'greenleaf', userId: 'user-retailer-greenleaf', expiresAt: 2_000 };
  const signed = signPreviewToken(token, secret);
  const [version, payload, signature] = signed.split('.') as [string, string, string];
  const flip = (text: string) => `${text.slice(0, -2)}${text.at(-2) === 'A' ? 'B' : 'A'}${text.at(-1)}`;
  const forged = `${version}.${Buffer.from(JSON.stringify({ p: 'prv1', s: 'greenleaf', u: 'user-retailer-greenleaf', e: 9_999_999 })).toString('base64url')}.${signature}`;

  it.each([
    ['the link as made, before it expires', signed, 1_000, { ok: true, token }],
    ['expired', signed, 2_000, { ok: false, message: PREVIEW_MESSAGES.expired }],
    ['a changed payload (a later expiry)', forged, 1_000, { ok: false, message: PREVIEW_MESSAGES.damaged }],
    ['a changed signature', `${version}.${payload}.${flip(signature)}`, 1_000, { ok: false, message: PREVIEW_MESSAGES.damaged }],
    ['cut short', signed.slice(0, -5), 1_000, { ok: false, message: PREVIEW_MESSAGES.damaged }],
    ['another version', `v2.${payload}.${signature}`, 1_000, { ok: false, message: PREVIEW_MESSAGES.damaged }],
    ['a draft, not a token', 'eJyrVkrLz1eyUkpKLFKqBQAdegQ0', 1_000, { ok: false, message: PREVIEW_MESSAGES.damaged }],
    ['four parts', `${signed}.x`, 1_000, { ok: false, message: PREVIEW_MESSAGES.damaged }],
    ['empty', '', 1_000, { ok: false, message: PREVIEW_MESSAGES.damaged }],
  ])('%s', (_name, text, now, expected) => {
    expect(verifyPreviewToken(text, secret, now)).toEqual(expected);
  });

  it("another server's key: refused", () => {
    expect(verifyPreviewToken(signed, 'z'.repeat(40), 1_000)).toEqual({ ok: false, message: PREVIEW_MESSAGES.damaged });
  });

  it('a signed payload of the wrong shape: refused', () => {
    const body = `v1.${Buffer.from(JSON.stringify({ p: 1, s: 'greenleaf' })).toString('base64url')}`;
    const sig = createHmac('sha256', secret).update(body).digest('base64url');
    expect(verifyPreviewToken(`${body}.${sig}`, secret, 0)).toEqual({ ok: false, message: PREVIEW_MESSAGES.damaged });
  });

  it('tells a token from a draft link', () => {
    expect(looksLikePreviewToken(signed)).toBe(true);
    expect(looksLikePreviewToken('eJyrVkrLz1eyUkpKLFKqBQAdegQ0')).toBe(false);
  });

  const retailer = (siteId: string | null, id = `user-retailer-${siteId}`): PreviewAccount => ({
    id,
    retailerOf: siteId,
    displayName: `${siteId} team`,
  });
  const maker = retailer('greenleaf');

  it.each([
    ['a fresh browser (no session)', { viewer: null, maker }, { ok: false, message: PREVIEW_MESSAGES.signIn }],
    [
      'a signed-in shopper (no role)',
      { viewer: retailer(null, 'user-demo-shopper'), maker },
      { ok: false, message: PREVIEW_MESSAGES.notRetailer },
    ],
    ['a retailer of another site', { viewer: retailer('mile-high'), maker }, { ok: false, message: PREVIEW_MESSAGES.notRetailer }],
    ['the maker, on the site', { viewer: maker, maker }, { ok: true, by: 'greenleaf team' }],
    [
      'a colleague (another retailer account of the site)',
      { viewer: retailer('greenleaf', 'user-2'), maker },
      { ok: true, by: 'greenleaf team' },
    ],
    [
      'a maker who lost the role',
      { viewer: maker, maker: retailer('mile-high', 'user-retailer-greenleaf') },
      { ok: false, message: PREVIEW_MESSAGES.makerLostRole },
    ],
    ['a maker whose account is gone', { viewer: maker, maker: null }, { ok: false, message: PREVIEW_MESSAGES.makerLostRole }],
  ])('opens for %s?', (_name, who, expected) => {
    expect(previewAccess({ siteId: 'greenleaf', token, ...who })).toEqual(expected);
  });

  it('a token for another site opens nothing here, even for its retailer', () => {
    expect(previewAccess({ siteId: 'mile-high', token, viewer: retailer('mile-high'), maker })).toEqual({
      ok: false,
      message: PREVIEW_MESSAGES.otherSite,
    });
  });

  it.each([
    [null, { ok: false, message: PREVIEW_MESSAGES.signIn }],
    [retailer(null, 'user-demo-shopper'), { ok: false, message: PREVIEW_MESSAGES.notRetailer }],
    [retailer('mile-high'), { ok: false, message: PREVIEW_MESSAGES.notRetailer }],
    [retailer('greenleaf'), { ok: true, by: 'greenleaf team' }],
  ])('a draft link of greenleaf from %j', (viewer, expected) => {
    expect(mayMakePreview('greenleaf', viewer)).toEqual(expected);
  });
});

describe('the preview key', () => {
  it('is generated once and shared through the database when PREVIEW_SECRET is unset', async () => {
    const { db } = await createMemoryDatabase();
    const first = await previewSecret(db, undefined);
    expect(first).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await previewSecret(db, '')).toBe(first);
  });

  it('is PREVIEW_SECRET when set, and a short one is refused', async () => {
    const { db } = await createMemoryDatabase();
    expect(await previewSecret(db, 's'.repeat(32))).toBe('s'.repeat(32));
    await expect(previewSecret(db, 'short')).rejects.toThrow(/at least 32/);
  });

  it("names the maker by name, else e-mail, with the account's role", async () => {
    const { db } = await createMemoryDatabase();
    await seedDatabase(db);
    expect(await previewAccount(db, 'user-retailer-greenleaf')).toEqual({
      id: 'user-retailer-greenleaf',
      retailerOf: 'greenleaf',
      displayName: 'Greenleaf Collective team',
    });
    expect(await previewAccount(db, 'user-demo-shopper')).toMatchObject({ retailerOf: null });
    expect(await previewAccount(db, 'nobody')).toBeNull();
  });
});
