/** Pop-up visitors, responses, subscriptions, abandoned-cart status and the reminder outbox, kept in the database. */
import { describe, expect, it } from 'vitest';
import { apiPaths, popupButtonTypes, popupKinds, popupScheduleTypes, popupTemplates, popupTriggerTypes } from '@storefront/components/api';
import { LIMITS } from '../auth/rateLimit.ts';
import { couponFor, demoCampaigns } from '../demoData.ts';
import type { DemoApi } from '../handlers.ts';
import { cookieHeaderOf, dbOf, freshApis, messageOf, signUpCookie, TEST_NOW } from './testApi.ts';
import {
  abandonedCartDedupeKey,
  ENGAGEMENT_LIMITS,
  GUEST_REMINDER_MESSAGE,
  OTHER_EMAIL_REMINDER_MESSAGE,
  SIGN_IN_FOR_REMINDER_MESSAGE,
} from './engagement.ts';

const NOW = TEST_NOW;
const fresh = freshApis(NOW);

function call(api: DemoApi, method: string, url: string, body?: unknown, extra: { ip?: string; headers?: Record<string, string> } = {}) {
  const [path = '', qs = ''] = url.split('?');
  return api({ method, path, query: new URLSearchParams(qs), body, headers: extra.headers ?? {}, ip: extra.ip });
}

const NINE_HUNDRED_KB = 'x'.repeat(900 * 1024);
const goodVisitor = {
  name: 'Amber Falcon',
  url: 'shop.example.com',
  referrer: { known: true, domain: 'www.google.com', source: 'Google', medium: 'cpc', term: 'pre rolls', uri: 'https://www.google.com/' },
  unixTimeStamp: 1_750_000_000,
  timezone: 'America/Detroit',
};

describe('POST /api/popup/visitor', () => {
  it('keeps the visitor and answers it with a random id', async () => {
    const api = fresh();
    const res = await call(api, 'POST', apiPaths.popupVisitor, goodVisitor);
    expect(res.status).toBe(201);
    const { data } = res.json as { data: { _id: string } };
    expect(data).toEqual({ _id: expect.stringMatching(/^vis_[A-Za-z0-9_-]{16}$/), ...goodVisitor });
    const rows = await (await dbOf(api)).selectFrom('visitors').selectAll().execute();
    expect(rows).toEqual([
      {
        id: data._id,
        name: 'Amber Falcon',
        url: 'shop.example.com',
        referrer: JSON.stringify(goodVisitor.referrer),
        unixTimeStamp: 1_750_000_000,
        timezone: 'America/Detroit',
        createdAt: NOW,
      },
    ]);
  });

  it('fills the defaults: Direct referrer, UTC, the clock in seconds; numeric strings are read', async () => {
    const api = fresh();
    const bare = await call(api, 'POST', apiPaths.popupVisitor, { name: 'Jade Otter' });
    expect((bare.json as { data: unknown }).data).toMatchObject({
      url: '',
      referrer: { known: false, source: 'Direct', medium: 'unknown' },
      unixTimeStamp: NOW / 1000,
      timezone: 'UTC',
    });
    const text = await call(api, 'POST', apiPaths.popupVisitor, { name: 'Jade Otter', unixTimeStamp: '1750000123' });
    expect((text.json as { data: { unixTimeStamp: number } }).data.unixTimeStamp).toBe(1_750_000_123);
  });

  it.each([
    ['name', { ...goodVisitor, name: NINE_HUNDRED_KB }, '"name" is too long (at most 200 characters).'],
    ['url', { ...goodVisitor, url: NINE_HUNDRED_KB }, '"url" is too long (at most 2048 characters).'],
    [
      'referrer.uri',
      { ...goodVisitor, referrer: { ...goodVisitor.referrer, uri: NINE_HUNDRED_KB } },
      '"referrer.uri" is too long (at most 2048 characters).',
    ],
    [
      'referrer.domain',
      { ...goodVisitor, referrer: { ...goodVisitor.referrer, domain: NINE_HUNDRED_KB } },
      '"referrer.domain" is too long (at most 2048 characters).',
    ],
    [
      'referrer.term',
      { ...goodVisitor, referrer: { ...goodVisitor.referrer, term: NINE_HUNDRED_KB } },
      '"referrer.term" is too long (at most 2048 characters).',
    ],
    ['timezone', { ...goodVisitor, timezone: NINE_HUNDRED_KB }, '"timezone" is too long (at most 64 characters).'],
    ['unixTimeStamp', { ...goodVisitor, unixTimeStamp: NINE_HUNDRED_KB }, '"unixTimeStamp" must be a number.'],
  ])('a 900 kB %s answers 400 naming the field and keeps nothing', async (_field, body, message) => {
    const api = fresh();
    const res = await call(api, 'POST', apiPaths.popupVisitor, body);
    expect(res.status).toBe(400);
    expect(messageOf(res.json)).toBe(message);
    expect(await (await dbOf(api)).selectFrom('visitors').select('id').execute()).toEqual([]);
  });

  it('100 anonymous 900 kB visitor posts keep nothing (the memory probe of issue 9)', async () => {
    const api = fresh();
    for (let i = 0; i < 100; i += 1) {
      const res = await call(api, 'POST', apiPaths.popupVisitor, {
        ...goodVisitor,
        referrer: { ...goodVisitor.referrer, uri: NINE_HUNDRED_KB },
      });
      expect(res.status).toBe(400);
    }
    expect(await (await dbOf(api)).selectFrom('visitors').select('id').execute()).toEqual([]);
  });

  it('keeps only the known fields: an extra 900 kB field is not stored', async () => {
    const api = fresh();
    expect((await call(api, 'POST', apiPaths.popupVisitor, { ...goodVisitor, junk: NINE_HUNDRED_KB })).status).toBe(201);
    const [row] = await (await dbOf(api)).selectFrom('visitors').selectAll().execute();
    expect(JSON.stringify(row).length).toBeLessThan(1000);
  });

  it.each([
    [{ name: '' }, 'Please enter name.'],
    [{ name: 42 }, 'Please enter name.'],
    [{ name: 'a', url: 7 }, '"url" must be a string.'],
    [{ name: 'a', referrer: 'google' }, '"referrer" must be a JSON object.'],
    [{ name: 'a', referrer: { known: 'yes' } }, '"referrer.known" must be true or false.'],
    [{ name: 'a', referrer: { uri: 5 } }, '"referrer.uri" must be a string.'],
    [{ name: 'a', unixTimeStamp: -1 }, '"unixTimeStamp" must be a whole number of seconds between 0 and 253402300799.'],
    [{ name: 'a', unixTimeStamp: 1.5 }, '"unixTimeStamp" must be a whole number of seconds between 0 and 253402300799.'],
    [{ name: 'a', unixTimeStamp: 1e20 }, '"unixTimeStamp" must be a whole number of seconds between 0 and 253402300799.'],
    [{ name: 'a', unixTimeStamp: 'soon' }, '"unixTimeStamp" must be a number.'],
    [{ name: 'a', timezone: ['UTC'] }, '"timezone" must be a string.'],
  ])('rejects %j', async (body, message) => {
    const api = fresh();
    const res = await call(api, 'POST', apiPaths.popupVisitor, body);
    expect(res.status).toBe(400);
    expect(messageOf(res.json)).toBe(message);
    expect(await (await dbOf(api)).selectFrom('visitors').select('id').execute()).toEqual([]);
  });
});

describe('POST /api/popup/response and GET /api/popup/active', () => {
  it('records the response upper case, with the campaign template by default', async () => {
    const api = fresh();
    const res = await call(api, 'POST', apiPaths.popupResponse, {
      responseType: 'view',
      popupCampaignId: 'campaign-weekend-bar',
      visitorId: 'vis_1',
      retailerId: 'ret-mi-detroit',
    });
    expect(res.status).toBe(201);
    const rows = await (await dbOf(api)).selectFrom('popupResponses').selectAll().execute();
    expect(rows).toEqual([
      {
        id: (res.json as { data: { _id: string } }).data._id,
        responseType: 'VIEW',
        popupCampaignId: 'campaign-weekend-bar',
        popupTemplateType: 'bar',
        visitorId: 'vis_1',
        retailerId: 'ret-mi-detroit',
        unixTimeStamp: NOW / 1000,
        timezone: 'UTC',
        createdAt: NOW,
      },
    ]);
  });

  it.each([
    [
      { responseType: 'x'.repeat(900_000), popupCampaignId: 'campaign-welcome', visitorId: 'v' },
      '"responseType" must be one of view, click, cancel, signup.',
    ],
    [
      { responseType: 'view', popupCampaignId: 'campaign-welcome', visitorId: 'v'.repeat(201) },
      '"visitorId" is too long (at most 200 characters).',
    ],
    [{ responseType: 'view', popupCampaignId: 'c'.repeat(201), visitorId: 'v' }, '"popupCampaignId" is too long (at most 200 characters).'],
    [
      { responseType: 'view', popupCampaignId: 'campaign-welcome', visitorId: 'v', timezone: 'T'.repeat(65) },
      '"timezone" is too long (at most 64 characters).',
    ],
    [
      { responseType: 'view', popupCampaignId: 'campaign-welcome', visitorId: 'v', popupTemplateType: 'modal' },
      '"popupTemplateType" must be one of popup, flyout, fullScreen, bar.',
    ],
  ])('rejects %#', async (body, message) => {
    const api = fresh();
    const res = await call(api, 'POST', apiPaths.popupResponse, body);
    expect(res.status).toBe(400);
    expect(messageOf(res.json)).toBe(message);
    expect(await (await dbOf(api)).selectFrom('popupResponses').select('id').execute()).toEqual([]);
  });

  it('leaves out only the campaigns this visitor signed up to', async () => {
    const api = fresh();
    await call(api, 'POST', apiPaths.popupSubscribe, {
      popupCampaignId: 'campaign-weekend-bar',
      email: 'a@example.com',
      visitorId: 'vis_a',
    });
    const active = async (visitorId: string) =>
      (
        (await call(api, 'GET', `${apiPaths.popupActive}?visitorId=${visitorId}`)).json as {
          data: { popupCampaign: Array<{ _id: string }> };
        }
      ).data.popupCampaign.map((c) => c._id);
    expect(await active('vis_a')).toEqual(demoCampaigns.map((c) => c._id).filter((id) => id !== 'campaign-weekend-bar'));
    expect(await active('vis_b')).toContain('campaign-weekend-bar');
  });

  it('leaves out the campaigns this visitor dismissed or clicked; a view keeps it', async () => {
    const api = fresh();
    const respond = (responseType: string, popupCampaignId: string) =>
      call(api, 'POST', apiPaths.popupResponse, { responseType, popupCampaignId, visitorId: 'vis_c' });
    await respond('view', 'campaign-welcome');
    await respond('cancel', 'campaign-vape-flyout');
    await respond('CLICK', 'campaign-az-grand-opening');
    const active = (
      (await call(api, 'GET', `${apiPaths.popupActive}?visitorId=vis_c`)).json as { data: { popupCampaign: Array<{ _id: string }> } }
    ).data.popupCampaign.map((c) => c._id);
    expect(active).toContain('campaign-welcome');
    expect(active).not.toContain('campaign-vape-flyout');
    expect(active).not.toContain('campaign-az-grand-opening');
  });

  it.each([
    ['ret-mi-detroit', ['campaign-welcome', 'campaign-vape-flyout', 'campaign-holiday-2023']],
    ['ret-az-tempe', ['campaign-weekend-bar', 'campaign-az-grand-opening', 'campaign-holiday-2023']],
    ['ret-co-denver', ['campaign-co-newsletter', 'campaign-co-rules-bar', 'campaign-holiday-2023']],
    ['ret-ar-little-rock', ['campaign-holiday-2023']],
  ])("a store's campaigns: %s", async (retailerId, expected) => {
    const body = (await call(fresh(), 'GET', `${apiPaths.popupActive}?retailerId=${retailerId}&visitorId=vis_d`)).json as {
      data: { popupCampaign: Array<{ _id: string }> };
    };
    expect(body.data.popupCampaign.map((c) => c._id)).toEqual(expected);
  });

  it('the demo campaigns use every template, kind, button type, schedule and trigger', () => {
    const used = (pick: (c: (typeof demoCampaigns)[number]) => string) => new Set(demoCampaigns.map(pick));
    expect(used((c) => c.edit.display.templateType)).toEqual(new Set(popupTemplates));
    expect(used((c) => c.kind)).toEqual(new Set(popupKinds));
    expect(used((c) => c.edit.mainSection.button.type)).toEqual(new Set(popupButtonTypes));
    expect(used((c) => c.schedule.type)).toEqual(new Set(popupScheduleTypes));
    expect(used((c) => c.behavior.trigger.type)).toEqual(new Set(popupTriggerTypes));
  });

  it('answers an unknown retailer with 404 and an over-long visitor id with 400', async () => {
    const api = fresh();
    expect((await call(api, 'GET', `${apiPaths.popupActive}?retailerId=ret-nowhere`)).status).toBe(404);
    expect((await call(api, 'GET', `${apiPaths.popupActive}?visitorId=${'v'.repeat(201)}`)).status).toBe(400);
  });
});

describe('POST /api/popup/subscribe', () => {
  const subscribe = (api: DemoApi, body: Record<string, unknown>, ip?: string) =>
    call(api, 'POST', apiPaths.popupSubscribe, { popupCampaignId: 'campaign-welcome', ...body }, { ip });

  it('answers a 128,000-character e-mail with 400 at once, keeping and counting nothing', async () => {
    const api = fresh();
    const db = await dbOf(api);
    for (const email of [
      `${'a'.repeat(128_000)}@example.com`,
      `a@${'b.'.repeat(64_000)}`,
      `${'a@'.repeat(64_000)}`,
      ' '.repeat(127_999) + 'a',
    ]) {
      const started = performance.now();
      const res = await subscribe(api, { email }, '198.51.100.1');
      expect(performance.now() - started).toBeLessThan(100);
      expect(res.status).toBe(400);
      expect(messageOf(res.json)).toBe('"email" is too long (at most 254 characters).');
    }
    expect(await db.selectFrom('subscriptions').select('id').execute()).toEqual([]);
    expect(await db.selectFrom('rateLimits').select('key').execute()).toEqual([]);
  });

  it('gives the same coupon codes for the same e-mail and campaign, any case, and keeps one row', async () => {
    const api = fresh();
    const first = await subscribe(api, { email: 'Sam@Example.com', visitorId: 'vis_1' });
    expect(first.status).toBe(201);
    const codes = (first.json as { data: { couponInfo: unknown } }).data.couponInfo;
    expect(codes).toEqual(couponFor('campaign-welcome', 'sam@example.com'));
    const again = await subscribe(api, { email: ' sam@example.COM ', visitorId: 'vis_2' });
    expect(again.status).toBe(200);
    expect((again.json as { data: { couponInfo: unknown } }).data.couponInfo).toEqual(codes);
    const other = await subscribe(api, { email: 'sam@example.com', popupCampaignId: 'campaign-weekend-bar' });
    expect((other.json as { data: { couponInfo: { masterCode: string } } }).data.couponInfo.masterCode).toBe('WEEKEND10');
    const rows = await (await dbOf(api))
      .selectFrom('subscriptions')
      .select(['email', 'emailKey', 'popupCampaignId', 'visitorId', 'couponInfo'])
      .orderBy('popupCampaignId')
      .execute();
    expect(rows).toEqual([
      {
        email: 'sam@example.com',
        emailKey: 'sam@example.com',
        popupCampaignId: 'campaign-weekend-bar',
        visitorId: '',
        couponInfo: JSON.stringify(couponFor('campaign-weekend-bar', 'sam@example.com')),
      },
      {
        email: 'Sam@Example.com',
        emailKey: 'sam@example.com',
        popupCampaignId: 'campaign-welcome',
        visitorId: 'vis_1',
        couponInfo: JSON.stringify(codes),
      },
    ]);
  });

  it('keeps the first codes when two sign-ups race (the unique key)', async () => {
    const api = fresh();
    const answers = await Promise.all([1, 2, 3].map(() => subscribe(api, { email: 'race@example.com' })));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 201]);
    expect(new Set(answers.map((a) => JSON.stringify((a.json as { data: unknown }).data))).size).toBe(1);
    expect(await (await dbOf(api)).selectFrom('subscriptions').select('id').execute()).toHaveLength(1);
  });

  it.each([
    [
      { email: 'a@example.com', popupCampaignId: 'campaign-vape-flyout' },
      400,
      'Pop-up campaign "campaign-vape-flyout" has no sign-up form.',
    ],
    [{ email: 'a@example.com', popupCampaignId: 'campaign-nope' }, 404, 'Pop-up campaign "campaign-nope" was not found.'],
    [{ email: 'a@example.com', popupCampaignId: undefined }, 400, 'Please enter popupCampaignId.'],
    [{ email: 42 }, 400, '"email" must be a string.'],
    [{ email: 'a@example.com', visitorId: 'v'.repeat(201) }, 400, '"visitorId" is too long (at most 200 characters).'],
  ])('rejects %j', async (body, status, message) => {
    const res = await subscribe(fresh(), body);
    expect(res.status).toBe(status);
    expect(messageOf(res.json)).toBe(message);
  });

  it(`limits an address to ${LIMITS.subscribePerAddress.max} sign-ups an hour (429 with Retry-After)`, async () => {
    const api = fresh();
    for (let i = 0; i < LIMITS.subscribePerAddress.max; i += 1) {
      expect((await subscribe(api, { email: `shopper${i}@example.com` }, '198.51.100.7')).status).toBe(201);
    }
    const over = await subscribe(api, { email: 'one-more@example.com' }, '198.51.100.7');
    expect(over.status).toBe(429);
    expect(messageOf(over.json)).toMatch(/^Too many attempts\. Please wait \d+ minutes? and try again\.$/);
    expect(Number(over.headers?.['retry-after'])).toBeGreaterThan(0);
    // Another address is not affected, and nothing was kept for the refused one.
    expect((await subscribe(api, { email: 'one-more@example.com' }, '198.51.100.8')).status).toBe(201);
    expect(await (await dbOf(api)).selectFrom('subscriptions').select('id').execute()).toHaveLength(LIMITS.subscribePerAddress.max + 1);
  });

  it(`limits one e-mail to ${LIMITS.subscribePerEmail.max} attempts an hour whatever the address`, async () => {
    const api = fresh();
    for (let i = 0; i < LIMITS.subscribePerEmail.max; i += 1) {
      expect((await subscribe(api, { email: 'Busy@example.com' }, `203.0.113.${i}`)).status).toBeLessThan(300);
    }
    expect((await subscribe(api, { email: 'busy@EXAMPLE.com' }, '203.0.113.99')).status).toBe(429);
  });

  it('skips the address limit in-process (no address)', async () => {
    const api = fresh();
    for (let i = 0; i < LIMITS.subscribePerAddress.max + 2; i += 1) {
      expect((await subscribe(api, { email: `p${i}@example.com` })).status).toBe(201);
    }
  });
});

describe('POST /api/cms/abandoned-cart/status and the reminder outbox', () => {
  const item = (n: number) => ({ productId: `prod-${n}`, option: '3.5g', quantity: 1, name: 'Blue Dream', price: 35 });
  /** What a reminder keeps of an item: product, option, quantity (the rest is the caller's text). */
  const kept = (n: number) => ({ productId: `prod-${n}`, option: '3.5g', quantity: 1 });
  const status = (api: DemoApi, body: Record<string, unknown>, cookie: string, ip?: string) =>
    call(
      api,
      'POST',
      apiPaths.abandonedCartStatus,
      { abandonAfterMs: 60_000, cartId: 'cart_1', cartItems: [item(1)], ...body },
      { headers: cookie ? { cookie } : {}, ...(ip ? { ip } : {}) },
    );
  const outbox = async (api: DemoApi) =>
    (await dbOf(api)).selectFrom('emailOutbox').selectAll().orderBy('createdAt').orderBy('sendAfter').execute();

  it("keeps the signed-in shopper's cart and schedules one reminder to the account's e-mail, greeting the account's first name", async () => {
    const api = fresh();
    const gia = await signUpCookie(api, 'Gia@example.com', 'Gia');
    const res = await status(
      api,
      {
        customerEmail: 'gia@EXAMPLE.com',
        firstName: 'Click evil.example now',
        fullName: 'Gia Guest',
        retailerId: 'ret-mi-detroit',
        token: 'secret-session-token',
        cartItems: [item(1), item(2)],
      },
      gia,
    );
    expect(res.status).toBe(200);
    expect(res.json).toEqual({
      statusCode: 200,
      message: 'Abandoned cart e-mail scheduled.',
      data: { cartId: 'cart_1', emailScheduled: true, scheduledFor: NOW + 60_000 },
    });
    const db = await dbOf(api);
    expect(await db.selectFrom('abandonedCarts').selectAll().execute()).toEqual([
      {
        emailKey: 'gia@example.com',
        customerEmail: 'Gia@example.com',
        cartId: 'cart_1',
        cartItems: JSON.stringify([kept(1), kept(2)]),
        abandonAfterMs: 60_000,
        scheduledFor: NOW + 60_000,
        updatedAt: NOW,
      },
    ]);
    const [mail, ...rest] = await outbox(api);
    expect(rest).toEqual([]);
    expect(mail).toMatchObject({
      dedupeKey: abandonedCartDedupeKey('gia@example.com'),
      toEmail: 'Gia@example.com',
      template: 'abandoned-cart',
      sendAfter: NOW + 60_000,
      sentAt: null,
      cancelledAt: null,
      createdAt: NOW,
    });
    const payload = JSON.parse(mail?.payload ?? '{}') as Record<string, unknown>;
    expect(payload).toEqual({
      cartId: 'cart_1',
      cartItems: [kept(1), kept(2)],
      firstName: 'Gia',
      retailerId: 'ret-mi-detroit',
      menuType: '',
      orderType: '',
    });
    // Neither the caller's text nor the session token is kept.
    expect(JSON.stringify(mail)).not.toMatch(/secret-session-token|evil|Blue Dream/);
  });

  it('re-scheduling cancels the pending reminder; an empty cart cancels it; one pending per shopper', async () => {
    let now = NOW;
    const api = fresh({ now: () => now });
    const gia = await signUpCookie(api, 'gia@example.com', 'Gia');
    const oli = await signUpCookie(api, 'oli@example.com', 'Oli');
    await status(api, { cartId: 'cart_1' }, gia);
    now += 1000;
    await status(api, { cartId: 'cart_2', cartItems: [item(1), item(3)] }, gia);
    await status(api, { cartId: 'cart_9' }, oli);
    let rows = await outbox(api);
    const pending = (email: string) => rows.filter((r) => r.toEmail.toLowerCase() === email && r.cancelledAt === null && r.sentAt === null);
    expect(rows).toHaveLength(3);
    expect(pending('gia@example.com').map((r) => JSON.parse(r.payload).cartId)).toEqual(['cart_2']);
    expect(rows.find((r) => JSON.parse(r.payload).cartId === 'cart_1')?.cancelledAt).toBe(NOW + 1000);
    expect(pending('oli@example.com')).toHaveLength(1);

    now += 1000;
    const cleared = await status(api, { cartId: '', cartItems: [] }, gia);
    expect(cleared.json).toEqual({
      statusCode: 200,
      message: 'Abandoned cart cleared.',
      data: { cartId: '', emailScheduled: false, scheduledFor: null },
    });
    rows = await outbox(api);
    expect(pending('gia@example.com')).toEqual([]);
    expect(pending('oli@example.com')).toHaveLength(1);
    const cart = await (await dbOf(api))
      .selectFrom('abandonedCarts')
      .selectAll()
      .where('emailKey', '=', 'gia@example.com')
      .executeTakeFirst();
    expect(cart).toMatchObject({ cartItems: '[]', scheduledFor: null, updatedAt: NOW + 2000 });
  });

  it("can neither schedule mail to another address nor cancel another shopper's reminder (issue 32)", async () => {
    const api = fresh();
    const gia = await signUpCookie(api, 'gia@example.com', 'Gia');
    const mallory = await signUpCookie(api, 'mallory@example.com', 'Mallory');
    await status(api, {}, gia);
    // Another address in the body: refused, nothing kept.
    const other = await status(api, { customerEmail: 'victim@example.com', firstName: 'Win a prize at evil.example' }, mallory);
    expect([other.status, messageOf(other.json)]).toEqual([403, OTHER_EMAIL_REMINDER_MESSAGE]);
    // Gia's address from Mallory's session: refused too, so her reminder stays.
    const cancel = await status(api, { customerEmail: 'gia@example.com', cartItems: [] }, mallory);
    expect(cancel.status).toBe(403);
    // No session: refused; nothing reaches the outbox.
    const anonymous = await status(api, { customerEmail: 'gia@example.com', cartItems: [] }, '');
    expect([anonymous.status, messageOf(anonymous.json)]).toEqual([401, SIGN_IN_FOR_REMINDER_MESSAGE]);
    const rows = await outbox(api);
    expect(rows.map((r) => [r.toEmail, r.cancelledAt])).toEqual([['gia@example.com', null]]);
  });

  it("keeps a guest's status under the guest cart of its cookie, and mails nobody", async () => {
    const api = fresh();
    const add = await call(api, 'POST', '/api/cart/items', { item: { productId: 'prod-0001', option: '3.5g', quantity: 1 } });
    const cookie = cookieHeaderOf(add.headers);
    expect(cookie).toMatch(/^sf_cart=/);
    const res = await status(api, { customerEmail: 'victim@example.com' }, cookie);
    expect(res.json).toEqual({
      statusCode: 200,
      message: GUEST_REMINDER_MESSAGE,
      data: { cartId: 'cart_1', emailScheduled: false, scheduledFor: null },
    });
    const db = await dbOf(api);
    expect(await db.selectFrom('abandonedCarts').select(['emailKey', 'customerEmail']).execute()).toEqual([
      { emailKey: expect.stringMatching(/^guest:[0-9a-f]{64}$/), customerEmail: '' },
    ]);
    expect(await outbox(api)).toEqual([]);
    // A made-up cart cookie is no guest cart.
    expect((await status(api, {}, `sf_cart=${'A'.repeat(43)}`)).status).toBe(401);
  });

  it('leaves a reminder already sent alone', async () => {
    const api = fresh();
    const gia = await signUpCookie(api, 'gia@example.com', 'Gia');
    await status(api, {}, gia);
    const db = await dbOf(api);
    await db
      .updateTable('emailOutbox')
      .set({ sentAt: NOW + 60_000 })
      .execute();
    await status(api, { cartId: 'cart_2' }, gia);
    const rows = await outbox(api);
    expect(rows.map((r) => [r.sentAt, r.cancelledAt])).toEqual([
      [NOW + 60_000, null],
      [null, null],
    ]);
  });

  it(`limits one address to ${LIMITS.abandonedCartPerAddress.max} status calls an hour (429 with Retry-After)`, async () => {
    const api = fresh();
    const gia = await signUpCookie(api, 'gia@example.com', 'Gia');
    const answers = await Promise.all(
      Array.from({ length: LIMITS.abandonedCartPerAddress.max + 5 }, (_, i) => status(api, { cartId: `cart_${i}` }, gia, '198.51.100.20')),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(LIMITS.abandonedCartPerAddress.max);
    const refused = answers.filter((a) => a.status === 429);
    expect(refused).toHaveLength(5);
    expect(Number(refused[0]?.headers?.['retry-after'])).toBeGreaterThan(0);
    expect((await status(api, {}, gia, '198.51.100.21')).status).toBe(200);
  });

  it.each([
    ['101 items', { cartItems: Array.from({ length: 101 }, (_, i) => item(i)) }, '"cartItems" has too many entries (at most 100).'],
    [
      'an item over 4 kB',
      { cartItems: [item(1), { ...item(2), name: 'x'.repeat(ENGAGEMENT_LIMITS.cartItemJson) }] },
      '"cartItems[1]" is too large (at most 4096 characters of JSON).',
    ],
    ['a 900 kB item', { cartItems: [{ blob: NINE_HUNDRED_KB }] }, '"cartItems[0]" is too large (at most 4096 characters of JSON).'],
    ['no item list', { cartItems: 'prod-1' }, '"cartItems" must be a list.'],
    ['a bad e-mail', { customerEmail: 'guest@' }, 'Please provide a correct email address!'],
    ['a huge e-mail', { customerEmail: `${'g'.repeat(128_000)}@example.com` }, '"customerEmail" is too long (at most 254 characters).'],
    ['a negative delay', { abandonAfterMs: -1 }, '"abandonAfterMs" must be a whole number between 0 and 2592000000.'],
    ['a delay over 30 days', { abandonAfterMs: 2_592_000_001 }, '"abandonAfterMs" must be a whole number between 0 and 2592000000.'],
    ['no cart id with items', { cartId: '' }, 'Please enter cartId.'],
    ['a long cart id', { cartId: 'c'.repeat(201) }, '"cartId" is too long (at most 200 characters).'],
    ['a long first name', { firstName: 'F'.repeat(201) }, '"firstName" is too long (at most 200 characters).'],
    ['a huge token', { token: NINE_HUNDRED_KB }, '"token" is too long (at most 500 characters).'],
  ])('rejects %s with 400 and keeps nothing', async (_label, body, message) => {
    const api = fresh();
    const gia = await signUpCookie(api, 'guest@example.com', 'Gia');
    const res = await status(api, body, gia);
    expect(res.status).toBe(400);
    expect(messageOf(res.json)).toBe(message);
    expect(await outbox(api)).toEqual([]);
    expect(await (await dbOf(api)).selectFrom('abandonedCarts').select('emailKey').execute()).toEqual([]);
  });
});

describe('POST /api/cms/abandoned-cart/notification/:visitorId', () => {
  it('keeps the latest status per visitor', async () => {
    let now = NOW;
    const api = fresh({ now: () => now });
    const post = (visitorId: string, body: unknown) => call(api, 'POST', apiPaths.abandonedCartNotification(visitorId), body);
    await post('vis_1', { cartItemCount: 2, abandonAfterMs: 5000 });
    now += 10;
    const res = await post('vis_1', { cartItemCount: 0, abandonAfterMs: 5000 });
    expect((res.json as { data: unknown }).data).toEqual({ visitorId: 'vis_1', cartItemCount: 0, scheduledFor: null });
    await post('vis_2', { cartItemCount: '4', abandonAfterMs: '1000' });
    const rows = await (await dbOf(api)).selectFrom('cartNotifications').selectAll().orderBy('visitorId').execute();
    expect(rows).toEqual([
      { visitorId: 'vis_1', cartItemCount: 0, abandonAfterMs: 5000, scheduledFor: null, updatedAt: NOW + 10, notifiedFor: null },
      { visitorId: 'vis_2', cartItemCount: 4, abandonAfterMs: 1000, scheduledFor: NOW + 1010, updatedAt: NOW + 10, notifiedFor: null },
    ]);
  });

  it.each([
    ['vis_1', { cartItemCount: -1, abandonAfterMs: 0 }, '"cartItemCount" must be a whole number between 0 and 10000.'],
    ['vis_1', { cartItemCount: 1.5, abandonAfterMs: 0 }, '"cartItemCount" must be a whole number between 0 and 10000.'],
    ['vis_1', { cartItemCount: 1 }, '"abandonAfterMs" must be a number.'],
    ['v'.repeat(201), { cartItemCount: 1, abandonAfterMs: 0 }, '"visitorId" is too long (at most 200 characters).'],
  ])('rejects %s %j', async (visitorId, body, message) => {
    const api = fresh();
    const res = await call(api, 'POST', apiPaths.abandonedCartNotification(visitorId), body);
    expect(res.status).toBe(400);
    expect(messageOf(res.json)).toBe(message);
    expect(await (await dbOf(api)).selectFrom('cartNotifications').select('visitorId').execute()).toEqual([]);
  });
});

describe('POST /api/cms/abandoned-cart/notification/:visitorId/claim (the service worker asks)', () => {
  it('says notify once when the cart is abandoned, never before, never twice, again after a new schedule', async () => {
    let now = NOW;
    const api = fresh({ now: () => now });
    const status = (body: unknown) => call(api, 'POST', apiPaths.abandonedCartNotification('vis_9'), body);
    const claim = async () =>
      (
        (await call(api, 'POST', apiPaths.abandonedCartNotificationClaim('vis_9'))).json as {
          data: { notify: boolean; cartItemCount: number };
        }
      ).data;
    expect(await claim()).toMatchObject({ notify: false, cartItemCount: 0 });
    await status({ cartItemCount: 3, abandonAfterMs: 60_000 });
    now += 59_999;
    expect(await claim()).toMatchObject({ notify: false, cartItemCount: 3 });
    now += 1;
    expect(await claim()).toMatchObject({ notify: true, cartItemCount: 3 });
    expect(await claim()).toMatchObject({ notify: false });
    // The cart changes: a new schedule, a new reminder once due.
    await status({ cartItemCount: 4, abandonAfterMs: 1000 });
    expect(await claim()).toMatchObject({ notify: false });
    now += 1000;
    const [first, second] = await Promise.all([claim(), claim()]);
    expect([first?.notify, second?.notify].filter(Boolean)).toEqual([true]);
  });

  it('an emptied cart is never abandoned', async () => {
    let now = NOW;
    const api = fresh({ now: () => now });
    await call(api, 'POST', apiPaths.abandonedCartNotification('vis_8'), { cartItemCount: 2, abandonAfterMs: 10 });
    await call(api, 'POST', apiPaths.abandonedCartNotification('vis_8'), { cartItemCount: 0, abandonAfterMs: 10 });
    now += 60_000;
    const res = await call(api, 'POST', apiPaths.abandonedCartNotificationClaim('vis_8'));
    expect((res.json as { data: unknown }).data).toEqual({ visitorId: 'vis_8', notify: false, cartItemCount: 0, scheduledFor: null });
  });

  it('rejects a visitor id that is too long', async () => {
    const res = await call(fresh(), 'POST', apiPaths.abandonedCartNotificationClaim('v'.repeat(201)));
    expect(res.status).toBe(400);
    expect(messageOf(res.json)).toBe('"visitorId" is too long (at most 200 characters).');
  });
});
