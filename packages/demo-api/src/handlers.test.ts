import { inflate } from 'pako';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import type { Product, Retailer, SearchSuggestionResult, User } from '@storefront/components/domain';
import { CLOSEST_RETAILER_MAX_DISTANCE, DEFAULT_MAP_CENTER } from '@storefront/components/rules';
import { demoCatalog } from '@storefront/fixtures/catalog';
import { cmsFixtures, cmsPagesFixtures } from '@storefront/fixtures/cms';
import { CLOSEST_LOCATION_TYPE, apiPaths, type PopupCampaign } from '@storefront/components/api';
import { DEMO_PASSWORD, DEMO_USER } from './demoData.ts';
import { createDemoApi, type DemoApi, type DemoApiOptions } from './handlers.ts';

type Json = Record<string, unknown>;

/**
 * A fresh API with its own in-memory database, closed after the test (sql.js databases live in
 * one fixed-size heap per test file: closing them gives the memory back).
 */
const opened: DemoApi[] = [];
function fresh(options?: DemoApiOptions): DemoApi {
  const api = createDemoApi(options);
  opened.push(api);
  return api;
}
afterEach(async () => {
  for (const api of opened.splice(0)) await (await api.database()).close();
});

function call(api: DemoApi, method: string, url: string, body?: unknown, headers: Record<string, string> = {}) {
  const [path = '', qs = ''] = url.split('?');
  return api({ method, path, query: new URLSearchParams(qs), body, headers });
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** Signs the demo shopper in; the answer's Set-Cookie, sent back as the `cookie` header. */
async function signIn(api: DemoApi): Promise<{ cookie: string; data: User }> {
  const res = await call(api, 'POST', apiPaths.signIn, { email: DEMO_USER.email, password: DEMO_PASSWORD });
  expect(res.status).toBe(200);
  const setCookie = res.headers?.['set-cookie'] ?? [];
  const cookie = (Array.isArray(setCookie) ? setCookie : [setCookie]).map((c) => c.split(';')[0] ?? '').join('; ');
  return { cookie, data: (res.json as { data: User }).data };
}

/** Decodes the closest-retailer payload the way the spec describes it: base64 → inflate → JSON. */
function decodeRetailers(data: string): Retailer[] {
  const bytes = Uint8Array.from(atob(data), (c) => c.charCodeAt(0));
  return JSON.parse(inflate(bytes, { toText: true })) as Retailer[];
}

describe('closest retailers (POST {retailerFilterPath}?type=Closest Location)', () => {
  it.each([
    [
      'the default map centre, default maxDistance',
      DEFAULT_MAP_CENTER.latitude,
      DEFAULT_MAP_CENTER.longitude,
      undefined,
      ['ret-mi-detroit', 'ret-mi-ann-arbor'],
    ],
    ['downtown Phoenix, 20 miles', 33.4484, -112.074, 20, ['ret-az-phoenix', 'ret-az-tempe']],
    ['downtown Denver, 30 miles', 39.7392, -104.9903, 30, ['ret-co-denver', 'ret-co-boulder']],
    ['downtown Denver, 10 miles', 39.7392, -104.9903, 10, ['ret-co-denver']],
    ['Fayetteville AR, 200 miles', 36.0626, -94.1574, 200, ['ret-ar-fayetteville', 'ret-ar-little-rock']],
    ['the middle of Lake Superior', 47.7, -87.5, undefined, []],
  ])('%s', async (_label, userLatitude, userLongitude, maxDistance, expectedIds) => {
    const api = fresh();
    const res = await call(api, 'POST', `${apiPaths.retailerFilter}?type=${CLOSEST_LOCATION_TYPE}`, {
      userLatitude,
      userLongitude,
      maxDistance,
    });
    expect(res.status).toBe(200);
    const { statusCode, data } = res.json as { statusCode: number; data: string };
    expect(statusCode).toBe(200);
    expect(typeof data).toBe('string');
    const retailers = decodeRetailers(data);
    expect(retailers.map((r) => r.id)).toEqual(expectedIds);
    const distances = retailers.map((r) => r.locationDetail?.distance ?? Number.NaN);
    expect([...distances].sort((a, b) => a - b)).toEqual(distances);
    for (const d of distances) expect(d).toBeLessThanOrEqual(maxDistance ?? CLOSEST_RETAILER_MAX_DISTANCE);
  });

  it('reports the distance in miles (Detroit is about 16.3 miles from the default map centre)', async () => {
    const res = await call(fresh(), 'POST', apiPaths.closestRetailers, {
      userLatitude: DEFAULT_MAP_CENTER.latitude,
      userLongitude: DEFAULT_MAP_CENTER.longitude,
    });
    const [detroit] = decodeRetailers((res.json as { data: string }).data);
    expect(detroit?.locationDetail?.distance).toBeCloseTo(16.26, 1);
  });

  it.each([
    ['no body', undefined, 'Request body must be a JSON object.'],
    ['a missing latitude', { userLongitude: -83 }, '"userLatitude" must be a number.'],
    ['a text longitude', { userLatitude: 42, userLongitude: 'west' }, '"userLongitude" must be a number.'],
    ['a zero maxDistance', { userLatitude: 42, userLongitude: -83, maxDistance: 0 }, '"maxDistance" must be greater than 0.'],
  ])('rejects %s with 400', async (_label, body, message) => {
    const res = await call(fresh(), 'POST', apiPaths.closestRetailers, body);
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ statusCode: 400, message, error: { data: { message } } });
  });

  it('rejects another filter type', async () => {
    const res = await call(fresh(), 'POST', `${apiPaths.retailerFilter}?type=Nearest`, { userLatitude: 42, userLongitude: -83 });
    expect(res.status).toBe(400);
  });
});

describe("a site's stores (?site=: the retailers its CMS lists in footerCms.retailers)", () => {
  const ids = (res: { json?: unknown }) => ((res.json as { data: { data: Retailer[] } }).data.data ?? []).map((r) => r.id);

  it.each([
    ['greenleaf', ['ret-mi-detroit', 'ret-mi-ann-arbor', 'ret-mi-grand-rapids']],
    ['copper-state', ['ret-az-phoenix', 'ret-az-tempe']],
    ['mile-high', ['ret-co-denver', 'ret-co-boulder']],
    ['natural-state', ['ret-ar-little-rock', 'ret-ar-fayetteville']],
  ])('%s lists its own stores', async (site, expected) => {
    const res = await call(fresh(), 'GET', `${apiPaths.retailers}?site=${site}`);
    expect(res.status).toBe(200);
    expect(ids(res)).toEqual(expected);
  });

  it('lists every store without a site, or for a site whose CMS lists none, and answers an unknown site with 404', async () => {
    expect(ids(await call(fresh(), 'GET', apiPaths.retailers))).toHaveLength(demoCatalog.retailers.length);
    expect(ids(await call(fresh({ cms: { bare: {} } }), 'GET', `${apiPaths.retailers}?site=bare`))).toHaveLength(
      demoCatalog.retailers.length,
    );
    const unknown = await call(fresh(), 'GET', `${apiPaths.retailers}?site=atlantis`);
    expect(unknown.status).toBe(404);
    expect(unknown.json).toMatchObject({ message: 'No CMS configuration for site "atlantis".' });
  });

  it("finds the closest of the site's stores only", async () => {
    const near = { userLatitude: DEFAULT_MAP_CENTER.latitude, userLongitude: DEFAULT_MAP_CENTER.longitude, maxDistance: 5000 };
    const res = await call(fresh(), 'POST', `${apiPaths.closestRetailers}&site=mile-high`, near);
    expect(decodeRetailers((res.json as { data: string }).data).map((r) => r.id)).toEqual(['ret-co-denver', 'ret-co-boulder']);
  });

  it("checks delivery against the site's stores only (a Detroit ZIP code on the Arizona site finds none)", async () => {
    const address = { line1: '1450 Woodward Ave', city: 'Detroit', state: 'MI', postalCode: '48226' };
    const atHome = await call(fresh(), 'POST', `${apiPaths.deliveryCheck}?site=greenleaf`, address);
    expect((atHome.json as { data: { retailers: unknown[] } }).data.retailers.length).toBeGreaterThan(0);
    const away = await call(fresh(), 'POST', `${apiPaths.deliveryCheck}?site=copper-state`, address);
    expect((away.json as { data: { retailers: unknown[] } }).data.retailers).toEqual([]);
  });
});

describe('search suggestions', () => {
  const odd: Product = {
    ...(demoCatalog.products[0] as Product),
    id: 'prod-odd',
    slug: 'odd-kush',
    productSlug: 'odd-kush',
    productName: '<script>alert("x")</script> Kush',
    brandId: 'brand-odd',
    brandName: 'Tom & Jerry',
    category: 'FLOWER',
    retailerIds: ['ret-mi-detroit'],
  };
  const api = createDemoApi({ catalog: { products: [odd], brands: [] } });
  afterAll(async () => (await api.database()).close());

  it.each([
    ['<script>', 'Tom &amp; Jerry - <em>&lt;script&gt;</em>alert(&quot;x&quot;)&lt;/script&gt; Kush - Flower'],
    ['&', 'Tom <em>&amp;</em> Jerry - &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; Kush - Flower'],
    ['KUSH', 'Tom &amp; Jerry - &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; <em>Kush</em> - Flower'],
    ['"x"', 'Tom &amp; Jerry - &lt;script&gt;alert(<em>&quot;x&quot;</em>)&lt;/script&gt; Kush - Flower'],
    ['tom kush', '<em>Tom</em> &amp; Jerry - &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; <em>Kush</em> - Flower'],
  ])('highlights %j inside <em> and escapes everything else', async (q, expected) => {
    const res = await call(api, 'GET', `${apiPaths.searchSuggestions}?q=${encodeURIComponent(q)}`);
    const data = (res.json as { data: SearchSuggestionResult }).data;
    expect(data.suggestions[0]?.highlight).toBe(expected);
    expect(data.suggestions[0]?.brandNameAndProductNameAndCategoryName).toBe('Tom & Jerry - <script>alert("x")</script> Kush - Flower');
    expect(data.brands).toEqual(['Tom & Jerry']);
  });

  it('returns nothing for a query that matches no product', async () => {
    const res = await call(fresh(), 'GET', `${apiPaths.searchSuggestions}?q=${encodeURIComponent('<script>')}`);
    expect((res.json as { data: SearchSuggestionResult }).data).toEqual({ suggestions: [], brands: [], products: [], totalProducts: 0 });
  });

  it.each([
    ['blue dream', 3, 'Fieldnote Farms - <em>Blue</em> <em>Dream</em> - Flower'],
    ['wedding cake', 2, 'Canyon Cured - <em>Wedding</em> <em>Cake</em> - Flower'],
    ['great lakes', 3, '<em>Great</em> <em>Lakes</em> Growers - OG Kush - Flower'],
  ])('finds %j in the catalogue (%i products)', async (q, total, firstHighlight) => {
    const res = await call(fresh(), 'GET', `${apiPaths.searchSuggestions}?q=${encodeURIComponent(q)}`);
    const data = (res.json as { data: SearchSuggestionResult }).data;
    expect(data.totalProducts).toBe(total);
    expect(data.suggestions[0]?.highlight).toBe(firstHighlight);
  });

  it('caps products at 10 and reports the full total', async () => {
    const res = await call(fresh(), 'GET', `${apiPaths.searchSuggestions}?q=e`);
    const data = (res.json as { data: SearchSuggestionResult }).data;
    expect(data.products).toHaveLength(10);
    expect(data.suggestions).toHaveLength(10);
    expect(data.totalProducts).toBeGreaterThan(10);
    expect(data.products[0]).toEqual({
      slug: 'blue-dream-flower-3-5g',
      productSlug: 'blue-dream-flower-3-5g',
      productName: 'Blue Dream',
      image: '/images/catalog/products/blue-dream-flower-3-5g.svg',
      variantsSize: 4,
      category: 'FLOWER',
    });
  });

  it('limits suggestions to the retailer and menu type', async () => {
    const res = await call(fresh(), 'GET', `${apiPaths.searchSuggestions}?q=harlequin&retailerId=ret-mi-grand-rapids`);
    expect((res.json as { data: SearchSuggestionResult }).data.totalProducts).toBe(0);
    const med = await call(fresh(), 'GET', `${apiPaths.searchSuggestions}?q=harlequin&menuType=MEDICAL`);
    expect((med.json as { data: SearchSuggestionResult }).data.totalProducts).toBe(1);
  });
});

describe('product menu (POST /api/menu/products)', () => {
  type Menu = { menu: { products: Product[]; total: number } };
  const menu = async (body: unknown) => {
    const res = await call(fresh(), 'POST', apiPaths.menuProducts, body);
    return { status: res.status, json: res.json as Menu & Json };
  };

  it.each([
    ['a missing body', undefined],
    ['a text body', 'FLOWER'],
    ['a negative offset', { pagination: { offset: -1, limit: 6 } }],
    ['a zero limit', { pagination: { offset: 0, limit: 0 } }],
    ['a limit over 100', { pagination: { offset: 0, limit: 500 } }],
    ['an unknown sort key', { sort: { key: 'RATING', direction: 'DESC' } }],
    ['an unknown sort direction', { sort: { key: 'PRICE', direction: 'UP' } }],
    ['an unknown menu type', { menuType: 'BOTH' }],
    ['brandIds that are not a list', { filter: { brandIds: 'brand-peak-extracts' } }],
    ['an isActive that is not a boolean', { filter: { isActive: 'yes' } }],
    ['a price outside the Shop By Price buckets', { filter: { price: '15' } }],
    ['an unknown strain type', { filter: { strains: ['purple'] } }],
    ['a THC range not in the table', { filter: { thc: ['20-30'] } }],
    ['facets that is not a boolean', { facets: 'yes' }],
  ])('answers %s with an error field and no menu', async (_label, body) => {
    const { status, json } = await menu(body);
    expect(status).toBe(400);
    expect(json).toHaveProperty('error');
    expect(json).not.toHaveProperty('menu');
  });

  it('answers an unknown retailer with an error field', async () => {
    const { status, json } = await menu({ retailerId: 'ret-nowhere' });
    expect(status).toBe(404);
    expect(json).toMatchObject({
      message: 'Retailer "ret-nowhere" was not found.',
      error: { message: 'Retailer "ret-nowhere" was not found.' },
    });
  });

  it.each([
    ['everything active, first page', {}, 20, 62],
    ['everything active, last page', { pagination: { offset: 60, limit: 20 } }, 2, 62],
    ['past the end', { pagination: { offset: 80, limit: 20 } }, 0, 62],
    [
      'the trending call (spec 7)',
      {
        retailerId: 'ret-mi-detroit',
        filter: { brandIds: [] },
        search: '',
        provider: 'dispensaryMenuOne',
        menuType: 'RECREATIONAL',
        pagination: { offset: 0, limit: 6 },
        sort: { direction: 'DESC', key: 'POPULAR' },
      },
      6,
      48,
    ],
    ['Detroit recreational flower', { retailerId: 'ret-mi-detroit', menuType: 'RECREATIONAL', filter: { categories: ['FLOWER'] } }, 6, 6],
    ['categories by url slug', { filter: { categories: ['pre-rolls', 'vaporizers'] }, pagination: { offset: 0, limit: 100 } }, 16, 16],
    ['Little Rock medical', { retailerId: 'ret-ar-little-rock', menuType: 'MEDICAL', pagination: { offset: 0, limit: 100 } }, 44, 44],
    ['inactive products', { filter: { isActive: false } }, 2, 2],
    ['a brand', { filter: { brandIds: ['brand-peak-extracts'] } }, 3, 3],
    ['Under $20 (no store: listed prices)', { filter: { price: '20' }, pagination: { offset: 0, limit: 5 } }, 5, 24],
    ['$100 & Above (listed prices)', { filter: { price: '100-above' } }, 8, 8],
    ['a special', { filter: { specialSlug: 'vape-wednesday' } }, 4, 4],
    ['a search', { search: 'gummies' }, 3, 3],
    ['indica or hybrid (catalogFilters)', { filter: { strains: ['indica', 'hybrid'] }, pagination: { offset: 0, limit: 100 } }, 28, 28],
    ['indica at 20–25 % THC', { filter: { strains: ['indica'], thc: ['20-25'] } }, 1, 1],
    ['an effect and a weight', { filter: { effects: ['sleepy'], weights: ['3.5g'] } }, 1, 1],
  ])('%s', async (_label, body, length, total) => {
    const { status, json } = await menu(body);
    expect(status).toBe(200);
    expect(json.menu.products).toHaveLength(length);
    expect(json.menu.total).toBe(total);
  });

  it('prices a store menu with the specials running there now (shop by price, price sort, activeSpecials)', async () => {
    const friday = Date.parse('2026-11-20T15:30:00-05:00');
    const api = fresh({ now: () => friday });
    const denver = { retailerId: 'ret-co-denver', menuType: 'RECREATIONAL', pagination: { offset: 0, limit: 100 } };
    const under20 = (await call(api, 'POST', apiPaths.menuProducts, { ...denver, filter: { price: '20' } })).json as Menu;
    // Gelato badder lists at $25 (0.5 g) but sells at $15 with Concentrate Crush ($10 off, every day in CO).
    const badder = under20.menu.products.find((p) => p.slug === 'gelato-live-resin-badder-concentrate-1g');
    expect(badder?.activeSpecials?.map((s) => s.urlSlug)).toEqual(['concentrate-crush']);
    // Detroit on a Friday: Edible Friday runs, Vape Wednesday does not.
    const detroit = (
      await call(api, 'POST', apiPaths.menuProducts, {
        retailerId: 'ret-mi-detroit',
        menuType: 'RECREATIONAL',
        filter: { categories: ['EDIBLES', 'VAPORIZERS'] },
        pagination: { offset: 0, limit: 100 },
      })
    ).json as Menu;
    const running = new Set(detroit.menu.products.flatMap((p) => p.activeSpecials?.map((s) => s.urlSlug) ?? []));
    expect(running.has('edible-friday')).toBe(true);
    expect(running.has('vape-wednesday')).toBe(false);
  });

  it('answers each facet with its counts when asked (the other facets applied)', async () => {
    type Facets = { menu: { facets?: Array<{ key: string; values: Array<{ value: string; count: number; selected: boolean }> }> } };
    const plain = (await menu({ filter: { strains: ['indica'] } })).json as Facets;
    expect(plain.menu.facets).toBeUndefined();
    const { json } = await menu({ filter: { strains: ['indica'], thc: ['20-25'] }, facets: true });
    const facets = (json as Facets).menu.facets ?? [];
    expect(facets.map((f) => f.key)).toEqual(['category', 'brand', 'strain', 'thc', 'cbd', 'price', 'effect', 'weight']);
    const strain = facets.find((f) => f.key === 'strain')?.values ?? [];
    expect(strain.find((v) => v.value === 'indica')).toMatchObject({ count: 1, selected: true });
    // The THC counts are the 12 indica products per range, whatever THC range is chosen.
    const thc = facets.find((f) => f.key === 'thc')?.values ?? [];
    expect(thc.reduce((n, v) => n + v.count, 0)).toBe(12);
    expect(thc.find((v) => v.value === '20-25')).toMatchObject({ count: 1, selected: true });
  });

  it('keeps the configured slug order for the checkout offer call (spec 4)', async () => {
    const slugs = [
      'tangie-distillate-cart-vape-0-5g',
      'blue-dream-pre-roll-1g',
      'cherry-limeade-gummies-edible-10pk',
      'cooling-relief-balm-topical-1oz',
    ];
    const { json } = await menu({
      retailerId: 'ret-mi-detroit',
      filter: { slugs, isActive: true },
      menuType: 'RECREATIONAL',
      pagination: { offset: 0, limit: 20 },
    });
    expect(json.menu.products.map((p) => p.slug)).toEqual([
      'tangie-distillate-cart-vape-0-5g',
      'blue-dream-pre-roll-1g',
      'cooling-relief-balm-topical-1oz',
    ]);
  });

  it.each([
    ['PRICE', 'ASC'],
    ['PRICE', 'DESC'],
    ['NAME', 'ASC'],
    ['POPULAR', 'DESC'],
  ] as const)('sorts by %s %s', async (key, direction) => {
    const { json } = await menu({ sort: { key, direction }, pagination: { offset: 0, limit: 100 } });
    const value = (p: Product) =>
      key === 'PRICE' ? Math.min(...p.options.map((o) => o.specialPrice ?? o.price)) : key === 'NAME' ? p.productName : p.popularity;
    const values = json.menu.products.map(value);
    const sorted = [...values].sort(
      (a, b) => (typeof a === 'string' ? a.localeCompare(String(b)) : a - Number(b)) * (direction === 'ASC' ? 1 : -1),
    );
    expect(values).toEqual(sorted);
  });
});

describe('paginated reads', () => {
  it.each([
    [`${apiPaths.retailers}`, 9, 9],
    [`${apiPaths.retailers}?state=mi`, 3, 3],
    [`${apiPaths.retailers}?state=AR&menuType=RECREATIONAL`, 0, 0],
    [`${apiPaths.retailers}?name=BOULDER`, 1, 1],
    [`${apiPaths.retailers}?limit=4&offset=8`, 1, 9],
    [`${apiPaths.brands}`, 18, 18],
    [`${apiPaths.brands}?sponsored=true`, 8, 8],
    [`${apiPaths.categories}`, 8, 8],
    [`${apiPaths.customCategories}`, 4, 4],
    [`${apiPaths.specials}`, 16, 16],
    [`${apiPaths.specials}?retailerId=ret-ar-little-rock`, 11, 11],
    [`${apiPaths.specials}?search=%20WEDNESDAY%20`, 1, 1],
    [`${apiPaths.sites}`, 4, 4],
  ])('GET %s → %i items of %i', async (url, length, total) => {
    const res = await call(fresh(), 'GET', url);
    expect(res.status).toBe(200);
    const { data } = res.json as { data: { data: unknown[]; total: number } };
    expect(data.data).toHaveLength(length);
    expect(data.total).toBe(total);
  });

  it('rejects a bad limit', async () => {
    expect((await call(fresh(), 'GET', `${apiPaths.retailers}?limit=0`)).status).toBe(400);
  });

  it.each([
    [apiPaths.retailer('ret-co-denver'), 'Mile High Greenery'],
    [apiPaths.retailer('mile-high-greenery-denver'), 'Mile High Greenery'],
    [apiPaths.product('blue-dream-flower-3-5g'), 'Blue Dream'],
    [apiPaths.special('vape-wednesday'), 'Vape Wednesday'],
  ])('GET %s reads one item', async (url, name) => {
    const res = await call(fresh(), 'GET', url);
    expect(res.status).toBe(200);
    const { data } = res.json as { data: { name?: string; productName?: string } };
    expect(data.productName ?? data.name).toBe(name);
  });

  it.each([apiPaths.retailer('nowhere'), apiPaths.product('nothing'), apiPaths.special('none'), '/api/unknown'])(
    'GET %s → 404 with a message',
    async (url) => {
      const res = await call(fresh(), 'GET', url);
      expect(res.status).toBe(404);
      expect((res.json as { message: string }).message).toMatch(/not found|No demo API route/);
    },
  );

  it('answers a known path with the wrong method with 405', async () => {
    expect((await call(fresh(), 'DELETE', apiPaths.retailers)).status).toBe(405);
  });
});

describe('CMS and sites', () => {
  it('serves the raw CMS JSON of a demo site', async () => {
    const res = await call(fresh(), 'GET', apiPaths.cms('greenleaf'));
    expect(res.status).toBe(200);
    expect((res.json as { data: unknown }).data).toEqual(cmsFixtures.greenleaf);
  });

  it("serves a site's information pages, an empty document for a site without any, and 404 for an unknown site", async () => {
    const res = await call(fresh(), 'GET', apiPaths.cmsPages('mile-high'));
    expect(res.status).toBe(200);
    expect((res.json as { data: unknown }).data).toEqual(cmsPagesFixtures['mile-high']);
    const bare = await call(fresh({ cms: { bare: {} } }), 'GET', apiPaths.cmsPages('bare'));
    expect((bare.json as { data: unknown }).data).toEqual({});
    expect((await call(fresh(), 'GET', apiPaths.cmsPages('atlantis'))).status).toBe(404);
  });

  it('answers an unknown site with 404 and a message', async () => {
    const res = await call(fresh(), 'GET', apiPaths.cms('atlantis'));
    expect(res.status).toBe(404);
    expect(res.json).toMatchObject({ message: 'No CMS configuration for site "atlantis".' });
  });

  it('lists the sites with their names and default retailer', async () => {
    const res = await call(fresh(), 'GET', apiPaths.sites);
    const { data } = res.json as { data: { data: Array<{ id: string; name: string; defaultRetailerId?: string }> } };
    expect(data.data.map((s) => [s.id, s.name])).toEqual([
      ['greenleaf', 'Greenleaf Collective'],
      ['copper-state', 'Copper State Cannabis'],
      ['mile-high', 'Mile High Goods'],
      ['natural-state', 'Natural State Wellness'],
    ]);
    expect(data.data[0]?.defaultRetailerId).toBe('ret-mi-detroit');
  });

  it('uses the site custom categories, else the catalogue ones', async () => {
    const site = await call(fresh(), 'GET', `${apiPaths.customCategories}?siteId=greenleaf`);
    expect((site.json as { data: { data: Array<{ urlSlug: string }> } }).data.data[0]?.urlSlug).toBe('new-arrivals');
    const fallback = await call(fresh({ cms: { bare: {} } }), 'GET', `${apiPaths.customCategories}?siteId=bare`);
    expect((fallback.json as { data: { total: number } }).data.total).toBe(4);
  });

  it('serves the search page CMS list (first item used)', async () => {
    const res = await call(fresh(), 'GET', `${apiPaths.searchPageCms}?siteId=greenleaf`);
    expect((res.json as { data: Array<{ title: string }> }).data[0]?.title).toBe('Search Greenleaf');
    const plain = await call(fresh(), 'GET', apiPaths.searchPageCms);
    expect((plain.json as { data: Array<{ title: string }> }).data[0]?.title).toBe('Search');
  });
});

describe('sign-in and signed-in reads (the account routes have their own tests)', () => {
  it.each([
    [DEMO_USER.email, DEMO_PASSWORD, 200, 'Welcome back, Sam!'],
    ['  SHOPPER@example.com ', DEMO_PASSWORD, 200, 'Welcome back, Sam!'],
    ['shopper@example.com', 'secret1', 401, 'Invalid email or password.'],
    ['shopper@example.com', '12345', 400, 'Please provide at least 6 characters!'],
    ['shopper@example.com', '', 400, 'Please enter password.'],
    ['not-an-email', DEMO_PASSWORD, 400, 'Please provide a correct email address!'],
    ['', DEMO_PASSWORD, 400, 'Please enter email.'],
    ['nobody@example.com', DEMO_PASSWORD, 401, 'Invalid email or password.'],
  ])('%j / %j → %i', async (email, password, status, message) => {
    const res = await call(fresh(), 'POST', apiPaths.signIn, { email, password });
    expect(res.status).toBe(status);
    expect((res.json as { message: string }).message).toBe(message);
    // No token in the body: the session travels only in the HttpOnly cookie.
    expect(res.json).not.toHaveProperty('token');
    expect(Boolean(res.headers?.['set-cookie'])).toBe(status === 200);
  });

  it('sets a cookie that authorises /api/me, wishlists and notifications', async () => {
    const api = fresh({ now: () => Date.parse('2025-06-15T12:00:00Z') });
    const { cookie, data } = await signIn(api);
    expect(data.email).toBe('shopper@example.com');
    expect(cookie).toMatch(/^sf_session=[A-Za-z0-9_-]{43}$/);
    const auth = { cookie };

    const me = await call(api, 'GET', apiPaths.me, undefined, auth);
    expect((me.json as { data: User }).data.fullName).toBe('Sam Rivera');

    const wishlist = await call(api, 'GET', apiPaths.wishlists, undefined, auth);
    expect((wishlist.json as { data: { total: number } }).data.total).toBe(3);
    await call(api, 'POST', apiPaths.wishlists, { slug: 'og-kush-flower-3-5g' }, auth);
    await call(api, 'DELETE', apiPaths.wishlist('wedding-cake-flower-3-5g'), undefined, auth);
    const after = await call(api, 'GET', apiPaths.wishlists, undefined, auth);
    const items = (after.json as { data: { data: Array<{ slug: string; listName: string }> } }).data.data;
    expect(items.map((i) => i.slug).sort()).toEqual([
      'gelato-live-resin-badder-concentrate-1g',
      'og-kush-flower-3-5g',
      'sour-watermelon-gummies-edible-10pk',
    ]);
    expect(items.find((i) => i.slug === 'og-kush-flower-3-5g')?.listName).toBe('My Wishlist');

    const notes = await call(api, 'GET', apiPaths.notifications, undefined, auth);
    const feed = (
      notes.json as { data: { total: number; unseenCount: number; recommendedProductData: Product[]; data: Array<{ createdAt: string }> } }
    ).data;
    expect(feed.total).toBe(6);
    expect(feed.unseenCount).toBe(3);
    expect(feed.recommendedProductData).toHaveLength(4);
    expect(feed.data[0]?.createdAt).toBe('2025-06-15T11:15:00.000Z');
    await call(api, 'POST', apiPaths.notificationsSeen, {}, auth);
    const seen = await call(api, 'GET', apiPaths.notifications, undefined, auth);
    expect((seen.json as { data: { unseenCount: number } }).data.unseenCount).toBe(0);
  });

  it.each([
    ['GET', apiPaths.me, {}],
    ['GET', apiPaths.wishlists, {}],
    ['GET', apiPaths.notifications, bearer('forged-token-forged-token-forged-token-12')],
    // The old fixed demo token and the old sequential tokens open nothing any more (issue 9, item 7).
    ['GET', apiPaths.me, bearer('demo-token-shopper')],
    ['GET', apiPaths.me, bearer('demo-session-token-000001')],
    ['GET', apiPaths.me, { cookie: 'sf_session=demo-session-token-000001' }],
  ])('%s %s without a valid session → 401', async (method, url, headers) => {
    const res = await call(fresh(), method, url, undefined, headers);
    expect(res.status).toBe(401);
  });
});

describe('pop-up campaigns', () => {
  it('creates a visitor, lists campaigns, records responses and subscribes', async () => {
    const api = fresh({ now: () => 1_750_000_000_000 });
    const { db } = await api.database();
    const visitorRes = await call(api, 'POST', apiPaths.popupVisitor, {
      name: 'Amber Falcon',
      url: 'localhost',
      referrer: { known: false, domain: '', source: 'Direct', medium: 'unknown', term: '', uri: '' },
      unixTimeStamp: 1_750_000_000,
      timezone: 'America/Detroit',
    });
    expect(visitorRes.status).toBe(201);
    const visitor = visitorRes.json as { status: string; data: { _id: string } };
    expect(visitor.status).toBe('success');
    expect(visitor.data._id).toMatch(/^vis_[A-Za-z0-9_-]{16}$/);
    expect(await db.selectFrom('visitors').select(['name', 'timezone']).where('id', '=', visitor.data._id).execute()).toEqual([
      { name: 'Amber Falcon', timezone: 'America/Detroit' },
    ]);

    const activeUrl = `${apiPaths.popupActive}?retailerId=ret-mi-detroit&visitorId=${visitor.data._id}&timezone=America/Detroit`;
    const active = (await call(api, 'GET', activeUrl)).json as { status: string; data: { popupCampaign: PopupCampaign[] } };
    expect(active.status).toBe('success');
    expect(active.data.popupCampaign.map((c) => c._id)).toEqual(['campaign-welcome', 'campaign-vape-flyout', 'campaign-holiday-2023']);

    const click = await call(api, 'POST', apiPaths.popupResponse, {
      responseType: 'CLICK',
      popupCampaignId: 'campaign-vape-flyout',
      popupTemplateType: 'flyout',
      visitorId: visitor.data._id,
      unixTimeStamp: 1_750_000_010,
      retailerId: 'ret-mi-detroit',
      timezone: 'America/Detroit',
    });
    expect(click.status).toBe(201);
    expect((await db.selectFrom('popupResponses').select('responseType').execute()).map((r) => r.responseType)).toEqual(['CLICK']);

    const subscribe = {
      popupCampaignId: 'campaign-welcome',
      popupTemplateType: 'popup',
      visitorId: visitor.data._id,
      unixTimeStamp: 1_750_000_020,
      timezone: 'America/Detroit',
      email: ' sam@example.com ',
      retailerId: 'ret-mi-detroit',
      campaignName: 'Welcome 15% Off',
    };
    const firstRes = await call(api, 'POST', apiPaths.popupSubscribe, subscribe);
    expect(firstRes.status).toBe(201);
    const first = firstRes.json as { status: string; data: { couponInfo: { masterCode: string; codes: string[] } } };
    expect(first.status).toBe('success');
    expect(first.data.couponInfo.masterCode).toBe('WELCOME15');
    expect(first.data.couponInfo.codes[0]).toMatch(/^WELCOME15-[0-9A-Z]{6}$/);
    const againRes = await call(api, 'POST', apiPaths.popupSubscribe, { ...subscribe, email: 'SAM@example.com' });
    expect(againRes.status).toBe(200);
    expect((againRes.json as typeof first).data.couponInfo).toEqual(first.data.couponInfo);
    expect(await db.selectFrom('subscriptions').select(['email', 'emailKey']).execute()).toEqual([
      { email: 'sam@example.com', emailKey: 'sam@example.com' },
    ]);

    const afterSignup = (await call(api, 'GET', activeUrl)).json as typeof active;
    // The sign-up and the click: neither campaign is queued again for this visitor.
    expect(afterSignup.data.popupCampaign.map((c) => c._id)).toEqual(['campaign-holiday-2023']);
  });

  it.each([
    ['', 'Email is required'],
    ['   ', 'Email is required'],
    ['sam@', 'Please enter a valid email'],
  ])('rejects the e-mail %j with "%s"', async (email, message) => {
    const res = await call(fresh(), 'POST', apiPaths.popupSubscribe, { popupCampaignId: 'campaign-welcome', email });
    expect(res.status).toBe(400);
    expect((res.json as { message: string; status?: string }).message).toBe(message);
    expect((res.json as { status?: string }).status).not.toBe('success');
  });

  it.each([
    [{ responseType: 'LIKE', popupCampaignId: 'campaign-welcome', visitorId: 'v' }, 400],
    [{ responseType: 'view', popupCampaignId: 'campaign-unknown', visitorId: 'v' }, 404],
    [{ responseType: 'view', popupCampaignId: 'campaign-welcome' }, 400],
  ])('rejects a bad response body %j', async (body, status) => {
    expect((await call(fresh(), 'POST', apiPaths.popupResponse, body)).status).toBe(status);
  });

  it('keeps state per instance (each default instance has its own in-memory database)', async () => {
    const a = fresh();
    const b = fresh();
    await call(a, 'POST', apiPaths.popupVisitor, { name: 'Jade Otter' });
    const count = async (api: DemoApi) => (await (await api.database()).db.selectFrom('visitors').select('id').execute()).length;
    expect(await count(a)).toBe(1);
    expect(await count(b)).toBe(0);
  });
});

describe('abandoned cart and checkout', () => {
  const now = () => 1_750_000_000_000;

  it.each([
    [[{ productId: 'prod-0001', option: '3.5g', quantity: 1 }], true, 1_750_000_060_000],
    [[], false, null],
  ])('status with %j schedules=%s', async (cartItems, emailScheduled, scheduledFor) => {
    const api = fresh({ now });
    // The reminder is the signed-in shopper's own (issue 32): the session says whose.
    const { cookie } = await signIn(api);
    const res = await call(
      api,
      'POST',
      apiPaths.abandonedCartStatus,
      { abandonAfterMs: 60_000, customerEmail: 'shopper@example.com', cartItems, cartId: 'cart_abc_1' },
      { cookie },
    );
    expect(res.status).toBe(200);
    expect((res.json as { data: unknown }).data).toEqual({ cartId: 'cart_abc_1', emailScheduled, scheduledFor });
    const { db } = await api.database();
    expect(
      (await db.selectFrom('abandonedCarts').select('cartId').where('emailKey', '=', 'shopper@example.com').executeTakeFirst())?.cartId,
    ).toBe('cart_abc_1');
  });

  it('records the notification status per visitor', async () => {
    const api = fresh({ now });
    const res = await call(api, 'POST', apiPaths.abandonedCartNotification('visitor-9'), { cartItemCount: 3, abandonAfterMs: 1000 });
    expect((res.json as { data: unknown }).data).toEqual({ visitorId: 'visitor-9', cartItemCount: 3, scheduledFor: 1_750_000_001_000 });
    const { db } = await api.database();
    expect(
      (await db.selectFrom('cartNotifications').select('cartItemCount').where('visitorId', '=', 'visitor-9').executeTakeFirst())
        ?.cartItemCount,
    ).toBe(3);
  });

  it.each([
    [{ retailerId: 'ret-mi-detroit', orderType: 'PICKUP', pricingType: 'RECREATIONAL' }, 201],
    [{ retailerId: 'ret-ar-little-rock', orderType: 'PICKUP', pricingType: 'MEDICAL' }, 201],
    [{ retailerId: 'ret-ar-little-rock', orderType: 'PICKUP', pricingType: 'RECREATIONAL' }, 400],
    [{ retailerId: 'ret-mi-detroit', orderType: 'TAKEAWAY', pricingType: 'RECREATIONAL' }, 400],
    [{ retailerId: 'ret-nowhere', orderType: 'PICKUP', pricingType: 'MEDICAL' }, 404],
  ])('creates a checkout for %j → %i', async (body, status) => {
    const api = fresh({ now });
    const res = await call(api, 'POST', apiPaths.checkout, body);
    expect(res.status).toBe(status);
    const { db } = await api.database();
    const rows = await db.selectFrom('checkouts').selectAll().execute();
    if (status === 201) {
      const data = (res.json as { data: { checkoutId: string } }).data;
      expect(data).toMatchObject({ ...body, createdAt: 1_750_000_000_000, expiresAt: 1_750_086_400_000 });
      expect(data.checkoutId).toMatch(/^chk_[A-Za-z0-9_-]{16}$/);
      expect(rows).toEqual([
        {
          id: data.checkoutId,
          retailerId: body.retailerId,
          orderType: body.orderType,
          pricingType: body.pricingType,
          userId: null,
          createdAt: 1_750_000_000_000,
          expiresAt: 1_750_086_400_000,
        },
      ]);
    } else {
      expect(rows).toEqual([]);
    }
  });

  it('records the signed-in shopper on a checkout', async () => {
    const api = fresh({ now });
    const { cookie } = await signIn(api);
    const res = await call(
      api,
      'POST',
      apiPaths.checkout,
      { retailerId: 'ret-mi-detroit', orderType: 'PICKUP', pricingType: 'RECREATIONAL' },
      { cookie },
    );
    expect(res.status).toBe(201);
    const { db } = await api.database();
    expect((await db.selectFrom('checkouts').select('userId').executeTakeFirst())?.userId).toBe(DEMO_USER._id);
  });
});
