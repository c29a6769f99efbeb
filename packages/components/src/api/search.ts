/**
 * Search suggestions (spec 3, 2.4): GET {searchSuggestions}?q=&retailerId=&menuType= →
 * { data: SearchSuggestionResult }. The panel's other two calls are resources of their own: the
 * trending products are a product menu (productMenuQuery(trendingProductsMenu(…))) and 'Top
 * Brands' a retailer's brands (brandsQuery({ retailerId })).
 */
import { queryOptions } from '@tanstack/react-query';
import type { SearchSuggestionResult } from '../domain/types.ts';
import { apiPaths, withQuery } from '../rules/api.ts';
import { request } from './client.ts';
import { queryKeys, type SearchSuggestionsParams } from './keys.ts';
import { retryDelay, retryQuery, STALE_MS } from './queryPolicy.ts';
import { contracts } from './contracts.ts';

export type { SearchSuggestionsParams };

export function searchSuggestionsUrl({ q, retailerId, menuType }: SearchSuggestionsParams): string {
  return withQuery(apiPaths.searchSuggestions, { q: q.trim(), retailerId, menuType });
}

export function searchSuggestionsQuery(params: SearchSuggestionsParams) {
  return queryOptions({
    queryKey: queryKeys.searchSuggestions(params),
    queryFn: async ({ signal }): Promise<SearchSuggestionResult> =>
      (await request(searchSuggestionsUrl(params), { signal, schema: contracts.searchSuggestions })).data,
    staleTime: STALE_MS.search,
    retry: retryQuery,
    retryDelay,
    meta: { toast: true },
  });
}
