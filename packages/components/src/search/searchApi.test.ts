import { afterEach, describe, expect, it, vi } from 'vitest';
import { trendingProductsRequest } from '../rules/commerce/productMenu.ts';
import {
  fetchTopBrands,
  fetchTrendingProducts,
  readSearchSuggestions,
  searchSuggestionsUrl,
  topBrandsUrl,
} from './searchApi.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('search API calls', () => {
  it.each([
    [{ q: ' blue ' }, '/api/search/suggestions?q=blue'],
    [{ q: 'og kush', retailerId: 'ret-mi-detroit', menuType: 'MEDICAL' as const }, '/api/search/suggestions?q=og+kush&retailerId=ret-mi-detroit&menuType=MEDICAL'],
  ])('searchSuggestionsUrl(%j) → %s', (params, expected) => {
    expect(searchSuggestionsUrl(params)).toBe(expected);
  });

  it.each([
    [null, '/api/brands'],
    ['ret-co-denver', '/api/brands?retailerId=ret-co-denver'],
  ])('topBrandsUrl(%j) → %s', (retailerId, expected) => {
    expect(topBrandsUrl(retailerId)).toBe(expected);
  });

  it.each([
    ['not an object', 'nope'],
    ['no data', {}],
    ['wrong types', { data: { suggestions: 'x', brands: [1, 'Ok'], products: null, totalProducts: 'many' } }],
  ])('reads a malformed suggestion answer (%s) as empty parts', (_name, body) => {
    const read = readSearchSuggestions(body);
    expect(read.suggestions).toEqual([]);
    expect(read.products).toEqual([]);
    expect(read.totalProducts).toBe(0);
    expect(read.brands.every((b) => typeof b === 'string')).toBe(true);
  });

  it('posts the trending request (limit 6, POPULAR) and reads menu.products', async () => {
    const fetchMock = vi.fn(async () => json({ statusCode: 200, menu: { products: [{ productSlug: 'a' }], total: 1 } }));
    vi.stubGlobal('fetch', fetchMock);
    const params = { retailerId: 'ret-mi-detroit', provider: 'dispensaryMenuOne' as const, menuType: 'RECREATIONAL' as const };
    await expect(fetchTrendingProducts(params)).resolves.toEqual([{ productSlug: 'a' }]);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/menu/products');
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual(trendingProductsRequest({ ...params, search: '' }));
  });

  it.each([
    ['an error status', () => json({ statusCode: 500, message: 'down' }, 500)],
    ['an error field', () => json({ statusCode: 400, error: { message: 'bad' } })],
  ])('reads a failed trending call (%s) as an empty list', async (_name, answer) => {
    vi.stubGlobal('fetch', vi.fn(async () => answer()));
    await expect(fetchTrendingProducts({ retailerId: 'r', provider: 'ecommerce', menuType: 'MEDICAL' })).resolves.toEqual([]);
  });

  it('reads the brands page', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => json({ statusCode: 200, data: { data: [{ id: 'b1' }], total: 1 } })));
    await expect(fetchTopBrands('r')).resolves.toEqual([{ id: 'b1' }]);
  });
});
