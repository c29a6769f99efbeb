/** The demo sites (a retailer's CMS payload each): the list of sites, a site's CMS and its information pages, and which stores are a site's. */
import type { Retailer } from '@storefront/components/domain';
import { type SiteSummary } from '@storefront/components/api';
import { ApiError, ok, page, type Route, type RouteContext } from '../router.ts';
import { field } from './catalogLookup.ts';

/** A site's own stores: the retailers its CMS lists in footerCms.retailers. */
function siteRetailerIds(raw: unknown): string[] {
  const footerRetailers = field(raw, 'footerCms', 'retailers');
  return Array.isArray(footerRetailers)
    ? footerRetailers.map((r) => field(r, 'retailerId')).filter((r): r is string => typeof r === 'string')
    : [];
}

function siteSummaries(ctx: RouteContext): SiteSummary[] {
  return Object.entries(ctx.cms.fixtures).map(([id, raw]) => {
    const provider = field(raw, 'initialSiteData', 'provider');
    const retailer = field(raw, 'initialSiteData', 'canSelectedRetailerId');
    const siteName = field(raw, 'siteSettings', 'siteName');
    return {
      id,
      name: ctx.cms.names[id] ?? (typeof siteName === 'string' ? siteName : id),
      ...(typeof provider === 'string' ? { provider } : {}),
      ...(typeof retailer === 'string' ? { defaultRetailerId: retailer } : {}),
      retailerIds: siteRetailerIds(raw),
    };
  });
}

export function siteCms(ctx: RouteContext, siteId: string): unknown {
  const raw = ctx.cms.fixtures[siteId];
  if (raw === undefined) throw new ApiError(404, `No CMS configuration for site "${siteId}".`);
  return raw;
}

/**
 * The stores a `?site=` asks for: that site's own (the retailers its CMS lists in
 * footerCms.retailers), every store when the site lists none or no site is named (Storybook, the
 * API's own tests), and a 404 for a site that does not exist.
 */
export function siteStores(ctx: RouteContext): (retailer: Retailer) => boolean {
  const siteId = ctx.query.get('site')?.trim();
  if (!siteId) return () => true;
  const own = new Set(siteRetailerIds(siteCms(ctx, siteId)));
  return own.size === 0 ? () => true : (retailer) => own.has(retailer.id) || own.has(retailer.retailerId);
}

/** A site's information pages; a known site without any answers an empty document (pages show their empty states). */
function sitePages(ctx: RouteContext, siteId: string): unknown {
  if (ctx.cms.fixtures[siteId] === undefined) throw new ApiError(404, `No CMS configuration for site "${siteId}".`);
  return ctx.cms.pages[siteId] ?? {};
}

export const siteRoutes: Route[] = [
  { method: 'GET', pattern: '/api/sites', handle: (ctx) => page(siteSummaries(ctx), ctx.query) },
  { method: 'GET', pattern: '/api/cms/:siteId', handle: (ctx) => ok(siteCms(ctx, ctx.params.siteId ?? '')) },
  { method: 'GET', pattern: '/api/cms/:siteId/pages', handle: (ctx) => ok(sitePages(ctx, ctx.params.siteId ?? '')) },
];
