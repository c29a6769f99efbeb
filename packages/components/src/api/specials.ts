/** Specials (deals): the retailer's list (GET /api/specials) and one deal (GET /api/specials/:urlSlug). */
import { queryOptions } from '@tanstack/react-query';
import type { Special } from '../domain/types.ts';
import { apiPaths, withQuery } from '../rules/api.ts';
import { requestPage } from './client.ts';
import { queryKeys } from './keys.ts';
import { LIST_LIMIT } from './listLimit.ts';
import { requestOrNull } from './notFound.ts';
import { retryDelay, retryQuery, STALE_MS } from './queryPolicy.ts';
import { contracts } from './contracts.ts';

export function specialsQuery(retailerId: string | null) {
  return queryOptions({
    queryKey: queryKeys.specials(retailerId),
    queryFn: async ({ signal }): Promise<Special[]> =>
      (await requestPage(withQuery(apiPaths.specials, { retailerId, limit: LIST_LIMIT }), contracts.special, { signal })).items,
    staleTime: STALE_MS.menu,
    retry: retryQuery,
    retryDelay,
    meta: { toast: true },
  });
}

/** One deal; null when the API does not know the slug (404) or answers with an empty list. */
export function specialQuery(urlSlug: string) {
  return queryOptions({
    queryKey: queryKeys.special(urlSlug),
    queryFn: ({ signal }): Promise<Special | null> => requestOrNull(apiPaths.special(urlSlug), contracts.special, signal),
    staleTime: STALE_MS.detail,
    retry: retryQuery,
    retryDelay,
    // The deal page shows the failure itself.
    meta: { toast: false },
  });
}
