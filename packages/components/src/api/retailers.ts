/**
 * A site's retailer list (GET /api/retailers?site=): store pages, the store chooser, the footer.
 * One API serves every demo site, so the list names its site; a dispensary's own API would serve
 * its stores alone and ignore the parameter.
 */
import { queryOptions } from '@tanstack/react-query';
import type { Retailer } from '../domain/types.ts';
import { apiPaths, withQuery } from '../rules/api.ts';
import { requestPage } from './client.ts';
import { queryKeys } from './keys.ts';
import { LIST_LIMIT } from './listLimit.ts';
import { retryDelay, retryQuery, STALE_MS } from './queryPolicy.ts';
import { contracts } from './contracts.ts';

export function retailersQuery(siteId: string) {
  return queryOptions({
    queryKey: queryKeys.retailers(siteId),
    queryFn: async ({ signal }): Promise<Retailer[]> =>
      (await requestPage(withQuery(apiPaths.retailers, { limit: LIST_LIMIT, site: siteId }), contracts.retailer, { signal })).items,
    staleTime: STALE_MS.catalogue,
    retry: retryQuery,
    retryDelay,
    meta: { toast: true },
  });
}
