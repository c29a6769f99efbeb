/**
 * What the side menu's store list does (spec 2.6 menu 4 Location, 2.8 button behaviour):
 * - a menu button of another store switches the retailer and menu type with order type PICKUP
 *   (the preference store: id, name, provider address, address object); the layout's
 *   useRetailerChange then refreshes the page data;
 * - the current store's active menu shows a location alert (a toast);
 * - a chosen state is kept as canUserSelectedState (the preference store persists it under
 *   STORAGE_KEYS.canUserSelectedState).
 */
import { storeName, type MenuType, type OrderType, type StoreCardRetailer, notify } from '@storefront/components';
import { usePreferenceStore } from '../../stores/index.ts';

/** The location alert (spec 2.8 names the alert, not its text: ours). */
export const LOCATION_ALREADY_SELECTED_MESSAGE = 'This location is already selected.';

export function switchStore(retailer: StoreCardRetailer, menuType: MenuType, orderType: OrderType): Promise<void> {
  usePreferenceStore.getState().chooseRetailer({
    retailerId: retailer.id,
    retailerName: storeName(retailer),
    address: retailer.address,
    addressObject: retailer.addressObject,
    menuType,
    orderType,
  });
  return Promise.resolve();
}

export function showLocationAlert(retailer: StoreCardRetailer): void {
  const name = storeName(retailer);
  notify.info(LOCATION_ALREADY_SELECTED_MESSAGE, { id: `location-alert-${retailer.id}`, ...(name ? { description: name } : {}) });
}

export function saveSelectedState(state: string): void {
  usePreferenceStore.getState().setSelectedState(state === '' ? null : state);
}
