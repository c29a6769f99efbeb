/**
 * The product-menu requests pages make, as pure functions of the URL and the shop context, so a
 * page and its route loader (loaders.ts) build the same request and so the same query key.
 */
import type { ProductMenuQuery } from '@storefront/components/api';
import { effectiveRetailerId, shopByPriceLabel, TRENDING_PRODUCTS_LIMIT, type MenuType, type ProviderKind, type SiteConfig } from '@storefront/components';

/** What catalogue calls need: the provider kind, the menu type and the effective retailer. */
export interface ShopContext {
  provider: ProviderKind;
  menuType: MenuType;
  retailerId: string | null;
}

/** The shop context from the CMS and the shopper's stored preference (none on the server). */
export function shopContextFor(config: SiteConfig, preference: { retailerId: string | null; menuType: MenuType }): ShopContext {
  return {
    provider: config.initialSiteData.provider,
    menuType: preference.menuType,
    retailerId: effectiveRetailerId(preference.retailerId, config.initialSiteData.canSelectedRetailerId),
  };
}

export type MenuFilter = Omit<ProductMenuQuery, 'provider' | 'menuType' | 'retailerId'>;

export function menuQueryFor(filter: MenuFilter, shop: ShopContext): ProductMenuQuery {
  return { ...filter, provider: shop.provider, menuType: shop.menuType, retailerId: shop.retailerId };
}

/** The shop page: `?search=` or a Shop-By-Price bucket `?price=`. */
export function shopMenuFilter(search: URLSearchParams): MenuFilter {
  const term = search.get('search')?.trim() ?? '';
  const price = search.get('price') ?? '';
  return { search: term, price: shopByPriceLabel(price) ? price : undefined };
}

export const SEARCH_QUERY_PARAM = 'search';

/** The search page: results for `?search=`, or the trending products (spec 4: "An empty query loads the trending products."). */
export function searchMenuFilter(search: URLSearchParams): MenuFilter {
  const term = search.get(SEARCH_QUERY_PARAM)?.trim() ?? '';
  return { search: term, limit: term ? undefined : TRENDING_PRODUCTS_LIMIT };
}

export const categoryMenuFilter = (categorySlug: string): MenuFilter => ({ categories: [categorySlug] });
export const brandMenuFilter = (brandId: string): MenuFilter => ({ brandIds: [brandId] });
export const specialMenuFilter = (specialSlug: string, brandId?: string): MenuFilter => ({ specialSlug, brandIds: brandId ? [brandId] : undefined });
