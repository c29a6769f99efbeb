/**
 * The desktop header's props (spec 2.3, from 769 px): `desktopHeaderPropsFromCms(config, state)`
 * with the shopper's state read from the stores and the queries, plus the chrome callbacks.
 *
 * - signed in: a session token (spec 6); first name from the session's user;
 * - the account menu's lists: the wishlists call (signed in only), one entry per list;
 * - badges: wishlistProductsCount, unseenCount + the local count, the cart counter; the bell shows
 *   for signed-in shoppers only when recommended products exist (the notifications call);
 * - order summary / 'Select a Store': the order preference and the stored default-home-page flag of
 *   the retailer (none stored: the CMS default), as the mobile header reads them (useHeaderProps);
 * - nav links: the retailer-change skeleton flag (ui.navLinksLoading, useRetailerChange);
 * - brand dropdown and the 'Shop' mega-submenu: sponsored brands, brands and categories, called
 *   only while the desktop header shows (from 769 px, matchMedia(media.md): the CSS switch's query),
 *   so a phone, where the branch is display:none, does not fetch them (a disabled query still shows
 *   what a page or the side menu already fetched).
 *
 * The provider kind is the site config's (initialSiteData.provider), for the reason given in
 * useHeaderProps.
 */
import { useMemo } from 'react';
import { desktopHeaderPropsFromCms, type DesktopHeaderProps } from '@storefront/components';
import { media } from '@storefront/tokens';
import { useBrands, useCategories } from '../api/queries.ts';
import { useSite } from '../site/SiteContext.tsx';
import { useCartStore, useSessionStore, useUiStore } from '../stores/index.ts';
import { useNotificationsSummary, useSponsoredBrands, useWishlists } from './accountQueries.ts';
import { useChromeActions } from './useChromeActions.ts';
import { useMediaQuery } from './useMediaQuery.ts';
import { useShopperChromeState } from './useShopperChromeState.ts';

export function useDesktopHeaderProps(pathname: string): DesktopHeaderProps {
  const { config } = useSite();
  const actions = useChromeActions();
  const {
    signedIn,
    wishlistProductsCount,
    unseenCount,
    localNotificationCount,
    orderPreference,
    retailerId,
    storedDefaultHomePage,
    navLinksLoading: navLoading,
  } = useShopperChromeState();
  const firstName = useSessionStore((state) => state.user?.firstName ?? null);
  const cartCount = useCartStore((state) => state.counter);
  const setCartSidebarOpen = useUiStore((state) => state.setCartSidebarOpen);

  const wishlists = useWishlists();
  const notifications = useNotificationsSummary();
  const shown = useMediaQuery(media.md);
  const sponsoredBrands = useSponsoredBrands(retailerId, shown);
  const brands = useBrands(shown).data;
  const categories = useCategories(shown).data;

  const data = useMemo(
    () =>
      desktopHeaderPropsFromCms(config, {
        signedIn,
        firstName,
        wishlists: signedIn ? (wishlists.data?.lists ?? []) : [],
        wishlistProductsCount,
        unseenCount,
        localNotificationCount,
        hasRecommendedProducts: signedIn ? (notifications.data?.hasRecommendedProducts ?? null) : null,
        cartCount,
        orderPreference,
        isDefaultHomePage: storedDefaultHomePage,
        provider: config.initialSiteData.provider,
        navLoading,
        sponsoredBrands: sponsoredBrands.data ?? null,
        brands: brands ?? null,
        categories: categories ?? null,
        currentPath: pathname,
      }),
    [
      config,
      signedIn,
      firstName,
      wishlists.data,
      wishlistProductsCount,
      unseenCount,
      localNotificationCount,
      notifications.data,
      cartCount,
      orderPreference,
      storedDefaultHomePage,
      navLoading,
      sponsoredBrands.data,
      brands,
      categories,
      pathname,
    ],
  );

  return {
    ...data,
    onOpenMenu: actions.openMenu,
    onOpenSearch: actions.openSearch,
    onNavigate: actions.navigate,
    onOpenStorePreference: actions.openStorePreference,
    onOpenCart: () => setCartSidebarOpen(true),
    // 'Select a Store' turns the default home page on (spec 4) and opens the store preference (issue 10).
    onUseDefaultHomePage: () => {
      actions.turnOnDefaultHomePage(retailerId);
      actions.openStorePreference();
    },
    onRequireSignIn: actions.requireSignIn,
    onNotificationsClick: actions.openNotifications,
    onCreateList: actions.createList,
    onSignOut: actions.signOut,
    // Spec 4: "Any navigation-link click records, against the retailer id, whether the default home
    // page is in use" (the same value desktopHeaderPropsFromCms reads: stored flag, else the CMS's).
    onNavLinkClick: () => actions.recordNavLinkClick(retailerId, storedDefaultHomePage ?? config.siteSettings.isDefaultHomePage),
  };
}
