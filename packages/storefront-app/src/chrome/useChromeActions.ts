/**
 * What the chrome widgets (headers, bottom bar, later the side menu) do when used: one set of
 * callbacks over the router and the stores, so every widget opens the same things.
 *
 * - search: with the full-text type `ui.openSearch(query)` opens the search drawer / overlay
 *   (layout/slots/SearchSlot.tsx, spec 2.4); other types go to /search (spec 4), with
 *   ?search={term} when a term was typed;
 * - store picker / store bar → `ui.storePickerOpen` / `ui.preferenceDrawerOpen`; the layout's
 *   StoreChooserSlot sends both to /find-a-dispensary until the store chooser arrives (spec 2.7);
 * - the signed-in bell resets the local count (spec 4) and opens /notification until the
 *   notification sidebar exists;
 * - the account menu: 'Create a Your List' goes to /your-list; 'Sign Out' (after the widget's
 *   confirmation) ends the session, forgets the wishlist and says so in a toast.
 */
import { useMemo } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { homePath, isCurrentLocation, searchPageHref, searchTarget, WISHLIST_PATH, notify } from '@storefront/components';
import { useSite } from '../site/SiteContext.tsx';
import { defaultHomePageKey, useNotificationsStore, useUiStore } from '../stores/index.ts';
import { signOutShopper } from '../api/session.ts';

/** The notifications page (spec 2.1), where the bell leads until the notification sidebar exists. */
export const NOTIFICATIONS_PATH = '/notification';
/** Where the store picker and the store bar lead until the store chooser widget arrives. */
export const STORE_CHOOSER_FALLBACK_PATH = '/find-a-dispensary';
/** The URL parameter of a shop search (spec 2.1 "?search={term}"). */
export const SEARCH_PARAM = 'search';
/** The toast after 'Sign Out' (the spec names the confirmation, not a message: ours). */
export const SIGNED_OUT_MESSAGE = 'You have been signed out.';

export interface ChromeActions {
  /** In-app navigation; "Navigating to the current path is ignored" (spec 2.1). */
  navigate: (href: string) => void;
  /** Back in history; home when this visit has no earlier entry. */
  goBack: () => void;
  /**
   * The search controls: the drawer / overlay for the full-text type, opened with `query` (what was
   * typed in the desktop search box), else /search (spec 2.3, 4). Widgets that pass their click
   * event read as no query.
   */
  openSearch: (query?: unknown) => void;
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
  /** 'Create a Your List' (desktop account menu): the wishlist page. */
  createList: () => void;
  /** 'Sign Out' confirmed: the session ends, the wishlist is forgotten, a toast says so. */
  signOut: () => void;
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
      openSearch: (query) => {
        const text = typeof query === 'string' ? query : '';
        if (searchTarget(searchType) === 'overlay') ui().openSearch(text);
        else navigate(searchPageHref(text));
      },
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
      createList: () => navigate(WISHLIST_PATH),
      signOut: () => {
        void signOutShopper();
        notify.success(SIGNED_OUT_MESSAGE);
      },
    };
  }, [routerNavigate, setSearchParams, here, home, searchType]);
}
