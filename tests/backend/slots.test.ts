/**
 * Pickup slots with capacity (issue 35, item 5), on the run's engine (SQLite, or PostgreSQL under
 * tests/tools/with-postgres.sh): the slots route lists places left and leaves full slots out, an order
 * takes its slot's place in its transaction, a full slot refuses the order with the message and the
 * next open slots (the cart kept), two shoppers racing for the last place get one order between them,
 * and a released place (a cancelled order's) is offered again.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDemoApi, type DemoApi, loadCatalogFromDatabase, releaseSlot, seedDatabase, type StorefrontDb } from '@storefront/demo-api';
import { slotFullMessage, type OfferedSlot } from '@storefront/components/rules';
import { createTestDatabase, engine, type TestDatabase } from './testDb.ts';

/** Tuesday 10 a.m. in Detroit: the store is open 9–9. */
const clock = Date.parse('2026-11-24T15:00:00Z');
/** Two places a slot at the Detroit store for this file (the demo gives it 20). */
const PLACES = 2;

let testDb: TestDatabase;
let store: StorefrontDb;
let api: DemoApi;

beforeAll(async () => {
  testDb = await createTestDatabase();
  store = await testDb.open();
  await seedDatabase(store.db, { now: clock });
  const { catalog, cms } = await loadCatalogFromDatabase(store.db);
  const retailers = catalog.retailers.map((r) =>
    r.id === 'ret-mi-detroit' ? { ...r, slotSettings: { ...r.slotSettings, ordersPerSlot: PLACES } } : r,
  );
  api = createDemoApi({ database: store, catalog: { ...catalog, retailers }, cms: cms.fixtures, cmsNames: cms.names, now: () => clock });
}, 60_000);
afterAll(async () => {
  await store.close();
  await testDb.destroy();
});

interface Answer {
  status: number;
  json: { message?: string; data?: unknown; error?: { data?: { message?: string; nextSlots?: OfferedSlot[] } } };
  headers: Record<string, string | string[]>;
}
async function call(method: string, path: string, body?: unknown, cookie = ''): Promise<Answer> {
  const answer = await api({
    method,
    path,
    query: new URLSearchParams(),
    body,
    headers: { host: 'localhost:4000', ...(cookie ? { cookie } : {}) },
    ip: '',
  });
  return { status: answer.status, json: answer.json as Answer['json'], headers: answer.headers ?? {} };
}

let shoppers = 0;
/** A new shopper with one item in the cart; their session cookie. */
async function shopperWithCart(): Promise<string> {
  shoppers += 1;
  const email = `slots.${shoppers}.${engine}@example.com`;
  const res = await call('POST', '/api/auth/sign-up', { firstName: 'Sam', lastName: 'Slot', email, password: 'correct horse 1' });
  expect(res.status).toBe(201);
  const set = res.headers['set-cookie'];
  const cookie = ((Array.isArray(set) ? set : [set ?? '']).find((c) => c.startsWith('sf_session=')) ?? '').split(';')[0] ?? '';
  expect((await call('POST', '/api/cart/items', { item: { productId: 'prod-0002', option: '1g', quantity: 1 } }, cookie)).status).toBe(200);
  return cookie;
}

const order = (cookie: string, slot: string, key: string) =>
  call(
    'POST',
    '/api/orders',
    {
      requestKey: key,
      retailerId: 'ret-mi-detroit',
      orderType: 'PICKUP',
      pricingType: 'RECREATIONAL',
      slot,
      contact: { firstName: 'Sam', lastName: 'Slot', email: 'sam@example.com', phone: '3135550100' },
    },
    cookie,
  );

async function listed(): Promise<OfferedSlot[]> {
  const res = await call('GET', '/api/retailers/ret-mi-detroit/slots');
  expect(res.status).toBe(200);
  return (res.json.data as { slots: OfferedSlot[] }).slots;
}

describe(`slots with capacity (${engine})`, () => {
  it('lists the store’s slots with the places left; an unknown store is a 404', async () => {
    const slots = await listed();
    expect(slots[0]).toMatchObject({ value: '2026-11-24T15:30:00.000Z', label: 'Today 10:30 AM', remaining: PLACES });
    expect((await call('GET', '/api/retailers/nowhere/slots')).status).toBe(404);
  });

  it('an order takes a place; a full slot is not listed and refuses the next order with the next open slots, keeping the cart', async () => {
    const [first, second] = await listed();
    if (!first || !second) throw new Error('no slots');
    expect((await order(await shopperWithCart(), first.value, 'cap-1')).status).toBe(201);
    expect((await listed())[0]).toMatchObject({ value: first.value, remaining: 1 });
    expect((await order(await shopperWithCart(), first.value, 'cap-2')).status).toBe(201);
    expect((await listed())[0]?.value).toBe(second.value);

    const late = await shopperWithCart();
    const refused = await order(late, first.value, 'cap-3');
    expect(refused.status).toBe(409);
    expect(refused.json.message).toBe(slotFullMessage('PICKUP'));
    expect(refused.json.error?.data?.nextSlots?.map((s) => s.value)).toEqual((await listed()).slice(0, 3).map((s) => s.value));
    const cart = await call('GET', '/api/cart', undefined, late);
    expect((cart.json.data as { items: unknown[] }).items).toHaveLength(1);
    const orders = await call('GET', '/api/orders', undefined, late);
    expect((orders.json.data as { total: number }).total).toBe(0);
  });

  it('two shoppers racing for the last place: one order, one clear refusal', async () => {
    const target = (await listed())[1];
    if (!target) throw new Error('no slot');
    expect((await order(await shopperWithCart(), target.value, 'race-0')).status).toBe(201);
    const [a, b] = [await shopperWithCart(), await shopperWithCart()];
    const answers = await Promise.all([order(a, target.value, 'race-a'), order(b, target.value, 'race-b')]);
    expect(answers.map((r) => r.status).sort()).toEqual([201, 409]);
    const loser = answers.find((r) => r.status === 409);
    expect(loser?.json.message).toBe(slotFullMessage('PICKUP'));
    expect(loser?.json.error?.data?.nextSlots?.length).toBe(3);
    expect(loser?.json.error?.data?.nextSlots?.some((s) => s.value === target.value)).toBe(false);
    const row = await store.db
      .selectFrom('slotBookings')
      .select('taken')
      .where('retailerId', '=', 'ret-mi-detroit')
      .where('slot', '=', target.value)
      .executeTakeFirstOrThrow();
    expect(Number(row.taken)).toBe(PLACES);
    expect((await listed()).some((s) => s.value === target.value)).toBe(false);
  });

  it("a shopper's cancelled order gives its place back", async () => {
    const target = (await listed()).at(-2);
    if (!target) throw new Error('no slot');
    const cookie = await shopperWithCart();
    const placed = await order(cookie, target.value, 'cancel-frees');
    expect(placed.status).toBe(201);
    expect((await listed()).find((s) => s.value === target.value)?.remaining).toBe(PLACES - 1);
    const id = (placed.json.data as { id: string }).id;
    expect((await call('POST', `/api/orders/${id}/cancel`, {}, cookie)).status).toBe(200);
    expect((await listed()).find((s) => s.value === target.value)?.remaining).toBe(PLACES);
  });

  it('a released place is offered again, and a release never goes below zero', async () => {
    const full = '2026-11-24T15:30:00.000Z';
    await releaseSlot(store.db, 'ret-mi-detroit', full, clock);
    expect((await listed())[0]).toMatchObject({ value: full, remaining: 1 });
    const unused = (await listed()).at(-1)?.value ?? '';
    await releaseSlot(store.db, 'ret-mi-detroit', unused, clock);
    expect((await listed()).at(-1)).toMatchObject({ value: unused, remaining: PLACES });
  });
});
