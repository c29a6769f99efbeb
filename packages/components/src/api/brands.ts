/**
 * Brands (GET /api/brands): the whole list (brand pages and menus; spec 3 "The brand list is kept
 * locally as brandList", read by the deals-link brand rule), or a filtered one: the sponsored
 * brands a retailer carries (desktop brand dropdown) or a retailer's brands (search 'Top Brands').
 */
import { queryOptions } from '@tanstack/react-query';
import type { Brand } from '../domain/types.ts';
import { apiPaths, withQuery } from '../rules/api.ts';
import { STORAGE_KEYS } from '../rules/constants.ts';
import { requestPage } from './client.ts';
import { queryKeys, type BrandsFilter } from './keys.ts';
import { LIST_LIMIT } from './listLimit.ts';
import { retryDelay, retryQuery, STALE_MS } from './queryPolicy.ts';
import { contracts } from './contracts.ts';
import { storeLocally } from './storage.ts';

export type { BrandsFilter };

/** What brandList holds: enough for the deals-link brand rule. */
export const brandListEntry = ({ id, urlSlug, brandName }: Brand) => ({ id, urlSlug, brandName });

/**
 * All brands (`brandsQuery()`), or those matching `filter`. Only the whole list is stored as
 * brandList (a no-op on the server), and only its failure shows a toast: the filtered lists are
 * extras of the chrome that simply stay empty.
 */
export function brandsQuery(filter: BrandsFilter = {}) {
  const retailerId = filter.retailerId ?? null;
  const whole = retailerId === null && filter.sponsored === undefined;
  return queryOptions({
    queryKey: queryKeys.brands(filter),
    queryFn: async ({ signal }): Promise<Brand[]> => {
      const url = withQuery(apiPaths.brands, { sponsored: filter.sponsored, retailerId, limit: LIST_LIMIT });
      const { items } = await requestPage(url, contracts.brand, { signal });
      if (whole) storeLocally(STORAGE_KEYS.brandList, items.map(brandListEntry));
      return items;
    },
    staleTime: STALE_MS.catalogue,
    retry: retryQuery,
    retryDelay,
    meta: { toast: whole },
  });
}
