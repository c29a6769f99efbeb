/**
 * Switching store, menu type or order type (spec 2.8, issue 10 part 5), from anywhere: the store
 * preference, the store cards (side menu 4, find-a-dispensary, store details) and version Two's
 * menu-type bar all call `switchStore`.
 *
 * When the cart has items and the store or menu changes, the new store's menu is asked for the
 * cart's products first (the product menu with their slugs, that retailer and menu type); items it
 * does not sell, or sells at another price, are shown to the shopper (StoreSwitchSlot renders
 * `pending`) with the choice to continue (the cart follows the new store) or stay. Nothing is
 * dropped silently. If that lookup fails the switch does not happen and the shopper is told.
 */
import { create } from 'zustand';
import type { QueryClient } from '@tanstack/react-query';
import {
  cartChangesForStore,
  notify,
  priceOption,
  storeName,
  storeSwitchKeepsCart,
  type CartItem,
  type MenuType,
  type OrderType,
  type ProviderKind,
  type StoreCardRetailer,
  type StoreSwitchChanges,
} from '@storefront/components';
import { productMenuQuery } from '@storefront/components/api';
import { useCartStore, usePreferenceStore } from '../stores/index.ts';

export interface PendingStoreSwitch {
  targetName: string;
  currentName: string | null;
  changes: StoreSwitchChanges<CartItem>;
  decide: (proceed: boolean) => void;
}

export const useStoreSwitchStore = create<{ pending: PendingStoreSwitch | null }>(() => ({ pending: null }));

/** Why a switch did not happen because the new store's menu could not be read (ours). */
export const STORE_SWITCH_FAILED_MESSAGE = 'We could not check your cart at that store. Please try again.';

export interface StoreSwitchRequest {
  retailer: StoreCardRetailer;
  menuType: MenuType;
  orderType: OrderType;
  /** Delivery: the checked address ('line1, city, state postalCode'). */
  deliveryAddress?: string;
}

const menuLabel = (menuType: MenuType) => (menuType === 'MEDICAL' ? 'Medical' : 'Recreational');

function askShopper(pending: Omit<PendingStoreSwitch, 'decide'>): Promise<boolean> {
  return new Promise((resolve) => {
    useStoreSwitchStore.setState({
      pending: {
        ...pending,
        decide: (proceed) => {
          useStoreSwitchStore.setState({ pending: null });
          resolve(proceed);
        },
      },
    });
  });
}

/** Resolves true when the switch happened, false when the shopper stayed or it could not be checked. */
export async function switchStore(queryClient: QueryClient, provider: ProviderKind, request: StoreSwitchRequest): Promise<boolean> {
  const { retailer, menuType, orderType } = request;
  const preference = usePreferenceStore.getState();
  const cart = useCartStore.getState();
  const sameMenu =
    (preference.retailerId === retailer.id || preference.retailerId === retailer.retailerId) && preference.menuType === menuType;

  if (cart.items.length > 0 && !sameMenu) {
    let changes: StoreSwitchChanges<CartItem>;
    try {
      const slugs = [...new Set(cart.items.map((item) => item.product.slug))];
      const menu = await queryClient.fetchQuery(
        productMenuQuery({ retailerId: retailer.id, provider, menuType, slugs, limit: Math.max(slugs.length, 1) }),
      );
      // The one pricing function, with the deals running at the new store (its menu's activeSpecials).
      const specialsOf = new Map(
        menu.products.flatMap((product) => product.options.map((option) => [option, product.activeSpecials] as const)),
      );
      changes = cartChangesForStore(
        cart.items,
        menu.products,
        (option) => priceOption({ option, menuType, provider, specials: specialsOf.get(option) }).price,
      );
    } catch (error) {
      console.warn('[store switch] the new store’s menu could not be read', error);
      notify.error(STORE_SWITCH_FAILED_MESSAGE);
      return false;
    }
    if (!storeSwitchKeepsCart(changes)) {
      const proceed = await askShopper({
        targetName: `${storeName(retailer)} (${menuLabel(menuType)})`,
        currentName: preference.retailerName,
        changes,
      });
      if (!proceed) return false;
      // The cart store's actions (not a replace) so a signed-in shopper's server cart hears of each removal.
      for (const line of changes.unavailable) useCartStore.getState().remove(line.productId, line.option);
      for (const { line, price } of changes.repriced) useCartStore.getState().reprice(line.productId, line.option, price);
    }
  }

  preference.chooseRetailer({
    retailerId: retailer.id,
    retailerName: storeName(retailer),
    ...(retailer.address ? { address: retailer.address } : {}),
    ...(retailer.addressObject ? { addressObject: retailer.addressObject } : {}),
    menuType,
    orderType,
  });
  if (orderType === 'DELIVERY' && request.deliveryAddress) preference.setDeliveryAddress(request.deliveryAddress);
  return true;
}
