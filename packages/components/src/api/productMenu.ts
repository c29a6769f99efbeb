/**
 * The filtered product menu (spec 7, POST /api/menu/products): catalogue pages, the search page and
 * the search panel's trending products. "Responses are read from menu.products. If the response has
 * an error field, an empty list is used"; spec 8: "Failed product menu call → An empty list".
 *
 * The call is retried like any query (spec 7: "Queries retry 2 times"), inside the query function,
 * so that only the last failure becomes the empty list. On a server render it is not retried and a
 * failure stays a failure: the query is left out of the page's cache and the browser calls again.
 */
import { queryOptions } from '@tanstack/react-query';
import type { Product } from '../domain/types.ts';
import { apiPaths } from '../rules/api.ts';
import { TRENDING_PRODUCTS_LIMIT, type MenuType, type ProviderKind } from '../rules/constants.ts';
import type { ProductSortKey, SortDirection } from '../rules/commerce/productMenu.ts';
import { FACET_API_FIELDS, facetKeys, type CatalogFacet, type CatalogFilters } from '../rules/commerce/catalogFilters.ts';
import { ApiError, GENERIC_FAILURE_MESSAGE, request } from './client.ts';
import type { ProductMenuFilter, ProductMenuRequest } from './contract.ts';
import { failureMessage } from './envelope.ts';
import { queryKeys } from './keys.ts';
import { LIST_LIMIT } from './listLimit.ts';
import { STALE_MS, withRetries } from './queryPolicy.ts';
import { contracts } from './contracts.ts';
import { isServerRuntime } from './transport.ts';

/** A filtered product menu request as pages ask for it (its query key, too). */
export interface ProductMenuQuery {
  retailerId?: string | null;
  provider: ProviderKind;
  menuType: MenuType;
  search?: string;
  categories?: string[];
  brandIds?: string[];
  slugs?: string[];
  price?: string;
  specialSlug?: string;
  /** Unset: the API's default (active products). */
  isActive?: boolean;
  offset?: number;
  limit?: number;
  sort?: { direction: SortDirection; key: ProductSortKey };
  /** The shopper's catalogue filters (from the page's URL); the fields above win over them. */
  refine?: CatalogFilters;
  /** Ask for each facet's values and counts. */
  facets?: boolean;
}

export interface ProductMenu {
  products: Product[];
  total: number;
  facets?: CatalogFacet[];
}

/** The shopper's filters as the request's filter fields (FACET_API_FIELDS); empty facets are left out. */
export function refineFilter(refine: CatalogFilters | undefined): ProductMenuFilter {
  const filter: Record<string, string | string[]> = {};
  if (!refine) return filter;
  for (const key of facetKeys) {
    const values = refine[key];
    if (values.length === 0) continue;
    const field = FACET_API_FIELDS[key];
    filter[field] = field === 'price' ? (values[0] ?? '') : values;
  }
  return filter as ProductMenuFilter;
}

/** What a failed menu call reads as (spec 8: "An empty list"). */
export const emptyProductMenu = (): ProductMenu => ({ products: [], total: 0 });

/** The request body of a menu query; filters that are not set are left out. */
export function productMenuRequest(query: ProductMenuQuery): ProductMenuRequest {
  const filter: ProductMenuFilter = refineFilter(query.refine);
  if (query.brandIds !== undefined) filter.brandIds = query.brandIds;
  if (query.slugs !== undefined) filter.slugs = query.slugs;
  if (query.categories !== undefined) filter.categories = query.categories;
  if (query.price !== undefined) filter.price = query.price;
  if (query.specialSlug !== undefined) filter.specialSlug = query.specialSlug;
  if (query.isActive !== undefined) filter.isActive = query.isActive;
  return {
    ...(query.retailerId ? { retailerId: query.retailerId } : {}),
    filter,
    search: query.search ?? '',
    provider: query.provider,
    menuType: query.menuType,
    pagination: { offset: query.offset ?? 0, limit: query.limit ?? LIST_LIMIT },
    sort: query.sort ?? { direction: 'DESC', key: 'POPULAR' },
    ...(query.facets ? { facets: true } : {}),
  };
}

/**
 * Trending (spec 7): retailerId, filter {brandIds: []}, search, provider, menuType, pagination
 * {offset 0, limit 6}, sort {direction 'DESC', key 'POPULAR'}: the body of trendingProductsRequest.
 */
export function trendingProductsMenu(input: {
  retailerId: string;
  provider: ProviderKind;
  menuType: MenuType;
  search?: string;
}): ProductMenuQuery {
  return {
    retailerId: input.retailerId,
    brandIds: [],
    search: input.search ?? '',
    provider: input.provider,
    menuType: input.menuType,
    offset: 0,
    limit: TRENDING_PRODUCTS_LIMIT,
    sort: { direction: 'DESC', key: 'POPULAR' },
  };
}

async function fetchProductMenu(query: ProductMenuQuery, signal: AbortSignal): Promise<ProductMenu> {
  const answer = await request(apiPaths.menuProducts, {
    method: 'POST',
    json: productMenuRequest(query),
    signal,
    schema: contracts.productMenu,
  });
  const { error } = answer as { error?: unknown };
  if (error !== undefined && error !== null) throw new ApiError(failureMessage(answer) ?? GENERIC_FAILURE_MESSAGE, 200, answer, 'http');
  const { products, total, facets } = answer.menu;
  return { products, total: total ?? products.length, ...(facets ? { facets } : {}) };
}

export function productMenuQuery(query: ProductMenuQuery) {
  return queryOptions({
    queryKey: queryKeys.productMenu(query),
    queryFn: async ({ signal }): Promise<ProductMenu> => {
      try {
        return await withRetries(() => fetchProductMenu(query, signal), signal);
      } catch (error) {
        if (signal.aborted || isServerRuntime()) throw error;
        console.error('[api] product menu call failed; showing an empty list (spec 8)', error);
        return emptyProductMenu();
      }
    },
    staleTime: STALE_MS.menu,
    // Retried inside the query function (withRetries): its last failure is the empty list.
    retry: false,
    meta: { toast: false },
  });
}
