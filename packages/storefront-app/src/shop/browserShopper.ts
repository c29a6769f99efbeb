/**
 * The browser's side of the shopper the server knows (issue 31):
 * - applyShopperSnapshot: before hydrating, the stores take the values the server rendered with (its
 *   shopper cookie and session), so hydration finds the same page and nothing flips after it;
 * - connectShopperCookie: from then on the shopper cookie follows the stores (an answer to the age
 *   gate, a store chosen, an order or menu type changed), so the next page the server renders is
 *   already right. localStorage keeps the spec's keys as before.
 */
import { adoptServerCart, storedPreference, usePreferenceStore, useSessionStore, useSiteDataStore } from '../stores/index.ts';
import type { ShopperSnapshot } from './serverState.tsx';
import { shopperCookieString, type ShopperCookieState } from './shopperCookie.ts';

export function applyShopperSnapshot(snapshot: ShopperSnapshot | null): void {
  if (!snapshot) return;
  if (snapshot.cookie) {
    usePreferenceStore.setState(snapshot.cookie.preference);
    useSiteDataStore.setState({
      canAgeConsent: snapshot.cookie.ageConsent,
      isVisitedCustomerChoicePage: snapshot.cookie.choiceSeen,
      hydrated: true,
    });
  }
  // The server's word on the session (it read the HttpOnly cookie) over a user remembered in storage.
  if (snapshot.user !== undefined) useSessionStore.setState({ user: snapshot.user });
  if (snapshot.cart !== undefined) adoptServerCart(snapshot.cart);
}

/** The shopper cookie's state from the stores as they are now. */
export function shopperCookieStateNow(): ShopperCookieState {
  const siteData = useSiteDataStore.getState();
  return {
    ageConsent: siteData.canAgeConsent,
    choiceSeen: siteData.isVisitedCustomerChoicePage,
    preference: storedPreference(usePreferenceStore.getState()),
  };
}

/** Keeps the shopper cookie equal to the stores; returns the undo. */
export function connectShopperCookie(): () => void {
  let written = '';
  const write = () => {
    const cookie = shopperCookieString(shopperCookieStateNow(), location.protocol === 'https:');
    if (cookie === written) return;
    written = cookie;
    document.cookie = cookie;
  };
  write();
  const stops = [usePreferenceStore.subscribe(write), useSiteDataStore.subscribe(write)];
  return () => {
    for (const stop of stops) stop();
  };
}
