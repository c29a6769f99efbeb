/**
 * Which pages search engines should not index, as one table read by both the robots meta tag
 * (buildHead) and robots.txt (robotsTxt). Our choice: the spec does not speak of SEO, so the list is
 * the shopper's private or session-bound pages of spec 2.1 — cart and checkout, sign-in, account,
 * orders and lists, notifications and settings, chat, customer support and responses, the
 * cart-abandonment landing pages — and search results that carry a query (/search?…, ?search=…).
 */
import { CART_ABANDONMENT_MARKER, isCartAbandonmentPath, normalizePathname } from '../rules/navigation/routes.ts';
import { CART_PATH, YOUR_LIST_PATH } from '../rules/navigation/paths.ts';
import { nonBlank } from '../rules/navigation/text.ts';
import { normalizeOrigin } from './url.ts';

/**
 * Private path prefixes. A prefix matches the path itself and everything below it ('/account'
 * matches '/account' and '/account/login-and-security', not '/accounting-101'). robots.txt reads
 * the same strings as plain prefixes, so its Disallow lines cover at least as much.
 */
export const NOINDEX_PATH_PREFIXES = [
  CART_PATH,
  '/checkout',
  '/ecommerce-checkout',
  '/sign-in',
  '/sign-up',
  // The password reset's request and the page its mailed link opens (issue 35).
  '/forgot-password',
  '/reset-password',
  '/customer-choice',
  '/account',
  '/account-new',
  '/profile',
  '/menu-profile',
  '/your-order',
  '/buy-again',
  '/keep-shopping-for',
  '/save-for-later',
  YOUR_LIST_PATH,
  '/notification',
  '/notification-settings',
  '/permission-settings',
  '/deals-alert',
  '/chat-with-retailer',
  '/customer-support',
  '/ticket-list',
  '/create-ticket',
  '/response',
] as const;

/** The query parameter of shop search results (shopSearchPath). */
export const SEARCH_QUERY_PARAM = 'search';
export const SEARCH_RESULTS_PATH = '/search';

/**
 * The default Disallow lines: the private prefixes, the cart-abandonment pages (any path containing
 * the marker, spec 2.1) and search results with a query. '*' is the wildcard of the robots
 * exclusion standard (RFC 9309).
 */
export const DEFAULT_ROBOTS_DISALLOW: readonly string[] = [
  ...NOINDEX_PATH_PREFIXES,
  `/*${CART_ABANDONMENT_MARKER}`,
  `${SEARCH_RESULTS_PATH}?`,
  `/*?${SEARCH_QUERY_PARAM}=`,
  `/*&${SEARCH_QUERY_PARAM}=`,
];

export const SITEMAP_PATH = '/sitemap.xml';

function splitLocation(location: string | null | undefined): { path: string; params: URLSearchParams } {
  const raw = (location ?? '').trim().replace(/#.*$/s, '');
  const queryAt = raw.indexOf('?');
  return {
    path: normalizePathname(raw),
    params: new URLSearchParams(queryAt >= 0 ? raw.slice(queryAt + 1) : ''),
  };
}

/** True for a search results page: '/search' with any query, or any page with a non-blank ?search=. */
export function isSearchResultsLocation(location: string | null | undefined): boolean {
  const { path, params } = splitLocation(location);
  if (nonBlank(params.get(SEARCH_QUERY_PARAM)) !== undefined) return true;
  return path === SEARCH_RESULTS_PATH && [...params.keys()].length > 0;
}

/** True when a page (path, with its query) should carry noindex: private pages and search results. */
export function isNoindexLocation(location: string | null | undefined): boolean {
  const { path } = splitLocation(location);
  if (isCartAbandonmentPath(path) || isSearchResultsLocation(location)) return true;
  return NOINDEX_PATH_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

export interface RobotsTxtInput {
  /** The site origin; the Sitemap line is '{origin}/sitemap.xml' (omitted when not an http(s) URL). */
  origin: string;
  /** Disallow lines; default DEFAULT_ROBOTS_DISALLOW. Lines not starting with '/' or holding whitespace or control characters are dropped. */
  disallow?: readonly string[];
}

/** robots.txt: every user agent, the Disallow lines, then the sitemap. */
export function robotsTxt(input: RobotsTxtInput): string {
  const disallow = [...new Set(input.disallow ?? DEFAULT_ROBOTS_DISALLOW)].filter(
    // A line break in a value would start a new robots.txt line: such values are refused.
    // eslint-disable-next-line no-control-regex
    (line) => line.startsWith('/') && !/[\s\u0000-\u001f\u007f]/.test(line),
  );
  const origin = normalizeOrigin(input.origin);
  const lines = ['User-agent: *', ...(disallow.length === 0 ? ['Allow: /'] : disallow.map((line) => `Disallow: ${line}`))];
  if (origin !== '') lines.push('', `Sitemap: ${origin}${SITEMAP_PATH}`);
  return `${lines.join('\n')}\n`;
}
