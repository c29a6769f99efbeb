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
import { ApiError, asObject, ok, oneOf, optionalString, requiredString, type Route } from '../router.ts';

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

export const adRoutes: Route[] = [
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
