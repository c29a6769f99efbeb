import { describe, expect, it } from 'vitest';
import {
  abandonedCartDecision,
  abandonedCartNotificationRequest,
  abandonedCartRecordKey,
  abandonedCartStatusBody,
  cartFingerprint,
  cartQuantitiesChanged,
  fnv1aHash,
  purgeExpiredAbandonedCartRecords,
  removeOtherEmailRecords,
  shouldSendCartNotification,
} from './abandonedCart.ts';
import type { AbandonedCartRecord, FingerprintItem } from './abandonedCart.ts';

const a: FingerprintItem = { productId: 'p1', option: '1g', quantity: 2 };
const b: FingerprintItem = { productId: 'p2', option: '3.5g', quantity: 1 };
const NOW = 1_710_936_000_000;
const DAY = 24 * 60 * 60 * 1000;

describe('fnv1aHash (32-bit FNV-1a, base 36)', () => {
  it.each([
    ['', (0x811c9dc5).toString(36)],
    ['a', (0xe40c292c).toString(36)],
    ['foobar', (0xbf9cf968).toString(36)],
  ])('%o', (text, expected) => {
    expect(fnv1aHash(text)).toBe(expected);
  });
});

describe("cartFingerprint 'cart_{hash}_{item count}'", () => {
  it('has the spec format', () => {
    expect(cartFingerprint([a, b])).toMatch(/^cart_[0-9a-z]+_2$/);
    expect(cartFingerprint([])).toBe(`cart_${fnv1aHash('')}_0`);
  });
  it('hashes the sorted productId:option:quantity entries', () => {
    expect(cartFingerprint([b, a])).toBe(`cart_${fnv1aHash('p1:1g:2|p2:3.5g:1')}_2`);
  });
  it.each<[string, FingerprintItem[], FingerprintItem[], boolean]>([
    ['stable across item order', [a, b], [b, a], true],
    ['quantity changes it', [a, b], [{ ...a, quantity: 3 }, b], false],
    ['option changes it', [a], [{ ...a, option: '2g' }], false],
    ['missing option = empty option', [{ productId: 'p', quantity: 1 }], [{ productId: 'p', option: null, quantity: 1 }], true],
    ['item count changes it', [a], [a, b], false],
  ])('%s', (_name, x, y, same) => {
    expect(cartFingerprint(x) === cartFingerprint(y)).toBe(same);
  });
});

describe('cartQuantitiesChanged', () => {
  it.each<[string, FingerprintItem[], FingerprintItem[], boolean]>([
    ['same cart', [a, b], [b, a], false],
    ['quantity up', [a], [{ ...a, quantity: 3 }], true],
    ['line removed', [a, b], [a], true],
    ['line added', [a], [a, b], true],
    ['both empty', [], [], false],
    ['missing option = empty option', [{ productId: 'p', quantity: 1 }], [{ productId: 'p', option: '', quantity: 1 }], false],
    [
      'split lines sum the same',
      [a],
      [
        { ...a, quantity: 1 },
        { ...a, quantity: 1 },
      ],
      false,
    ],
  ])('%s → %s', (_name, before, after, expected) => {
    expect(cartQuantitiesChanged(before, after)).toBe(expected);
  });
});

describe('records', () => {
  it.each([
    ['Jane@Example.com ', 'jane@example.com'],
    ['', 'anonymous'],
    [null, 'anonymous'],
  ])('key %o → %s', (email, key) => {
    expect(abandonedCartRecordKey(email)).toBe(key);
  });

  const rec = (timestamp: number): AbandonedCartRecord => ({ cartId: 'cart_x_1', emailScheduled: true, timestamp });
  it('removes the records of other e-mails', () => {
    const records = { 'jane@example.com': rec(1), 'bob@example.com': rec(2), anonymous: rec(3) };
    expect(Object.keys(removeOtherEmailRecords(records, ' JANE@example.com'))).toEqual(['jane@example.com', 'anonymous']);
    expect(Object.keys(removeOtherEmailRecords(records, null))).toEqual(['anonymous']);
  });
  it.each([
    ['fresh', NOW, true],
    ['23 h 59 min', NOW - DAY + 60_000, true],
    ['exactly 24 h', NOW - DAY, true],
    ['24 h + 1 ms', NOW - DAY - 1, false],
    ['unreadable', Number.NaN, false],
  ])('purge: %s → kept %s', (_name, timestamp, kept) => {
    expect('k' in purgeExpiredAbandonedCartRecords({ k: rec(timestamp) }, NOW)).toBe(kept);
  });
});

describe('abandonedCartDecision', () => {
  const base = { campaignActive: true, email: 'jane@example.com', items: [a, b], now: NOW };
  const cartId = cartFingerprint([a, b]);
  const scheduled = { action: 'schedule', cartId, record: { cartId, emailScheduled: true, timestamp: NOW } };

  it.each<[string, Partial<Parameters<typeof abandonedCartDecision>[0]>, unknown]>([
    ['first schedule', {}, scheduled],
    ['campaign inactive', { campaignActive: false }, { action: 'none' }],
    ['no e-mail', { email: '' }, { action: 'none' }],
    ['whitespace e-mail', { email: '  ' }, { action: 'none' }],
    ['null e-mail', { email: null }, { action: 'none' }],
    ['same fingerprint already scheduled', { record: { cartId, emailScheduled: true, timestamp: 1 } }, { action: 'skip', cartId }],
    ['same fingerprint, not yet scheduled', { record: { cartId, emailScheduled: false, timestamp: 1 } }, scheduled],
    ['different fingerprint', { record: { cartId: 'cart_old_1', emailScheduled: true, timestamp: 1 } }, scheduled],
    [
      'empty after having items',
      { items: [], record: { cartId: 'cart_old_1', emailScheduled: true, timestamp: 1 } },
      { action: 'clear', record: null },
    ],
    ['empty, never had items', { items: [], record: null }, { action: 'none' }],
    ['empty, blank record', { items: [], record: { cartId: '', emailScheduled: false, timestamp: 1 } }, { action: 'none' }],
    ['abandonment page, no quantity change', { onAbandonmentPage: true, previousItems: [b, a] }, { action: 'skip', cartId }],
    ['abandonment page, quantity changed', { onAbandonmentPage: true, previousItems: [{ ...a, quantity: 1 }, b] }, scheduled],
    ['abandonment page, no previous items', { onAbandonmentPage: true }, scheduled],
  ])('%s', (_name, change, expected) => {
    expect(abandonedCartDecision({ ...base, ...change })).toEqual(expected);
  });
});

describe('status bodies (spec 7)', () => {
  it('e-mail status body, all fields', () => {
    const body = abandonedCartStatusBody({
      abandonAfterMs: 3_600_000,
      customerEmail: ' jane@example.com ',
      cartItems: [a],
      firstName: 'Jane',
      lastName: 'Doe',
      fullName: 'Jane Doe',
      mobile: '+1 (313) 555-0142',
      cartId: 'cart_x_1',
      checkoutId: 'ck1',
      retailerId: 'r1',
      provider: 'ecommerce',
      orderType: 'PICKUP',
      menuType: 'RECREATIONAL',
      token: 't',
      userId: 'u1',
    });
    expect(Object.keys(body)).toEqual([
      'abandonAfterMs',
      'customerEmail',
      'cartItems',
      'firstName',
      'lastName',
      'fullName',
      'mobile',
      'cartId',
      'checkoutId',
      'retailerId',
      'provider',
      'orderType',
      'menuType',
      'token',
      'userId',
    ]);
    expect(body).toMatchObject({ customerEmail: 'jane@example.com', cartItems: [a], fullName: 'Jane Doe', userId: 'u1' });
  });
  it('missing text fields read empty', () => {
    expect(
      abandonedCartStatusBody({
        abandonAfterMs: 0,
        customerEmail: 'jane@example.com',
        cartItems: [],
        lastName: null,
        cartId: '',
        retailerId: 'r1',
        provider: 'dispensaryMenuTwo',
        orderType: 'DELIVERY',
        menuType: 'MEDICAL',
      }),
    ).toMatchObject({ firstName: '', lastName: '', fullName: '', mobile: '', checkoutId: '', token: '', userId: '', cartItems: [] });
  });
  it.each([
    ['/cms/abandoned-cart/notification-status', '/cms/abandoned-cart/notification-status/v1'],
    ['/cms/status/', '/cms/status/v1'],
  ])('notification request to %s', (statusPath, path) => {
    expect(abandonedCartNotificationRequest({ statusPath, visitorId: 'v1', cartItemCount: 3, abandonAfterMs: 60_000 })).toEqual({
      path,
      body: { cartItemCount: 3, abandonAfterMs: 60_000 },
    });
  });
});

describe('shouldSendCartNotification', () => {
  type Input = Parameters<typeof shouldSendCartNotification>[0];
  const ok: Input = { cartCount: 3, lastSentCount: 2, settingsActive: true, visitorId: 'v1', permission: 'granted' };
  it('sends when all five hold', () => {
    expect(shouldSendCartNotification(ok)).toBe(true);
  });
  it.each<[string, Partial<Input>, boolean]>([
    ['same as last sent', { lastSentCount: 3 }, false],
    ['never sent before', { lastSentCount: null }, true],
    ['settings inactive', { settingsActive: false }, false],
    ['count 0', { cartCount: 0, lastSentCount: 1 }, false],
    ['no visitor id', { visitorId: null }, false],
    ['blank visitor id', { visitorId: ' ' }, false],
    ['permission default', { permission: 'default' }, false],
    ['permission denied', { permission: 'denied' }, false],
  ])('%s → %s', (_name, change, expected) => {
    expect(shouldSendCartNotification({ ...ok, ...change })).toBe(expected);
  });
});
