/** The retailer list (GET /api/retailers): store pages, the store chooser, the footer. */
import { queryOptions } from '@tanstack/react-query';
import type { Retailer } from '../domain/types.ts';
import { apiPaths, withQuery } from '../rules/api.ts';
import { requestPage } from './client.ts';
import { queryKeys } from './keys.ts';
import { LIST_LIMIT } from './listLimit.ts';
import { retryDelay, retryQuery, STALE_MS } from './queryPolicy.ts';
import { retailerSchema } from './schemas.ts';

export function retailersQuery() {
  return queryOptions({
    queryKey: queryKeys.retailers(),
    queryFn: async ({ signal }): Promise<Retailer[]> => (await requestPage(withQuery(apiPaths.retailers, { limit: LIST_LIMIT }), retailerSchema, { signal })).items,
    staleTime: STALE_MS.catalogue,
    retry: retryQuery,
    retryDelay,
    meta: { toast: true },
  });
}
