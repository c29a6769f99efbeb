// @vitest-environment node
/**
 * The demo e-mail outbox (issue 12 item 4): a scheduled abandoned-cart reminder is listed as
 * scheduled, then written out as sent once it falls due (subject, the items priced from the
 * catalogue, not the browser's word, a link back to /cart-abandonment); a newer cart cancels the
 * older reminder; the outbox is served only when the server turns it on.
 */
import { describe, expect, it } from 'vitest';
import { apiPaths } from '@storefront/components/api';
import { products } from '@storefront/fixtures/catalog';
import type { DemoApi } from '../handlers.ts';
import { createDemoApi } from '../handlers.ts';
import { ABANDONED_CART_SUBJECT, renderOrderMessage, type OutboxEntry } from './outbox.ts';
import { signUpCookie, TEST_NOW } from './testApi.ts';
import { afterEach } from 'vitest';

const opened: DemoApi[] = [];
afterEach(async () => {
  for (const api of opened.splice(0)) await (await api.database()).close();
});
/** An API whose clock the test moves. */
function apiAt(devOutbox = true) {
  const clock = { now: TEST_NOW };
  const api = createDemoApi({ now: () => clock.now, devOutbox });
  opened.push(api);
  return { api, clock };
}
const call = (api: DemoApi, method: string, url: string, body?: unknown, headers: Record<string, string> = {}) => {
  const [path = '', qs = ''] = url.split('?');
  return api({ method, path, query: new URLSearchParams(qs), body, headers });
};
/** Each API's signed-in shoppers by e-mail: the reminder is the session's own (issue 32). */
const sessions = new WeakMap<DemoApi, Map<string, Promise<string>>>();
function sessionOf(api: DemoApi, email: string, firstName: string): Promise<string> {
  const mine = sessions.get(api) ?? new Map<string, Promise<string>>();
  sessions.set(api, mine);
  if (!mine.has(email)) mine.set(email, signUpCookie(api, email, firstName));
  return mine.get(email)!;
}
const list = async (api: DemoApi, query = '') => {
  const res = await call(api, 'GET', `/api/dev/outbox${query}`);
  return { status: res.status, entries: (res.json as { data?: { entries: OutboxEntry[] } }).data?.entries ?? [] };
};

const blueDream = products.find((p) => p.id === 'prod-0001')!;
const gram = blueDream.options.find((o) => o.option === '1g')!;
const status = async (api: DemoApi, body: Record<string, unknown> = {}, who = { email: 'sam@example.com', firstName: 'Sam' }) =>
  call(
    api,
    'POST',
    apiPaths.abandonedCartStatus,
    {
      abandonAfterMs: 30 * 60_000,
      customerEmail: who.email,
      // The greeting is the account's first name, never this.
      firstName: 'Mallory <script>',
      cartId: 'cart_abc_2',
      retailerId: 'ret-mi-detroit',
      menuType: 'RECREATIONAL',
      // The browser's price is ignored: the e-mail quotes the catalogue's.
      cartItems: [
        { productId: blueDream.id, option: '1g', quantity: 2, price: 0.01 },
        { productId: 'prod-gone', option: '1g', quantity: 1 },
      ],
      ...body,
    },
    { cookie: await sessionOf(api, who.email, who.firstName) },
  );

describe('GET /api/dev/outbox', () => {
  it('lists the reminder as scheduled, then as sent once it falls due, written out from the catalogue', async () => {
    const { api, clock } = apiAt();
    expect((await status(api)).status).toBe(200);
    const before = await list(api);
    expect(before.entries).toHaveLength(1);
    expect(before.entries[0]).toMatchObject({
      to: 'sam@example.com',
      status: 'scheduled',
      sendAfter: TEST_NOW + 30 * 60_000,
      sentAt: null,
    });

    clock.now += 30 * 60_000;
    const [sent] = (await list(api)).entries;
    expect(sent).toMatchObject({ status: 'sent', sentAt: clock.now });
    expect(sent!.email).toMatchObject({
      subject: ABANDONED_CART_SUBJECT,
      greeting: 'Hi Sam, your cart is waiting.',
      link: '/cart-abandonment?cartId=cart_abc_2',
    });
    // The item the catalogue no longer has is left out; the price is the store's (no special runs on 1 g of flower then).
    expect(sent!.email.lines).toEqual([
      {
        productId: blueDream.id,
        name: blueDream.productName,
        option: '1g',
        quantity: 2,
        image: blueDream.image,
        price: expect.stringMatching(/^\$\d+\.\d\d$/),
        lineTotal: expect.stringMatching(/^\$\d+\.\d\d$/),
      },
    ]);
    const unit = Number(sent!.email.lines[0]!.price.slice(1));
    expect(unit).toBeLessThanOrEqual(gram.price);
    expect(unit).toBeGreaterThan(1);
    expect(sent!.email.total).toBe(sent!.email.lines[0]!.lineTotal);
  });

  it('a newer cart cancels the pending reminder; an emptied cart cancels it too', async () => {
    const { api, clock } = apiAt();
    await status(api);
    clock.now += 1000;
    await status(api, { cartId: 'cart_def_3' });
    expect((await list(api)).entries.map((e) => [e.status, e.email.link])).toEqual([
      ['scheduled', '/cart-abandonment?cartId=cart_def_3'],
      ['cancelled', '/cart-abandonment?cartId=cart_abc_2'],
    ]);
    await status(api, { cartItems: [], cartId: 'cart_def_3' });
    expect((await list(api)).entries.map((e) => e.status)).toEqual(['cancelled', 'cancelled']);
  });

  it("filters by the shopper's e-mail", async () => {
    const { api } = apiAt();
    await status(api);
    await status(api, {}, { email: 'alex@example.com', firstName: 'Alex' });
    expect((await list(api, '?to=ALEX@example.com')).entries.map((e) => e.to)).toEqual(['alex@example.com']);
  });

  it('is not served unless the server turns it on', async () => {
    const { api } = apiAt(false);
    await status(api);
    expect((await list(api)).status).toBe(404);
  });
});

describe('an order message as its reader sees it (issue 35)', () => {
  const mail = {
    subject: 'Order #1042 is placed',
    greeting: 'Hi Sam,',
    body: 'Greenleaf has your order.',
    total: 42.44,
    store: 'Greenleaf',
  };
  it.each([
    ['no code', null, 'Hi Sam, Greenleaf has your order.'],
    [
      'a code',
      { label: 'Promo code WELCOME15-7K2Q9D (15% off)', amount: 4.5 },
      'Hi Sam, Greenleaf has your order. Promo code WELCOME15-7K2Q9D (15% off): -$4.50.',
    ],
    ['a code that saved nothing', { label: 'Promo code TAKE10', amount: 0 }, 'Hi Sam, Greenleaf has your order.'],
    ['a damaged promo field', { label: 'x', amount: '4.5' }, 'Hi Sam, Greenleaf has your order.'],
  ])('the e-mail with %s', (_, promo, greeting) => {
    expect(renderOrderMessage({ ...mail, promo })).toMatchObject({ subject: 'Order #1042 is placed', greeting, total: '$42.44' });
  });
  it('the SMS is its text alone', () => {
    expect(renderOrderMessage({ text: 'Greenleaf: order #1042 is ready for pickup.', total: 42.44 }).greeting).toBe(
      'Greenleaf: order #1042 is ready for pickup.',
    );
  });
});
