/**
 * The shopper's state both headers read (spec 2.3, 6), from the stores:
 * - signed in: a session token is present (spec 6);
 * - badges: wishlistProductsCount, unseenCount and the local notification count (the bell resets
 *   the local count);
 * - store bar: the order preference, null until a store or delivery address is chosen;
 * - the retailer shown (chosen, else the CMS canSelectedRetailerId) and its stored default-home-page
 *   flag (none stored: undefined, the CMS default applies);
 * - nav links show a skeleton while a retailer change loads (ui.navLinksLoading, useRetailerChange).
 */
import { useMemo } from 'react';
import { useShallow } from 'zustand/react/shallow';
import type { SiteConfig } from '@storefront/components';
import {
  effectiveRetailerId,
  pickOrderPreferenceFields,
  selectIsSignedIn,
  selectOrderPreference,
  selectStoredDefaultHomePage,
  useNotificationsStore,
  usePreferenceStore,
  useSessionStore,
  useUiStore,
  useWishlistStore,
} from '../stores/index.ts';

export function useShopperChromeState(config: SiteConfig) {
  const signedIn = useSessionStore(selectIsSignedIn);
  const wishlistProductsCount = useWishlistStore((state) => state.wishlistProductsCount);
  const unseenCount = useNotificationsStore((state) => state.unseenCount);
  const localNotificationCount = useNotificationsStore((state) => state.notificationCount);
  const preferenceFields = usePreferenceStore(useShallow(pickOrderPreferenceFields));
  const orderPreference = useMemo(() => selectOrderPreference(preferenceFields), [preferenceFields]);
  const retailerId = effectiveRetailerId(preferenceFields.retailerId, config.initialSiteData.canSelectedRetailerId);
  const storedDefaultHomePage = useUiStore((state) => selectStoredDefaultHomePage(state, retailerId));
  const navLinksLoading = useUiStore((state) => state.navLinksLoading);
  return { signedIn, wishlistProductsCount, unseenCount, localNotificationCount, orderPreference, retailerId, storedDefaultHomePage, navLinksLoading };
}
