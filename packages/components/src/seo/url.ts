/**
 * Absolute URLs for head tags, JSON-LD and sitemaps: the request origin, site paths made absolute,
 * and the canonical URL of a page.
 *
 * Canonical query (our choice; the spec names the query forms but not which ones are canonical):
 * only parameters that select different content are kept, in CANONICAL_QUERY_PARAMS order —
 * specialSlug and brandId (deals collection, /specials), price (Shop By Price) and pageNo (a page of
 * the shop; pageNo=1 is the first page and is dropped). Everything else is dropped: the demo's
 * ?site= switch, utm_* and click ids, and ?search= (search results are noindex, see robots.ts).
 */
import { normalizePathname } from '../rules/navigation/routes.ts';
import { isSafeHref } from '../rules/navigation/safeHref.ts';
import { nonBlank } from '../rules/navigation/text.ts';

export const CANONICAL_QUERY_PARAMS = ['specialSlug', 'brandId', 'price', 'pageNo'] as const;
export type CanonicalQueryParam = (typeof CANONICAL_QUERY_PARAMS)[number];

/** Values that say "the default" and so leave the canonical URL. */
const DEFAULT_QUERY_VALUES: Partial<Record<CanonicalQueryParam, string>> = { pageNo: '1' };

/** Used only to parse a path when there is no valid origin; never appears in a result. */
const PLACEHOLDER_ORIGIN = 'http://origin.invalid';

/**
 * 'scheme://host[:port]' of an http(s) origin (a path, query or trailing slash is dropped);
 * '' when the value is not an http(s) URL. With '' the helpers below return site-relative URLs.
 */
export function normalizeOrigin(origin: string | null | undefined): string {
  try {
    const url = new URL((origin ?? '').trim());
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : '';
  } catch {
    return '';
  }
}

/**
 * A site path ('/images/x.svg') on the origin, or an absolute http(s) URL as it is (normalised).
 * Undefined for blank or unsafe values (javascript:, '//host', bare relative paths, mailto:, '#…').
 */
export function absoluteUrl(value: string | null | undefined, origin: string): string | undefined {
  const href = nonBlank(value);
  if (href === undefined || !isSafeHref(href)) return undefined;
  if (/^https?:/i.test(href)) return new URL(href).href;
  if (!href.startsWith('/')) return undefined;
  const base = normalizeOrigin(origin);
  const url = new URL(href, base || PLACEHOLDER_ORIGIN);
  return `${base}${url.pathname}${url.search}${url.hash}`;
}

/**
 * The canonical URL of a page: the origin, the normalised path (no trailing slash, no hash) and the
 * kept query parameters (see the module note). `path` may carry a query; an absolute URL is read for
 * its path and query only (the canonical host is always `origin`).
 */
export function canonicalUrl(origin: string, path: string | null | undefined): string {
  const base = normalizeOrigin(origin);
  const raw = (path ?? '').trim();
  // A path's leading '//' or '/\\' would be read as a host; only an absolute URL names one.
  const sitePath = /^https?:/i.test(raw) ? raw : raw.replace(/^[/\\]*/, '/');
  let url: URL;
  try {
    url = new URL(sitePath, PLACEHOLDER_ORIGIN);
  } catch {
    url = new URL('/', PLACEHOLDER_ORIGIN);
  }
  const kept = new URLSearchParams();
  for (const name of CANONICAL_QUERY_PARAMS) {
    const value = nonBlank(url.searchParams.get(name));
    if (value !== undefined && value !== DEFAULT_QUERY_VALUES[name]) kept.set(name, value);
  }
  const query = kept.toString();
  return `${base}${normalizePathname(url.pathname)}${query === '' ? '' : `?${query}`}`;
}
