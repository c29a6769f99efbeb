/**
 * The product-menu requests pages make, as pure functions of the URL and the shop context, so a
 * page and its route loader (loaders.ts) build the same request and so the same query key.
 */
import type { ProductMenuQuery } from '@storefront/components/api';
import { catalogSort, parseCatalogQuery, SEARCH_TEXT_MAX_LENGTH, TRENDING_PRODUCTS_LIMIT, type FacetKey } from '@storefront/components';

export { shopContextFor, type ShopContext } from '../shop/shopContext.ts';
import type { ShopContext } from '../shop/shopContext.ts';

export type MenuFilter = Omit<ProductMenuQuery, 'provider' | 'menuType' | 'retailerId'>;

export function menuQueryFor(filter: MenuFilter, shop: ShopContext): ProductMenuQuery {
  return { ...filter, provider: shop.provider, menuType: shop.menuType, retailerId: shop.retailerId };
}

/** The shopper's filters and sort from a catalogue page's URL; the facets the page fixes are not the URL's to set. */
export function catalogChoice(search: URLSearchParams, fixed: readonly FacetKey[] = []) {
  const choice = parseCatalogQuery(search);
  for (const key of fixed) choice.filters[key] = [];
  return choice;
}

/**
 * A catalogue page's request: its own narrowing (`base`: a category, a brand, a search) and the
 * shopper's filters and sort from the URL (catalogFilters.ts), with the facet counts. `fixed`: the
 * facets the page itself sets (a category page's category), which the URL cannot change.
 */
export function refinedMenuFilter(base: MenuFilter, search: URLSearchParams, fixed: readonly FacetKey[] = []): MenuFilter {
  const { filters, sort } = catalogChoice(search, fixed);
  const { key, direction } = catalogSort(sort);
  return { ...base, refine: filters, sort: { key, direction }, facets: true };
}

/** The search text of a URL parameter: trimmed, and no longer than the API reads (a longer link searches its first words). */
const searchText = (search: URLSearchParams, param: string): string =>
  (search.get(param)?.trim() ?? '').slice(0, SEARCH_TEXT_MAX_LENGTH).trim();

/** The shop page: `?search=`, a Shop-By-Price bucket `?price=` (spec 2.1), and the catalogue filters. */
export function shopMenuFilter(search: URLSearchParams): MenuFilter {
  return refinedMenuFilter({ search: searchText(search, 'search') }, search);
}

/**
 * The home page's trending products: spec 7's trending request (POPULAR, no brands) at the shown
 * store, at least TRENDING_PRODUCTS_LIMIT long so the search page's trending list shares it.
 */
export const homeTrendingFilter = (limit: number): MenuFilter => ({ search: '', limit: Math.max(limit, TRENDING_PRODUCTS_LIMIT) });

export const SEARCH_QUERY_PARAM = 'search';

/**
 * The search page: results for `?search=` with the catalogue filters, or the trending products
 * (spec 4: "An empty query loads the trending products.").
 */
export function searchMenuFilter(search: URLSearchParams): MenuFilter {
  const term = searchText(search, SEARCH_QUERY_PARAM);
  return term ? refinedMenuFilter({ search: term }, search) : { search: term, limit: TRENDING_PRODUCTS_LIMIT };
}

/** The cart's products at the shown store (one call for its slugs: prices, deals, stock). usePricedCart and the cart loader share it. */
export function cartMenuFilter(items: readonly { product: { slug: string } }[]): MenuFilter {
  const slugs = [...new Set(items.map((item) => item.product.slug))].sort();
  return { slugs, limit: Math.max(slugs.length, 1) };
}

/** The facets a category page and a brand page fix. */
export const CATEGORY_FIXED: readonly FacetKey[] = ['category'];
export const BRAND_FIXED: readonly FacetKey[] = ['brand'];

export const categoryMenuFilter = (categorySlug: string, search = new URLSearchParams()): MenuFilter =>
  refinedMenuFilter({ categories: [categorySlug] }, search, CATEGORY_FIXED);
export const brandMenuFilter = (brandId: string, search = new URLSearchParams()): MenuFilter =>
  refinedMenuFilter({ brandIds: [brandId] }, search, BRAND_FIXED);
export const specialMenuFilter = (specialSlug: string, brandId?: string): MenuFilter => ({
  specialSlug,
  brandIds: brandId ? [brandId] : undefined,
});
