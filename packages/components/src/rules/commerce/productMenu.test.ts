import { describe, expect, it } from 'vitest';
import { readProductMenuResponse, trendingProductsRequest } from './productMenu.ts';

describe('trendingProductsRequest (spec 7)', () => {
  it('builds the trending body', () => {
    expect(trendingProductsRequest({ retailerId: 'r1', search: '', provider: 'ecommerce', menuType: 'RECREATIONAL' })).toEqual({
      retailerId: 'r1',
      filter: { brandIds: [] },
      search: '',
      provider: 'ecommerce',
      menuType: 'RECREATIONAL',
      pagination: { offset: 0, limit: 6 },
      sort: { direction: 'DESC', key: 'POPULAR' },
    });
  });
  it('defaults a missing search to an empty string', () => {
    expect(trendingProductsRequest({ retailerId: 'r1', provider: 'ecommerce', menuType: 'MEDICAL' }).search).toBe('');
  });
});

describe('readProductMenuResponse', () => {
  const products = [{ slug: 'a' }, { slug: 'b' }];
  it.each([
    ['menu.products', { menu: { products } }, products],
    ['error field', { error: 'boom', menu: { products } }, []],
    ['error object', { error: { message: 'x' }, menu: { products } }, []],
    ['error: false is still a field', { error: false, menu: { products } }, []],
    ['error: null is no error', { error: null, menu: { products } }, products],
    ['no menu', {}, []],
    ['menu null', { menu: null }, []],
    ['products not a list', { menu: { products: 'x' } }, []],
    ['empty list', { menu: { products: [] } }, []],
    ['null response', null, []],
    ['string response', 'oops', []],
  ])('%s', (_name, response, expected) => {
    expect(readProductMenuResponse(response)).toEqual(expected);
  });
});
