/**
 * The backend suite, in-process: the API over the run's database engine (SQLite in a temporary
 * folder, or PostgreSQL under tests/tools/with-postgres.sh). Accounts and sessions, rate limits,
 * the cart under concurrency, the guest cart (its cookie, limits, expiry, merging at sign-in),
 * orders as one idempotent transaction, what the seed may and may not touch, that everything
 * survives reopening the database, and that no shopper reaches another's data, resource by resource.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import {
  createDemoApi,
  type DemoApi,
  createDemoFetchHandler,
  CART_COOKIE,
  LIMITS,
  type StorefrontDb,
  loadCatalogFromDatabase,
  seedDatabase,
  DEMO_PASSWORD,
  DEMO_USER,
} from '@storefront/demo-api';
import { createTestDatabase, engine, type TestDatabase } from './testDb.ts';
import { demoCatalog } from '@storefront/fixtures/catalog';
import { orderSlots } from '@storefront/components/rules';

let testDb: TestDatabase;
let store: StorefrontDb;
let api: DemoApi;
let clock = Date.parse('2026-11-24T15:00:00Z');

async function openApi(): Promise<void> {
  store = await testDb.open();
  await seedDatabase(store.db, { now: clock });
  const { catalog, cms } = await loadCatalogFromDatabase(store.db);
  api = createDemoApi({ database: store, catalog, cms: cms.fixtures, cmsNames: cms.names, now: () => clock });
}

beforeAll(async () => {
  testDb = await createTestDatabase();
  await openApi();
}, 60_000);
afterAll(async () => {
  await store.close();
  await testDb.destroy();
});

interface Answer {
  status: number;
  json: { statusCode?: number; message?: string; data?: unknown; token?: unknown } & Record<string, unknown>;
  headers: Record<string, string | string[]>;
}
async function call(method: string, path: string, body?: unknown, cookie = '', extra: Record<string, string> = {}): Promise<Answer> {
  const [pathname, search = ''] = path.split('?');
  const answer = await api({
    method,
    path: pathname ?? path,
    query: new URLSearchParams(search),
    body,
    headers: { host: 'localhost:4000', ...(cookie ? { cookie } : {}), ...extra },
    ip: extra['x-test-ip'] ?? '',
  });
  return { status: answer.status, json: answer.json as Answer['json'], headers: answer.headers ?? {} };
}
/** The answer's Set-Cookie for the cookie `name` ('' when it sets none). */
const setCookieOf = (answer: Answer, name: string): string => {
  const set = answer.headers['set-cookie'];
  return (Array.isArray(set) ? set : set ? [set] : []).find((cookie) => cookie.startsWith(`${name}=`)) ?? '';
};
/** `name=value` of the answer's Set-Cookie for `name`: what a browser sends back. */
const cookieOf = (answer: Answer, name: string): string => setCookieOf(answer, name).split(';')[0] ?? '';
const sessionOf = (answer: Answer): string => cookieOf(answer, 'sf_session');
const data = <T>(answer: Answer): T => answer.json.data as T;

let shopperCount = 0;
async function newShopper(first = 'Dana'): Promise<{ cookie: string; id: string; email: string }> {
  shopperCount += 1;
  const email = `${first.toLowerCase()}.${shopperCount}.${engine}@example.com`;
  const res = await call('POST', '/api/auth/sign-up', { firstName: first, lastName: 'Tester', email, password: 'correct horse 1' });
  expect(res.status).toBe(201);
  return { cookie: sessionOf(res), id: data<{ _id: string }>(res)._id, email };
}

const product = (i: number) => ({ productId: `prod-000${i}`, option: '1g' });
const contact = { firstName: 'Dana', lastName: 'Tester', email: 'dana@example.com', phone: '3135550100' };
/**
 * The Detroit store's first pickup slot from the API's now (orders need a time the store offers:
 * isOfferedSlot). On the API's clock, not the machine's: a slot from the real date fell outside the
 * 3-day horizon once the real date passed the fixed clock by 3 days.
 */
const detroitStore = demoCatalog.retailers.find((r) => r.id === 'ret-mi-detroit');
const firstSlot = () => (detroitStore ? orderSlots(detroitStore, new Date(clock), 1)[0]?.value : undefined);
const orderBody = (requestKey: string) => ({
  retailerId: 'ret-mi-detroit',
  orderType: 'PICKUP',
  pricingType: 'RECREATIONAL',
  contact,
  requestKey,
  slot: firstSlot(),
});

describe(`accounts and sessions (${engine})`, () => {
  it('signs up, answers with the user and an HttpOnly cookie, never a token in the body', async () => {
    const res = await call('POST', '/api/auth/sign-up', {
      firstName: 'Ann',
      lastName: 'Lee',
      email: `ann.${engine}@example.com`,
      password: 'secret-pass',
    });
    expect(res.status).toBe(201);
    expect(res.json).not.toHaveProperty('token');
    expect(String(res.headers['set-cookie'])).toMatch(/^sf_session=[\w-]{43}; Path=\/; HttpOnly; SameSite=Lax; Max-Age=2592000$/);
    expect((await call('GET', '/api/me', undefined, sessionOf(res))).status).toBe(200);
  });

  it.each([
    [{ firstName: 'Ann', lastName: 'Lee', email: 'not-an-email', password: 'secret-pass' }, 400, 'Please provide a correct email address!'],
    [{ firstName: 'Ann', lastName: 'Lee', email: 'ann2@example.com', password: 'short' }, 400, 'Please provide at least 6 characters!'],
    [{ lastName: 'Lee', email: 'ann3@example.com', password: 'secret-pass' }, 400, 'Please enter first name.'],
    [
      { firstName: 'x'.repeat(101), lastName: 'Lee', email: 'ann4@example.com', password: 'secret-pass' },
      400,
      '"firstName" is too long (at most 100 characters).',
    ],
  ])('checks the form rules again on the server: %j → %i %s', async (body, status, message) => {
    const res = await call('POST', '/api/auth/sign-up', body);
    expect(res.status).toBe(status);
    expect(res.json.message).toBe(message);
  });

  it('one account per e-mail, whatever its case', async () => {
    const { email } = await newShopper();
    const again = await call('POST', '/api/auth/sign-up', {
      firstName: 'X',
      lastName: 'Y',
      email: email.toUpperCase(),
      password: 'secret-pass',
    });
    expect(again.status).toBe(409);
    expect(again.json.message).toBe('An account with this email already exists.');
  });

  it('stores passwords as scrypt hashes and sessions only as SHA-256 hashes of random tokens', async () => {
    const { cookie, id } = await newShopper();
    const user = await store.db.selectFrom('users').select('passwordHash').where('id', '=', id).executeTakeFirstOrThrow();
    expect(user.passwordHash).toMatch(/^scrypt\$32768\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
    const token = cookie.split('=')[1] ?? '';
    const rows = await store.db.selectFrom('sessions').select('tokenHash').where('userId', '=', id).execute();
    expect(rows.map((r) => r.tokenHash)).toEqual([createHash('sha256').update(token).digest('hex')]);
    const second = sessionOf(
      await call('POST', '/api/auth/sign-in', { email: `dana.${shopperCount}.${engine}@example.com`, password: 'correct horse 1' }),
    );
    expect(second).not.toBe(cookie);
  });

  it('the demo shopper signs in with the documented password only; the old fixed token is gone', async () => {
    expect((await call('POST', '/api/auth/sign-in', { email: DEMO_USER.email, password: DEMO_PASSWORD })).status).toBe(200);
    const wrong = await call('POST', '/api/auth/sign-in', { email: DEMO_USER.email, password: 'anything-6' });
    expect(wrong.status).toBe(401);
    expect(wrong.json.message).toBe('Invalid email or password.');
    const unknown = await call('POST', '/api/auth/sign-in', { email: 'nobody@example.com', password: 'anything-6' });
    expect(unknown.json.message).toBe(wrong.json.message);
    expect((await call('GET', '/api/me', undefined, '', { authorization: 'Bearer demo-token-shopper' })).status).toBe(401);
    expect((await call('GET', '/api/me', undefined, 'sf_session=demo-session-token-000004')).status).toBe(401);
    await call('POST', '/api/auth/sign-in', { email: DEMO_USER.email, password: DEMO_PASSWORD }); // clears the failure count
  });

  it('sign-out revokes the session; sign out everywhere revokes every session of the shopper', async () => {
    const { cookie, email } = await newShopper();
    await call('POST', '/api/auth/sign-out', {}, cookie);
    expect((await call('GET', '/api/me', undefined, cookie)).status).toBe(401);
    const one = sessionOf(await call('POST', '/api/auth/sign-in', { email, password: 'correct horse 1' }));
    const two = sessionOf(await call('POST', '/api/auth/sign-in', { email, password: 'correct horse 1' }));
    const out = await call('POST', '/api/auth/sign-out-everywhere', {}, one);
    expect(out.status).toBe(200);
    expect(String(out.headers['set-cookie'])).toMatch(/Max-Age=0/);
    expect((await call('GET', '/api/me', undefined, two)).status).toBe(401);
  });

  it('a session expires after 30 days', async () => {
    const { cookie } = await newShopper();
    clock += 31 * 24 * 60 * 60 * 1000;
    try {
      expect((await call('GET', '/api/me', undefined, cookie)).status).toBe(401);
    } finally {
      clock -= 31 * 24 * 60 * 60 * 1000;
    }
  });

  it('rate-limits sign-in per account (429 with Retry-After), and a success clears the count', async () => {
    const { email } = await newShopper();
    const statuses: number[] = [];
    for (let i = 0; i < 7; i += 1) statuses.push((await call('POST', '/api/auth/sign-in', { email, password: 'wrong-password' })).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429]);
    const limited = await call('POST', '/api/auth/sign-in', { email, password: 'correct horse 1' });
    expect(limited.status).toBe(429);
    expect(limited.json.message).toMatch(/^Too many attempts\. Please wait \d+ minutes? and try again\.$/);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('rate-limits sign-in per address', async () => {
    const ip = { 'x-test-ip': '203.0.113.9' };
    const statuses: number[] = [];
    for (let i = 0; i < 12; i += 1)
      statuses.push(
        (await call('POST', '/api/auth/sign-in', { email: `guess${i}@example.com`, password: 'wrong-password' }, '', ip)).status,
      );
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(10)).toEqual([429, 429]);
  });

  it('answers a 128,000-character e-mail with a 400 on sign-in, sign-up and popup subscribe', async () => {
    const email = `${'a'.repeat(64_000)}@${'b.'.repeat(31_999)}c`;
    for (const [path, body] of [
      ['/api/auth/sign-in', { email, password: 'secret-pass' }],
      ['/api/auth/sign-up', { firstName: 'A', lastName: 'B', email, password: 'secret-pass' }],
      ['/api/popup/subscribe', { email, popupCampaignId: 'campaign-welcome', visitorId: 'v' }],
    ] as const) {
      const res = await call('POST', path, body);
      expect(res.status).toBe(400);
      expect(res.json.message).toBe('"email" is too long (at most 254 characters).');
    }
  });

  it('odd text never reaches the database as an error: NUL in a field is a 400 naming it', async () => {
    const { cookie } = await newShopper();
    const res = await call('POST', '/api/tickets', { subject: 'a\u0000b', category: 'other', message: 'hi' }, cookie);
    expect(res.status).toBe(400);
    expect(res.json.message).toBe('"subject" contains a character that is not allowed.');
    const emoji = await call(
      'POST',
      '/api/tickets',
      { subject: 'Ünïcödé 🌿 <b>ok</b>', category: 'other', message: "'; drop table users; --" },
      cookie,
    );
    expect(emoji.status).toBe(201);
    expect(data<{ subject: string }>(emoji).subject).toBe('Ünïcödé 🌿 <b>ok</b>');
  });

  it('refuses a state-changing call from another origin', async () => {
    const res = await call('POST', '/api/auth/sign-in', { email: DEMO_USER.email, password: DEMO_PASSWORD }, '', {
      origin: 'https://evil.example',
    });
    expect(res.status).toBe(403);
  });
});

describe(`the signed-in cart (${engine})`, () => {
  it('takes concurrent adds from two tabs without losing any (server-side merge)', async () => {
    const { cookie } = await newShopper();
    const adds = [1, 2, 3, 4, 5, 6].map((i) => call('POST', '/api/cart/items', { item: { ...product(i), quantity: 1 } }, cookie));
    const same = Array.from({ length: 4 }, () => call('POST', '/api/cart/items', { item: { ...product(7), quantity: 1 } }, cookie));
    const answers = await Promise.all([...adds, ...same]);
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
    const cart = data<{ items: Array<{ productId: string; quantity: number }>; version: number }>(
      await call('GET', '/api/cart', undefined, cookie),
    );
    expect(cart.items.map((i) => `${i.productId}×${i.quantity}`).sort()).toEqual([
      'prod-0001×1',
      'prod-0002×1',
      'prod-0003×1',
      'prod-0004×1',
      'prod-0005×1',
      'prod-0006×1',
      'prod-0007×4',
    ]);
    expect(cart.version).toBe(10);
  });

  it('refuses a change made against a stale version (409), and takes prices from the catalogue', async () => {
    const { cookie } = await newShopper();
    const first = await call('POST', '/api/cart/items', { item: { ...product(1), quantity: 2, price: 0.01 } }, cookie);
    const { version, items } = data<{ version: number; items: Array<{ price: number }> }>(first);
    expect(items[0]?.price).toBeGreaterThan(1);
    await call('POST', '/api/cart/items', { item: { ...product(2), quantity: 1 } }, cookie);
    const stale = await call('PATCH', '/api/cart/items', { ...product(1), quantity: 5, version }, cookie);
    expect(stale.status).toBe(409);
    expect(stale.json.message).toBe('Your cart changed in another tab. Please review it.');
  });
});

describe(`orders (${engine})`, () => {
  it('places an order from the cart in one transaction, priced on the server, and empties the cart', async () => {
    const { cookie } = await newShopper();
    await call('POST', '/api/cart/items', { item: { ...product(1), quantity: 2 } }, cookie);
    const res = await call('POST', '/api/orders', orderBody('order-1'), cookie);
    expect(res.status).toBe(201);
    const order = data<{
      id: string;
      totalCents: number;
      subtotalCents: number;
      discountCents: number;
      taxCents: number;
      lines: unknown[];
      statusHistory: Array<{ status: string }>;
    }>(res);
    expect(order.lines).toHaveLength(1);
    expect(order.totalCents).toBe(order.subtotalCents - order.discountCents + order.taxCents);
    expect(order.statusHistory.map((h) => h.status)).toEqual(['placed']);
    expect(data<{ items: unknown[] }>(await call('GET', '/api/cart', undefined, cookie)).items).toEqual([]);
  });

  it("prices an order with the deal running at the store and the state's taxes (rules/commerce/pricing.ts)", async () => {
    const { cookie } = await newShopper();
    // Blue Dream 1 g lists at $13.00; '20% Off Select Flower' runs every day in Detroit: $10.40 each.
    await call('POST', '/api/cart/items', { item: { productId: 'prod-0001', option: '1g', quantity: 2 } }, cookie);
    const res = await call('POST', '/api/orders', orderBody('deal-order'), cookie);
    expect(res.status).toBe(201);
    const order = data<{
      subtotalCents: number;
      discountCents: number;
      taxCents: number;
      totalCents: number;
      lines: Array<{ unitPriceCents: number; regularPriceCents: number; lineTotalCents: number }>;
    }>(res);
    expect(order.lines[0]).toMatchObject({ unitPriceCents: 1040, regularPriceCents: 1300, lineTotalCents: 2080 });
    // Michigan adult use: 10% excise ($2.08) and 6% sales tax ($1.25) on the $20.80 paid.
    expect(order).toMatchObject({ subtotalCents: 2600, discountCents: 520, taxCents: 333, totalCents: 2413 });
  });

  it("takes only a time the store offers, the payment method with a card's last four digits, and a medical card on the medical menu", async () => {
    const { cookie } = await newShopper();
    await call('POST', '/api/cart/items', { item: { productId: 'prod-0001', option: '1g', quantity: 1 } }, cookie);
    const late = await call('POST', '/api/orders', { ...orderBody('late'), slot: '2020-01-01T15:00:00.000Z' }, cookie);
    expect([late.status, late.json.message]).toEqual([400, 'That time is no longer available. Please choose another time.']);
    const shortCard = await call(
      'POST',
      '/api/orders',
      { ...orderBody('card-bad'), payment: { method: 'CARD', cardLastFour: '12', cardExpiry: '02/28' } },
      cookie,
    );
    expect([shortCard.status, shortCard.json.message]).toEqual([400, 'Card number should be at least 16 digit.']);
    const noPatientCard = await call('POST', '/api/orders', { ...orderBody('medical'), pricingType: 'MEDICAL' }, cookie);
    expect([noPatientCard.status, noPatientCard.json.message]).toEqual([400, 'Please enter medical card number.']);
    const placed = await call(
      'POST',
      '/api/orders',
      { ...orderBody('card-ok'), payment: { method: 'CARD', cardLastFour: '1234', cardExpiry: '02/28' } },
      cookie,
    );
    expect(placed.status).toBe(201);
    const order = data<{ details: { slot: string; payment: { method: string; cardLastFour: string } } }>(placed);
    expect(order.details.payment).toEqual({ method: 'CARD', cardLastFour: '1234', cardExpiry: '02/28' });
    expect(order.details.slot).toBe(firstSlot());
  });

  it("refuses an order past the state's purchase limit and keeps the cart", async () => {
    const { cookie, id } = await newShopper();
    // 6 × 14 g = 84 g of flower; Michigan allows 2.5 oz (70.9 g) per transaction.
    await call('POST', '/api/cart/items', { item: { productId: 'prod-0001', option: '14g', quantity: 2 } }, cookie);
    await call('POST', '/api/cart/items', { item: { productId: 'prod-0002', option: '14g', quantity: 2 } }, cookie);
    await call('POST', '/api/cart/items', { item: { productId: 'prod-0003', option: '14g', quantity: 2 } }, cookie);
    const res = await call('POST', '/api/orders', orderBody('over-limit'), cookie);
    expect([res.status, res.json.message]).toEqual([
      400,
      'Purchase limit: Flower is limited to 70.9 g per order. Please lower a quantity.',
    ]);
    expect(await store.db.selectFrom('orders').select('id').where('userId', '=', id).execute()).toEqual([]);
    expect(data<{ items: unknown[] }>(await call('GET', '/api/cart', undefined, cookie)).items).toHaveLength(3);
  });

  it('a retried "Place order" (same requestKey, even at the same moment) makes one order', async () => {
    const { cookie, id } = await newShopper();
    await call('POST', '/api/cart/items', { item: { ...product(3), quantity: 1 } }, cookie);
    const [a, b] = await Promise.all([
      call('POST', '/api/orders', orderBody('same-key'), cookie),
      call('POST', '/api/orders', orderBody('same-key'), cookie),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 201]);
    expect(data<{ id: string }>(a).id).toBe(data<{ id: string }>(b).id);
    const rows = await store.db.selectFrom('orders').select('id').where('userId', '=', id).execute();
    expect(rows).toHaveLength(1);
  });

  it('prices each menu from its own price list: the same cart costs less on the medical menu', async () => {
    const subtotal = async (pricingType: 'MEDICAL' | 'RECREATIONAL') => {
      const { cookie } = await newShopper();
      await call('POST', '/api/cart/items', { item: { productId: 'prod-0001', option: '3.5g', quantity: 1 } }, cookie);
      const medicalCard = pricingType === 'MEDICAL' ? { number: 'MI-0000-1234', expiry: '12/27' } : undefined;
      const res = await call('POST', '/api/orders', { ...orderBody(`menu-${pricingType}`), pricingType, medicalCard }, cookie);
      expect(res.status).toBe(201);
      return data<{ lines: Array<{ regularPriceCents: number }> }>(res).lines[0]?.regularPriceCents;
    };
    const blueDream = (await import('@storefront/fixtures/catalog')).products
      .find((p) => p.id === 'prod-0001')
      ?.options.find((o) => o.option === '3.5g');
    expect(await subtotal('RECREATIONAL')).toBe(Math.round((blueDream?.price ?? 0) * 100));
    expect(await subtotal('MEDICAL')).toBe(Math.round((blueDream?.medicalPrice ?? 0) * 100));
    expect(blueDream?.medicalPrice).toBeLessThan(blueDream?.price ?? 0);
  });

  it("checks a delivery address against the stores' delivery zones", async () => {
    const detroit = await call('POST', '/api/delivery/check', { line1: '1450 Woodward Ave', city: 'Detroit', postalCode: '48226' });
    expect(detroit.status).toBe(200);
    expect(
      data<{ retailers: Array<{ retailerId: string; fee: number; minimum: number }>; address: { state: string } }>(detroit),
    ).toMatchObject({
      address: { state: 'MI', postalCode: '48226' },
      retailers: [{ retailerId: 'ret-mi-detroit', fee: 5, minimum: 50 }],
    });
    const nowhere = await call('POST', '/api/delivery/check', {
      line1: '45 Monroe Center St NW',
      city: 'Grand Rapids',
      postalCode: '49503',
    });
    expect(data<{ retailers: unknown[] }>(nowhere).retailers).toEqual([]);
    const missing = await call('POST', '/api/delivery/check', { line1: '', city: 'Detroit', postalCode: '48226' });
    expect([missing.status, missing.json.message]).toEqual([400, 'Please enter street address.']);
    const badZip = await call('POST', '/api/delivery/check', { line1: '1 Main St', city: 'Detroit', postalCode: '482' });
    expect([badZip.status, badZip.json.message]).toEqual([400, 'Please enter a valid ZIP code.']);
    const huge = await call('POST', '/api/delivery/check', { line1: 'x'.repeat(5000), city: 'Detroit', postalCode: '48226' });
    expect(huge.status).toBe(400);
  });

  it('an empty cart or a product no longer sold places nothing and keeps the cart', async () => {
    const { cookie, id } = await newShopper();
    expect((await call('POST', '/api/orders', orderBody('empty'), cookie)).json.message).toBe('Your cart is empty.');
    await call('POST', '/api/cart/items', { item: { ...product(4), quantity: 1 } }, cookie);
    // The line's option disappears from the catalogue between adding and ordering.
    await store.db
      .updateTable('cartLines')
      .set({ item: JSON.stringify({ productId: 'prod-0004', option: 'gone', product: { name: 'Ghost' } }), lineKey: 'prod-0004\u001fgone' })
      .where('userId', '=', id)
      .execute();
    const res = await call('POST', '/api/orders', orderBody('ghost'), cookie);
    expect(res.status).toBe(400);
    expect(await store.db.selectFrom('orders').select('id').where('userId', '=', id).execute()).toEqual([]);
    expect(data<{ items: unknown[] }>(await call('GET', '/api/cart', undefined, cookie)).items).toHaveLength(1);
  });
});

describe(`support tickets and chats (${engine})`, () => {
  it("checks a ticket by the storefront's form table, and a reply reopens an answered ticket", async () => {
    const { cookie } = await newShopper();
    for (const [body, message] of [
      [{ category: '', subject: 'Late', message: 'Where?' }, 'Please enter topic.'],
      [{ category: 'order', subject: ' ', message: 'Where?' }, 'Please enter subject.'],
      [{ category: 'order', subject: 'Late', message: '' }, 'Please enter message.'],
    ] as const) {
      const res = await call('POST', '/api/tickets', body, cookie);
      expect(res.status).toBe(400);
      expect(res.json.message).toBe(message);
    }
    const ticket = data<{ id: string; status: string }>(
      await call(
        'POST',
        '/api/tickets',
        { category: 'product', subject: 'Terpenes?', message: 'Which terpenes are in Wedding Cake?' },
        cookie,
      ),
    );
    expect(ticket.status).toBe('open');
    await store.db.updateTable('tickets').set({ status: 'answered' }).where('id', '=', ticket.id).execute();
    clock += 60_000; // the reply a minute later
    const reply = await call('POST', `/api/tickets/${ticket.id}/messages`, { message: 'Thanks!' }, cookie);
    expect(reply.status).toBe(201);
    const after = data<{ status: string; messages: Array<{ author: string; body: string }> }>(reply);
    expect(after.status).toBe('open');
    expect(after.messages.map((m) => m.body)).toEqual(['Which terpenes are in Wedding Cake?', 'Thanks!']);
    expect((await call('POST', `/api/tickets/${ticket.id}/messages`, { message: '   ' }, cookie)).json.message).toBe(
      'Please enter message.',
    );
  });

  it('the demo shopper starts with a completed order, and Buy Again lists its products', async () => {
    const cookie = sessionOf(await call('POST', '/api/auth/sign-in', { email: DEMO_USER.email, password: DEMO_PASSWORD }));
    const orders = data<{ data: Array<{ number: string; status: string; total: number }> }>(
      await call('GET', '/api/orders', undefined, cookie),
    ).data;
    expect(orders).toContainEqual(expect.objectContaining({ number: '10482', status: 'completed', total: 97.44 }));
    const purchases = data<Array<{ slug: string; timesOrdered: number }>>(await call('GET', '/api/me/purchases', undefined, cookie));
    expect(purchases.map((p) => p.slug).sort()).toEqual(['sour-watermelon-gummies-edible-10pk', 'wedding-cake-flower-3-5g']);
    expect(purchases.every((p) => p.timesOrdered === 1)).toBe(true);
  });

  it('the demo shopper starts with an answered ticket and a chat the store answered', async () => {
    const res = await call('POST', '/api/auth/sign-in', { email: DEMO_USER.email, password: DEMO_PASSWORD });
    const cookie = sessionOf(res);
    const tickets = data<{ data: Array<{ id: string; status: string }> }>(await call('GET', '/api/tickets', undefined, cookie)).data;
    expect(tickets.map((t) => t.status)).toContain('answered');
    const chats = data<{ data: Array<{ id: string }> }>(await call('GET', '/api/chats', undefined, cookie)).data;
    const chat = data<{ messages: Array<{ author: string }> }>(await call('GET', `/api/chats/${chats[0]!.id}`, undefined, cookie));
    expect(chat.messages.map((m) => m.author)).toContain('store');
  });
});

describe(`the account's settings (${engine})`, () => {
  it('changes the name and phone by the form table, never the e-mail', async () => {
    const { cookie, email } = await newShopper('Lee');
    const bad = await call('PATCH', '/api/me', { firstName: 'Lee', lastName: '', contactNumber: '' }, cookie);
    expect([bad.status, bad.json.message]).toEqual([400, 'Please enter last name.']);
    const res = await call(
      'PATCH',
      '/api/me',
      { firstName: ' Lee ', lastName: 'Park', contactNumber: '(313) 555-0123', email: 'new@example.com' },
      cookie,
    );
    expect(res.status).toBe(200);
    expect(data(res)).toMatchObject({ firstName: 'Lee', lastName: 'Park', fullName: 'Lee Park', phone: '(313) 555-0123', email });
    expect(data(await call('GET', '/api/me', undefined, cookie))).toMatchObject({ lastName: 'Park', email });
  });

  it('changes the password after the current one, and ends every other session', async () => {
    const { cookie, email } = await newShopper('Kim');
    const other = sessionOf(await call('POST', '/api/auth/sign-in', { email, password: 'correct horse 1' }));
    const wrong = await call('POST', '/api/me/password', { currentPassword: 'not it 123', password: 'new horse 22' }, cookie);
    expect([wrong.status, wrong.json.message]).toEqual([403, 'That password is not right.']);
    const short = await call('POST', '/api/me/password', { currentPassword: 'correct horse 1', password: 'abc' }, cookie);
    expect(short.json.message).toBe('Please provide at least 6 characters!');
    const res = await call('POST', '/api/me/password', { currentPassword: 'correct horse 1', password: 'new horse 22' }, cookie);
    expect(res.status).toBe(200);
    const fresh = sessionOf(res);
    expect((await call('GET', '/api/me', undefined, other)).status).toBe(401);
    expect((await call('GET', '/api/me', undefined, cookie)).status).toBe(401);
    expect((await call('GET', '/api/me', undefined, fresh)).status).toBe(200);
    expect((await call('POST', '/api/auth/sign-in', { email, password: 'correct horse 1' })).status).toBe(401);
    expect((await call('POST', '/api/auth/sign-in', { email, password: 'new horse 22' })).status).toBe(200);
  });

  it("gives a copy of what is kept, without the password hash or another shopper's rows", async () => {
    const { cookie, email } = await newShopper('Ana');
    await call('POST', '/api/tickets', { category: 'other', subject: 'Hello', message: 'A question' }, cookie);
    const copy = data<Record<string, unknown> & { account: Record<string, unknown>; supportTickets: Array<{ messages: unknown[] }> }>(
      await call('GET', '/api/me/export', undefined, cookie),
    );
    expect(copy.account.email).toBe(email);
    expect(JSON.stringify(copy)).not.toContain('scrypt$');
    expect(copy.supportTickets).toHaveLength(1);
    expect(copy.supportTickets[0]!.messages).toHaveLength(1);
    expect(Object.keys(copy).sort()).toEqual([
      'account',
      'cart',
      'chats',
      'dealsAlerts',
      'exportedAt',
      'notificationSettings',
      'notifications',
      'orders',
      'signedInDevices',
      'supportTickets',
      'yourList',
    ]);
  });

  it('closes the account with the password and the word typed, removing its rows', async () => {
    const { cookie, email, id } = await newShopper('Bo');
    await call('POST', '/api/tickets', { category: 'other', subject: 'Bye', message: 'Closing soon' }, cookie);
    expect((await call('POST', '/api/me/close', { password: 'correct horse 1', confirm: 'close please' }, cookie)).json.message).toBe(
      'Please type CLOSE to confirm.',
    );
    expect((await call('POST', '/api/me/close', { password: 'wrong one 1', confirm: 'CLOSE' }, cookie)).status).toBe(403);
    const res = await call('POST', '/api/me/close', { password: 'correct horse 1', confirm: 'close' }, cookie);
    expect(res.status).toBe(200);
    expect((await call('GET', '/api/me', undefined, cookie)).status).toBe(401);
    expect((await call('POST', '/api/auth/sign-in', { email, password: 'correct horse 1' })).status).toBe(401);
    for (const table of ['tickets', 'notifications', 'sessions'] as const) {
      expect(await store.db.selectFrom(table).select('userId').where('userId', '=', id).execute()).toEqual([]);
    }
  });
});

describe(`no shopper reaches another's data (${engine})`, () => {
  it('orders, tickets, chats, wishlists, notifications, deals alerts and carts stay with their owner', async () => {
    const a = await newShopper('Alice');
    const b = await newShopper('Bob');
    await call('POST', '/api/cart/items', { item: { ...product(2), quantity: 1 } }, a.cookie);
    const order = data<{ id: string }>(await call('POST', '/api/orders', orderBody('a-order'), a.cookie));
    await call('POST', '/api/cart/items', { item: { ...product(5), quantity: 3 } }, a.cookie);
    const ticket = data<{ id: string }>(
      await call(
        'POST',
        '/api/tickets',
        { subject: 'Late order', category: 'order', orderId: order.id, message: 'Where is it?' },
        a.cookie,
      ),
    );
    const chat = data<{ id: string }>(await call('POST', '/api/chats', { retailerId: 'ret-mi-detroit', message: 'Hello store' }, a.cookie));
    await call('POST', '/api/wishlists', { slug: 'blue-dream-flower-3-5g', listName: 'Alice list' }, a.cookie);
    const alert = data<{ id: string }>(
      await call('POST', '/api/deals-alerts', { retailerId: 'ret-mi-detroit', kind: 'category', value: 'FLOWER' }, a.cookie),
    );
    const notification = (await store.db.selectFrom('notifications').select('id').where('userId', '=', a.id).executeTakeFirstOrThrow()).id;

    // Reads by id: 404, as for an id that does not exist.
    for (const path of [`/api/orders/${order.id}`, `/api/tickets/${ticket.id}`, `/api/chats/${chat.id}`]) {
      expect((await call('GET', path, undefined, b.cookie)).status).toBe(404);
    }
    // Writes by id: 404, and nothing changes.
    expect((await call('POST', `/api/orders/${order.id}/cancel`, {}, b.cookie)).status).toBe(404);
    expect((await call('POST', `/api/tickets/${ticket.id}/messages`, { message: 'hijack' }, b.cookie)).status).toBe(404);
    expect((await call('POST', `/api/chats/${chat.id}/messages`, { message: 'hijack' }, b.cookie)).status).toBe(404);
    expect((await call('DELETE', `/api/deals-alerts/${alert.id}`, undefined, b.cookie)).status).toBe(404);
    expect((await call('POST', `/api/notifications/${notification}/read`, {}, b.cookie)).status).toBe(404);
    expect(
      (await call('POST', '/api/tickets', { subject: 'x', category: 'order', orderId: order.id, message: 'mine?' }, b.cookie)).status,
    ).toBe(404);
    await call('DELETE', '/api/wishlists/blue-dream-flower-3-5g', undefined, b.cookie);
    await call('DELETE', '/api/cart', undefined, b.cookie);

    // Lists: B sees only B's.
    const listOf = async (path: string) =>
      data<{ data: Array<{ id?: string; slug?: string }> }>(await call('GET', path, undefined, b.cookie)).data;
    expect(await listOf('/api/orders')).toEqual([]);
    expect(await listOf('/api/tickets')).toEqual([]);
    expect(await listOf('/api/chats')).toEqual([]);
    expect(await listOf('/api/wishlists')).toEqual([]);
    expect(await listOf('/api/deals-alerts')).toEqual([]);
    expect((await listOf('/api/notifications')).some((n) => n.id === notification)).toBe(false);
    expect(data<{ items: unknown[] }>(await call('GET', '/api/cart', undefined, b.cookie)).items).toEqual([]);

    // A's data is all still there and untouched.
    expect(data<{ status: string }>(await call('GET', `/api/orders/${order.id}`, undefined, a.cookie)).status).toBe('placed');
    expect(data<{ messages: unknown[] }>(await call('GET', `/api/tickets/${ticket.id}`, undefined, a.cookie)).messages).toHaveLength(1);
    expect(data<{ messages: unknown[] }>(await call('GET', `/api/chats/${chat.id}`, undefined, a.cookie)).messages).toHaveLength(1);
    expect(data<{ data: unknown[] }>(await call('GET', '/api/wishlists', undefined, a.cookie)).data).toHaveLength(1);
    expect(data<{ data: unknown[] }>(await call('GET', '/api/deals-alerts', undefined, a.cookie)).data).toHaveLength(1);
    expect(data<{ items: unknown[] }>(await call('GET', '/api/cart', undefined, a.cookie)).items).toHaveLength(1);
    // Signed out, every one of them is a 401; the cart is a guest's own (empty without its cookie).
    for (const path of [
      '/api/orders',
      '/api/tickets',
      '/api/chats',
      '/api/wishlists',
      '/api/deals-alerts',
      '/api/notifications',
      '/api/notification-settings',
    ]) {
      expect((await call('GET', path)).status).toBe(401);
    }
    expect(data(await call('GET', '/api/cart'))).toEqual({ items: [], version: 0 });
  });
});

describe(`the guest cart (${engine})`, () => {
  type Cart = { items: Array<{ productId: string; option: string; quantity: number }>; version: number };
  const linesOf = (answer: Answer): string[] => data<Cart>(answer).items.map((i) => `${i.productId} ${i.option}×${i.quantity}`);
  const cartIdOf = (cookie: string): string =>
    createHash('sha256')
      .update(cookie.slice(`${CART_COOKIE}=`.length))
      .digest('hex');
  const guestRows = async (cookie: string) => ({
    carts: (await store.db.selectFrom('guestCarts').select('cartId').where('cartId', '=', cartIdOf(cookie)).execute()).length,
    lines: (await store.db.selectFrom('guestCartLines').select('lineKey').where('cartId', '=', cartIdOf(cookie)).execute()).length,
  });
  /** A new guest whose cart holds `lines` (each added once), and its cookie. */
  async function newGuest(...lines: Array<{ productId: string; option: string; quantity: number }>): Promise<string> {
    let cookie = '';
    for (const item of lines) {
      const res = await call('POST', '/api/cart/items', { item }, cookie);
      expect(res.status).toBe(200);
      cookie ||= cookieOf(res, CART_COOKIE);
    }
    return cookie;
  }

  it('is not where a session that ended goes: a cart call with an unknown session is 401, so the browser keeps its cart', async () => {
    const guest = await newGuest({ ...product(1), quantity: 1 });
    const ended = `sf_session=${'x'.repeat(43)}; ${guest}`;
    for (const [method, path, body] of [
      ['GET', '/api/cart', undefined],
      ['POST', '/api/cart/items', { item: { ...product(2), quantity: 1 } }],
      ['DELETE', '/api/cart', undefined],
    ] as const) {
      expect([method, path, (await call(method, path, body, ended)).status]).toEqual([method, path, 401]);
    }
    expect(linesOf(await call('GET', '/api/cart', undefined, guest))).toEqual(['prod-0001 1g×1']);
  });

  it('lives under an HttpOnly sf_cart cookie: the first add opens it, every change renews it, reads come back with it', async () => {
    const none = await call('GET', '/api/cart');
    expect([none.status, data(none), none.headers['set-cookie']]).toEqual([200, { items: [], version: 0 }, undefined]);
    const first = await call('POST', '/api/cart/items', { item: { ...product(1), quantity: 2 } });
    const set = setCookieOf(first, CART_COOKIE);
    expect(set).toMatch(/^sf_cart=[\w-]{43}; Path=\/; HttpOnly; SameSite=Lax; Max-Age=2592000$/);
    const cookie = cookieOf(first, CART_COOKIE);
    expect([first.status, linesOf(first)]).toEqual([200, ['prod-0001 1g×2']]);
    // Only the id's SHA-256 is kept.
    expect(await store.db.selectFrom('guestCarts').select('cartId').where('cartId', '=', cookie.slice(8)).execute()).toEqual([]);
    expect(await guestRows(cookie)).toEqual({ carts: 1, lines: 1 });

    for (const [method, path, body, lines] of [
      ['POST', '/api/cart/items', { item: { ...product(2), quantity: 1 } }, ['prod-0001 1g×2', 'prod-0002 1g×1']],
      ['POST', '/api/cart/items', { item: { ...product(1), quantity: 3 } }, ['prod-0001 1g×5', 'prod-0002 1g×1']],
      ['PATCH', '/api/cart/items', { ...product(2), quantity: 4 }, ['prod-0001 1g×5', 'prod-0002 1g×4']],
      ['DELETE', '/api/cart/items?productId=prod-0001&option=1g', undefined, ['prod-0002 1g×4']],
      [
        'POST',
        '/api/cart/merge',
        {
          items: [
            { ...product(2), quantity: 2 },
            { ...product(3), quantity: 1 },
          ],
        },
        ['prod-0002 1g×4', 'prod-0003 1g×1'],
      ],
      ['DELETE', '/api/cart', undefined, []],
    ] as const) {
      const res = await call(method, path, body, cookie);
      expect([method, path, res.status, linesOf(res)]).toEqual([method, path, 200, lines]);
      expect(setCookieOf(res, CART_COOKIE)).toBe(set); // the same id, its 30 days from now
      expect(linesOf(await call('GET', '/api/cart', undefined, cookie))).toEqual(lines);
    }
    expect(data<Cart>(await call('GET', '/api/cart', undefined, cookie)).version).toBe(7);
    const stale = await call('POST', '/api/cart/items', { item: product(4), version: 3 }, cookie);
    expect([stale.status, stale.json.message, stale.headers['set-cookie']]).toEqual([
      409,
      'Your cart changed in another tab. Please review it.',
      undefined,
    ]);
    // Secure once the shop is not on localhost (as the session cookie).
    const remote = await call('POST', '/api/cart/items', { item: product(4) }, '', { host: 'shop.example.com' });
    expect(setCookieOf(remote, CART_COOKIE)).toMatch(/^sf_cart=[\w-]{43}; Path=\/; HttpOnly; SameSite=Lax; Max-Age=2592000; Secure$/);
  });

  it("another browser sees its own cart or none; a forged or malformed id is no cart, never an error, never another's", async () => {
    const owner = await newGuest({ ...product(1), quantity: 2 });
    const other = await newGuest({ ...product(5), quantity: 1 });
    expect(other).not.toBe(owner);
    expect(linesOf(await call('GET', '/api/cart', undefined, other))).toEqual(['prod-0005 1g×1']);
    const signedIn = await newShopper('Gus');
    expect(linesOf(await call('GET', '/api/cart', undefined, signedIn.cookie))).toEqual([]);

    const token = owner.slice(`${CART_COOKIE}=`.length);
    for (const [what, cookie] of [
      ['no cookie', ''],
      ['a well-formed id nobody was given', `${CART_COOKIE}=${'A'.repeat(43)}`],
      ['the id as the database keeps it (its SHA-256)', `${CART_COOKIE}=${cartIdOf(owner)}`],
      ['the id with a character changed', `${CART_COOKIE}=${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`],
      ['the id cut short', `${CART_COOKIE}=${token.slice(0, 42)}`],
      ['the id and more', `${CART_COOKIE}=${token}x`],
      ['a path', `${CART_COOKIE}=../../${token}`],
      ['an empty value', `${CART_COOKIE}=`],
      ['a huge value', `${CART_COOKIE}=${'a'.repeat(10_000)}`],
      ['odd characters', `${CART_COOKIE}=%27%3B%20drop%20table%20guestCarts`],
      ['the owner id under another name', `sf_carts=${token}`],
    ] as const) {
      const read = await call('GET', '/api/cart', undefined, cookie);
      expect([what, read.status, data(read), read.headers['set-cookie']]).toEqual([what, 200, { items: [], version: 0 }, undefined]);
      // Changes that open no cart answer the empty cart (or 404 for a line not in it) and set nothing.
      for (const [method, path, body, status] of [
        ['DELETE', '/api/cart', undefined, 200],
        ['DELETE', '/api/cart/items?productId=prod-0001&option=1g', undefined, 200],
        ['PATCH', '/api/cart/items', { ...product(1), quantity: 9 }, 404],
      ] as const) {
        const res = await call(method, path, body, cookie);
        expect([what, method, path, res.status, res.headers['set-cookie']]).toEqual([what, method, path, status, undefined]);
      }
    }
    // An add with a forged id opens a new cart under a new id.
    const forged = `${CART_COOKIE}=${'A'.repeat(43)}`;
    const opened = await call('POST', '/api/cart/items', { item: product(6) }, forged);
    expect(cookieOf(opened, CART_COOKIE)).not.toBe(forged);
    expect(linesOf(opened)).toEqual(['prod-0006 1g×1']);
    // The owner's cart is as it was.
    expect(linesOf(await call('GET', '/api/cart', undefined, owner))).toEqual(['prod-0001 1g×2']);
    expect(linesOf(await call('GET', '/api/cart', undefined, other))).toEqual(['prod-0005 1g×1']);
  });

  const activeOptions = demoCatalog.products
    .filter((p) => p.isActive)
    .flatMap((p) => p.options.map((o) => ({ productId: p.id, option: o.option, quantity: 1 })));
  it.each([
    ['a quantity over the option limit is clamped', [{ item: { ...product(1), quantity: 1000 } }]],
    ['a quantity over 1000 is refused', [{ item: { ...product(1), quantity: 1001 } }]],
    ['a quantity under 1 is refused', [{ item: { ...product(1), quantity: 0 } }]],
    ['a product not sold is refused', [{ item: { productId: 'prod-0032', option: '10pk', quantity: 1 } }]],
    ['an unknown product is refused', [{ item: { productId: 'prod-9999', option: '1g', quantity: 1 } }]],
    ['an unknown option is refused', [{ item: { productId: 'prod-0001', option: '2kg', quantity: 1 } }]],
    ['the 101st different item is refused', [{ items: activeOptions.slice(0, 100) }, { item: activeOptions[100] }]],
    ['adding up past the limit stops at it', [{ item: { ...product(2), quantity: 15 } }, { item: { ...product(2), quantity: 15 } }]],
  ])("the signed-in shopper's limits hold for a guest: %s", async (_what, bodies) => {
    const shopper = await newShopper('Lim');
    let guest = '';
    for (const body of bodies) {
      const path = 'items' in body ? '/api/cart/merge' : '/api/cart/items';
      const signedIn = await call('POST', path, body, shopper.cookie);
      const asGuest = await call('POST', path, body, guest);
      guest ||= cookieOf(asGuest, CART_COOKIE);
      expect([asGuest.status, asGuest.json.message, asGuest.status === 200 ? linesOf(asGuest) : []]).toEqual([
        signedIn.status,
        signedIn.json.message,
        signedIn.status === 200 ? linesOf(signedIn) : [],
      ]);
    }
    expect(linesOf(await call('GET', '/api/cart', undefined, guest))).toEqual(
      linesOf(await call('GET', '/api/cart', undefined, shopper.cookie)),
    );
  });

  it('joins the account at sign-in (the larger quantity wins, a product no longer sold is left out): the guest cart is deleted, its cookie cleared', async () => {
    const { cookie: session, email } = await newShopper('Mia');
    // product (guest quantity, account quantity) → in the account's cart after sign-in
    const cases = [
      [1, 3, 1, 'prod-0001 1g×3'],
      [2, 1, 4, 'prod-0002 1g×4'],
      [3, 2, 0, 'prod-0003 1g×2'],
      [4, 0, 5, 'prod-0004 1g×5'],
    ] as const;
    let guest = '';
    for (const [i, inGuest, inAccount] of cases) {
      if (inAccount > 0) await call('POST', '/api/cart/items', { item: { ...product(i), quantity: inAccount } }, session);
      if (inGuest > 0) {
        const res = await call('POST', '/api/cart/items', { item: { ...product(i), quantity: inGuest } }, guest);
        guest ||= cookieOf(res, CART_COOKIE);
      }
    }
    await call('POST', '/api/cart/items', { item: { ...product(5), quantity: 1 } }, guest);
    // The guest's prod-0005 line leaves the catalogue before the sign-in.
    await store.db
      .updateTable('guestCartLines')
      .set({ item: JSON.stringify({ productId: 'prod-0005', option: 'gone', product: { name: 'Ghost' } }), lineKey: 'prod-0005\u001fgone' })
      .where('cartId', '=', cartIdOf(guest))
      .where('lineKey', '=', 'prod-0005\u001f1g')
      .execute();
    await call('POST', '/api/auth/sign-out', {}, session);

    const wrong = await call('POST', '/api/auth/sign-in', { email, password: 'not the password' }, guest);
    expect([wrong.status, setCookieOf(wrong, CART_COOKIE)]).toEqual([401, '']);
    expect(await guestRows(guest)).toEqual({ carts: 1, lines: 4 });

    const signIn = await call('POST', '/api/auth/sign-in', { email, password: 'correct horse 1' }, guest);
    expect(signIn.status).toBe(200);
    expect(setCookieOf(signIn, CART_COOKIE)).toMatch(/^sf_cart=; Path=\/; HttpOnly; SameSite=Lax; Max-Age=0$/);
    expect(linesOf(await call('GET', '/api/cart', undefined, sessionOf(signIn))).sort()).toEqual(cases.map((c) => c[3]).sort());
    expect(await guestRows(guest)).toEqual({ carts: 0, lines: 0 });
    expect(data(await call('GET', '/api/cart', undefined, guest))).toEqual({ items: [], version: 0 });
    // Signing in again with the old cookie: nothing more joins, the cookie is cleared again.
    const again = await call('POST', '/api/auth/sign-in', { email, password: 'correct horse 1' }, guest);
    expect(setCookieOf(again, CART_COOKIE)).toMatch(/Max-Age=0$/);
    expect(linesOf(await call('GET', '/api/cart', undefined, sessionOf(again))).sort()).toEqual(cases.map((c) => c[3]).sort());
  });

  it('joins a new account at sign-up; lines that would not fit leave the sign-in through and the guest cart kept', async () => {
    const guest = await newGuest({ ...product(1), quantity: 2 }, { ...product(2), quantity: 1 });
    const email = `guest.${engine}@example.com`;
    const signUp = await call(
      'POST',
      '/api/auth/sign-up',
      { firstName: 'Gil', lastName: 'Guest', email, password: 'correct horse 1' },
      guest,
    );
    expect(signUp.status).toBe(201);
    expect(setCookieOf(signUp, CART_COOKIE)).toMatch(/Max-Age=0$/);
    expect(linesOf(await call('GET', '/api/cart', undefined, sessionOf(signUp)))).toEqual(['prod-0001 1g×2', 'prod-0002 1g×1']);
    expect(await guestRows(guest)).toEqual({ carts: 0, lines: 0 });

    // The account holds 100 different items; the guest's 2 new ones would make 102.
    const full = sessionOf(signUp);
    await call('DELETE', '/api/cart', undefined, full);
    expect((await call('POST', '/api/cart/merge', { items: activeOptions.slice(0, 100) }, full)).status).toBe(200);
    const another = await newGuest(activeOptions[100]!, activeOptions[101]!);
    const signIn = await call('POST', '/api/auth/sign-in', { email, password: 'correct horse 1' }, another);
    expect([signIn.status, setCookieOf(signIn, CART_COOKIE)]).toEqual([200, '']);
    expect(data<Cart>(await call('GET', '/api/cart', undefined, sessionOf(signIn))).items).toHaveLength(100);
    expect(await guestRows(another)).toEqual({ carts: 1, lines: 2 });
  });

  it('is deleted 30 days after its last change (swept when another guest cart opens)', async () => {
    const day = 24 * 60 * 60 * 1000;
    const start = clock;
    try {
      const kept = await newGuest({ ...product(1), quantity: 1 });
      const dropped = await newGuest({ ...product(2), quantity: 1 });
      clock += 29 * day;
      await call('PATCH', '/api/cart/items', { ...product(1), quantity: 2 }, kept); // a change 29 days on renews it
      clock += 2 * day; // 31 days after `dropped` last changed
      expect(data(await call('GET', '/api/cart', undefined, dropped))).toEqual({ items: [], version: 0 });
      expect(linesOf(await call('GET', '/api/cart', undefined, kept))).toEqual(['prod-0001 1g×2']);
      expect(await guestRows(dropped)).toEqual({ carts: 1, lines: 1 }); // not swept yet: read as none
      await newGuest({ ...product(3), quantity: 1 });
      expect(await guestRows(dropped)).toEqual({ carts: 0, lines: 0 });
      expect(await guestRows(kept)).toEqual({ carts: 1, lines: 1 });
      // The old cookie's next add opens a new cart under a new id.
      const reopened = await call('POST', '/api/cart/items', { item: product(4) }, dropped);
      expect(cookieOf(reopened, CART_COOKIE)).not.toBe(dropped);
      expect(linesOf(reopened)).toEqual(['prod-0004 1g×1']);
    } finally {
      clock = start;
    }
  });

  it('rate-limits opening guest carts per address, not changing one', async () => {
    const ip = { 'x-test-ip': '203.0.113.77' };
    const open = await call('POST', '/api/cart/items', { item: product(1) }, '', ip);
    const cookie = cookieOf(open, CART_COOKIE);
    const { name, max, windowMs } = LIMITS.guestCartsPerAddress;
    await store.db
      .updateTable('rateLimits')
      .set({ count: max })
      .where('key', '=', `${name}:203.0.113.77`)
      .where('windowStart', '=', clock - (clock % windowMs))
      .execute();
    const limited = await call('POST', '/api/cart/items', { item: product(1) }, '', ip);
    expect([limited.status, limited.json.message, limited.headers['set-cookie']]).toEqual([
      429,
      expect.stringMatching(/^Too many attempts\. Please wait \d+ minutes? and try again\.$/),
      undefined,
    ]);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await call('POST', '/api/cart/items', { item: product(2) }, cookie, ip)).status).toBe(200);
    expect((await call('POST', '/api/cart/items', { item: product(1) }, '', { 'x-test-ip': '203.0.113.78' })).status).toBe(200);
  });

  it('the in-process fetch handler passes its Set-Cookie on, and a mock keeps it as a browser would', async () => {
    const origin = 'http://localhost:4000';
    const add = (item: unknown, cookie = '') =>
      new Request(`${origin}/api/cart/items`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
        body: JSON.stringify({ item }),
      });
    const handle = createDemoFetchHandler(api);
    const res = await handle(add(product(1)));
    const [set = ''] = res.headers.getSetCookie();
    expect(set).toMatch(/^sf_cart=[\w-]{43}; Path=\/; HttpOnly; SameSite=Lax; Max-Age=2592000$/);
    const read = await handle(new Request(`${origin}/api/cart`, { headers: { cookie: set.split(';')[0] ?? '' } }));
    expect(((await read.json()) as { data: Cart }).data.items).toHaveLength(1);

    const mock = createDemoFetchHandler(api, { cookieJar: true });
    await mock(add(product(2)));
    await mock(add(product(3)));
    const kept = (await (await mock(new Request(`${origin}/api/cart`))).json()) as { data: Cart };
    expect(kept.data.items.map((i) => i.productId)).toEqual(['prod-0002', 'prod-0003']);
  });
});

describe(`what is kept (${engine})`, () => {
  it('survives closing and reopening the database; re-seeding never overwrites shopper data', async () => {
    const { cookie, id, email } = await newShopper('Kept');
    await call('POST', '/api/cart/items', { item: { ...product(6), quantity: 2 } }, cookie);
    await call('POST', '/api/wishlists', { slug: 'og-kush-flower-3-5g' }, cookie);
    await call('POST', '/api/popup/subscribe', { email, popupCampaignId: 'campaign-welcome', visitorId: 'v-kept' });
    await store.db.updateTable('users').set({ firstName: 'Renamed' }).where('id', '=', DEMO_USER._id).execute();

    await store.close();
    await openApi(); // opens, migrates and seeds again
    const me = await call('GET', '/api/me', undefined, cookie);
    expect(me.status).toBe(200);
    expect(data<{ _id: string }>(me)._id).toBe(id);
    expect(
      data<{ items: Array<{ quantity: number }> }>(await call('GET', '/api/cart', undefined, cookie)).items.map((i) => i.quantity),
    ).toEqual([2]);
    expect(data<{ data: Array<{ slug: string }> }>(await call('GET', '/api/wishlists', undefined, cookie)).data.map((w) => w.slug)).toEqual(
      ['og-kush-flower-3-5g'],
    );
    expect(await store.db.selectFrom('subscriptions').select('id').where('emailKey', '=', email).execute()).toHaveLength(1);
    expect(
      (await store.db.selectFrom('users').select('firstName').where('id', '=', DEMO_USER._id).executeTakeFirstOrThrow()).firstName,
    ).toBe('Renamed');
  });
});
