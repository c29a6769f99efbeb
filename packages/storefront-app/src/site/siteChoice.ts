/**
 * Which demo retailer (CMS fixture) the storefront shows: `?site=<id>` wins and is remembered;
 * otherwise the remembered choice; otherwise the first site.
 */
export const SITE_QUERY_PARAM = 'site';

export function resolveSiteId(search: string, stored: unknown, siteIds: readonly string[]): string {
  const fromQuery = new URLSearchParams(search).get(SITE_QUERY_PARAM);
  if (fromQuery !== null && siteIds.includes(fromQuery)) return fromQuery;
  if (typeof stored === 'string' && siteIds.includes(stored)) return stored;
  return siteIds[0] ?? '';
}

/** The same URL with `?site=` set to `siteId` (other parameters and the hash kept). */
export function withSiteParam(href: string, siteId: string): string {
  const url = new URL(href, 'http://storefront.invalid');
  url.searchParams.set(SITE_QUERY_PARAM, siteId);
  return `${url.pathname}${url.search}${url.hash}`;
}
