/**
 * Order preference and store context (spec 3, 4): order type, menu type, the chosen retailer and
 * its addresses, the provider kind and the state chosen in the store chooser. 'provider' and
 * 'canUserSelectedState' are stored under the spec's own keys.
 */
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { STORAGE_KEYS } from '@storefront/components/rules';
import type { Address, MenuType, OrderPreference, OrderType, ProviderKind } from '@storefront/components';
import { APP_STORAGE_KEYS } from './keys.ts';
import { keyedStorage } from './storage.ts';

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

export const usePreferenceStore = create<PreferenceState & PreferenceActions>()(
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
      storage: keyedStorage<PreferenceState>(
        { provider: STORAGE_KEYS.provider, canUserSelectedState: STORAGE_KEYS.canUserSelectedState },
        APP_STORAGE_KEYS.orderPreference,
      ),
      partialize: (state): PreferenceState => ({
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
      }),
    },
  ),
);
