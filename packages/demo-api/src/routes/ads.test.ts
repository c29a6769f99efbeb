/** Ad impressions and clicks, and the stats the retailer's reporting reads. */
import { describe, expect, it } from 'vitest';
import { apiPaths } from '@storefront/components/api';
import type { DemoApi } from '../handlers.ts';
import { freshApis, TEST_NOW as NOW } from './testApi.ts';
import { cmsFixtures } from '@storefront/fixtures/cms';
import { brands, products } from '@storefront/fixtures/catalog';

const fresh = freshApis();

function call(api: DemoApi, method: string, url: string, body?: unknown) {
  const [path = '', qs = ''] = url.split('?');
  return api({ method, path, query: new URLSearchParams(qs), body, headers: {} });
}
const event = (api: DemoApi, body: Record<string, unknown>) =>
  call(api, 'POST', apiPaths.adEvents, { adId: 'ad-vape-wednesday', kind: 'impression', placement: 'home-hero', ...body });
const stats = async (api: DemoApi, query: string) => call(api, 'GET', `/api/ads/stats?${query}`);

describe('POST /api/ads/events', () => {
  it('keeps an impression and a click', async () => {
    const api = fresh();
    const res = await event(api, { visitorId: 'vis_1', retailerId: 'ret-mi-detroit' });
    expect(res.status).toBe(201);
    expect(res.json).toEqual({
      statusCode: 201,
      data: {
        adId: 'ad-vape-wednesday',
        kind: 'impression',
        placement: 'home-hero',
        visitorId: 'vis_1',
        retailerId: 'ret-mi-detroit',
        at: NOW,
      },
    });
    expect((await event(api, { kind: 'CLICK' })).status).toBe(201);
    const rows = await (await api.database()).db
      .selectFrom('adEvents')
      .select(['adId', 'kind', 'placement', 'visitorId', 'retailerId', 'at'])
      .orderBy('id')
      .execute();
    expect(rows).toEqual([
      { adId: 'ad-vape-wednesday', kind: 'impression', placement: 'home-hero', visitorId: 'vis_1', retailerId: 'ret-mi-detroit', at: NOW },
      { adId: 'ad-vape-wednesday', kind: 'click', placement: 'home-hero', visitorId: '', retailerId: '', at: NOW },
    ]);
  });

  it.each([
    [{ adId: '' }, 'Please enter adId.'],
    [{ adId: 'a'.repeat(101) }, '"adId" is too long (at most 100 characters).'],
    [{ adId: 'a'.repeat(900 * 1024) }, '"adId" is too long (at most 100 characters).'],
    [{ kind: 'view' }, '"kind" must be one of impression, click.'],
    [{ kind: 'x'.repeat(900 * 1024) }, '"kind" must be one of impression, click.'],
    [{ kind: undefined }, '"kind" must be one of impression, click.'],
    [{ placement: undefined }, 'Please enter placement.'],
    [{ placement: 'p'.repeat(101) }, '"placement" is too long (at most 100 characters).'],
    [{ visitorId: 'v'.repeat(201) }, '"visitorId" is too long (at most 200 characters).'],
    [{ retailerId: 7 }, '"retailerId" must be a string.'],
  ])('rejects %#: %s', async (body, message) => {
    const api = fresh();
    const res = await event(api, body);
    expect(res.status).toBe(400);
    expect((res.json as { message: string }).message).toBe(message);
    expect(await (await api.database()).db.selectFrom('adEvents').select('id').execute()).toEqual([]);
  });
});

describe('GET /api/ads/stats', () => {
  it('counts impressions and clicks with the click-through rate, per placement and in all', async () => {
    const api = fresh();
    for (let i = 0; i < 8; i += 1) await event(api, { retailerId: i < 6 ? 'ret-mi-detroit' : 'ret-co-denver' });
    for (let i = 0; i < 2; i += 1) await event(api, { placement: 'menu-banner' });
    await event(api, { kind: 'click', retailerId: 'ret-mi-detroit' });
    await event(api, { kind: 'click', placement: 'menu-banner' });
    await event(api, { adId: 'another-ad', kind: 'click' });

    const all = await stats(api, 'adId=ad-vape-wednesday');
    expect(all.status).toBe(200);
    expect((all.json as { data: unknown }).data).toEqual({
      adId: 'ad-vape-wednesday',
      retailerId: null,
      impressions: 10,
      clicks: 2,
      ctr: 0.2,
      placements: [
        { placement: 'home-hero', impressions: 8, clicks: 1, ctr: 0.125 },
        { placement: 'menu-banner', impressions: 2, clicks: 1, ctr: 0.5 },
      ],
    });
    const detroit = await stats(api, 'adId=ad-vape-wednesday&retailerId=ret-mi-detroit');
    expect((detroit.json as { data: unknown }).data).toMatchObject({
      retailerId: 'ret-mi-detroit',
      impressions: 6,
      clicks: 1,
      ctr: 0.1667,
    });
  });

  it('answers an ad without events with zeros', async () => {
    const res = await stats(fresh(), 'adId=never-shown');
    expect((res.json as { data: unknown }).data).toEqual({
      adId: 'never-shown',
      retailerId: null,
      impressions: 0,
      clicks: 0,
      ctr: 0,
      placements: [],
    });
  });

  it.each([
    ['', 'Please enter adId.'],
    [`adId=${'a'.repeat(101)}`, '"adId" is too long (at most 100 characters).'],
    [`adId=a&retailerId=${'r'.repeat(101)}`, '"retailerId" is too long (at most 100 characters).'],
  ])('rejects %j', async (query, message) => {
    const res = await stats(fresh(), query);
    expect(res.status).toBe(400);
    expect((res.json as { message: string }).message).toBe(message);
  });
});

describe('GET /api/ads/serve (the demo ad service)', () => {
  const greenleaf = cmsFixtures.greenleaf as unknown as {
    adConfig: {
      channelId: string;
      placements: Record<
        string,
        { adType: string; zoneId: string; keyword: string; catalog: string; strategy: string; maxItems: number; recommend: string }
      >;
    };
    adServiceConfig: { accountId: string; siteId: string; locationId: string };
  };
  const requestFor = (slotName: string, change: Record<string, string> = {}) => {
    const placement = greenleaf.adConfig.placements[slotName];
    if (!placement) throw new Error(`no ${slotName} in the greenleaf fixture`);
    const query = new URLSearchParams({
      slot: slotName,
      adType: placement.adType,
      channelId: greenleaf.adConfig.channelId,
      accountId: greenleaf.adServiceConfig.accountId,
      siteId: greenleaf.adServiceConfig.siteId,
      locationId: greenleaf.adServiceConfig.locationId,
      zone: placement.zoneId,
      strategy: placement.strategy,
      keyword: placement.keyword,
      catalog: placement.catalog,
      maxItems: String(placement.adType === 'banner' ? 1 : placement.maxItems),
      recommend: placement.recommend,
      retailerId: 'ret-mi-detroit',
      menuType: 'RECREATIONAL',
      ...change,
    });
    return call(fresh(), 'GET', `${apiPaths.adServe}?${query.toString()}`);
  };
  const adsOf = (res: { json: unknown }) => (res.json as { data: { ads: Array<Record<string, unknown>> } }).data.ads;
  const sponsoredIds = new Set(brands.filter((b) => b.isSponsored).map((b) => b.id));

  it("a banner: one sponsored brand the store carries, leading to the brand's page", async () => {
    const res = await requestFor('cart-sidecar-desktop-banner');
    expect(res.status).toBe(200);
    const [ad, ...rest] = adsOf(res);
    expect(rest).toEqual([]);
    const brand = brands.find((b) => b.brandName === ad?.brandName);
    expect(brand?.isSponsored).toBe(true);
    expect(products.some((p) => p.brandId === brand?.id && p.retailerIds.includes('ret-mi-detroit'))).toBe(true);
    expect(ad).toMatchObject({
      kind: 'banner',
      adId: `ad-gl-cart-sidecar-${brand?.urlSlug}`,
      cta: `Shop ${brand?.brandName}`,
      href: `/search/brands/${brand?.urlSlug}`,
      logo: brand?.imageUrl,
      color: '#ffffff',
    });
  });

  it("a carousel: up to maxItems of the store's sponsored products, the keyword's first", async () => {
    const res = await requestFor('home-sponsored-carousel');
    const ads = adsOf(res) as Array<{ kind: string; product: { brandId: string; category: string; retailerIds?: string[]; slug: string } }>;
    expect(ads.length).toBeGreaterThan(1);
    expect(ads.length).toBeLessThanOrEqual(greenleaf.adConfig.placements['home-sponsored-carousel']?.maxItems ?? 0);
    for (const ad of ads) {
      expect(ad.kind).toBe('product');
      expect(sponsoredIds.has(ad.product.brandId)).toBe(true);
      expect(products.find((p) => p.slug === ad.product.slug)?.retailerIds).toContain('ret-mi-detroit');
    }
    // 'flower' products lead, then the rest.
    const flower = ads.map((ad) => ad.product.category.toLowerCase().includes('flower'));
    expect(flower[0]).toBe(true);
    expect(flower).toEqual([...flower].sort((a, b) => Number(b) - Number(a)));
  });

  it.each<[string, Record<string, string>, number, string]>([
    ['no channel or location (spec 8)', { channelId: '', locationId: ' ' }, 400, 'Missing ad settings: channelId, locationId.'],
    ['a carousel without recommend', { adType: 'carousel', recommend: '' }, 400, 'Missing ad settings: recommend.'],
    ['video is not served', { adType: 'video' }, 400, '"adType" must be one of banner, product-card, carousel.'],
    ['too many', { adType: 'carousel', maxItems: '500' }, 400, '"maxItems" must be a whole number from 0 to 20.'],
    ['no retailer', { retailerId: '' }, 400, 'Please enter retailerId.'],
    ['unknown retailer', { retailerId: 'ret-nowhere' }, 404, 'Retailer "ret-nowhere" was not found.'],
    [
      "an account whose service is off (copper-state's)",
      { accountId: 'acct-copper-state', siteId: 'site-copper-state-web' },
      403,
      'This ad account is not enabled for the site.',
    ],
    ['a site id of another account', { siteId: 'site-copper-state-web' }, 403, 'This ad account is not enabled for the site.'],
  ])('rejects %s', async (_name, change, status, message) => {
    const res = await requestFor('cart-sidecar-desktop-banner', change);
    expect(res.status).toBe(status);
    expect((res.json as { message: string }).message).toBe(message);
  });
});
