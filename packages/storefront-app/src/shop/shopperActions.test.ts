/**
 * The shopper's forms as the server answers them before the page's code has loaded (issue 31,
 * item 2): the store choice (spec 2.7, 2.8), the cart's forms, the notices and where a sign-in goes.
 */
import { describe, expect, it } from 'vitest';
import type { StoreCardRetailer } from '@storefront/components';
import {
  afterSignIn,
  cartApiCall,
  cartFormChange,
  FORM_NOTICES,
  formNoticeOf,
  formReturnPath,
  shopperFormAt,
  SHOPPER_FORM_PATHS,
  storeChoiceAction,
  withNotice,
} from './shopperActions.ts';
import type { ShopperCookieState } from './shopperCookie.ts';

const form = (fields: Record<string, string>) => new URLSearchParams(fields);

const address = { line1: '1 Main St', city: 'Denver', state: 'CO', postalCode: '80202' };
const retailers: StoreCardRetailer[] = [
  {
    id: 'r-den',
    retailerId: 'den',
    name: 'Denver Central',
    retailerName: 'Denver',
    address: '1 Main St, Denver, CO 80202',
    addressObject: address,
    menuTypes: ['RECREATIONAL', 'MEDICAL'],
  },
  {
    id: 'r-rec',
    name: 'Boulder Rec',
    retailerName: 'Boulder',
    address: '2 Pearl St',
    addressObject: { ...address, line1: '2 Pearl St', city: 'Boulder' },
    menuTypes: ['RECREATIONAL'],
  },
];
const adult: ShopperCookieState = { ageConsent: true, choiceSeen: false, preference: {} };

describe('storeChoiceAction: a store card, a state or a tab posted before the page code loads', () => {
  it.each([
    [
      'a store card’s menu button: that store and menu, for pickup, and the choice is seen',
      { retailerId: 'r-den', menuType: 'MEDICAL', return: '/shop' },
      {
        choiceSeen: true,
        preference: {
          retailerId: 'r-den',
          retailerName: 'Denver Central',
          menuType: 'MEDICAL',
          orderType: 'PICKUP',
          retailerDetails: { address: '1 Main St, Denver, CO 80202' },
        },
      },
      '/shop',
    ],
    [
      'the store’s other id (retailerId) finds it too',
      { retailerId: 'den', menuType: 'RECREATIONAL' },
      { preference: { retailerId: 'r-den', menuType: 'RECREATIONAL' } },
      '/',
    ],
    [
      'a curbside tab’s card keeps its order type',
      { retailerId: 'r-rec', menuType: 'RECREATIONAL', orderType: 'CURBSIDE_PICKUP' },
      { preference: { orderType: 'CURBSIDE_PICKUP' } },
      '/',
    ],
    [
      'delivery needs the address check: a card posting it shops for pickup',
      { retailerId: 'r-rec', menuType: 'RECREATIONAL', orderType: 'DELIVERY' },
      { preference: { orderType: 'PICKUP' } },
      '/',
    ],
    [
      'a state from the list is kept (canUserSelectedState)',
      { state: 'CO', return: '/' },
      { preference: { canUserSelectedState: 'CO' } },
      '/',
    ],
    ['a tab before a store is chosen: the chooser opens on it', { tab: 'CURBSIDE' }, { preference: { orderType: 'CURBSIDE_PICKUP' } }, '/'],
  ])('%s', (_name, fields, cookie, location) => {
    const result = storeChoiceAction(adult, form(fields), retailers);
    expect(result.location).toBe(location);
    expect(result.cookie).toMatchObject(cookie);
  });

  it.each([
    ['an unknown store', { retailerId: 'nope', menuType: 'RECREATIONAL' }, '/?notice=store-failed'],
    [
      'a menu the store does not have (spec 2.8: buttons per menu type)',
      { retailerId: 'r-rec', menuType: 'MEDICAL' },
      '/?notice=store-failed',
    ],
    ['an unknown menu type', { retailerId: 'r-den', menuType: 'WHOLESALE' }, '/?notice=store-failed'],
    ['a state that is not a US state', { state: 'XX' }, '/'],
    ['an unknown tab', { tab: 'DRONE' }, '/'],
    ['a tab by its order type instead of its id', { tab: 'CURBSIDE_PICKUP' }, '/'],
    ['nothing pressed', {}, '/'],
  ])('%s changes nothing', (_name, fields, location) => {
    const result = storeChoiceAction(adult, form(fields), retailers);
    expect(result.cookie).toBeNull();
    expect(result.location).toBe(location);
  });

  it('a tab with a store chosen leaves the store’s order type alone', () => {
    const chosen: ShopperCookieState = { ...adult, preference: { retailerId: 'r-den', orderType: 'PICKUP' } };
    expect(storeChoiceAction(chosen, form({ tab: 'DELIVERY' }), retailers).cookie).toBeNull();
  });

  it('keeps the age answer and the rest of the preference', () => {
    const before: ShopperCookieState = {
      ageConsent: true,
      choiceSeen: false,
      preference: { canUserSelectedState: 'CO', selectedDeliveryAddress: null },
    };
    expect(storeChoiceAction(before, form({ retailerId: 'r-rec', menuType: 'RECREATIONAL' }), retailers).cookie).toMatchObject({
      ageConsent: true,
      preference: { canUserSelectedState: 'CO' },
    });
  });
});

describe('cartFormChange: the cart forms’ fields, checked', () => {
  it.each([
    [
      { intent: 'add', productId: 'p1', option: '3.5g', quantity: '2' },
      { intent: 'add', productId: 'p1', option: '3.5g', quantity: 2 },
    ],
    [
      { intent: 'add', productId: 'p1', option: '3.5g' },
      { intent: 'add', productId: 'p1', option: '3.5g', quantity: 1 },
    ],
    [
      { intent: 'set', productId: 'p1', option: '1g', quantity: '0' },
      { intent: 'set', productId: 'p1', option: '1g', quantity: 0 },
    ],
    [
      { intent: 'set', productId: 'p1', option: '1g', quantity: '7' },
      { intent: 'set', productId: 'p1', option: '1g', quantity: 7 },
    ],
  ])('%j → %j', (fields, change) => {
    expect(cartFormChange(form(fields))).toEqual(change);
  });

  it.each([
    [{ intent: 'add', productId: 'p1', option: '1g', quantity: '0' }],
    [{ intent: 'add', productId: 'p1', option: '1g', quantity: '-1' }],
    [{ intent: 'add', productId: 'p1', option: '1g', quantity: '1.5' }],
    [{ intent: 'add', productId: 'p1', option: '1g', quantity: '1e3' }],
    [{ intent: 'set', productId: 'p1', option: '1g', quantity: '99999' }],
    [{ intent: 'set', productId: 'p1', option: '1g' }],
    [{ intent: 'delete', productId: 'p1', option: '1g', quantity: '1' }],
    [{ intent: 'add', productId: '', option: '1g' }],
    [{ intent: 'add', productId: 'p1', option: '' }],
    [{ intent: 'add', productId: 'p'.repeat(201), option: '1g' }],
  ])('%j is refused', (fields) => {
    expect(cartFormChange(form(fields))).toBeNull();
  });

  it('maps to the cart API’s calls: add, a new quantity, removal', () => {
    expect(cartApiCall({ intent: 'add', productId: 'p1', option: '1g', quantity: 2 })).toEqual({
      method: 'POST',
      path: '/api/cart/items',
      body: { item: { productId: 'p1', option: '1g', quantity: 2 } },
    });
    expect(cartApiCall({ intent: 'set', productId: 'p1', option: '1g', quantity: 3 })).toEqual({
      method: 'PATCH',
      path: '/api/cart/items',
      body: { productId: 'p1', option: '1g', quantity: 3 },
    });
    expect(cartApiCall({ intent: 'set', productId: 'p 1', option: '1/8 oz', quantity: 0 })).toEqual({
      method: 'DELETE',
      path: '/api/cart/items?productId=p+1&option=1%2F8+oz',
    });
  });
});

describe('notices, the way back and the form paths', () => {
  it('a notice is a code of the table, never text from the request', () => {
    expect(formNoticeOf(new URLSearchParams('notice=cart-failed'))).toEqual({ code: 'cart-failed', message: FORM_NOTICES['cart-failed'] });
    expect(formNoticeOf(new URLSearchParams('notice=Call%20555-0100'))).toBeNull();
    expect(formNoticeOf(new URLSearchParams('notice=toString'))).toBeNull();
    expect(formNoticeOf(new URLSearchParams(''))).toBeNull();
  });

  it('withNotice adds one; formReturnPath drops an old one and refuses other sites', () => {
    expect(withNotice('/cart?x=1', 'cart-failed')).toBe('/cart?x=1&notice=cart-failed');
    expect(formReturnPath(form({ return: '/cart?notice=cart-failed&x=1' }))).toBe('/cart?x=1');
    expect(formReturnPath(form({ return: '//evil.example/' }))).toBe('/');
  });

  it.each([
    ['/sign-in?next=%2Fyour-order', '/your-order'],
    ['/sign-in', '/account'],
    ['/sign-in?next=https%3A%2F%2Fevil.example', '/account'],
  ])('afterSignIn(%s) → %s', (back, expected) => {
    expect(afterSignIn(back)).toBe(expected);
  });

  it('every form has one path, and only those paths are forms', () => {
    for (const [name, path] of Object.entries(SHOPPER_FORM_PATHS)) expect(shopperFormAt(path)).toBe(name);
    expect(shopperFormAt('/shopper')).toBeNull();
    expect(shopperFormAt('/shopper/age-gate/')).toBeNull();
  });
});
