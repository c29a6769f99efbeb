/**
 * What every store chooser does (spec 2.7, 2.8), one set of callbacks for the store preference,
 * side menu 4's Location tab, find-a-dispensary and the store details page:
 * - a menu button of another store (or another menu of this one) switches the retailer and menu type
 *   with the order type of the active tab (PICKUP on a store card), after the cart check of
 *   storeSwitch.ts; the layout's useRetailerChange then refreshes the page data;
 * - the current store's active menu shows a location alert (a toast);
 * - a chosen state is kept as canUserSelectedState;
 * - 'Use my location' asks for the closest stores (api/closestRetailers.ts);
 * - the delivery form checks the address against the stores' delivery zones and delivers from the
 *   chosen store (order type DELIVERY, the checked address shown in the header).
 */
import { useMemo } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { checkDeliveryAddress } from '@storefront/components/api';
import {
  composeAddress,
  notify,
  storeName,
  type MenuType,
  type OrderType,
  type Retailer,
  type StoreCardRetailer,
} from '@storefront/components';
import { locateClosestRetailers } from '../api/closestRetailers.ts';
import { useSite } from '../site/SiteContext.tsx';
import { usePreferenceStore } from '../stores/index.ts';
import { switchStore } from './storeSwitch.ts';

/** The location alert (spec 2.8 names the alert, not its text: ours). */
export const LOCATION_ALREADY_SELECTED_MESSAGE = 'This location is already selected.';

export function showLocationAlert(retailer: StoreCardRetailer): void {
  const name = storeName(retailer);
  notify.info(LOCATION_ALREADY_SELECTED_MESSAGE, { id: `location-alert-${retailer.id}`, ...(name ? { description: name } : {}) });
}

export function saveSelectedState(state: string): void {
  usePreferenceStore.getState().setSelectedState(state === '' ? null : state);
}

export interface StoreChoiceActions {
  switchStore: (retailer: StoreCardRetailer, menuType: MenuType, orderType: OrderType) => Promise<boolean>;
  showLocationAlert: (retailer: StoreCardRetailer) => void;
  saveSelectedState: (state: string) => void;
  /** The closest of the site's stores. */
  locate: () => ReturnType<typeof locateClosestRetailers>;
  checkDelivery: typeof checkDeliveryAddress;
  chooseDelivery: (
    address: Awaited<ReturnType<typeof checkDeliveryAddress>>['address'],
    option: { retailerId: string },
    retailers: readonly Retailer[],
  ) => Promise<boolean>;
}

export function useStoreChoiceActions(): StoreChoiceActions {
  const queryClient = useQueryClient();
  const { config, siteId } = useSite();
  const provider = config.initialSiteData.provider;
  return useMemo<StoreChoiceActions>(
    () => ({
      switchStore: (retailer, menuType, orderType) => switchStore(queryClient, provider, { retailer, menuType, orderType }),
      showLocationAlert,
      saveSelectedState,
      locate: () => locateClosestRetailers(siteId),
      checkDelivery: (values) => checkDeliveryAddress(values, siteId),
      chooseDelivery: async (address, option, retailers) => {
        const retailer = retailers.find((r) => r.id === option.retailerId);
        if (!retailer) return false;
        const current = usePreferenceStore.getState().menuType;
        const menuType: MenuType = retailer.menuTypes.includes(current) ? current : (retailer.menuTypes[0] ?? 'RECREATIONAL');
        return switchStore(queryClient, provider, { retailer, menuType, orderType: 'DELIVERY', deliveryAddress: composeAddress(address) });
      },
    }),
    [queryClient, provider, siteId],
  );
}
