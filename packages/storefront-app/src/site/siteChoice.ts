/**
 * Which demo retailer (CMS fixture) the storefront shows. On the server, per request: the host name
 * (a retailer's own domain, or `<siteId>.<anything>`), else `?site=<id>`, else the `sf_site` cookie
 * (set when a visitor picks a retailer), else the first site. The client keeps the server's choice.
 */
export const SITE_QUERY_PARAM = 'site';
export const SITE_COOKIE = 'sf_site';

export function resolveSiteId(search: string, stored: unknown, siteIds: readonly string[]): string {
  const fromQuery = new URLSearchParams(search).get(SITE_QUERY_PARAM);
  if (fromQuery !== null && siteIds.includes(fromQuery)) return fromQuery;
  if (typeof stored === 'string' && siteIds.includes(stored)) return stored;
  return siteIds[0] ?? '';
}

/** The site a host name names: a configured domain (`hostSites`), or its first label when that is a site id. */
export function siteFromHost(
  host: string | null | undefined,
  siteIds: readonly string[],
  hostSites: Readonly<Record<string, string>> = {},
): string | null {
  if (!host) return null;
  const name = host.toLowerCase().replace(/:\d+$/, '');
  const mapped = hostSites[name];
  if (mapped !== undefined && siteIds.includes(mapped)) return mapped;
  const label = name.split('.')[0] ?? '';
  return name.includes('.') && siteIds.includes(label) ? label : null;
}

/** The value of one cookie in a Cookie header (undefined when absent or malformed). */
export function readCookie(header: string | null | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const index = part.indexOf('=');
    if (index < 0 || part.slice(0, index).trim() !== name) continue;
    try {
      return decodeURIComponent(part.slice(index + 1).trim());
    } catch {
      return undefined;
    }
  }
  return undefined;
}

export interface SiteRequest {
  host?: string | null;
  search: string;
  cookieHeader?: string | null;
}

/** The site of a request: host name, else ?site=, else the cookie, else the first site. */
export function resolveRequestSite(
  request: SiteRequest,
  siteIds: readonly string[],
  hostSites: Readonly<Record<string, string>> = {},
): string {
  return (
    siteFromHost(request.host, siteIds, hostSites) ?? resolveSiteId(request.search, readCookie(request.cookieHeader, SITE_COOKIE), siteIds)
  );
}

/** The Set-Cookie value that remembers a site choice (a year; readable by the switcher). */
export function siteCookie(siteId: string): string {
  return `${SITE_COOKIE}=${encodeURIComponent(siteId)}; Path=/; Max-Age=31536000; SameSite=Lax`;
}

/** The same URL with `?site=` set to `siteId` (other parameters and the hash kept). */
export function withSiteParam(href: string, siteId: string): string {
  const url = new URL(href, 'http://storefront.invalid');
  url.searchParams.set(SITE_QUERY_PARAM, siteId);
  return `${url.pathname}${url.search}${url.hash}`;
}
