/**
 * Order preference and store context (spec 3, 4): order type, menu type, the chosen retailer and
 * its addresses, the provider kind and the state chosen in the store chooser. 'provider' and
 * 'canUserSelectedState' are stored under the spec's own keys.
 */
import { createStore } from 'zustand/vanilla';
import { persist } from 'zustand/middleware';
import { STORAGE_KEYS } from '@storefront/components/rules';
import type { Address, MenuType, OrderPreference, OrderType, ProviderKind, Retailer, StoreBarPreference } from '@storefront/components';
import { APP_STORAGE_KEYS } from './keys.ts';
import { keyedStorage } from './storage.ts';
import { bindServerState } from '../shop/serverState.tsx';

export interface PreferenceState extends OrderPreference {
  provider: ProviderKind | null;
  /** A state code chosen in the store chooser ('canUserSelectedState'). */
  canUserSelectedState: string | null;
}

export interface RetailerChoice {
  retailerId: string;
  retailerName: string;
  /** The provider-formatted address (retailerDetails.address). */
  address?: string;
  addressObject?: Address;
  menuType?: MenuType;
  orderType?: OrderType;
}

export interface PreferenceActions {
  setOrderType: (orderType: OrderType) => void;
  setMenuType: (menuType: MenuType) => void;
  setProvider: (provider: ProviderKind | null) => void;
  setSelectedState: (state: string | null) => void;
  setDeliveryAddress: (address: string | null) => void;
  /** Switches the retailer; the order type defaults to PICKUP (spec 2.8 "with order type PICKUP"). */
  chooseRetailer: (choice: RetailerChoice) => void;
  clearRetailer: () => void;
}

export const initialPreference: PreferenceState = {
  orderType: 'PICKUP',
  menuType: 'RECREATIONAL',
  retailerId: null,
  retailerName: null,
  retailerDetails: null,
  selectedDeliveryAddress: null,
  selectedPickupAddressObject: null,
  selectedCurbsideAddressObject: null,
  provider: null,
  canUserSelectedState: null,
};

/** The preference as it is kept (localStorage, and the shopper cookie: shop/browserShopper.ts). */
export function storedPreference(state: PreferenceState): PreferenceState {
  return {
    orderType: state.orderType,
    menuType: state.menuType,
    retailerId: state.retailerId,
    retailerName: state.retailerName,
    retailerDetails: state.retailerDetails ?? null,
    selectedDeliveryAddress: state.selectedDeliveryAddress ?? null,
    selectedPickupAddressObject: state.selectedPickupAddressObject ?? null,
    selectedCurbsideAddressObject: state.selectedCurbsideAddressObject ?? null,
    provider: state.provider,
    canUserSelectedState: state.canUserSelectedState,
  };
}

export const usePreferenceStore = bindServerState(
  createStore<PreferenceState & PreferenceActions>()(
    persist(
      (set) => ({
        ...initialPreference,
        setOrderType: (orderType) => set({ orderType }),
        setMenuType: (menuType) => set({ menuType }),
        setProvider: (provider) => set({ provider }),
        setSelectedState: (canUserSelectedState) => set({ canUserSelectedState }),
        setDeliveryAddress: (selectedDeliveryAddress) => set({ selectedDeliveryAddress }),
        chooseRetailer: (choice) =>
          set((state) => ({
            retailerId: choice.retailerId,
            retailerName: choice.retailerName,
            retailerDetails: choice.address === undefined ? null : { address: choice.address },
            orderType: choice.orderType ?? 'PICKUP',
            menuType: choice.menuType ?? state.menuType,
            selectedPickupAddressObject: choice.addressObject ?? null,
            selectedCurbsideAddressObject: choice.addressObject ?? null,
          })),
        clearRetailer: () =>
          set({
            retailerId: null,
            retailerName: null,
            retailerDetails: null,
            selectedPickupAddressObject: null,
            selectedCurbsideAddressObject: null,
          }),
      }),
      {
        name: APP_STORAGE_KEYS.orderPreference,
        // Server-rendered pages hydrate with the server's snapshot (bindServerState); stored values load after (rehydrateStores).
        skipHydration: true,
        storage: keyedStorage<PreferenceState>(
          { provider: STORAGE_KEYS.provider, canUserSelectedState: STORAGE_KEYS.canUserSelectedState },
          APP_STORAGE_KEYS.orderPreference,
        ),
        partialize: (state): PreferenceState => storedPreference(state),
      },
    ),
  ),
  // The server renders with the shopper cookie's preference (shop/shopperCookie.ts).
  (snapshot) => snapshot.cookie?.preference ?? {},
);

/** The fields the header's store bar reads (pick them with useShallow: a stable object per change). */
export type OrderPreferenceFields = Pick<
  PreferenceState,
  | 'orderType'
  | 'retailerId'
  | 'retailerName'
  | 'retailerDetails'
  | 'selectedDeliveryAddress'
  | 'selectedPickupAddressObject'
  | 'selectedCurbsideAddressObject'
>;

export const pickOrderPreferenceFields = (state: PreferenceState): OrderPreferenceFields => ({
  orderType: state.orderType,
  retailerId: state.retailerId,
  retailerName: state.retailerName,
  retailerDetails: state.retailerDetails,
  selectedDeliveryAddress: state.selectedDeliveryAddress,
  selectedPickupAddressObject: state.selectedPickupAddressObject,
  selectedCurbsideAddressObject: state.selectedCurbsideAddressObject,
});

/** The store bar's view of the preference, with the chosen retailer's id. */
export type ChosenOrderPreference = StoreBarPreference & { retailerId: string | null };

/**
 * The order preference the header's store bar shows (spec 2.3), or null while the shopper has
 * neither chosen a store nor given a delivery address (the bar then reads 'Select a Store').
 */
export function selectOrderPreference(state: OrderPreferenceFields): ChosenOrderPreference | null {
  const hasStore = typeof state.retailerId === 'string' && state.retailerId !== '';
  const hasDelivery = typeof state.selectedDeliveryAddress === 'string' && state.selectedDeliveryAddress.trim() !== '';
  if (!hasStore && !hasDelivery) return null;
  return {
    orderType: state.orderType,
    retailerId: hasStore ? state.retailerId : null,
    retailerName: state.retailerName,
    retailerDetails: state.retailerDetails ?? null,
    selectedDeliveryAddress: state.selectedDeliveryAddress ?? null,
    selectedPickupAddressObject: state.selectedPickupAddressObject ?? null,
    selectedCurbsideAddressObject: state.selectedCurbsideAddressObject ?? null,
  };
}

/**
 * What the store bar shows while the shopper has not chosen a store but the retailer's CMS names one
 * (initialSiteData.canSelectedRetailerId): that store, for pickup, so the menu being browsed is never
 * a silent default. Null when the store is unknown.
 */
export function defaultStorePreference(
  retailer: Pick<Retailer, 'id' | 'name' | 'address' | 'addressObject'> | null | undefined,
): ChosenOrderPreference | null {
  if (!retailer) return null;
  return {
    orderType: 'PICKUP',
    retailerId: retailer.id,
    retailerName: retailer.name,
    retailerDetails: { address: retailer.address },
    selectedDeliveryAddress: null,
    selectedPickupAddressObject: retailer.addressObject,
    selectedCurbsideAddressObject: retailer.addressObject,
  };
}
