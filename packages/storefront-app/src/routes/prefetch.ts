/**
 * Client navigation: a route's page module and its loader's data start together, as soon as a
 * navigation is likely (a link is pointed at, focused or pressed) and again when the location
 * changes (back/forward, programmatic navigation). TanStack Query dedupes repeated calls and the
 * page module has one promise, so calling this often costs nothing.
 *
 * The loaders (every page kind's queries and the catalogue filters' URL rules) are not part of the
 * first load: the server ran the first page's loader and sent its data, so the browser needs them
 * only for the next page. Their module is fetched with the first prefetch (the layout's, right after
 * hydration), long before a shopper's first link.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { SiteConfig } from '@storefront/components';
import { preloadPage } from './lazyPages.tsx';
import type { LoaderResult, runLoader } from './loaders.ts';
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

type LoadersModule = { runLoader: typeof runLoader };

let loaders: Promise<LoadersModule> | undefined;
/** The loaders' module, fetched once (a failed fetch, e.g. offline, is tried again next time). */
function loadLoaders(): Promise<LoadersModule> {
  loaders ??= import('./loaders.ts').catch((error: unknown) => {
    loaders = undefined;
    throw error;
  });
  return loaders;
}

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
  const context = { queryClient: scope.queryClient, config: scope.config, shop: scope.shop, siteId: scope.siteId };
  return loadLoaders().then(({ runLoader }) => runLoader({ ...context, route, params, search: url.searchParams, shopper }));
}
