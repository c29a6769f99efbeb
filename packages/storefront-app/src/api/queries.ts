/**
 * TanStack Query options and hooks per resource: CMS, retailers, products (the filtered product
 * menu), brands, categories and specials. Reads go through the generic readers (spec 7).
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths, readProductMenuResponse, STORAGE_KEYS, withQuery } from '@storefront/components/rules';
import type { Brand, Category, MenuType, Product, ProductSortKey, ProviderKind, Retailer, SortDirection, Special } from '@storefront/components';
import { ApiError, postJson, request, requestPage, requestSingle } from './client.ts';
import { LIST_LIMIT } from './paths.ts';
import { writeStored } from '../stores/storage.ts';

// withQuery is the rules' (one definition); re-exported for the chrome queries that import it from here.
export { withQuery };

/** A filtered product menu request (spec 7 "Filtered product menu"); the app's catalogue pages use it. */
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
  offset?: number;
  limit?: number;
  sort?: { direction: SortDirection; key: ProductSortKey };
}

export const queryKeys = {
  cms: (siteId: string) => ['cms', siteId] as const,
  retailers: ['retailers'] as const,
  productMenu: (query: ProductMenuQuery) => ['productMenu', query] as const,
  product: (slug: string) => ['product', slug] as const,
  brands: ['brands'] as const,
  categories: ['categories'] as const,
  customCategories: ['customCategories'] as const,
  specials: (retailerId: string | null) => ['specials', retailerId] as const,
  special: (urlSlug: string) => ['special', urlSlug] as const,
};

/** The raw CMS payload (parsed by the SiteProvider with parseCms). */
export function cmsQueryOptions(siteId: string) {
  return queryOptions({
    queryKey: queryKeys.cms(siteId),
    queryFn: async ({ signal }) => (await request(apiPaths.cms(siteId), { signal })).data ?? {},
    staleTime: Infinity,
    // The SiteProvider shows its own toast and falls back to the defaults.
    meta: { toast: false },
  });
}

const CATALOGUE_STALE_MS = 5 * 60_000;

/**
 * Lookups by slug keep the spec's 2 retries for server and network failures, but do not retry a
 * 4xx answer (an unknown slug stays unknown).
 */
export function retryUnlessClientError(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
}

export function useRetailers() {
  return useQuery({
    queryKey: queryKeys.retailers,
    queryFn: async ({ signal }) => (await requestPage<Retailer>(withQuery(apiPaths.retailers, { limit: LIST_LIMIT }), { signal })).items,
    staleTime: CATALOGUE_STALE_MS,
  });
}

/** Spec 7 and 8: the menu is read from menu.products; an error field or a failed call reads as []. */
export function useProductMenu(query: ProductMenuQuery, enabled = true) {
  return useQuery({
    queryKey: queryKeys.productMenu(query),
    queryFn: async ({ signal }) => {
      const body = {
        retailerId: query.retailerId ?? undefined,
        filter: {
          brandIds: query.brandIds,
          slugs: query.slugs,
          categories: query.categories,
          price: query.price,
          specialSlug: query.specialSlug,
          isActive: true,
        },
        search: query.search ?? '',
        provider: query.provider,
        menuType: query.menuType,
        pagination: { offset: query.offset ?? 0, limit: query.limit ?? LIST_LIMIT },
        sort: query.sort ?? { direction: 'DESC', key: 'POPULAR' },
      };
      try {
        const response = await postJson(apiPaths.menuProducts, body, { signal });
        const menu = (response as { menu?: { total?: unknown } }).menu;
        const products = readProductMenuResponse<Product>(response);
        return { products, total: typeof menu?.total === 'number' ? menu.total : products.length };
      } catch (error) {
        if (signal.aborted) throw error;
        console.error('[api] product menu call failed', error);
        return { products: [] as Product[], total: 0 };
      }
    },
    enabled,
    staleTime: 60_000,
  });
}

export function useProduct(slug: string | undefined) {
  return useQuery({
    queryKey: queryKeys.product(slug ?? ''),
    queryFn: async ({ signal }) => (await requestSingle<Product>(apiPaths.product(slug ?? ''), { signal })) ?? null,
    enabled: slug !== undefined && slug !== '',
    retry: retryUnlessClientError,
    meta: { toast: false },
  });
}

/** `enabled`: false while nothing that shows them is on screen (e.g. the desktop header on a phone). */
export function useBrands(enabled = true) {
  return useQuery({
    queryKey: queryKeys.brands,
    enabled,
    queryFn: async ({ signal }) => {
      const { items } = await requestPage<Brand>(withQuery(apiPaths.brands, { limit: LIST_LIMIT }), { signal });
      // Spec 3: "The brand list is kept locally as brandList" (read by the deals-link brand rule).
      writeStored(STORAGE_KEYS.brandList, items.map(({ id, urlSlug, brandName }) => ({ id, urlSlug, brandName })));
      return items;
    },
    staleTime: CATALOGUE_STALE_MS,
  });
}

export function useCategories(enabled = true) {
  return useQuery({
    queryKey: queryKeys.categories,
    enabled,
    queryFn: async ({ signal }) => (await requestPage<Category>(withQuery(apiPaths.categories, { limit: LIST_LIMIT }), { signal })).items,
    staleTime: CATALOGUE_STALE_MS,
  });
}

export function useCustomCategories() {
  return useQuery({
    queryKey: queryKeys.customCategories,
    queryFn: async ({ signal }) =>
      (await requestPage<Category>(withQuery(apiPaths.customCategories, { limit: LIST_LIMIT }), { signal })).items,
    staleTime: CATALOGUE_STALE_MS,
  });
}

export function useSpecials(retailerId: string | null) {
  return useQuery({
    queryKey: queryKeys.specials(retailerId),
    queryFn: async ({ signal }) =>
      (await requestPage<Special>(withQuery(apiPaths.specials, { retailerId, limit: LIST_LIMIT }), { signal })).items,
    staleTime: 60_000,
  });
}

export function useSpecial(urlSlug: string | undefined) {
  return useQuery({
    queryKey: queryKeys.special(urlSlug ?? ''),
    queryFn: async ({ signal }) => (await requestSingle<Special>(apiPaths.special(urlSlug ?? ''), { signal })) ?? null,
    enabled: urlSlug !== undefined && urlSlug !== '',
    retry: retryUnlessClientError,
    meta: { toast: false },
  });
}
