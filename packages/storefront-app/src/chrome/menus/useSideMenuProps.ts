/**
 * The side menu's props (spec 2.6): `sideMenuPropsFromCms(config, catalogue, shopperState)` — the
 * version follows the CMS isMenuOne … isMenuFour flags — plus the open state (ui.sideMenuOpen) and
 * the callbacks. The catalogue comes from the shared query hooks (categories, brands, today's
 * specials of the shown retailer, retailers); each one's pending state is its section's skeleton.
 */
import { useMemo } from 'react';
import { sideMenuPropsFromCms, type SideMenuProps } from '@storefront/components';
import { useBrands, useCategories, useRetailers, useSpecials } from '../../api/queries.ts';
import { useSite } from '../../site/SiteContext.tsx';
import { usePreferenceStore, useUiStore } from '../../stores/index.ts';
import { useShop } from '../../shop/useShop.ts';
import { useStoreChoiceActions } from '../../store-choice/useStoreChoiceActions.ts';

export function useSideMenuProps(): SideMenuProps {
  const { config } = useSite();
  const open = useUiStore((state) => state.sideMenuOpen);
  const setOpen = useUiStore((state) => state.setSideMenuOpen);
  const { chosenRetailerId, menuType, retailerId } = useShop();
  const savedState = usePreferenceStore((state) => state.canUserSelectedState);
  const categories = useCategories();
  const brands = useBrands();
  const specials = useSpecials(retailerId);
  const retailers = useRetailers();
  const actions = useStoreChoiceActions();

  const data = useMemo(
    () =>
      sideMenuPropsFromCms(
        config,
        { categories: categories.data, brands: brands.data, specials: specials.data, retailers: retailers.data },
        {
          currentRetailerId: retailerId,
          // Until the shopper picks a store, the CMS's preselected store and menu type.
          currentMenuType: chosenRetailerId ? menuType : null,
          savedState,
          loading: {
            categories: categories.isPending,
            brands: brands.isPending,
            deals: specials.isPending,
            stores: retailers.isPending,
          },
        },
      ),
    [
      config,
      categories.data,
      categories.isPending,
      brands.data,
      brands.isPending,
      specials.data,
      specials.isPending,
      retailers.data,
      retailers.isPending,
      retailerId,
      chosenRetailerId,
      menuType,
      savedState,
    ],
  );

  return {
    ...data,
    open,
    onClose: () => setOpen(false),
    onSwitchStore: actions.switchStore,
    onLocationAlert: actions.showLocationAlert,
    onStateChange: actions.saveSelectedState,
    locate: actions.locate,
  };
}
