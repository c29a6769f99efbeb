/**
 * Which route definition a URL shows, with its parameters: the route table matched by
 * react-router's matchRoutes, then the CMS-dependent paths (fallback.ts) for the '/:retailerSlug'
 * and '*' routes. Pure (no React): the server, the page host and the loaders all call it, so the
 * server answers with the same page (and status) the client renders.
 */
import { matchRoutes, type RouteObject } from 'react-router';
import type { ShopPathSettings } from '@storefront/components/rules';
import { resolveFallback } from './fallback.ts';
import { notFoundRoute, routeTable, type PageKind, type RouteDef } from './routeTable.ts';

/** Plain route objects (paths only) for matchRoutes. */
const matchableRoutes: RouteObject[] = routeTable.map((route) => ({ id: route.id, path: route.path }));

/** Routes whose path may also be a CMS shop path or a cart-abandonment path. */
const RESOLVED_ROUTE_IDS = new Set(['store-by-slug', 'not-found']);

export type RouteParams = Readonly<Record<string, string | undefined>>;

export interface ResolvedRoute {
  route: RouteDef;
  params: RouteParams;
}

/** The table's route for a path (no CMS fallback). */
export function routeForPath(pathname: string): RouteDef | undefined {
  const id = matchRoutes(matchableRoutes, pathname)?.at(-1)?.route.id;
  return routeTable.find((route) => route.id === id);
}

function routeForPage(page: PageKind): RouteDef | undefined {
  return routeTable.find((route) => route.page === page);
}

/** The route a path shows once the CMS shop paths and cart-abandonment paths are resolved. */
export function resolveMatchedRoute(
  route: RouteDef,
  urlParams: RouteParams,
  pathname: string,
  settings: ShopPathSettings | null | undefined,
): ResolvedRoute {
  if (!RESOLVED_ROUTE_IDS.has(route.id)) return { route, params: urlParams };
  const match = resolveFallback(pathname, settings);
  const target = match ? routeForPage(match.page) : undefined;
  return match && target ? { route: target, params: { ...urlParams, ...match.params } } : { route, params: urlParams };
}

export function resolveRoute(pathname: string, settings: ShopPathSettings | null | undefined): ResolvedRoute {
  const matches = matchRoutes(matchableRoutes, pathname);
  const last = matches?.at(-1);
  const route = routeTable.find((candidate) => candidate.id === last?.route.id) ?? notFoundRoute;
  return resolveMatchedRoute(route, last?.params ?? {}, pathname, settings);
}
