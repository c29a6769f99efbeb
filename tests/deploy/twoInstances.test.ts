/**
 * The deployment of docs/deploy.md, small: two storefront instances (WORKERS=1 each) on one
 * throwaway PostgreSQL behind HAProxy (tests/tools/with-balancer.ts), over HTTP on loopback.
 * - a shopper signs in through the balancer, landing on instance 1, and uses the cart on instance 2
 *   (asked directly, to prove the session and the cart live in the shared database, not in a process);
 * - a resume posted to instance 1 is in the shared database for instance 2 (uploads, issue 32);
 * - instance 1 is killed (SIGKILL, primary and workers) while shoppers add to their carts and place
 *   orders with request keys through the balancer: every acknowledged add and order is there
 *   afterwards, each request key made one order, and the balancer keeps serving from instance 2.
 *
 *   pnpm test:deploy   (builds the storefront, then runs this under tests/tools/with-postgres.sh)
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products, retailers } from '@storefront/fixtures/catalog';
import { orderSlots } from '@storefront/components/rules';
import { type StorefrontDb, openingStock } from '@storefront/demo-api';
import { databaseFileStore } from '@storefront/demo-api/db';
import { startStorefrontInstance, type StorefrontInstance } from '../bench/serverProcess.ts';
import { createTestDatabase, type TestDatabase } from '../backend/testDb.ts';
import { freePort, startBalancer, type Balancer } from '../tools/with-balancer.ts';

const STORE = 'ret-mi-detroit';
const PASSWORD = 'two-instances-Passphrase-2026';
/** Products the Detroit store carries with at least 20 of the option on its shelf (no refusal for stock). */
const stocked = products.flatMap((p) => {
  const option = p.options[0]?.option;
  return p.isActive && option && p.retailerIds.includes(STORE) && openingStock(STORE, p.id, option) >= 20
    ? [{ productId: p.id, option }]
    : [];
});
const detroit = retailers.find((r) => r.id === STORE);

let testDb: TestDatabase;
let balancer: Balancer;
const instances: StorefrontInstance[] = [];
const dataDirs: string[] = [];

interface Answer {
  status: number;
  json: { data?: unknown; message?: string } & Record<string, unknown>;
  headers: Headers;
}

/** A browser-like call: the origin of the server it talks to, the session cookie when given. */
async function call(base: string, method: string, path: string, body?: unknown, cookie = ''): Promise<Answer> {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: { origin: base, ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...(cookie ? { cookie } : {}) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    signal: AbortSignal.timeout(15_000),
  });
  const text = await res.text();
  let json: Answer['json'] = {};
  try {
    json = JSON.parse(text) as Answer['json'];
  } catch {
    // a balancer's error page is HTML
  }
  return { status: res.status, json, headers: res.headers };
}

const sessionOf = (answer: Answer): string =>
  (answer.headers.getSetCookie().find((c) => c.startsWith('sf_session=')) ?? '').split(';')[0] ?? '';

/** The cart (a read: asked again when it was in flight to an instance that died). */
const cartOf = async (base: string, cookie: string) => {
  let res: Answer | null = null;
  for (let attempt = 0; attempt < 3 && res?.status !== 200; attempt += 1)
    res = await call(base, 'GET', '/api/cart', undefined, cookie).catch(() => null);
  expect(res?.status).toBe(200);
  return res?.json.data as { items: Array<{ productId: string; option: string; quantity: number }> };
};

const orderBody = (requestKey: string, email: string) => ({
  retailerId: STORE,
  orderType: 'PICKUP',
  pricingType: 'RECREATIONAL',
  requestKey,
  slot: detroit ? orderSlots(detroit, new Date(), 1)[0]?.value : undefined,
  contact: { firstName: 'Two', lastName: 'Instances', email, phone: '3135550100' },
});

beforeAll(async () => {
  if (!process.env.DATABASE_URL)
    throw new Error('The two-instance test needs PostgreSQL: run it with `pnpm test:deploy` (tests/tools/with-postgres.sh).');
  testDb = await createTestDatabase();
  const ports = [await freePort(), await freePort()];
  balancer = await startBalancer(
    ports.map((port) => ({ host: '127.0.0.1', port })),
    { revealUpstream: true },
  );
  const env = (dir: string) => ({ ...testDb.env, DATA_DIR: dir, TRUST_PROXY: '127.0.0.1', SIGN_UP_LIMIT_PER_HOUR: '1000' });
  for (const port of ports) {
    const dir = mkdtempSync(join(tmpdir(), 'storefront-instance-'));
    dataDirs.push(dir);
    // One after the other: the first migrates and seeds, the second finds it done.
    instances.push(await startStorefrontInstance({ port, workers: 1, env: env(dir) }));
  }
  // The balancer's check brings each instance in within a second or two of it listening.
  const seen = new Set<string>();
  for (let i = 0; i < 200 && seen.size < 2; i += 1) {
    const res = await fetch(`${balancer.url}/healthz`).catch(() => null);
    const upstream = res?.headers.get('x-balancer-upstream');
    if (res?.ok && upstream) seen.add(upstream);
    await new Promise((r) => setTimeout(r, 50));
  }
  expect([...seen].sort()).toEqual(['s1', 's2']);
}, 120_000);

afterAll(async () => {
  for (const instance of instances) await instance.stop();
  await balancer?.stop();
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  await testDb?.destroy();
}, 60_000);

describe('two instances behind the balancer, one PostgreSQL', () => {
  let cookie = '';
  let email = '';

  it('signs in through the balancer on instance 1 and uses the cart on instance 2', async () => {
    const [one, two] = instances;
    if (!one || !two) throw new Error('two instances expected');
    email = `two.instances.${Date.now()}@example.com`;
    // The account from instance 2 directly; the sign-in below through the balancer.
    expect(
      (await call(two.url, 'POST', '/api/auth/sign-up', { firstName: 'Two', lastName: 'Instances', email, password: PASSWORD })).status,
    ).toBe(201);
    for (let attempt = 0; attempt < 8 && !cookie; attempt += 1) {
      const res = await call(balancer.url, 'POST', '/api/auth/sign-in', { email, password: PASSWORD });
      expect(res.status).toBe(200);
      if (res.headers.get('x-balancer-upstream') === 's1') cookie = sessionOf(res);
    }
    expect(cookie, 'a sign-in through the balancer landed on instance 1').toMatch(/^sf_session=./);
    const [first, second] = stocked;
    if (!first || !second) throw new Error('the Detroit store has too few stocked products');
    // Instance 2 knows the session instance 1 started, and takes the cart change.
    expect((await call(two.url, 'GET', '/api/me', undefined, cookie)).status).toBe(200);
    expect((await call(two.url, 'POST', '/api/cart/items', { item: { ...first, quantity: 2 } }, cookie)).status).toBe(200);
    // Instance 1 sees it, and adds to the same cart; instance 2 sees both lines.
    expect((await cartOf(one.url, cookie)).items).toEqual([expect.objectContaining({ ...first, quantity: 2 })]);
    expect((await call(one.url, 'POST', '/api/cart/items', { item: { ...second, quantity: 1 } }, cookie)).status).toBe(200);
    expect((await cartOf(two.url, cookie)).items.map((i) => [i.productId, i.quantity])).toEqual([
      [first.productId, 2],
      [second.productId, 1],
    ]);
    expect((await call(balancer.url, 'DELETE', '/api/cart', undefined, cookie)).status).toBe(200);
  });

  it('keeps a resume posted to instance 1 in the shared database, none on its disk', async () => {
    const [one] = instances;
    if (!one) throw new Error('instance 1 expected');
    const form = new FormData();
    for (const [key, value] of Object.entries({
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      phone: '313-555-0142',
      position: 'Budtender',
      coverLetter: 'Terpenes.',
    }))
      form.set(key, value);
    const resume = new Uint8Array(50_000).map((_, i) => (i < 9 ? '%PDF-1.7\n'.charCodeAt(i) : i % 251));
    form.set('resume', new Blob([resume], { type: 'application/pdf' }), 'cv.pdf');
    const res = await fetch(`${one.url}/api/careers`, { method: 'POST', headers: { origin: one.url }, body: form });
    expect(res.status).toBe(201);
    const id = ((await res.json()) as { data: { resume: { id: string } } }).data.resume.id;
    const store: StorefrontDb = await testDb.open();
    try {
      const read = await databaseFileStore(store.db).read(`${id}.pdf`);
      expect(Buffer.from(read ?? []).equals(Buffer.from(resume))).toBe(true);
      expect(existsSync(join(dataDirs[0] ?? '', 'uploads')), "instance 1's data folder has no uploads").toBe(false);
    } finally {
      await store.close();
    }
  });

  it('loses nothing acknowledged when instance 1 is killed mid-write, and keeps serving', async () => {
    const [one, two] = instances;
    if (!one || !two) throw new Error('two instances expected');
    // Four shoppers, each signed in through the balancer.
    const shoppers: Array<{ email: string; cookie: string }> = [];
    for (let i = 0; i < 4; i += 1) {
      const shopperEmail = `writer.${i}.${Date.now()}@example.com`;
      const res = await call(balancer.url, 'POST', '/api/auth/sign-up', {
        firstName: 'Writer',
        lastName: `No ${i}`,
        email: shopperEmail,
        password: PASSWORD,
      });
      expect(res.status).toBe(201);
      shoppers.push({ email: shopperEmail, cookie: sessionOf(res) });
    }
    const acked = new Map<string, Set<string>>(shoppers.map((s) => [s.cookie, new Set()]));
    const ordered = new Map<string, string>();
    let killedAt = 0;
    let afterKill = { ok: 0, failed: 0 };
    let ackCount = 0;
    const note = (ok: boolean) => {
      if (killedAt && ok) afterKill = { ...afterKill, ok: afterKill.ok + 1 };
      if (killedAt && !ok) afterKill = { ...afterKill, failed: afterKill.failed + 1 };
    };
    const killer = (async () => {
      // Mid-write: once some adds are in, while every shopper still has requests on the way.
      while (ackCount < 12) await new Promise((r) => setTimeout(r, 5));
      killedAt = Date.now();
      await one.kill();
    })();
    await Promise.all(
      shoppers.map(async (shopper, index) => {
        for (let round = 0; round < 3; round += 1) {
          for (let k = 0; k < 6; k += 1) {
            const item = stocked[(index * 18 + round * 6 + k) % stocked.length];
            if (!item) throw new Error('no stocked product');
            const res = await call(balancer.url, 'POST', '/api/cart/items', { item: { ...item, quantity: 1 } }, shopper.cookie).catch(
              () => null,
            );
            const ok = res?.status === 200;
            note(ok);
            if (ok) {
              acked.get(shopper.cookie)?.add(item.productId);
              ackCount += 1;
            }
          }
          // Before ordering, the cart is compared with what was acknowledged (an order empties it).
          const cart = await cartOf(balancer.url, shopper.cookie);
          const inCart = new Set(cart.items.map((i) => i.productId));
          for (const productId of acked.get(shopper.cookie) ?? [])
            expect(inCart, `acknowledged add of ${productId} kept`).toContain(productId);
          acked.get(shopper.cookie)?.clear();
          if (inCart.size === 0) continue;
          // The order with its request key: retried with the same key until it is acknowledged.
          const key = `two-instances-${index}-${round}`;
          for (let attempt = 0; attempt < 20 && !ordered.has(key); attempt += 1) {
            const res = await call(balancer.url, 'POST', '/api/orders', orderBody(key, shopper.email), shopper.cookie).catch(() => null);
            note(res?.status === 201 || res?.status === 200);
            const id = (res?.json.data as { id?: string } | undefined)?.id;
            if ((res?.status === 201 || res?.status === 200) && id) ordered.set(key, id);
            else await new Promise((r) => setTimeout(r, 200));
          }
          expect(ordered.has(key), `order ${key} acknowledged`).toBe(true);
        }
      }),
    );
    await killer;
    expect(killedAt).toBeGreaterThan(0);
    // The balancer kept serving: requests after the kill went through; at most the ones in flight
    // to instance 1 when it died failed (one per shopper).
    expect(afterKill.ok).toBeGreaterThan(10);
    expect(afterKill.failed).toBeLessThanOrEqual(shoppers.length);
    // Every acknowledged order is in the database once, read through instance 2; one order per key.
    const store = await testDb.open();
    try {
      const rows = await store.db
        .selectFrom('orders')
        .select(['id', 'requestKey'])
        .where('requestKey', 'like', 'two-instances-%')
        .execute();
      expect(rows.map((r) => r.requestKey).sort()).toEqual([...ordered.keys()].sort());
      expect(new Set(rows.map((r) => r.id))).toEqual(new Set(ordered.values()));
      const negative = await store.db.selectFrom('stock').select('productId').where('quantity', '<', 0).execute();
      expect(negative).toEqual([]);
    } finally {
      await store.close();
    }
    for (const shopper of shoppers) {
      const res = await call(two.url, 'GET', '/api/orders', undefined, shopper.cookie);
      expect(res.status).toBe(200);
    }
    // And through the balancer, with instance 1 gone, pages and API calls still answer.
    expect((await fetch(`${balancer.url}/shop`)).status).toBe(200);
    expect((await call(balancer.url, 'GET', '/api/cart', undefined, cookie)).status).toBe(200);
  });
});
