import { describe, expect, it } from 'vitest';
import { resolveFallback } from './fallback.ts';

// isCartAbandonmentPath is a rule: rules/navigation/routes.test.ts.
describe('resolveFallback — CMS shop paths, brands under the shop base path, cart abandonment', () => {
  it.each([
    ['/dispensary-menu', { shopBasePath: '/dispensary-menu' }, { page: 'shop', params: {} }],
    ['/dispensary-menu/', { shopBasePath: '/dispensary-menu' }, { page: 'shop', params: {} }],
    ['/order-online', { shopLink: '/order-online' }, { page: 'shop', params: {} }],
    ['/dispensary-menu/brand/north-star', { shopBasePath: '/dispensary-menu' }, { page: 'brand', params: { brand: 'north-star' } }],
    ['/dispensary-menu/brand/a/b', { shopBasePath: '/dispensary-menu' }, null],
    ['/x/cart-abandonment', {}, { page: 'cartAbandonment', params: {} }],
    ['/motor-city-provisions-detroit', {}, null],
    ['/dispensary-menu', {}, null],
  ] as const)('%s with %j', (path, settings, expected) => {
    expect(resolveFallback(path, settings)).toEqual(expected);
  });
});
