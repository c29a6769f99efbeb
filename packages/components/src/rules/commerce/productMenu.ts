/**
 * Filtered product menu call, spec 7: the shared request shape, the trending variant, and the
 * response reader ("Responses are read from menu.products. If the response has an error field,
 * an empty list is used"). The checkout-offer variants live in checkoutOffer.ts.
 */
import { TRENDING_PRODUCTS_LIMIT } from '../constants.ts';
import type { MenuType, ProviderKind } from '../constants.ts';

/** The sort keys and directions of the product menu call (spec 7 shows key 'POPULAR', direction 'DESC'; the rest are ours: catalogFilters.ts's sorts). */
export const productSortKeys = ['POPULAR', 'PRICE', 'NAME', 'THC', 'NEWEST'] as const;
export type ProductSortKey = (typeof productSortKeys)[number];
export const sortDirections = ['ASC', 'DESC'] as const;
export type SortDirection = (typeof sortDirections)[number];

export interface ProductMenuPagination {
  offset: number;
  limit: number;
}

export interface TrendingProductsRequest {
  retailerId: string;
  filter: { brandIds: string[] };
  search: string;
  provider: ProviderKind;
  menuType: MenuType;
  pagination: ProductMenuPagination;
  sort: { direction: Extract<SortDirection, 'DESC'>; key: Extract<ProductSortKey, 'POPULAR'> };
}

/**
 * Trending: retailerId, filter {brandIds: []}, search, provider, menuType,
 * pagination {offset 0, limit 6}, sort {direction 'DESC', key 'POPULAR'}.
 */
export function trendingProductsRequest(input: {
  retailerId: string;
  search?: string;
  provider: ProviderKind;
  menuType: MenuType;
}): TrendingProductsRequest {
  return {
    retailerId: input.retailerId,
    filter: { brandIds: [] },
    search: input.search ?? '',
    provider: input.provider,
    menuType: input.menuType,
    pagination: { offset: 0, limit: TRENDING_PRODUCTS_LIMIT },
    sort: { direction: 'DESC', key: 'POPULAR' },
  };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/**
 * Reads menu.products. A response that is not an object, carries an `error` field (any value other
 * than null/undefined), or has no products array reads as []. Items are returned as given; the
 * caller's type parameter says what it expects.
 */
export function readProductMenuResponse<P = unknown>(response: unknown): P[] {
  if (!isRecord(response)) return [];
  if (response.error !== undefined && response.error !== null) return [];
  const menu = response.menu;
  if (!isRecord(menu) || !Array.isArray(menu.products)) return [];
  return menu.products as P[];
}
