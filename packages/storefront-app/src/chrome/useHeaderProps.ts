/**
 * The mobile header's props (spec 2.3): `headerPropsFromCms(config, shopperState)` with the
 * shopper's state read from the stores, plus the chrome callbacks.
 *
 * - signed in: a session token is present (spec 6);
 * - badges: wishlistProductsCount, unseenCount and the local notification count (the bell resets
 *   the local count);
 * - store bar: the order preference, null until a store or delivery address is chosen;
 * - default home page: the flag stored for the current retailer (none stored: the CMS default);
 *   every nav-link click records the flag in use against the retailer id (spec 4);
 * - nav links show a skeleton while a retailer change loads (ui.navLinksLoading, useRetailerChange).
 *
 * The provider kind is the site config's (initialSiteData.provider), as in useChrome and the pages:
 * the stored 'provider' value mirrors it but is written by the SiteProvider after render, so reading
 * it here would show the previous retailer's store bar for a frame after a ?site= switch.
 */
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { useShallow } from 'zustand/react/shallow';
import { headerPropsFromCms, type MobileHeaderProps } from '@storefront/components';
import { useSite } from '../site/SiteContext.tsx';
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
import { SEARCH_PARAM, useChromeActions } from './useChromeActions.ts';

export function useHeaderProps(pathname: string): MobileHeaderProps {
  const { config } = useSite();
  const actions = useChromeActions();
  const [searchParams] = useSearchParams();
  const signedIn = useSessionStore(selectIsSignedIn);
  const wishlistProductsCount = useWishlistStore((state) => state.wishlistProductsCount);
  const unseenCount = useNotificationsStore((state) => state.unseenCount);
  const localNotificationCount = useNotificationsStore((state) => state.notificationCount);
  const preferenceFields = usePreferenceStore(useShallow(pickOrderPreferenceFields));
  const orderPreference = useMemo(() => selectOrderPreference(preferenceFields), [preferenceFields]);
  const retailerId = effectiveRetailerId(preferenceFields.retailerId, config.initialSiteData.canSelectedRetailerId);
  const storedDefaultHomePage = useUiStore((state) => selectStoredDefaultHomePage(state, retailerId));
  const navLinksLoading = useUiStore((state) => state.navLinksLoading);
  const searchTerm = searchParams.get(SEARCH_PARAM);

  const data = useMemo(
    () =>
      headerPropsFromCms(config, {
        signedIn,
        wishlistProductsCount,
        unseenCount,
        localNotificationCount,
        orderPreference,
        isDefaultHomePage: storedDefaultHomePage,
        navLinksLoading,
        currentPath: pathname,
      }),
    [config, signedIn, wishlistProductsCount, unseenCount, localNotificationCount, orderPreference, storedDefaultHomePage, navLinksLoading, pathname],
  );

  return {
    ...data,
    pathname,
    shopPathSettings: config.siteSettings,
    searchTerm,
    onBack: actions.goBack,
    onClearSearch: actions.clearSearch,
    onNavigate: actions.navigate,
    onOpenSearch: actions.openSearch,
    onOpenMenu: actions.openMenu,
    onOpenStorePicker: actions.openStorePicker,
    onOpenStorePreference: actions.openStorePreference,
    onRequireSignIn: actions.requireSignIn,
    onNotificationsClick: actions.openNotifications,
    onUseDefaultHomePage: () => actions.turnOnDefaultHomePage(retailerId),
    onNavLinkClick: () => actions.recordNavLinkClick(retailerId, data.isDefaultHomePage),
  };
}
