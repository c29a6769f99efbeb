/**
 * Mobile header choice and title by route (spec 2.3). The route lists are explicit tables so a
 * reader can check them against the spec line by line.
 */
import { DEFAULT_SHOP_BASE_PATH, SHOP_PAGE_TWO_PATH } from '../constants.ts';
import { shopBasePath } from './paths.ts';
import type { ShopPathSettings } from './paths.ts';
import { matchesAnyRoute, matchesRoute, normalizePathname, pathSegments } from './routes.ts';
import { titleCaseHyphenated } from './text.ts';

/**
 * - 'search': the compact search header (account and shopping routes);
 * - 'title': the title header (information routes);
 * - 'none': no header (search routes, deal detail, deals-collection pages);
 * - 'product': the product-specific header;
 * - 'variant': one of the eight CMS header variants (everywhere else).
 */
export const mobileHeaderKinds = ['search', 'title', 'none', 'product', 'variant'] as const;
export type MobileHeaderKind = (typeof mobileHeaderKinds)[number];

/** Product pages: the product header. */
export const MOBILE_PRODUCT_HEADER_ROUTES = ['/product/*'] as const;

/**
 * Information routes: the title header. Checked before the no-header routes, because
 * /search/categories has the mobile title 'Categories' (spec 2.1, 2.3).
 */
export const MOBILE_TITLE_HEADER_ROUTES = [
  '/faq',
  '/about',
  '/blog',
  '/blog/*',
  '/blogs',
  '/education',
  '/education/*',
  '/contact',
  '/terms-and-conditions',
  '/privacy-policy',
  '/career',
  '/find-a-dispensary',
  '/store-directory',
  '/mi',
  '/az',
  '/co',
  '/ar',
  '/customer-support',
  '/ticket-list',
  '/create-ticket',
  '/deals',
  '/deals-category',
  '/deals-category/*',
  SHOP_PAGE_TWO_PATH,
  `${SHOP_PAGE_TWO_PATH}/*`,
  '/categories',
  '/search/categories',
  '/search/categories/*',
] as const;

/** Search routes, deal detail (/deals/{slug}) and deals-collection pages: no header. */
export const MOBILE_NO_HEADER_ROUTES = ['/search', '/search/*', '/deals/*', '/deals-collection', '/deals-collection/*'] as const;

/** Account and shopping routes: the compact search header. The shop base path is added at run time. */
export const MOBILE_SEARCH_HEADER_ROUTES = [
  '/cart',
  DEFAULT_SHOP_BASE_PATH,
  `${DEFAULT_SHOP_BASE_PATH}/*`,
  '/brands',
  '/brands/*',
  '/brand/*',
  '/sponsored-brand',
  '/category/*',
  '/specials',
  '/your-order',
  '/buy-again',
  '/keep-shopping-for',
  '/save-for-later',
  '/your-list',
  '/your-list/*',
  '/account',
  '/account/*',
  '/account-new',
  '/profile',
  '/notification',
  '/notification-settings',
  '/permission-settings',
  '/deals-alert',
  '/chat-with-retailer',
  '/chat-with-retailer/*',
] as const;

/** Which mobile header a path shows (spec 2.3). */
export function mobileHeaderKind(pathname: string | null | undefined, settings?: ShopPathSettings | null): MobileHeaderKind {
  const path = normalizePathname(pathname);
  if (matchesAnyRoute(path, MOBILE_PRODUCT_HEADER_ROUTES)) return 'product';
  if (matchesAnyRoute(path, MOBILE_TITLE_HEADER_ROUTES)) return 'title';
  if (matchesAnyRoute(path, MOBILE_NO_HEADER_ROUTES)) return 'none';
  const base = shopBasePath(settings);
  if (matchesAnyRoute(path, [...MOBILE_SEARCH_HEADER_ROUTES, base, `${base}/*`])) return 'search';
  return 'variant';
}

/** Title overrides by route (spec 2.3). */
export const MOBILE_HEADER_ROUTE_TITLES: ReadonlyArray<readonly [pattern: string, title: string]> = [
  ['/blog/*', 'Blog Details'],
  ['/education/*', 'Education Details'],
  ['/deals', 'Shop Deals by Category'],
  [SHOP_PAGE_TWO_PATH, 'Shop By'],
  ['/search/categories', 'Categories'],
  ['/search/categories/*', 'Categories'],
];

/** Title overrides by the path's last segment, wherever it appears (spec 2.3). */
export const MOBILE_HEADER_SEGMENT_TITLES: ReadonlyMap<string, string> = new Map([
  ['terms-and-conditions', 'Terms & Condition'],
  ['faq', 'FAQ'],
  ['find-a-dispensary', 'Find a Dispensary'],
  ['create-ticket', 'Create Support Ticket'],
  ['shop-by-price', 'Shop By Price'],
]);

/**
 * The mobile title header's text (spec 2.3): an override when one applies, else the path's last
 * segment with hyphen-separated words capitalised ('privacy-policy' → 'Privacy Policy'). '' at '/'.
 */
export function mobileHeaderTitle(pathname: string | null | undefined): string {
  const path = normalizePathname(pathname);
  const byRoute = MOBILE_HEADER_ROUTE_TITLES.find(([pattern]) => matchesRoute(path, pattern));
  if (byRoute) return byRoute[1];
  const last = pathSegments(path).at(-1) ?? '';
  return MOBILE_HEADER_SEGMENT_TITLES.get(last.toLowerCase()) ?? titleCaseHyphenated(last);
}
