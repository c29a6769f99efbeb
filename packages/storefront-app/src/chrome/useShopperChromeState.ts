/**
 * The shopper's state both headers read (spec 2.3, 6), from the stores:
 * - signed in: a session token is present (spec 6);
 * - badges: wishlistProductsCount, unseenCount and the local notification count (the bell resets
 *   the local count);
 * - store bar: the order preference; until the shopper chooses, the CMS's store (canSelectedRetailerId,
 *   for pickup) when the retailer names one, so the header says which store's menu is shown; else
 *   null ('Select a Store');
 * - the retailer shown (chosen, else the CMS canSelectedRetailerId) and its stored default-home-page
 *   flag (none stored: undefined, the CMS default applies);
 * - nav links show a skeleton while a retailer change loads (ui.navLinksLoading, useRetailerChange).
 */
import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useShallow } from 'zustand/react/shallow';
import { retailersQuery } from '@storefront/components/api';
import {
  defaultStorePreference,
  pickOrderPreferenceFields,
  selectOrderPreference,
  selectStoredDefaultHomePage,
  useNotificationsStore,
  usePreferenceStore,
  useUiStore,
  useWishlistStore,
} from '../stores/index.ts';
import { useShop } from '../shop/useShop.ts';

export function useShopperChromeState() {
  const { signedIn, retailerId, siteId } = useShop();
  const wishlistProductsCount = useWishlistStore((state) => state.wishlistProductsCount);
  const unseenCount = useNotificationsStore((state) => state.unseenCount);
  const localNotificationCount = useNotificationsStore((state) => state.notificationCount);
  const preferenceFields = usePreferenceStore(useShallow(pickOrderPreferenceFields));
  const chosen = useMemo(() => selectOrderPreference(preferenceFields), [preferenceFields]);
  const needsDefault = chosen === null && retailerId !== null;
  const retailers = useQuery({ ...retailersQuery(siteId), enabled: needsDefault });
  const orderPreference = useMemo(
    () =>
      chosen ??
      (needsDefault ? defaultStorePreference(retailers.data?.find((r) => r.id === retailerId || r.retailerId === retailerId)) : null),
    [chosen, needsDefault, retailers.data, retailerId],
  );
  const storedDefaultHomePage = useUiStore((state) => selectStoredDefaultHomePage(state, retailerId));
  const navLinksLoading = useUiStore((state) => state.navLinksLoading);
  return {
    signedIn,
    wishlistProductsCount,
    unseenCount,
    localNotificationCount,
    orderPreference,
    retailerId,
    storedDefaultHomePage,
    navLinksLoading,
  };
}
