/** One product (GET /api/products/:slug), for the product page and its head. */
import { queryOptions } from '@tanstack/react-query';
import type { Product } from '../domain/types.ts';
import { apiPaths } from '../rules/api.ts';
import { queryKeys } from './keys.ts';
import { requestOrNull } from './notFound.ts';
import { retryDelay, retryQuery, STALE_MS } from './queryPolicy.ts';
import { contracts } from './contracts.ts';

/**
 * The product, or null when the API does not know the slug (404) or answers with an empty list:
 * only then is a product "not on the menu". A truncated or empty answer fails the query instead.
 * With a store, the product comes with the specials running for it there now (activeSpecials), so
 * its price is the one the shopper pays.
 */
export function productQuery(slug: string, retailerId?: string | null) {
  const path = retailerId ? `${apiPaths.product(slug)}?retailerId=${encodeURIComponent(retailerId)}` : apiPaths.product(slug);
  return queryOptions({
    queryKey: queryKeys.product(slug, retailerId),
    queryFn: ({ signal }): Promise<Product | null> => requestOrNull(path, contracts.product, signal),
    staleTime: STALE_MS.detail,
    retry: retryQuery,
    retryDelay,
    // The product page shows the failure itself.
    meta: { toast: false },
  });
}
