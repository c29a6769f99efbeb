/**
 * Who is shopping where (issue 31): the one place the storefront derives the shown store, the
 * provider kind and the menu type from the CMS and the shopper's preference. Pure, so the server
 * (routes and loaders, from the shopper cookie) and the browser (useShop, from the stores) build the
 * same context and so the same query keys.
 */
import { effectiveRetailerId, type MenuType, type OrderType, type ProviderKind, type SiteConfig } from '@storefront/components';
import type { ShopperSnapshot } from './serverState.tsx';

/** What catalogue calls need: the provider kind, the menu type and the shown store. */
export interface ShopContext {
  provider: ProviderKind;
  menuType: MenuType;
  /** The shopper's chosen store, else the CMS's preselected one (canSelectedRetailerId); null for none. */
  retailerId: string | null;
}

/** The shopper's preference the context is made of (the stores' fields, or the shopper cookie's). */
export interface ShopPreference {
  retailerId: string | null;
  menuType: MenuType;
  orderType?: OrderType;
}

const defaults: ShopPreference = { retailerId: null, menuType: 'RECREATIONAL', orderType: 'PICKUP' };

export function shopContextFor(config: SiteConfig, preference: Pick<ShopPreference, 'retailerId' | 'menuType'>): ShopContext {
  return {
    provider: config.initialSiteData.provider,
    menuType: preference.menuType,
    retailerId: effectiveRetailerId(preference.retailerId, config.initialSiteData.canSelectedRetailerId),
  };
}

/** The server's context for a request: the shopper cookie's preference over the stores' defaults. */
export function shopContextOf(config: SiteConfig, snapshot: ShopperSnapshot | null | undefined): ShopContext {
  const preference = snapshot?.cookie?.preference;
  return shopContextFor(config, {
    retailerId: preference?.retailerId ?? defaults.retailerId,
    menuType: preference?.menuType ?? defaults.menuType,
  });
}
