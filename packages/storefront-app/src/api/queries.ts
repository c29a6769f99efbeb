/**
 * The app's catalogue hooks: thin `useQuery(xQuery(...))` wrappers over the shared query-options
 * factories ('@storefront/components/api', where every key and query function is defined), so
 * pages, route loaders and the server read the same cache entries.
 */
import { useQuery } from '@tanstack/react-query';
import {
  brandsQuery,
  categoriesQuery,
  customCategoriesQuery,
  productMenuQuery,
  productQuery,
  retailersQuery,
  specialQuery,
  specialsQuery,
  type ProductMenuQuery,
} from '@storefront/components/api';
import { useSite } from '../site/SiteContext.tsx';

/** The site's stores. */
export const useRetailers = () => useQuery(retailersQuery(useSite().siteId));

/** Spec 7 and 8: read from menu.products; retried, then a failed call reads as an empty list. */
export const useProductMenu = (query: ProductMenuQuery, enabled = true) => useQuery({ ...productMenuQuery(query), enabled });

/** The product; `data` null when the API does not know the slug. */
export const useProduct = (slug: string | undefined, retailerId?: string | null) =>
  useQuery({ ...productQuery(slug ?? '', retailerId), enabled: slug !== undefined && slug !== '' });

/** `enabled`: false while nothing that shows them is on screen (e.g. the desktop header on a phone). */
export const useBrands = (enabled = true) => useQuery({ ...brandsQuery(), enabled });

export const useCategories = (enabled = true) => useQuery({ ...categoriesQuery(), enabled });

export const useCustomCategories = () => useQuery(customCategoriesQuery());

export const useSpecials = (retailerId: string | null) => useQuery(specialsQuery(retailerId));

/** The deal; `data` null when the API does not know the slug. */
export const useSpecial = (urlSlug: string | undefined) =>
  useQuery({ ...specialQuery(urlSlug ?? ''), enabled: urlSlug !== undefined && urlSlug !== '' });
