/**
 * The order lifecycle and the staff order board (issue 35, items 3 and 4) on the run's database
 * engine (SQLite, or PostgreSQL under tests/tools/with-postgres.sh), in-process as a browser would
 * call it: staff move an order along its type's path, illegal moves answer 409 and change nothing,
 * two moves at once give one, each change writes one history row and an e-mail and an SMS to the
 * outbox; the shopper cancels before preparing only and says "I'm here" at a ready curbside order;
 * a line marked unavailable re-prices the order. Isolation: staff of one store neither list nor
 * change another's orders, a shopper or a guest never reaches the staff API, and staff never read a
 * shopper's e-mail, payment or other data.
 */
import { describe, expect, it } from 'vitest';
import { DEMO_STAFF_DEFAULT_PASSWORD, type OutboxEntry, STAFF_ONLY_MESSAGE, type StaffOrderView, staffEmail } from '@storefront/demo-api';
import { demoCatalog } from '@storefront/fixtures/catalog';
import { orderSlots } from '@storefront/components/rules';
import { type Answer, seededApi } from './seededApi.ts';
import { engine } from './testDb.ts';

const clock = Date.parse('2026-11-24T15:00:00Z');
const harness = seededApi(() => clock);
const { call } = harness;

const DETROIT = 'ret-mi-detroit';
const ANN_ARBOR = 'ret-mi-ann-arbor';

const session = (answer: Answer): string => {
  const set = answer.headers['set-cookie'];
  return (Array.isArray(set) ? set : set ? [set] : []).map((c) => c.split(';')[0] ?? '').find((c) => c.startsWith('sf_session=')) ?? '';
};
const data = <T>(answer: Answer): T => answer.json.data as T;

let shopperCount = 0;
async function newShopper(): Promise<{ cookie: string; email: string; phone: string }> {
  shopperCount += 1;
  const email = `life.${shopperCount}.${engine}@example.com`;
  const res = await call('POST', '/api/auth/sign-up', { firstName: 'Robin', lastName: 'Lifecycle', email, password: 'correct horse 1' });
  expect(res.status).toBe(201);
  return { cookie: session(res), email, phone: `313555${String(1000 + shopperCount)}` };
}
async function staffOf(retailerId: string): Promise<string> {
  const res = await call('POST', '/api/auth/sign-in', { email: staffEmail(retailerId), password: DEMO_STAFF_DEFAULT_PASSWORD });
  expect(res.status).toBe(200);
  return session(res);
}

const detroit = demoCatalog.retailers.find((r) => r.id === DETROIT);
async function placeOrder(
  shopper: { cookie: string; email: string; phone: string },
  orderType: 'PICKUP' | 'CURBSIDE_PICKUP' | 'DELIVERY',
  products = ['prod-0001'],
) {
  for (const productId of products) {
    const add = await call('POST', '/api/cart/items', { item: { productId, option: '1g', quantity: 1 } }, { cookie: shopper.cookie });
    expect(add.status).toBe(200);
  }
  const res = await call(
    'POST',
    '/api/orders',
    {
      retailerId: DETROIT,
      orderType,
      pricingType: 'RECREATIONAL',
      contact: { firstName: 'Robin', lastName: 'Lifecycle', email: shopper.email, phone: shopper.phone },
      requestKey: `life-${Math.random()}`,
      slot: detroit ? orderSlots(detroit, new Date(clock), 1)[0]?.value : undefined,
      ...(orderType === 'DELIVERY' ? { deliveryAddress: '1 Woodward Ave, Detroit, MI' } : {}),
    },
    { cookie: shopper.cookie },
  );
  expect(res.status).toBe(201);
  return data<{ id: string; number: string; totalCents: number; status: string }>(res);
}

const advance = (cookie: string, id: string, to?: string) => call('POST', `/api/staff/orders/${id}/advance`, to ? { to } : {}, { cookie });
const order = async (cookie: string, id: string) =>
  data<{
    status: string;
    cancelledBy: string | null;
    cancelReason: string | null;
    arrivalVehicle: string | null;
    totalCents: number;
    lines: unknown[];
    statusHistory: Array<{ status: string }>;
  }>(await call('GET', `/api/orders/${id}`, undefined, { cookie }));
async function outbox(to: string): Promise<OutboxEntry[]> {
  const res = await call('GET', `/api/dev/outbox?to=${encodeURIComponent(to)}`);
  return (res.json.data as { entries: OutboxEntry[] }).entries.filter((e) => e.template === 'order-status');
}

describe(`the order lifecycle (${engine})`, () => {
  it('staff move a curbside order along its path; the shopper says "I\'m here"; each change is history, an e-mail and an SMS', async () => {
    const shopper = await newShopper();
    const staff = await staffOf(DETROIT);
    const placed = await placeOrder(shopper, 'CURBSIDE_PICKUP');
    for (const to of ['confirmed', 'preparing', 'ready']) {
      const res = await advance(staff, placed.id, to);
      expect([res.status, data<StaffOrderView>(res).status]).toEqual([200, to]);
    }
    // The shopper's "I'm here": a vehicle is required and checked.
    expect((await call('POST', `/api/orders/${placed.id}/here`, { vehicle: ' ' }, { cookie: shopper.cookie })).status).toBe(400);
    const here = await call('POST', `/api/orders/${placed.id}/here`, { vehicle: 'Blue Honda Civic' }, { cookie: shopper.cookie });
    expect(here.status).toBe(200);
    // Staff see the arrival on the board.
    const board = data<{ orders: StaffOrderView[] }>(
      await call('GET', `/api/staff/orders?retailerId=${DETROIT}`, undefined, { cookie: staff }),
    );
    expect(board.orders.find((o) => o.id === placed.id)).toMatchObject({
      status: 'arrived',
      arrivalVehicle: 'Blue Honda Civic',
      next: 'completed',
    });
    expect((await advance(staff, placed.id, 'completed')).status).toBe(200);

    const final = await order(shopper.cookie, placed.id);
    expect(final.statusHistory.map((h) => h.status)).toEqual(['placed', 'confirmed', 'preparing', 'ready', 'arrived', 'completed']);
    const mails = await outbox(shopper.email);
    const texts = await outbox(shopper.phone);
    expect(mails).toHaveLength(6);
    expect(texts).toHaveLength(6);
    expect(texts.every((t) => t.channel === 'sms' && (t.text ?? '').length <= 160)).toBe(true);
    expect(mails.every((m) => m.channel === 'email')).toBe(true);
    expect(mails.map((m) => m.email.subject)).toContain(`Order #${placed.number}: Ready for curbside pickup`);
    expect(texts.map((t) => t.text).join('\n')).toContain('tap "I\'m here"');
  });

  it('refuses illegal moves with 409 and changes nothing', async () => {
    const shopper = await newShopper();
    const staff = await staffOf(DETROIT);
    const pickup = await placeOrder(shopper, 'PICKUP');
    // A step skipped, a path of another type, a step back.
    expect((await advance(staff, pickup.id, 'ready')).status).toBe(409);
    expect((await advance(staff, pickup.id, 'out_for_delivery')).status).toBe(409);
    expect((await advance(staff, pickup.id, 'confirmed')).status).toBe(200);
    expect((await advance(staff, pickup.id, 'placed')).status).toBe(409);
    // "I'm here" on a pickup order, or a curbside one not yet ready.
    expect((await call('POST', `/api/orders/${pickup.id}/here`, { vehicle: 'Red van' }, { cookie: shopper.cookie })).status).toBe(409);
    const curbside = await placeOrder(shopper, 'CURBSIDE_PICKUP');
    expect((await call('POST', `/api/orders/${curbside.id}/here`, { vehicle: 'Red van' }, { cookie: shopper.cookie })).status).toBe(409);
    expect((await order(shopper.cookie, pickup.id)).statusHistory.map((h) => h.status)).toEqual(['placed', 'confirmed']);
    expect((await order(shopper.cookie, curbside.id)).statusHistory.map((h) => h.status)).toEqual(['placed']);
  });

  it('moves once when two staff press the same button at once', async () => {
    const shopper = await newShopper();
    const staff = await staffOf(DETROIT);
    const placed = await placeOrder(shopper, 'DELIVERY');
    const answers = await Promise.all([advance(staff, placed.id, 'confirmed'), advance(staff, placed.id, 'confirmed')]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect((await order(shopper.cookie, placed.id)).statusHistory.map((h) => h.status)).toEqual(['placed', 'confirmed']);
  });

  it('lets the shopper cancel until preparing starts; the store cancels any open order with a reason', async () => {
    const shopper = await newShopper();
    const staff = await staffOf(DETROIT);
    const early = await placeOrder(shopper, 'PICKUP');
    expect((await advance(staff, early.id, 'confirmed')).status).toBe(200);
    expect((await call('POST', `/api/orders/${early.id}/cancel`, {}, { cookie: shopper.cookie })).status).toBe(200);
    expect(await order(shopper.cookie, early.id)).toMatchObject({ status: 'cancelled', cancelledBy: 'shopper' });
    // A cancelled order moves no further.
    expect((await advance(staff, early.id, 'preparing')).status).toBe(409);

    const late = await placeOrder(shopper, 'DELIVERY');
    await advance(staff, late.id, 'confirmed');
    await advance(staff, late.id, 'preparing');
    expect((await call('POST', `/api/orders/${late.id}/cancel`, {}, { cookie: shopper.cookie })).status).toBe(409);
    expect((await call('POST', `/api/staff/orders/${late.id}/cancel`, { reason: '' }, { cookie: staff })).status).toBe(400);
    const cancelled = await call('POST', `/api/staff/orders/${late.id}/cancel`, { reason: 'No driver tonight' }, { cookie: staff });
    expect(cancelled.status).toBe(200);
    expect(await order(shopper.cookie, late.id)).toMatchObject({
      status: 'cancelled',
      cancelledBy: 'store',
      cancelReason: 'No driver tonight',
    });
    const mail = (await outbox(shopper.email)).find((m) => m.email.subject === `Order #${late.number}: Cancelled by the store`);
    expect(mail?.email.greeting).toContain('cancelled your order: No driver tonight');
  });

  it('re-prices the order when staff mark a line unavailable, and tells the shopper', async () => {
    const shopper = await newShopper();
    const staff = await staffOf(DETROIT);
    const placed = await placeOrder(shopper, 'PICKUP', ['prod-0001', 'prod-0002']);
    const before = await order(shopper.cookie, placed.id);
    expect(before.lines).toHaveLength(2);
    const res = await call('POST', `/api/staff/orders/${placed.id}/lines/1/unavailable`, {}, { cookie: staff });
    expect(res.status).toBe(200);
    const after = await order(shopper.cookie, placed.id);
    expect(after.lines).toHaveLength(1);
    expect(after.totalCents).toBeLessThan(before.totalCents);
    // The clock stands still in this file: the outbox's order among same-time rows is not the point.
    const texts = (await outbox(shopper.phone)).map((t) => t.text ?? '');
    expect(texts.filter((t) => t.includes('was removed'))).toEqual([
      expect.stringContaining(`your new total is $${(after.totalCents / 100).toFixed(2)}`),
    ]);
    // The order's only line: the store cancels instead.
    expect((await call('POST', `/api/staff/orders/${placed.id}/lines/0/unavailable`, {}, { cookie: staff })).status).toBe(409);
    expect((await call('POST', `/api/staff/orders/${placed.id}/lines/7/unavailable`, {}, { cookie: staff })).status).toBe(404);
  });
});

describe(`a line removed from an order with a promo code (${engine})`, () => {
  it('keeps the code on what is left: re-priced with it, its recorded saving updated', async () => {
    const shopper = await newShopper();
    const staff = await staffOf(DETROIT);
    // Blue Dream 1 g, then a $30.00 vape cart that the house code VAPE10 takes 10 % off.
    await call('POST', '/api/cart/items', { item: { productId: 'prod-0001', option: '1g', quantity: 1 } }, { cookie: shopper.cookie });
    await call('POST', '/api/cart/items', { item: { productId: 'prod-0017', option: '0.5g', quantity: 1 } }, { cookie: shopper.cookie });
    const applied = await call(
      'POST',
      '/api/cart/promo',
      { code: 'VAPE10', retailerId: DETROIT, menuType: 'RECREATIONAL' },
      { cookie: shopper.cookie },
    );
    expect(applied.status).toBe(200);
    const placed = await placeOrder(shopper, 'PICKUP', []);
    const removed = await call('POST', `/api/staff/orders/${placed.id}/lines/0/unavailable`, {}, { cookie: staff });
    expect(removed.status).toBe(200);
    const after = await call('GET', `/api/orders/${placed.id}`, undefined, { cookie: shopper.cookie });
    expect(data<{ subtotalCents: number; discountCents: number; promo: unknown }>(after)).toMatchObject({
      subtotalCents: 3000,
      discountCents: 300,
      promo: { code: 'VAPE10', amount: 3 },
    });
  });
});

describe(`staff isolation (${engine})`, () => {
  it("keeps staff of one store out of another store's orders", async () => {
    const shopper = await newShopper();
    const placed = await placeOrder(shopper, 'PICKUP');
    const other = await staffOf(ANN_ARBOR);
    expect((await call('GET', `/api/staff/orders?retailerId=${DETROIT}`, undefined, { cookie: other })).status).toBe(404);
    const own = data<{ store: { id: string }; orders: StaffOrderView[] }>(
      await call('GET', '/api/staff/orders', undefined, { cookie: other }),
    );
    expect(own.store.id).toBe(ANN_ARBOR);
    expect(own.orders.map((o) => o.id)).not.toContain(placed.id);
    expect((await advance(other, placed.id, 'confirmed')).status).toBe(404);
    expect((await call('POST', `/api/staff/orders/${placed.id}/cancel`, { reason: 'Not ours' }, { cookie: other })).status).toBe(404);
    expect((await call('POST', `/api/staff/orders/${placed.id}/lines/0/unavailable`, {}, { cookie: other })).status).toBe(404);
    expect((await order(shopper.cookie, placed.id)).status).toBe('placed');
  });

  it('answers 403 to a shopper and 401 to a guest on every staff route', async () => {
    const shopper = await newShopper();
    const placed = await placeOrder(shopper, 'PICKUP');
    const routes: Array<[string, string, unknown]> = [
      ['GET', '/api/staff/orders', undefined],
      ['GET', `/api/staff/orders?retailerId=${DETROIT}`, undefined],
      ['POST', `/api/staff/orders/${placed.id}/advance`, { to: 'confirmed' }],
      ['POST', `/api/staff/orders/${placed.id}/cancel`, { reason: 'Because' }],
      ['POST', `/api/staff/orders/${placed.id}/lines/0/unavailable`, {}],
    ];
    for (const [method, path, body] of routes) {
      const asShopper = await call(method, path, body, { cookie: shopper.cookie });
      expect([path, asShopper.status, asShopper.json.message]).toEqual([path, 403, STAFF_ONLY_MESSAGE]);
      expect([path, (await call(method, path, body)).status]).toEqual([path, 401]);
    }
    expect((await order(shopper.cookie, placed.id)).status).toBe('placed');
  });

  it("shows staff the handover, not the shopper's e-mail, payment or other data", async () => {
    const shopper = await newShopper();
    const placed = await placeOrder(shopper, 'PICKUP');
    const staff = await staffOf(DETROIT);
    const board = await call('GET', `/api/staff/orders?retailerId=${DETROIT}`, undefined, { cookie: staff });
    const row = data<{ orders: StaffOrderView[] }>(board).orders.find((o) => o.id === placed.id);
    expect(row).toMatchObject({ customerName: 'Robin L.', phone: shopper.phone });
    const text = JSON.stringify(board.json);
    expect(text).not.toContain(shopper.email);
    expect(text).not.toContain('payment');
    expect(text).not.toContain('userId');
    // Staff are not the shopper: the shopper's own routes answer as for anyone else.
    expect((await call('GET', `/api/orders/${placed.id}`, undefined, { cookie: staff })).status).toBe(404);
  });
});
