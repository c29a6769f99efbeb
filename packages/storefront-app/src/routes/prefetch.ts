/**
 * Client navigation: a route's page module and its loader's data start together, as soon as a
 * navigation is likely (a link is pointed at, focused or pressed) and again when the location
 * changes (back/forward, programmatic navigation). TanStack Query dedupes repeated calls and the
 * page module has one promise, so calling this often costs nothing.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { SiteConfig } from '@storefront/components';
import { preloadPage } from './lazyPages.tsx';
import { runLoader, type LoaderResult } from './loaders.ts';
import { resolveRoute } from './resolveRoute.ts';
import type { ShopContext } from './pageQueries.ts';
import { useCartStore, useSessionStore } from '../stores/index.ts';

export interface PrefetchScope {
  queryClient: QueryClient;
  config: SiteConfig;
  shop: ShopContext;
  siteId: string;
}

let scope: PrefetchScope | null = null;

/** Set by the app shell with the current site and shop context (null when it unmounts). */
export function setPrefetchScope(next: PrefetchScope | null): void {
  scope = next;
}

/** Starts the page module and the data of an internal href; external or odd hrefs are ignored. */
export function prefetchRoute(href: string): Promise<LoaderResult> | null {
  if (!scope || !href.startsWith('/') || href.startsWith('//')) return null;
  let url: URL;
  try {
    url = new URL(href, 'http://storefront.invalid');
  } catch {
    return null;
  }
  const { route, params } = resolveRoute(url.pathname, scope.config.siteSettings);
  void preloadPage(route.page).catch(() => undefined);
  const shopper = { userId: useSessionStore.getState().user?._id ?? null, cart: useCartStore.getState().items };
  return runLoader({ queryClient: scope.queryClient, route, params, search: url.searchParams, config: scope.config, shop: scope.shop, siteId: scope.siteId, shopper });
}
