/**
 * What the chrome widgets (header, bottom bar, later the side menu and search) do when used: one
 * set of callbacks over the router and the stores, so every widget opens the same things.
 *
 * Interim targets (each documented where the widget will plug in):
 * - search with the full-text type → `ui.openSearch()`; the layout's SearchSlot turns that into
 *   /search until the search overlay is wired (spec 2.4); other types go to /search (spec 4);
 * - store picker / store bar → `ui.storePickerOpen` / `ui.preferenceDrawerOpen`; the layout's
 *   StoreChooserSlot sends both to /find-a-dispensary until the store chooser arrives (spec 2.7);
 * - the signed-in bell resets the local count (spec 4) and opens /notification until the
 *   notification sidebar exists.
 */
import { useMemo } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { homePath, isCurrentLocation, SEARCH_PATH, searchTarget } from '@storefront/components';
import { useSite } from '../site/SiteContext.tsx';
import { defaultHomePageKey, useNotificationsStore, useUiStore } from '../stores/index.ts';

/** The notifications page (spec 2.1), where the bell leads until the notification sidebar exists. */
export const NOTIFICATIONS_PATH = '/notification';
/** Where the store picker and the store bar lead until the store chooser widget arrives. */
export const STORE_CHOOSER_FALLBACK_PATH = '/find-a-dispensary';
/** The URL parameter of a shop search (spec 2.1 "?search={term}"). */
export const SEARCH_PARAM = 'search';

export interface ChromeActions {
  /** In-app navigation; "Navigating to the current path is ignored" (spec 2.1). */
  navigate: (href: string) => void;
  /** Back in history; home when this visit has no earlier entry. */
  goBack: () => void;
  /** The search control: overlay for the full-text type, else /search (spec 2.3, 4). */
  openSearch: () => void;
  /** Removes the search parameter (mobile search header's clear control). */
  clearSearch: () => void;
  openMenu: () => void;
  openStorePicker: () => void;
  openStorePreference: () => void;
  /** Guest-blocked actions: the sign-in-required modal (spec 5, 6). */
  requireSignIn: () => void;
  /** Signed-in bell: resets the local count (spec 4). */
  openNotifications: () => void;
  /** 'Select a Store' / the default-home-page control: turns it on for the retailer (spec 4). */
  turnOnDefaultHomePage: (retailerId: string | null) => void;
  /** Any nav-link click records, against the retailer id, whether the default home page is in use (spec 4). */
  recordNavLinkClick: (retailerId: string | null, inUse: boolean) => void;
}

/** react-router's BrowserRouter keeps the entry's index in history.state.idx (0 = first entry of this visit). */
function hasEarlierEntry(): boolean {
  const state: unknown = typeof window === 'undefined' ? null : window.history.state;
  return typeof state === 'object' && state !== null && 'idx' in state && typeof state.idx === 'number' && state.idx > 0;
}

export function useChromeActions(): ChromeActions {
  const routerNavigate = useNavigate();
  const location = useLocation();
  const [, setSearchParams] = useSearchParams();
  const { config } = useSite();
  const searchType = config.siteSettings.searchType;
  const home = homePath(config.siteSettings.homeLink);
  const here = `${location.pathname}${location.search}`;

  return useMemo<ChromeActions>(() => {
    const ui = () => useUiStore.getState();
    const navigate = (href: string) => {
      if (isCurrentLocation(here, href)) return;
      void routerNavigate(href);
    };
    return {
      navigate,
      goBack: () => (hasEarlierEntry() ? void routerNavigate(-1) : navigate(home)),
      openSearch: () => (searchTarget(searchType) === 'overlay' ? ui().openSearch() : navigate(SEARCH_PATH)),
      clearSearch: () =>
        setSearchParams((params) => {
          const next = new URLSearchParams(params);
          next.delete(SEARCH_PARAM);
          return next;
        }),
      openMenu: () => ui().setSideMenuOpen(true),
      openStorePicker: () => ui().setStorePickerOpen(true),
      openStorePreference: () => ui().setPreferenceDrawerOpen(true),
      requireSignIn: () => ui().requireSignIn(),
      openNotifications: () => {
        useNotificationsStore.getState().reset();
        navigate(NOTIFICATIONS_PATH);
      },
      turnOnDefaultHomePage: (retailerId) => ui().setDefaultHomePage(defaultHomePageKey(retailerId), true),
      recordNavLinkClick: (retailerId, inUse) => ui().setDefaultHomePage(defaultHomePageKey(retailerId), inUse),
    };
  }, [routerNavigate, setSearchParams, here, home, searchType]);
}
