/**
 * The cart sidebar's location block (spec 2.10, 1): shown when the provider shows the location in
 * the cart (showsLocationInCart) AND the CMS switch cartProductSectionCmsData.isShowLocation is on;
 * the order type's label ('Pickup from', 'Curbside Pickup from', 'Delivery to') and the address by
 * the POS-address flag rule (storeBarAddress). Null when hidden.
 */
import type { SiteConfig } from '../cms/index.ts';
import type { ProviderKind } from '../domain/types.ts';
import { orderTypeLabels, showsLocationInCart, storeBarAddress, type StoreBarPreference } from '../rules/navigation/storeBar.ts';

export function cartLocationFromCms(
  config: Pick<SiteConfig, 'cartProductSectionCmsData' | 'providerSettingsCms'>,
  preference: StoreBarPreference,
  provider: ProviderKind | null | undefined,
): { label: string; address: string } | null {
  if (!config.cartProductSectionCmsData.isShowLocation || !showsLocationInCart(provider)) return null;
  return {
    label: orderTypeLabels[preference.orderType],
    address: storeBarAddress(preference, config.providerSettingsCms.isPosAddressProvider),
  };
}
