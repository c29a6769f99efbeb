/**
 * The mobile header's props (spec 2.3): `headerPropsFromCms(config, shopperState)` with the
 * shopper's state read from the stores (useShopperChromeState), plus the chrome callbacks. Every
 * nav-link click records the default-home-page flag in use against the retailer id (spec 4).
 *
 * The provider kind is the site config's (initialSiteData.provider), as in useChrome and the pages:
 * the stored 'provider' value mirrors it but is written by the SiteProvider after render, so reading
 * it here would show the previous retailer's store bar for a frame after a ?site= switch.
 */
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { headerPropsFromCms, type MobileHeaderProps } from '@storefront/components';
import { useSite } from '../site/SiteContext.tsx';
import { useShopperChromeState } from './useShopperChromeState.ts';
import { SEARCH_PARAM, useChromeActions } from './useChromeActions.ts';

export function useHeaderProps(pathname: string): MobileHeaderProps {
  const { config } = useSite();
  const actions = useChromeActions();
  const [searchParams] = useSearchParams();
  const {
    signedIn,
    wishlistProductsCount,
    unseenCount,
    localNotificationCount,
    orderPreference,
    retailerId,
    storedDefaultHomePage,
    navLinksLoading,
  } = useShopperChromeState();
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
    [
      config,
      signedIn,
      wishlistProductsCount,
      unseenCount,
      localNotificationCount,
      orderPreference,
      storedDefaultHomePage,
      navLinksLoading,
      pathname,
    ],
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
    // 'Select a Store' turns the default home page on (spec 4) and opens the store preference (issue 10).
    onUseDefaultHomePage: () => {
      actions.turnOnDefaultHomePage(retailerId);
      actions.openStorePreference();
    },
    onNavLinkClick: () => actions.recordNavLinkClick(retailerId, data.isDefaultHomePage),
  };
}
