/**
 * Who sees which header badge, and when a click needs sign-in (spec 2.3, 5, 6). Pure functions,
 * read by the mobile header, the desktop header and the app.
 *
 * - Guests: "wishlist and notification badge counts are hidden"; clicking the wishlist or the
 *   notifications "opens the sign-in-required modal" (spec 6, 5).
 * - The bell's badge "is unseenCount plus the local notification count" (spec 2.3); the mobile
 *   search bar's bell shows the unseen count (spec 2.3 "notifications (with unseen count)").
 * - Signed-in shoppers: "the notifications icon shows only when recommended products exist" (spec 6).
 */

export interface ShopperBadgeState {
  /** A session token is present. */
  signedIn: boolean;
  /** wishlistProductsCount (spec 3). */
  wishlistProductsCount?: number | null;
  /** unseenCount from the notifications API (spec 3). */
  unseenCount?: number | null;
  /** The app's local notification count (reset when the bell is clicked). */
  localNotificationCount?: number | null;
  /** recommendedProductData is non-empty. Undefined = not known yet: the bell stays shown. */
  hasRecommendedProducts?: boolean | null;
}

function countOf(value: number | null | undefined): number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? Math.floor(value) : 0;
}

/** The wishlist badge count, or null for guests (hidden). */
export function wishlistBadgeCount(state: ShopperBadgeState): number | null {
  return state.signedIn ? countOf(state.wishlistProductsCount) : null;
}

/** The header bell's badge: unseenCount + the local count; null for guests (hidden). */
export function notificationBadgeCount(state: ShopperBadgeState): number | null {
  return state.signedIn ? countOf(state.unseenCount) + countOf(state.localNotificationCount) : null;
}

/** The mobile search bar's bell: the unseen count; null for guests (hidden). */
export function unseenBadgeCount(state: ShopperBadgeState): number | null {
  return state.signedIn ? countOf(state.unseenCount) : null;
}

/** Guests always see the bell (it asks them to sign in); signed-in shoppers only with recommendations. */
export function showsNotificationBell(state: ShopperBadgeState): boolean {
  return !state.signedIn || state.hasRecommendedProducts !== false;
}

/** Wishlist and notifications need a signed-in token; otherwise the sign-in-required modal opens. */
export function requiresSignIn(state: Pick<ShopperBadgeState, 'signedIn'>): boolean {
  return !state.signedIn;
}

/**
 * The badge inputs of a shopper state (the header and desktop-header prop builders take a larger
 * state): counts default to 0, hasRecommendedProducts to null (not known: the bell shows).
 */
export function shopperBadgeState(state: ShopperBadgeState): Required<ShopperBadgeState> {
  return {
    signedIn: state.signedIn,
    wishlistProductsCount: state.wishlistProductsCount ?? 0,
    unseenCount: state.unseenCount ?? 0,
    localNotificationCount: state.localNotificationCount ?? 0,
    hasRecommendedProducts: state.hasRecommendedProducts ?? null,
  };
}
