import { describe, expect, it } from 'vitest';
import {
  decodeShopperCookie,
  encodeShopperCookie,
  readShopperCookie,
  readShopperPreference,
  SHOPPER_COOKIE,
  SHOPPER_FIELD_MAX,
  shopperCookieString,
  type ShopperCookieState,
} from './shopperCookie.ts';
import { ageGateAction, AGE_GATE_EXIT_PARAM, safeReturnPath } from './shopperActions.ts';

const chosen: ShopperCookieState = {
  ageConsent: true,
  choiceSeen: true,
  preference: {
    orderType: 'CURBSIDE_PICKUP',
    menuType: 'MEDICAL',
    retailerId: 'retailer-1',
    retailerName: 'Greenleaf — Detroit; "Midtown"',
    retailerDetails: { address: '1 Main St, Detroit, MI 48201' },
    selectedDeliveryAddress: null,
    selectedPickupAddressObject: { line1: '1 Main St', city: 'Detroit', state: 'MI', postalCode: '48201' },
    selectedCurbsideAddressObject: null,
    provider: 'ecommerce',
    canUserSelectedState: 'MI',
  },
};

const header = (state: ShopperCookieState) => `sf_site=greenleaf; ${shopperCookieString(state).split(';')[0]}; other=1`;

describe('the shopper cookie', () => {
  it('reads back what was written, through a Cookie header (names, quotes and semicolons in a store name survive)', () => {
    expect(readShopperCookie(header(chosen))).toEqual(chosen);
  });

  it.each([
    ['no cookie', undefined],
    ['an empty value', ''],
    ['not JSON', '{nope'],
    ['another version', JSON.stringify({ v: 2, age: 1 })],
    ['an array', '[1]'],
  ])('reads %s as a browser the server has not met', (_label, value) => {
    expect(decodeShopperCookie(value)).toBeNull();
  });

  it('is a first-party cookie for a year, Lax, Secure on https', () => {
    expect(shopperCookieString(chosen)).toMatch(new RegExp(`^${SHOPPER_COOKIE}=[^;]+; Path=/; Max-Age=31536000; SameSite=Lax$`));
    expect(shopperCookieString(chosen, true)).toMatch(/; Secure$/);
  });

  it('keeps a returning shopper small enough for a cookie (under 1 kB with a full preference)', () => {
    expect(encodeURIComponent(encodeShopperCookie(chosen)).length).toBeLessThan(1024);
  });
});

describe('readShopperPreference: a field that is not what the store keeps is dropped, never trusted', () => {
  it.each<[string, unknown, Record<string, unknown>]>([
    ['an unknown order type', { orderType: 'TELEPORT' }, {}],
    ['an unknown menu type', { menuType: 'ADULT' }, {}],
    ['an unknown provider', { provider: 'other' }, {}],
    ['a null provider (none chosen)', { provider: null }, { provider: null }],
    ['a number for a store id', { retailerId: 42 }, {}],
    ['an over-long store name', { retailerName: 'x'.repeat(SHOPPER_FIELD_MAX + 1) }, {}],
    ['a cleared store', { retailerId: null, retailerName: null }, { retailerId: null, retailerName: null }],
    ['an address missing its city', { selectedPickupAddressObject: { line1: '1 Main', state: 'MI', postalCode: '1' } }, {}],
    ['details without an address', { retailerDetails: {} }, {}],
    ['not an object', 'MEDICAL', {}],
  ])('%s', (_label, value, expected) => {
    expect(readShopperPreference(value)).toEqual(expected);
  });
});

describe('the age gate form (posted before the page code loads)', () => {
  const form = (fields: Record<string, string>) => new URLSearchParams(fields);
  const site = { hasMedicalMenu: true };

  it.each<[string, Record<string, string>, { hasMedicalMenu: boolean }, Partial<ShopperCookieState> | null, string]>([
    [
      '21+ is kept, back to the page',
      { answer: 'adult', return: '/shop?brand=x' },
      site,
      { ageConsent: true, preference: {} },
      '/shop?brand=x',
    ],
    [
      'a medical patient gets the medical menu',
      { answer: 'medical', return: '/' },
      site,
      { ageConsent: true, preference: { menuType: 'MEDICAL' } },
      '/',
    ],
    [
      'medical on a site without a medical menu is only 21+',
      { answer: 'medical', return: '/' },
      { hasMedicalMenu: false },
      { ageConsent: true, preference: {} },
      '/',
    ],
    [
      "'No' keeps nothing and comes back to the exit view",
      { answer: 'under-age', return: '/deals' },
      site,
      null,
      `/deals?${AGE_GATE_EXIT_PARAM}=exit`,
    ],
    ['an unknown answer changes nothing', { answer: 'maybe', return: '/deals' }, site, null, '/deals'],
    [
      'another site as the way back goes home',
      { answer: 'adult', return: 'https://evil.example/' },
      site,
      { ageConsent: true, preference: {} },
      '/',
    ],
  ])('%s', (_label, fields, siteFlags, cookie, location) => {
    const result = ageGateAction(null, form(fields), siteFlags);
    expect(result.location).toBe(location);
    if (cookie === null) expect(result.cookie).toBeNull();
    else expect(result.cookie).toMatchObject(cookie);
  });

  it('keeps the store already chosen when the answer comes', () => {
    expect(ageGateAction({ ...chosen, ageConsent: false }, form({ answer: 'adult' }), site).cookie).toEqual(chosen);
  });

  it.each([
    ['/', '/'],
    ['/cart?x=1', '/cart?x=1'],
    ['//evil.example', '/'],
    ['/\\evil.example', '/'],
    ['javascript:alert(1)', '/'],
    ['/a\nb', '/'],
    [null, '/'],
  ])('safeReturnPath(%j) → %j', (value, expected) => {
    expect(safeReturnPath(value)).toBe(expected);
  });
});
