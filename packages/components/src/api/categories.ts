/** Categories (GET /api/categories) and the retailer's custom categories (GET /api/custom-categories). */
import { queryOptions } from '@tanstack/react-query';
import type { Category } from '../domain/types.ts';
import { apiPaths, withQuery } from '../rules/api.ts';
import { requestPage } from './client.ts';
import { queryKeys } from './keys.ts';
import { LIST_LIMIT } from './listLimit.ts';
import { retryDelay, retryQuery, STALE_MS } from './queryPolicy.ts';
import { contracts } from './contracts.ts';

export function categoriesQuery() {
  return queryOptions({
    queryKey: queryKeys.categories(),
    queryFn: async ({ signal }): Promise<Category[]> =>
      (await requestPage(withQuery(apiPaths.categories, { limit: LIST_LIMIT }), contracts.category, { signal })).items,
    staleTime: STALE_MS.catalogue,
    retry: retryQuery,
    retryDelay,
    meta: { toast: true },
  });
}

export function customCategoriesQuery() {
  return queryOptions({
    queryKey: queryKeys.customCategories(),
    queryFn: async ({ signal }): Promise<Category[]> =>
      (await requestPage(withQuery(apiPaths.customCategories, { limit: LIST_LIMIT }), contracts.category, { signal })).items,
    staleTime: STALE_MS.catalogue,
    retry: retryQuery,
    retryDelay,
    meta: { toast: true },
  });
}
