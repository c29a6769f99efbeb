import { describe, expect, it } from 'vitest';
import {
  notificationBadgeCount,
  requiresSignIn,
  shopperBadgeState,
  showsNotificationBell,
  unseenBadgeCount,
  wishlistBadgeCount,
  type ShopperBadgeState,
} from './shopperBadges.ts';

const signedIn = (extra: Partial<ShopperBadgeState> = {}): ShopperBadgeState => ({ signedIn: true, ...extra });
const guest = (extra: Partial<ShopperBadgeState> = {}): ShopperBadgeState => ({ signedIn: false, ...extra });

describe('header badges (spec 2.3, 6)', () => {
  it.each([
    ['signed in', signedIn({ wishlistProductsCount: 4 }), 4],
    ['signed in, no count yet', signedIn(), 0],
    ['guest: hidden', guest({ wishlistProductsCount: 4 }), null],
  ])('wishlist badge, %s', (_label, state, expected) => {
    expect(wishlistBadgeCount(state)).toBe(expected);
  });

  it.each([
    ['unseenCount plus the local count', signedIn({ unseenCount: 2, localNotificationCount: 3 }), 5],
    ['local count reset to 0', signedIn({ unseenCount: 2, localNotificationCount: 0 }), 2],
    ['negative and NaN counts read 0', signedIn({ unseenCount: -1, localNotificationCount: Number.NaN }), 0],
    ['guest: hidden', guest({ unseenCount: 2, localNotificationCount: 3 }), null],
  ])('bell badge, %s', (_label, state, expected) => {
    expect(notificationBadgeCount(state)).toBe(expected);
  });

  it.each([
    ['signed in: unseen only', signedIn({ unseenCount: 2, localNotificationCount: 3 }), 2],
    ['guest: hidden', guest({ unseenCount: 2 }), null],
  ])('mobile search bar bell badge, %s', (_label, state, expected) => {
    expect(unseenBadgeCount(state)).toBe(expected);
  });

  it.each([
    ['guest', guest({ hasRecommendedProducts: false }), true],
    ['signed in with recommended products', signedIn({ hasRecommendedProducts: true }), true],
    ['signed in without recommended products', signedIn({ hasRecommendedProducts: false }), false],
    ['signed in, not known yet', signedIn(), true],
  ])('bell shown: %s', (_label, state, expected) => {
    expect(showsNotificationBell(state)).toBe(expected);
  });

  it.each([
    [guest(), true],
    [signedIn(), false],
  ])('sign-in required for %o', (state, expected) => {
    expect(requiresSignIn(state)).toBe(expected);
  });

  it.each([
    [
      'a signed-in state with extra fields',
      { signedIn: true, wishlistProductsCount: 4, unseenCount: 2, localNotificationCount: 3, hasRecommendedProducts: false, cartCount: 9 },
      { signedIn: true, wishlistProductsCount: 4, unseenCount: 2, localNotificationCount: 3, hasRecommendedProducts: false },
    ],
    [
      'a guest with nothing known',
      { signedIn: false },
      { signedIn: false, wishlistProductsCount: 0, unseenCount: 0, localNotificationCount: 0, hasRecommendedProducts: null },
    ],
    [
      'null counts',
      { signedIn: true, wishlistProductsCount: null, unseenCount: null, localNotificationCount: null, hasRecommendedProducts: null },
      { signedIn: true, wishlistProductsCount: 0, unseenCount: 0, localNotificationCount: 0, hasRecommendedProducts: null },
    ],
  ])('badge state of %s', (_label, state, expected) => {
    expect(shopperBadgeState(state)).toEqual(expected);
  });
});
