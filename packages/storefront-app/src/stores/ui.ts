/**
 * UI state shared by the chrome: side menu, search, the store chooser and store-preference drawer,
 * the sign-in-required modal, the nav-link skeleton after a retailer change (spec 2.3, 4), and the
 * per-retailer default-home-page flag (spec 3 "Stored client values", 4 "Default home page"),
 * which is stored under STORAGE_KEYS.defaultHomePage.
 *
 * `openSearch(query)` opens the search drawer / overlay (layout/slots/SearchSlot.tsx, spec 2.4).
 * Widgets that are not wired yet still have their flag here, so callers never change when they
 * arrive: `storePickerOpen` (the store chooser) and `preferenceDrawerOpen` (the store-preference
 * drawer, spec 2.7). Until then layout/slots/StoreChooserSlot.tsx consumes them with an interim route.
 */
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { STORAGE_KEYS } from '@storefront/components/rules';
import { keyedStorage } from './storage.ts';

export interface UiState {
  sideMenuOpen: boolean;
  searchOpen: boolean;
  /** The text the search panel opens with (what was typed in the desktop search box; '' otherwise). */
  searchQuery: string;
  /** The store chooser (header store-picker icon). */
  storePickerOpen: boolean;
  /** The store-preference drawer (header store bar). */
  preferenceDrawerOpen: boolean;
  signInRequiredOpen: boolean;
  /** The cart sidebar, 'Shopping Cart' (spec 2.10). */
  cartSidebarOpen: boolean;
  /** The checkout offer popup (spec 2.11), opened by useStartCheckout. */
  checkoutOfferOpen: boolean;
  /** A pop-up campaign is showing (spec 2.13: the page footer is hidden meanwhile). */
  popupCampaignOpen: boolean;
  /** The store-closed notice is due (spec 2.12; set by its slot before its module loads): no campaign covers it. */
  storeClosedOpen: boolean;
  /** The header's nav links show a skeleton: a retailer change is loading (at most 3 s, spec 2.3). */
  navLinksLoading: boolean;
  /** retailerId → whether the default home page is in use ('' = no retailer chosen). */
  defaultHomePage: Record<string, boolean>;
  setSideMenuOpen: (open: boolean) => void;
  setSearchOpen: (open: boolean) => void;
  /**
   * Opens the search overlay / drawer (spec 2.4) with `query` as its text ('' when omitted).
   * Callers decide overlay vs. /search with the searchTarget rule first; this is the panel's entry point.
   */
  openSearch: (query?: string) => void;
  setStorePickerOpen: (open: boolean) => void;
  setPreferenceDrawerOpen: (open: boolean) => void;
  setSignInRequiredOpen: (open: boolean) => void;
  setCartSidebarOpen: (open: boolean) => void;
  setCheckoutOfferOpen: (open: boolean) => void;
  setPopupCampaignOpen: (open: boolean) => void;
  setStoreClosedOpen: (open: boolean) => void;
  /** A guest-blocked action (spec 5, 6): opens the sign-in-required modal. */
  requireSignIn: () => void;
  setNavLinksLoading: (loading: boolean) => void;
  /** "A route change closes the menus." (side menu and search; drawers and modals stay). */
  closeMenus: () => void;
  setDefaultHomePage: (retailerId: string, inUse: boolean) => void;
}

type PersistedUi = Pick<UiState, 'defaultHomePage'>;

export const useUiStore = create<UiState>()(
  persist(
    (set) => ({
      sideMenuOpen: false,
      searchOpen: false,
      searchQuery: '',
      storePickerOpen: false,
      preferenceDrawerOpen: false,
      signInRequiredOpen: false,
      cartSidebarOpen: false,
      checkoutOfferOpen: false,
      popupCampaignOpen: false,
      storeClosedOpen: false,
      navLinksLoading: false,
      defaultHomePage: {},
      setSideMenuOpen: (sideMenuOpen) => set({ sideMenuOpen }),
      setSearchOpen: (searchOpen) => set({ searchOpen }),
      openSearch: (query) => set({ searchOpen: true, searchQuery: typeof query === 'string' ? query : '', sideMenuOpen: false }),
      setStorePickerOpen: (storePickerOpen) => set({ storePickerOpen }),
      setPreferenceDrawerOpen: (preferenceDrawerOpen) => set({ preferenceDrawerOpen }),
      setSignInRequiredOpen: (signInRequiredOpen) => set({ signInRequiredOpen }),
      setCartSidebarOpen: (cartSidebarOpen) => set({ cartSidebarOpen }),
      setCheckoutOfferOpen: (checkoutOfferOpen) => set({ checkoutOfferOpen }),
      setPopupCampaignOpen: (popupCampaignOpen) => set({ popupCampaignOpen }),
      setStoreClosedOpen: (storeClosedOpen) => set({ storeClosedOpen }),
      requireSignIn: () => set({ signInRequiredOpen: true }),
      setNavLinksLoading: (navLinksLoading) => set({ navLinksLoading }),
      closeMenus: () => set({ sideMenuOpen: false, searchOpen: false, cartSidebarOpen: false }),
      setDefaultHomePage: (retailerId, inUse) => set((state) => ({ defaultHomePage: { ...state.defaultHomePage, [retailerId]: inUse } })),
    }),
    {
      name: STORAGE_KEYS.defaultHomePage,
      storage: keyedStorage<PersistedUi>({ defaultHomePage: STORAGE_KEYS.defaultHomePage }),
      partialize: (state): PersistedUi => ({ defaultHomePage: state.defaultHomePage }),
    },
  ),
);

/** The key a retailer's default-home-page flag is stored under: its id, '' when none is chosen. */
export const defaultHomePageKey = (retailerId: string | null | undefined): string => retailerId ?? '';

/** Whether the default home page is in use for a retailer (none chosen: looked up under ''). */
export const selectDefaultHomePage = (state: Pick<UiState, 'defaultHomePage'>, retailerId: string | null): boolean =>
  state.defaultHomePage[defaultHomePageKey(retailerId)] === true;

/**
 * The stored flag of a retailer, or undefined when nothing was recorded for it yet (the header then
 * falls back to the CMS default, siteSettings.isDefaultHomePage).
 */
export const selectStoredDefaultHomePage = (
  state: Pick<UiState, 'defaultHomePage'>,
  retailerId: string | null | undefined,
): boolean | undefined => state.defaultHomePage[defaultHomePageKey(retailerId)];
