import { describe, expect, it } from 'vitest';
import { API_PREFIX, apiPaths, withQuery } from './api.ts';

describe('apiPaths — the one table of API paths', () => {
  it.each([
    ['sites', '/api/sites'],
    ['retailers', '/api/retailers'],
    ['retailerFilter', '/api/retailers/filter'],
    // Spec 7: "POST {retailerFilterPath}?type=Closest Location".
    ['closestRetailers', '/api/retailers/filter?type=Closest%20Location'],
    ['menuProducts', '/api/menu/products'],
    ['brands', '/api/brands'],
    ['categories', '/api/categories'],
    ['customCategories', '/api/custom-categories'],
    ['specials', '/api/specials'],
    ['searchSuggestions', '/api/search/suggestions'],
    ['searchPageCms', '/api/search-page-cms'],
    ['popupVisitor', '/api/popup/visitor'],
    ['popupActive', '/api/popup/active'],
    ['popupResponse', '/api/popup/response'],
    ['popupSubscribe', '/api/popup/subscribe'],
    // Spec 7: "a status path under cms".
    ['abandonedCartStatus', '/api/cms/abandoned-cart/status'],
    ['checkout', '/api/checkout'],
    ['signIn', '/api/auth/sign-in'],
    ['me', '/api/me'],
    ['wishlists', '/api/wishlists'],
    ['notifications', '/api/notifications'],
    ['notificationsSeen', '/api/notifications/seen'],
  ] as const)('%s → %s', (name, path) => {
    expect(apiPaths[name]).toBe(path);
    expect(path.startsWith(`${API_PREFIX}/`)).toBe(true);
  });

  it.each([
    ['cms', 'greenleaf', '/api/cms/greenleaf'],
    ['retailer', 'ret mi/1', '/api/retailers/ret%20mi%2F1'],
    ['retailerSlots', 'ret mi/1', '/api/retailers/ret%20mi%2F1/slots'],
    ['product', 'og-kush', '/api/products/og-kush'],
    ['special', 'vape wednesday', '/api/specials/vape%20wednesday'],
    // Spec 7: "a status path under cms, ending in /{visitorId}".
    ['abandonedCartNotification', 'v/1', '/api/cms/abandoned-cart/notification/v%2F1'],
    ['abandonedCartNotificationClaim', 'v/1', '/api/cms/abandoned-cart/notification/v%2F1/claim'],
    ['wishlist', 'my-list', '/api/wishlists/my-list'],
  ] as const)('%s(%j) → %s (the value encoded)', (name, value, path) => {
    expect(apiPaths[name](value)).toBe(path);
  });
});

describe('withQuery — defined, non-empty params only', () => {
  it.each([
    ['/api/brands', {}, '/api/brands'],
    ['/api/brands', { retailerId: null, q: undefined, name: '' }, '/api/brands'],
    ['/api/brands', { retailerId: 'ret-1', limit: 100 }, '/api/brands?retailerId=ret-1&limit=100'],
    ['/api/brands', { sponsored: true, q: 'og kush' }, '/api/brands?sponsored=true&q=og+kush'],
    ['/api/brands', { offset: 0, sponsored: false }, '/api/brands?offset=0&sponsored=false'],
    ['/api/retailers/filter?type=Closest%20Location', { limit: 5 }, '/api/retailers/filter?type=Closest%20Location&limit=5'],
  ] as const)('withQuery(%s, %j) → %s', (path, params, expected) => {
    expect(withQuery(path, params)).toBe(expected);
  });
});
