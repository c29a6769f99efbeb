/**
 * UI state shared by the chrome: side menu, search, store-preference drawer, the sign-in-required
 * notice, and the per-retailer default-home-page flag (spec 3 "Stored client values", 4 "Default
 * home page"), which is stored under STORAGE_KEYS.defaultHomePage.
 */
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { STORAGE_KEYS } from '@storefront/components/rules';
import { keyedStorage } from './storage.ts';

export interface UiState {
  sideMenuOpen: boolean;
  searchOpen: boolean;
  preferenceDrawerOpen: boolean;
  signInRequiredOpen: boolean;
  /** retailerId → whether the default home page is in use. */
  defaultHomePage: Record<string, boolean>;
  setSideMenuOpen: (open: boolean) => void;
  setSearchOpen: (open: boolean) => void;
  setPreferenceDrawerOpen: (open: boolean) => void;
  setSignInRequiredOpen: (open: boolean) => void;
  /** "A route change closes the menus." */
  closeMenus: () => void;
  setDefaultHomePage: (retailerId: string, inUse: boolean) => void;
}

type PersistedUi = Pick<UiState, 'defaultHomePage'>;

export const useUiStore = create<UiState>()(
  persist(
    (set) => ({
      sideMenuOpen: false,
      searchOpen: false,
      preferenceDrawerOpen: false,
      signInRequiredOpen: false,
      defaultHomePage: {},
      setSideMenuOpen: (sideMenuOpen) => set({ sideMenuOpen }),
      setSearchOpen: (searchOpen) => set({ searchOpen }),
      setPreferenceDrawerOpen: (preferenceDrawerOpen) => set({ preferenceDrawerOpen }),
      setSignInRequiredOpen: (signInRequiredOpen) => set({ signInRequiredOpen }),
      closeMenus: () => set({ sideMenuOpen: false, searchOpen: false }),
      setDefaultHomePage: (retailerId, inUse) =>
        set((state) => ({ defaultHomePage: { ...state.defaultHomePage, [retailerId]: inUse } })),
    }),
    {
      name: STORAGE_KEYS.defaultHomePage,
      storage: keyedStorage<PersistedUi>({ defaultHomePage: STORAGE_KEYS.defaultHomePage }),
      partialize: (state): PersistedUi => ({ defaultHomePage: state.defaultHomePage }),
    },
  ),
);

/** Whether the default home page is in use for a retailer (none chosen: looked up under ''). */
export const selectDefaultHomePage = (state: Pick<UiState, 'defaultHomePage'>, retailerId: string | null): boolean =>
  state.defaultHomePage[retailerId ?? ''] === true;
