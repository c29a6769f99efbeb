/**
 * Promo codes (issue 35, item 1) on the run's database engine (SQLite, or PostgreSQL under
 * tests/tools/with-postgres.sh), in-process through the API's one handler table: the pop-up's coupon
 * issued to the e-mail entered and used at checkout, each refusal's message, the discount priced by
 * the one pricing function (the better of deal and code per line), a guest's code following them to
 * their account, and one use per shopper, also when two orders are placed at once.
 */
import { describe, expect, it } from 'vitest';
import {
  orderSlots,
  PROMO_CODE_EXPIRED_MESSAGE,
  PROMO_CODE_NOT_APPLICABLE_MESSAGE,
  PROMO_CODE_NOT_YOURS_MESSAGE,
} from '@storefront/components/rules';
import {
  PROMO_CODE_REQUIRED_MESSAGE,
  PROMO_CODE_UNKNOWN_MESSAGE,
  PROMO_CODE_USED_MESSAGE,
  promoCodeMinimumMessage,
  promoCodeWrongStoreMessage,
} from '@storefront/components/rules';
import { demoCatalog } from '@storefront/fixtures/catalog';
import { type Answer, seededApi } from './seededApi.ts';
import { engine } from './testDb.ts';

// A Tuesday, 10 a.m. in Detroit: the store is open, '20% Off Select Flower' runs.
const clock = Date.parse('2026-11-24T15:00:00Z');
const harness = seededApi(() => clock);
const { call } = harness;
const DAY = 24 * 60 * 60 * 1000;

const cookieSet = (answer: Answer, name: string): string => {
  const set = answer.headers['set-cookie'];
  return (Array.isArray(set) ? set : set ? [set] : []).map((c) => c.split(';')[0] ?? '').find((c) => c.startsWith(`${name}=`)) ?? '';
};
const data = <T>(answer: Answer): T => answer.json.data as T;

let count = 0;
async function newShopper(): Promise<{ cookie: string; email: string; id: string }> {
  count += 1;
  const email = `promo.${count}.${engine}@example.com`;
  const res = await call('POST', '/api/auth/sign-up', { firstName: 'Pat', lastName: 'Promo', email, password: 'correct horse 1' });
  expect(res.status).toBe(201);
  return { cookie: cookieSet(res, 'sf_session'), email, id: data<{ _id: string }>(res)._id };
}
/** The pop-up sign-up's personal code for `email` (Greenleaf's welcome: 15% off). */
async function popupCode(email: string, campaign = 'campaign-welcome'): Promise<string> {
  const res = await call('POST', '/api/popup/subscribe', { email, popupCampaignId: campaign, retailerId: 'ret-mi-detroit' });
  expect(res.status).toBe(201);
  return data<{ couponInfo: { codes: string[] } }>(res).couponInfo.codes[0] ?? '';
}
const add = (cookie: string, productId: string, option: string, quantity = 1) =>
  call('POST', '/api/cart/items', { item: { productId, option, quantity } }, { cookie });
const apply = (cookie: string, code: string, retailerId = 'ret-mi-detroit') =>
  call('POST', '/api/cart/promo', { code, retailerId, menuType: 'RECREATIONAL' }, { cookie });

const detroit = demoCatalog.retailers.find((r) => r.id === 'ret-mi-detroit')!;
const orderBody = (requestKey: string) => ({
  retailerId: 'ret-mi-detroit',
  orderType: 'PICKUP',
  pricingType: 'RECREATIONAL',
  contact: { firstName: 'Pat', lastName: 'Promo', email: 'pat@example.com', phone: '3135550100' },
  requestKey,
  slot: orderSlots(detroit, new Date(clock), 1)[0]?.value,
});
interface Order {
  id: string;
  subtotalCents: number;
  discountCents: number;
  taxCents: number;
  totalCents: number;
  lines: Array<{ lineTotalCents: number }>;
}

describe(`promo codes (${engine})`, () => {
  it("the pop-up's coupon, applied in the cart, prices the order: per line the better of the deal and the code", async () => {
    const { cookie, email, id } = await newShopper();
    const code = await popupCode(email);
    expect(code).toMatch(/^WELCOME15-[0-9A-Z]{6}$/);
    // Blue Dream 1 g ($13.00, '20% Off Select Flower': $10.40) and a $30.00 vape cart at list price.
    await add(cookie, 'prod-0001', '1g', 2);
    await add(cookie, 'prod-0017', '0.5g', 1);
    const applied = await apply(cookie, code.toLowerCase());
    expect(applied.status).toBe(200);
    expect(data<{ promo: unknown }>(applied).promo).toEqual({
      code,
      kind: 'PERCENT_ORDER',
      percent: 15,
      amount: null,
      minSubtotal: null,
      categories: [],
      retailerIds: ['ret-mi-detroit', 'ret-mi-ann-arbor', 'ret-mi-grand-rapids'],
      expiresAt: clock + 30 * DAY,
    });
    expect(data<{ promo: { code: string } }>(await call('GET', '/api/cart/promo', undefined, { cookie })).promo.code).toBe(code);

    const placed = await call('POST', '/api/orders', orderBody('promo-1'), { cookie });
    expect(placed.status).toBe(201);
    const order = data<Order>(placed);
    // Flower keeps its deal ($20.80 < 15% off $26.00 = $22.10); the vape takes the code ($25.50).
    expect(order.lines.map((l) => l.lineTotalCents)).toEqual([2080, 2550]);
    expect(order).toMatchObject({ subtotalCents: 5600, discountCents: 970 });
    expect(order.totalCents).toBe(order.subtotalCents - order.discountCents + order.taxCents);
    // The order names the code's part of the discount, as the cart did (the vape's $4.50).
    expect((order as Order & { promo: unknown }).promo).toEqual({ code, label: `Promo code ${code} (15% off)`, amount: 4.5 });
    // The order's e-mail (outbox) carries the same line; the SMS stays short.
    const mails = await harness.store.db
      .selectFrom('emailOutbox')
      .select(['channel', 'payload'])
      .where('template', '=', 'order-status')
      .where('payload', 'like', `%${order.id}%`)
      .execute();
    const mail = mails.find((m) => m.channel === 'email');
    expect(JSON.parse(mail?.payload ?? '{}').promo).toEqual({ code, label: `Promo code ${code} (15% off)`, amount: 4.5 });
    expect(JSON.parse(mails.find((m) => m.channel === 'sms')?.payload ?? '{}').promo).toBeUndefined();
    const redemption = await harness.store.db.selectFrom('promoRedemptions').selectAll().where('userId', '=', id).execute();
    expect(redemption).toEqual([
      expect.objectContaining({ code, requestKey: 'promo-1', label: `Promo code ${code} (15% off)`, amountCents: 450 }),
    ]);
    // The cart is empty and without a code; the code is used.
    expect(data<{ promo: unknown }>(await call('GET', '/api/cart/promo', undefined, { cookie })).promo).toBeNull();
    await add(cookie, 'prod-0017', '0.5g', 1);
    expect([(await apply(cookie, code)).json.message]).toEqual([PROMO_CODE_USED_MESSAGE]);
  });

  it('says why a code cannot be used: none, unknown, another e-mail, another store, not in the cart, under the minimum, expired', async () => {
    const { cookie } = await newShopper();
    const other = await popupCode(`someone.else.${engine}@example.com`);
    await add(cookie, 'prod-0001', '1g', 1);
    const cases: Array<[string, string, string]> = [
      ['  ', 'ret-mi-detroit', PROMO_CODE_REQUIRED_MESSAGE],
      ['NOPE-123', 'ret-mi-detroit', PROMO_CODE_UNKNOWN_MESSAGE],
      [other, 'ret-mi-detroit', PROMO_CODE_NOT_YOURS_MESSAGE],
      ['VAPE10', 'ret-mi-detroit', PROMO_CODE_NOT_APPLICABLE_MESSAGE],
      ['TAKE10', 'ret-mi-detroit', promoCodeMinimumMessage(60)],
    ];
    for (const [code, retailerId, message] of cases) {
      const res = await apply(cookie, code, retailerId);
      expect([code, res.status, res.json.message]).toEqual([code, 400, message]);
    }
    const mine = await newShopper();
    const code = await popupCode(mine.email);
    await add(mine.cookie, 'prod-0001', '1g', 1);
    const denver = demoCatalog.retailers.find((r) => r.id === 'ret-co-denver')!;
    expect((await apply(mine.cookie, code, denver.id)).json.message).toBe(promoCodeWrongStoreMessage(denver.name));
    expect((await apply(mine.cookie, code)).status).toBe(200);
    // Applied, then past its expiry before the order (its 30 days, brought forward): the order is refused with the message and not placed.
    await harness.store.db.updateTable('promoCodes').set({ expiresAt: clock }).where('code', '=', code).execute();
    expect((await apply(mine.cookie, code)).json.message).toBe(PROMO_CODE_EXPIRED_MESSAGE);
    const refused = await call('POST', '/api/orders', orderBody('expired'), { cookie: mine.cookie });
    expect([refused.status, refused.json.message]).toEqual([400, PROMO_CODE_EXPIRED_MESSAGE]);
    expect(await harness.store.db.selectFrom('orders').select('id').where('userId', '=', mine.id).execute()).toEqual([]);
  });

  it('a code that saves nothing (the deal is better on every line) is not used up by the order', async () => {
    const { cookie, email, id } = await newShopper();
    const code = await popupCode(email);
    // Only the flower under '20% Off Select Flower': the deal beats 15 % off.
    await add(cookie, 'prod-0001', '1g', 1);
    expect((await apply(cookie, code)).status).toBe(200);
    const placed = await call('POST', '/api/orders', orderBody('no-saving'), { cookie });
    expect(placed.status).toBe(201);
    expect(data<Order & { promo: unknown }>(placed)).toMatchObject({ subtotalCents: 1300, discountCents: 260, promo: null });
    expect(await harness.store.db.selectFrom('promoRedemptions').select('code').where('userId', '=', id).execute()).toEqual([]);
    await add(cookie, 'prod-0017', '0.5g', 1);
    expect((await apply(cookie, code)).status).toBe(200);
  });

  it("a guest's code joins their account at sign-in only when the account may use it", async () => {
    const owner = await newShopper();
    const code = await popupCode(owner.email);
    for (const [who, keeps] of [
      [owner.email, true],
      [(await newShopper()).email, false],
    ] as const) {
      const added = await call('POST', '/api/cart/items', { item: { productId: 'prod-0017', option: '0.5g', quantity: 1 } });
      const guest = cookieSet(added, 'sf_cart');
      expect((await apply(guest, code)).status).toBe(200);
      const signedIn = await call('POST', '/api/auth/sign-in', { email: who, password: 'correct horse 1' }, { cookie: guest });
      expect(signedIn.status).toBe(200);
      const promo = data<{ promo: { code: string } | null }>(
        await call('GET', '/api/cart/promo', undefined, { cookie: cookieSet(signedIn, 'sf_session') }),
      ).promo;
      expect([who, promo?.code ?? null]).toEqual([who, keeps ? code : null]);
    }
  });

  it('a guest whose lines live in the browser applies a code against them: a cart of their own holds it until sign-in', async () => {
    const owner = await newShopper();
    const code = await popupCode(owner.email);
    const items = [{ productId: 'prod-0017', option: '0.5g', quantity: 1 }];
    const none = await call('POST', '/api/cart/promo', { code, retailerId: 'ret-mi-detroit' });
    expect([none.status, none.json.message]).toEqual([400, 'Your cart is empty.']);
    const applied = await call('POST', '/api/cart/promo', { code, retailerId: 'ret-mi-detroit', items });
    expect(applied.status).toBe(200);
    const guest = cookieSet(applied, 'sf_cart');
    expect(guest).toMatch(/^sf_cart=[\w-]{43}$/);
    expect(data<{ promo: { code: string } }>(await call('GET', '/api/cart/promo', undefined, { cookie: guest })).promo.code).toBe(code);
    const signedIn = await call('POST', '/api/auth/sign-in', { email: owner.email, password: 'correct horse 1' }, { cookie: guest });
    const cookie = cookieSet(signedIn, 'sf_session');
    await add(cookie, 'prod-0017', '0.5g', 1);
    expect(data<{ promo: { code: string } }>(await call('GET', '/api/cart/promo', undefined, { cookie })).promo.code).toBe(code);
    // Removed, it is gone.
    expect(data<{ promo: unknown }>(await call('DELETE', '/api/cart/promo', undefined, { cookie })).promo).toBeNull();
    expect(data<{ promo: unknown }>(await call('GET', '/api/cart/promo', undefined, { cookie })).promo).toBeNull();
  });

  it('one use per shopper: two orders placed at once with the same code make one order', async () => {
    const { cookie, email, id } = await newShopper();
    const code = await popupCode(email);
    await add(cookie, 'prod-0017', '0.5g', 1);
    expect((await apply(cookie, code)).status).toBe(200);
    const answers = await Promise.all([
      call('POST', '/api/orders', orderBody('race-a'), { cookie }),
      call('POST', '/api/orders', orderBody('race-b'), { cookie }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, expect.any(Number)]);
    expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
    const refused = answers.find((a) => a.status !== 201)!;
    // The second finds the code used, or the cart already emptied by the first.
    expect([PROMO_CODE_USED_MESSAGE, 'Your cart is empty.']).toContain(refused.json.message);
    expect(await harness.store.db.selectFrom('orders').select('id').where('userId', '=', id).execute()).toHaveLength(1);
    expect(await harness.store.db.selectFrom('promoRedemptions').select('code').where('userId', '=', id).execute()).toEqual([{ code }]);
  });

  it('the redemption key holds under a race of the raw inserts (the second of two is refused by the database)', async () => {
    const { id } = await newShopper();
    const db = harness.store.db;
    const row = (requestKey: string) => ({ code: 'VAPE10', userId: id, requestKey, label: 'x', amountCents: 1, createdAt: clock });
    const results = await Promise.allSettled([
      db.transaction().execute((trx) => trx.insertInto('promoRedemptions').values(row('a')).execute()),
      db.transaction().execute((trx) => trx.insertInto('promoRedemptions').values(row('b')).execute()),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
  });
});
