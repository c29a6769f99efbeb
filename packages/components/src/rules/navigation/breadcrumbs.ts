/**
 * Breadcrumbs (spec 2.2): where they are hidden, the trail for a path, the crumb links, and the
 * schema.org BreadcrumbList emitted beside them.
 */
import { BRANDS_PATH, CATEGORIES_PATH, dealsPath, homePath, shopBasePath, shopPath } from './paths.ts';
import type { ShopPathSettings } from './paths.ts';
import { matchesAnyRoute, matchesRoute, normalizePathname, pathSegments } from './routes.ts';
import { capitalise, titleCaseHyphenated } from './text.ts';

/** One crumb. The last crumb of a trail has no href. */
export interface Crumb {
  label: string;
  href?: string;
}

export interface BreadcrumbContext extends ShopPathSettings {
  homeLink?: string | null;
  dealsVersion?: string | null;
  /**
   * Names for path segments the page knows (issue 13: "breadcrumbs show names, not slugs"): a
   * brand's, a deal's or a category's slug → its name. A crumb that would show the capitalised slug
   * shows the name instead; the spec's fixed labels ('Product Details', 'Brand Details') stay.
   */
  names?: Readonly<Record<string, string>>;
}

export const HOME_CRUMB_LABEL = 'Home';

/** "Breadcrumbs are hidden on: …" (spec 2.2), in route-pattern form. */
export const BREADCRUMB_HIDDEN_ROUTES = [
  '/',
  '/homepage2',
  '/profile',
  '/sign-in',
  '/sign-up',
  '/customer-choice',
  '/categories',
  '/menu-profile',
  '/account/login-and-security',
  '/events/*',
] as const;

/** State store directories: breadcrumb 'Store Directory' (spec 2.1). */
export const STATE_DIRECTORY_ROUTES = ['/mi', '/az', '/co', '/ar'] as const;

const CUSTOMER_SUPPORT: Crumb = { label: 'Customer Support', href: '/customer-support' };

/** Routes whose trail (after Home) is fixed (spec 2.2). */
export const FIXED_BREADCRUMB_TRAILS: ReadonlyArray<{ pattern: string; trail: readonly Crumb[] }> = [
  { pattern: '/create-ticket', trail: [CUSTOMER_SUPPORT, { label: 'Create Ticket' }] },
  { pattern: '/ticket-list', trail: [CUSTOMER_SUPPORT, { label: 'Ticket List' }] },
  { pattern: '/your-list/my-wishlist', trail: [{ label: 'Your List' }] },
  { pattern: '/store-details/*', trail: [{ label: 'Store Details' }] },
  { pattern: '/response/*', trail: [{ label: 'Response' }] },
  ...STATE_DIRECTORY_ROUTES.map((pattern) => ({ pattern, trail: [{ label: 'Store Directory' }] })),
];

/** Detail pages: '/{parent}/{slug}' shows '{Parent} > {detail label}' (spec 2.1, 2.2). */
export const DETAIL_BREADCRUMBS: ReadonlyArray<{ parent: string; label: string }> = [
  { parent: 'blog', label: 'Blog Details' },
  { parent: 'education', label: 'Education Details' },
  { parent: 'brands', label: 'Brand Details' },
];

/** Segments with a fixed label wherever they appear (spec 2.2). */
export const FIXED_SEGMENT_LABELS: ReadonlyMap<string, string> = new Map([
  ['terms-and-conditions', 'Terms & Condition'],
  ['faq', 'FAQ'],
  ['find-a-dispensary', 'Find a Dispensary'],
  ['deals-collection', 'Deals'],
  // The account's pages under /account: their titles (spec 2.3's 'Your Account' names), not slugs (issue 13).
  ['login-and-security', 'Login & Security'],
  ['request-your-information', 'Request Your Information'],
  ['close-your-account', 'Close Your Account'],
]);

function shopCrumb(context: BreadcrumbContext): Crumb {
  return { label: 'Shop', href: shopPath(context) };
}

/** Crumb links (spec 2.2): 'shop' → shop path, 'brand'/'brands' → /brands, 'category' → /categories. */
function segmentHref(segment: string, cumulativePath: string, context: BreadcrumbContext): string {
  switch (segment.toLowerCase()) {
    case 'shop':
      return shopPath(context);
    case 'brand':
    case 'brands':
      return BRANDS_PATH;
    case 'category':
      return CATEGORIES_PATH;
    case 'deals-collection':
      return dealsPath(context.dealsVersion);
    default:
      return cumulativePath;
  }
}

function segmentLabel(segment: string, isOnlySegment: boolean): string {
  const fixed = FIXED_SEGMENT_LABELS.get(segment.toLowerCase());
  if (fixed !== undefined) return fixed;
  return isOnlySegment && segment.includes('-') ? titleCaseHyphenated(segment) : capitalise(segment);
}

/** The page's name for a segment (trimmed, non-blank), if it gave one. */
function namedSegment(segment: string, context: BreadcrumbContext): string | undefined {
  const names = context.names;
  if (!names || !Object.hasOwn(names, segment)) return undefined;
  const name = names[segment]?.trim();
  return name ? name : undefined;
}

function trailAfterHome(path: string, context: BreadcrumbContext): readonly Crumb[] {
  const fixed = FIXED_BREADCRUMB_TRAILS.find(({ pattern }) => matchesRoute(path, pattern));
  if (fixed) return fixed.trail;
  const segments = pathSegments(path);
  const [first = '', second] = segments;
  if (first === 'product' && second !== undefined) return [shopCrumb(context), { label: 'Product Details' }];
  const brandPrefix = [`${shopBasePath(context)}/brand/`, '/shop/brand/'].find((prefix) => path.startsWith(prefix));
  const [brand, ...deeper] = brandPrefix === undefined ? [] : pathSegments(path.slice(brandPrefix.length));
  if (brand !== undefined && deeper.length === 0) {
    return [shopCrumb(context), { label: 'Brands', href: BRANDS_PATH }, { label: namedSegment(brand, context) ?? capitalise(brand) }];
  }
  const detail = DETAIL_BREADCRUMBS.find(({ parent }) => parent === first);
  if (detail && segments.length >= 2) {
    return [{ label: capitalise(first), href: `/${first}` }, { label: detail.label }];
  }
  let cumulative = '';
  return segments.map((segment) => {
    cumulative += `/${encodeURIComponent(segment)}`;
    return {
      label: namedSegment(segment, context) ?? segmentLabel(segment, segments.length === 1),
      href: segmentHref(segment, cumulative, context),
    };
  });
}

/**
 * The breadcrumb trail of a path (query and hash ignored), or null where breadcrumbs are hidden.
 * Home first (href: the CMS homeLink or '/'), then the path's crumbs; the last crumb has no href.
 *
 * Reading of "the capitalised path segments": each segment gets its first letter upper-cased; only
 * a single-segment hyphenated path is title-cased with spaces ('/your-order' → 'Your Order').
 */
export function breadcrumbs(pathname: string | null | undefined, context: BreadcrumbContext = {}): Crumb[] | null {
  const path = normalizePathname(pathname);
  if (matchesAnyRoute(path, BREADCRUMB_HIDDEN_ROUTES)) return null;
  const trail: Crumb[] = [{ label: HOME_CRUMB_LABEL, href: homePath(context.homeLink) }, ...trailAfterHome(path, context)];
  return trail.map((crumb, index) => (index === trail.length - 1 ? { label: crumb.label } : { ...crumb }));
}

export interface BreadcrumbListItem {
  '@type': 'ListItem';
  position: number;
  name: string;
  item?: string;
}

export interface BreadcrumbListJsonLd {
  '@context': 'https://schema.org';
  '@type': 'BreadcrumbList';
  itemListElement: BreadcrumbListItem[];
}

function absoluteUrl(host: string, href: string | undefined): string | undefined {
  if (href === undefined) return undefined;
  if (/^https?:\/\//i.test(href)) return href;
  return href.startsWith('/') ? `${host.trim().replace(/\/+$/, '')}${href}` : undefined;
}

/**
 * The structured-data breadcrumb list (spec 2.2): schema.org BreadcrumbList, positions from 1,
 * items as absolute '{host}{href}' URLs. A crumb without a site href (the last one) has no item.
 * Null when there are no crumbs.
 */
export function breadcrumbStructuredData(crumbs: readonly Crumb[] | null | undefined, host: string): BreadcrumbListJsonLd | null {
  if (!crumbs || crumbs.length === 0) return null;
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => {
      const item = absoluteUrl(host, crumb.href);
      const element: BreadcrumbListItem = { '@type': 'ListItem', position: index + 1, name: crumb.label };
      return item === undefined ? element : { ...element, item };
    }),
  };
}
