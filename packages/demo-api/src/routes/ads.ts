/**
 * Ad impressions and clicks: the storefront posts one event per impression or click
 * (POST /api/ads/events); the retailer's reporting reads the totals and click-through rate of an
 * ad (GET /api/ads/stats?adId=…).
 *
 * The demo has no retailer accounts, so the stats are open to anyone who knows an ad id (they say
 * how often an ad was seen and clicked, nothing about shoppers); a real shop puts them behind its
 * staff sign-in.
 */
import { sql } from 'kysely';
import { missingAdWidgetSettings, menuTypes, type AdRequest, type RenderableAdType } from '@storefront/components/rules';
import { PRODUCT_MENU_MAX_LIMIT, type AdServeAnswer } from '@storefront/components/api';
import { sponsoredAdsFor } from '../adService.ts';
import { ApiError, asObject, ok, oneOf, optionalString, requiredString, type Route, type RouteContext } from '../router.ts';
import { findRetailer, productMenu, storeStock } from './catalog.ts';

export const AD_EVENT_KINDS = ['impression', 'click'] as const;
export type AdEventKind = (typeof AD_EVENT_KINDS)[number];

export const AD_LIMITS = { adId: 100, placement: 100, visitorId: 200, retailerId: 100 } as const;

export interface AdCounts {
  impressions: number;
  clicks: number;
  /** clicks / impressions, rounded to 4 decimals; 0 without impressions. */
  ctr: number;
}
export interface AdStats extends AdCounts {
  adId: string;
  retailerId: string | null;
  placements: Array<AdCounts & { placement: string }>;
}

const ctrOf = (impressions: number, clicks: number): number => (impressions > 0 ? Math.round((clicks / impressions) * 10_000) / 10_000 : 0);

function queryText(value: string | null, key: string, max: number): string {
  const text = (value ?? '').trim();
  if (text.length > max) throw new ApiError(400, `"${key}" is too long (at most ${max} characters).`);
  return text;
}

export const SERVABLE_AD_TYPES = ['banner', 'product-card', 'carousel'] as const satisfies readonly RenderableAdType[];
const SERVE_TEXT_MAX = 100;
const MAX_ADS = 20;

/**
 * Reads the ad request (spec 8: channelId, accountId, siteId, locationId, zone and strategy; for
 * carousels also maxItems and recommend), then checks the account against the sites' ad-service
 * configuration: only an enabled account with that site id is served.
 */
export function parseAdRequest(ctx: RouteContext): AdRequest {
  const q = (key: string) => queryText(ctx.query.get(key), key, SERVE_TEXT_MAX);
  const adType = oneOf(q('adType'), SERVABLE_AD_TYPES, 'adType');
  const rawMax = q('maxItems');
  const maxItems = rawMax === '' ? null : Number(rawMax);
  if (maxItems !== null && (!Number.isInteger(maxItems) || maxItems < 0 || maxItems > MAX_ADS))
    throw new ApiError(400, `"maxItems" must be a whole number from 0 to ${MAX_ADS}.`);
  const settings = {
    channelId: q('channelId'),
    accountId: q('accountId'),
    siteId: q('siteId'),
    locationId: q('locationId'),
    zone: q('zone'),
    strategy: q('strategy'),
    maxItems,
    recommend: q('recommend'),
  };
  const missing = missingAdWidgetSettings(adType, settings);
  if (missing.length > 0) throw new ApiError(400, `Missing ad settings: ${missing.join(', ')}.`);
  const retailerId = q('retailerId');
  if (!retailerId) throw new ApiError(400, 'Please enter retailerId.');
  const menuType = q('menuType') || 'RECREATIONAL';
  const account = Object.values(ctx.cms.fixtures).some((raw) => {
    const service = (raw as { adServiceConfig?: { accountId?: unknown; siteId?: unknown; isEnabled?: unknown } }).adServiceConfig;
    return service?.isEnabled === true && service.accountId === settings.accountId && service.siteId === settings.siteId;
  });
  if (!account) throw new ApiError(403, 'This ad account is not enabled for the site.');
  return {
    slot: q('slot'),
    adType,
    ...settings,
    keyword: q('keyword'),
    catalog: q('catalog'),
    maxItems: maxItems ?? 1,
    retailerId,
    menuType: oneOf(menuType, menuTypes, 'menuType'),
  };
}

export const adRoutes: Route[] = [
  {
    method: 'GET',
    pattern: '/api/ads/serve',
    handle: async (ctx) => {
      const request = parseAdRequest(ctx);
      const retailer = findRetailer(ctx, request.retailerId);
      if (!retailer) throw new ApiError(404, `Retailer "${request.retailerId}" was not found.`);
      const menu = productMenu(
        ctx,
        {
          retailerId: request.retailerId,
          menuType: request.menuType as (typeof menuTypes)[number],
          pagination: { offset: 0, limit: PRODUCT_MENU_MAX_LIMIT },
        },
        await storeStock(ctx, retailer),
      ).products;
      return ok<AdServeAnswer>({ slot: request.slot, ads: sponsoredAdsFor({ request, brands: ctx.catalog.brands, menu }) });
    },
  },
  {
    method: 'POST',
    pattern: '/api/ads/events',
    handle: async (ctx) => {
      const body = asObject(ctx.body);
      const adId = requiredString(body, 'adId', 'adId', AD_LIMITS.adId);
      const rawKind = typeof body.kind === 'string' && body.kind.length <= 20 ? body.kind.toLowerCase() : body.kind;
      const kind: AdEventKind = oneOf(rawKind, AD_EVENT_KINDS, 'kind');
      const placement = requiredString(body, 'placement', 'placement', AD_LIMITS.placement);
      const visitorId = optionalString(body, 'visitorId', AD_LIMITS.visitorId)?.trim() ?? '';
      const retailerId = optionalString(body, 'retailerId', AD_LIMITS.retailerId)?.trim() ?? '';
      const at = ctx.now();
      await ctx.db.insertInto('adEvents').values({ adId, kind, placement, visitorId, retailerId, at }).execute();
      return ok({ adId, kind, placement, visitorId, retailerId, at }, 201);
    },
  },
  {
    method: 'GET',
    pattern: '/api/ads/stats',
    handle: async (ctx) => {
      const adId = queryText(ctx.query.get('adId'), 'adId', AD_LIMITS.adId);
      if (!adId) throw new ApiError(400, 'Please enter adId.');
      const retailerId = queryText(ctx.query.get('retailerId'), 'retailerId', AD_LIMITS.retailerId);
      let query = ctx.db
        .selectFrom('adEvents')
        .select(['placement', 'kind', sql<number | string>`count(*)`.as('n')])
        .where('adId', '=', adId)
        .groupBy(['placement', 'kind'])
        .orderBy('placement');
      if (retailerId) query = query.where('retailerId', '=', retailerId);
      const rows = await query.execute();
      const byPlacement = new Map<string, { impressions: number; clicks: number }>();
      for (const row of rows) {
        const counts = byPlacement.get(row.placement) ?? { impressions: 0, clicks: 0 };
        if (row.kind === 'impression') counts.impressions += Number(row.n);
        else if (row.kind === 'click') counts.clicks += Number(row.n);
        byPlacement.set(row.placement, counts);
      }
      const placements = [...byPlacement].map(([placement, c]) => ({ placement, ...c, ctr: ctrOf(c.impressions, c.clicks) }));
      const impressions = placements.reduce((sum, p) => sum + p.impressions, 0);
      const clicks = placements.reduce((sum, p) => sum + p.clicks, 0);
      return ok<AdStats>({ adId, retailerId: retailerId || null, impressions, clicks, ctr: ctrOf(impressions, clicks), placements });
    },
  },
];
