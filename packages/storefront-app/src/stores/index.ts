export {
  usePreferenceStore,
  initialPreference,
  storedPreference,
  selectOrderPreference,
  pickOrderPreferenceFields,
  defaultStorePreference,
  type PreferenceState,
  type RetailerChoice,
  type ChosenOrderPreference,
  type OrderPreferenceFields,
} from './preference.ts';
export { useSessionStore, selectIsSignedIn, selectUserId, type SessionState } from './session.ts';
// The cart's store is the cart feature's (cart/cartStore.ts); named here too, beside the other stores, for the many files that read it with them.
export { adoptServerCart, cartFromServer, useCartStore, type CartState } from '../cart/cartStore.ts';
export { useWishlistStore, type WishlistState } from './wishlist.ts';
export { useNotificationsStore, type NotificationsState } from './notifications.ts';
export { useUiStore, selectDefaultHomePage, selectStoredDefaultHomePage, defaultHomePageKey, type UiState } from './ui.ts';
export { useSiteDataStore, type SiteDataState } from './siteData.ts';
export { APP_STORAGE_KEYS } from './keys.ts';
export { readStored, writeStored, removeStored } from './storage.ts';
export { rehydrateStores, storesRehydrated, useRehydrateStores } from './hydrate.ts';
