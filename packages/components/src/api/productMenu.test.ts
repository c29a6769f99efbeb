import { describe, expect, it } from 'vitest';
import { trendingProductsRequest } from '../rules/commerce/productMenu.ts';
import { brandsQuery } from './brands.ts';
import { queryKeys } from './keys.ts';
import { productMenuQuery, productMenuRequest, trendingProductsMenu, type ProductMenuQuery } from './productMenu.ts';
import { searchSuggestionsQuery, searchSuggestionsUrl } from './search.ts';

const base = { provider: 'dispensaryMenuOne', menuType: 'RECREATIONAL' } as const satisfies Partial<ProductMenuQuery>;

describe('productMenuRequest: the body of the filtered product menu (spec 7)', () => {
  it.each([
    [
      'a search, defaults for the rest',
      { ...base, search: 'kush' },
      { filter: {}, search: 'kush', ...base, pagination: { offset: 0, limit: 100 }, sort: { direction: 'DESC', key: 'POPULAR' } },
    ],
    [
      'filters that are set, a retailer, paging and sort',
      {
        ...base,
        retailerId: 'ret-mi-detroit',
        categories: ['flower'],
        price: '20',
        isActive: true,
        offset: 20,
        limit: 10,
        sort: { direction: 'ASC', key: 'PRICE' },
      },
      {
        retailerId: 'ret-mi-detroit',
        filter: { categories: ['flower'], price: '20', isActive: true },
        search: '',
        ...base,
        pagination: { offset: 20, limit: 10 },
        sort: { direction: 'ASC', key: 'PRICE' },
      },
    ],
    [
      'no retailer (null) is left out',
      { ...base, retailerId: null, brandIds: ['b1'], specialSlug: 's', slugs: ['p'] },
      { filter: { brandIds: ['b1'], slugs: ['p'], specialSlug: 's' } },
    ],
  ] satisfies Array<[string, ProductMenuQuery, object]>)('%s', (_name, query, expected) => {
    expect(productMenuRequest(query)).toMatchObject(expected);
    if (!('retailerId' in query) || !query.retailerId) expect(productMenuRequest(query)).not.toHaveProperty('retailerId');
  });

  it("the trending menu's body is exactly spec 7's Trending request (limit 6, POPULAR, brandIds [])", () => {
    const input = { retailerId: 'ret-mi-detroit', ...base };
    expect(productMenuRequest(trendingProductsMenu(input))).toEqual(trendingProductsRequest({ ...input, search: '' }));
  });
});

describe('keys: one table, one key per request', () => {
  it.each([
    ['productMenu', productMenuQuery({ ...base, search: 'x' }).queryKey, ['productMenu', { ...base, search: 'x' }]],
    ['all brands', brandsQuery().queryKey, ['brands']],
    [
      'a retailer’s sponsored brands',
      brandsQuery({ sponsored: true, retailerId: 'r1' }).queryKey,
      ['brands', { retailerId: 'r1', sponsored: true }],
    ],
    ['a retailer’s brands', brandsQuery({ retailerId: 'r1' }).queryKey, ['brands', { retailerId: 'r1', sponsored: null }]],
    [
      'suggestions (trimmed)',
      searchSuggestionsQuery({ q: ' blue ', retailerId: 'r1' }).queryKey,
      ['search', 'suggestions', 'blue', 'r1', null],
    ],
  ])('%s', (_name, key, expected) => {
    expect(key).toEqual(expected);
  });

  it('the factories use the table', () => {
    expect(brandsQuery({ retailerId: 'r1' }).queryKey).toEqual(queryKeys.brands({ retailerId: 'r1' }));
  });
});

describe('searchSuggestionsUrl', () => {
  it.each([
    [{ q: ' blue ' }, '/api/search/suggestions?q=blue'],
    [
      { q: 'og kush', retailerId: 'ret-mi-detroit', menuType: 'MEDICAL' as const },
      '/api/search/suggestions?q=og+kush&retailerId=ret-mi-detroit&menuType=MEDICAL',
    ],
  ])('%j → %s', (params, expected) => {
    expect(searchSuggestionsUrl(params)).toBe(expected);
  });
});
