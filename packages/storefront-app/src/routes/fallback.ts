/**
 * Paths the static route table cannot know: the CMS shop base path and shop link (spec 2.1 "Shop
 * page path"), brands under a CMS shop base path, and "a path containing 'cart-abandonment'".
 * The '/:retailerSlug' and '*' routes ask this resolver before treating a path as a store slug or a
 * 404.
 */
import {
  isCartAbandonmentPath,
  normalizePathname,
  pathSegments,
  shopBasePath,
  shopPath,
  type ShopPathSettings,
} from '@storefront/components/rules';
import type { PageKind } from './routeTable.ts';

export interface FallbackMatch {
  page: Extract<PageKind, 'shop' | 'brand' | 'cartAbandonment'>;
  params: Record<string, string>;
}

/** The page a CMS-dependent path shows, or null when the path is not one of them. */
export function resolveFallback(pathname: string | null | undefined, settings: ShopPathSettings | null | undefined): FallbackMatch | null {
  const path = normalizePathname(pathname);
  if (path === shopPath(settings) || path === shopBasePath(settings)) return { page: 'shop', params: {} };
  const brandPrefix = `${shopBasePath(settings)}/brand/`;
  if (path.startsWith(brandPrefix)) {
    const rest = pathSegments(path.slice(brandPrefix.length));
    if (rest.length === 1 && rest[0] !== undefined) return { page: 'brand', params: { brand: rest[0] } };
  }
  if (isCartAbandonmentPath(path)) return { page: 'cartAbandonment', params: {} };
  return null;
}
