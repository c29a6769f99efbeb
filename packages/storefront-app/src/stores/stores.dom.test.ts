import { beforeEach, describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '@storefront/components/rules';
import type { User } from '@storefront/components';
import { APP_STORAGE_KEYS } from './keys.ts';
import { useNotificationsStore } from './notifications.ts';
import { initialPreference, selectOrderPreference, usePreferenceStore } from './preference.ts';
import { selectIsSignedIn, useSessionStore } from './session.ts';
import { keyedStorage, readStored } from './storage.ts';
import { defaultHomePageKey, selectDefaultHomePage, selectStoredDefaultHomePage, useUiStore } from './ui.ts';
import { useWishlistStore } from './wishlist.ts';

beforeEach(() => {
  localStorage.clear();
  usePreferenceStore.setState(initialPreference);
  useSessionStore.setState({ user: null });
  useNotificationsStore.setState({ unseenCount: 0, notificationCount: 0 });
  useUiStore.setState({
    sideMenuOpen: false,
    searchOpen: false,
    storePickerOpen: false,
    preferenceDrawerOpen: false,
    signInRequiredOpen: false,
    navLinksLoading: false,
    defaultHomePage: {},
  });
  useWishlistStore.setState({ wishlistItems: [], wishlistProductsCount: 0 });
});

describe('preference store', () => {
  it('choosing a retailer switches with order type PICKUP unless another is given', () => {
    usePreferenceStore.getState().setOrderType('DELIVERY');
    usePreferenceStore
      .getState()
      .chooseRetailer({ retailerId: 'r1', retailerName: 'Greenleaf Detroit', menuType: 'MEDICAL', address: '1 Main St' });
    expect(usePreferenceStore.getState()).toMatchObject({
      retailerId: 'r1',
      retailerName: 'Greenleaf Detroit',
      orderType: 'PICKUP',
      menuType: 'MEDICAL',
      retailerDetails: { address: '1 Main St' },
    });
    usePreferenceStore.getState().chooseRetailer({ retailerId: 'r2', retailerName: 'Other', orderType: 'CURBSIDE_PICKUP' });
    expect(usePreferenceStore.getState().orderType).toBe('CURBSIDE_PICKUP');
    expect(usePreferenceStore.getState().menuType).toBe('MEDICAL');
  });

  it("stores 'provider' and 'canUserSelectedState' under the spec's keys as plain values", () => {
    usePreferenceStore.getState().setProvider('ecommerce');
    usePreferenceStore.getState().setSelectedState('MI');
    expect(localStorage.getItem(STORAGE_KEYS.provider)).toBe('"ecommerce"');
    expect(localStorage.getItem(STORAGE_KEYS.canUserSelectedState)).toBe('"MI"');
    const rest = readStored(APP_STORAGE_KEYS.orderPreference) as Record<string, unknown>;
    expect(rest).not.toHaveProperty('provider');
    expect(rest).toMatchObject({ orderType: 'PICKUP' });
  });

  it('clearing the retailer keeps order and menu type', () => {
    usePreferenceStore.getState().chooseRetailer({ retailerId: 'r1', retailerName: 'A', menuType: 'MEDICAL' });
    usePreferenceStore.getState().clearRetailer();
    expect(usePreferenceStore.getState()).toMatchObject({ retailerId: null, retailerName: null, menuType: 'MEDICAL' });
  });
});

describe('order preference for the header (spec 2.3 store bar)', () => {
  const pickup = { line1: '1 Main St', city: 'Troy', state: 'MI', postalCode: '48083' };

  it('is null until a store or a delivery address is chosen (the bar reads Select a Store)', () => {
    expect(selectOrderPreference(usePreferenceStore.getState())).toBeNull();
    usePreferenceStore.getState().setDeliveryAddress('   ');
    expect(selectOrderPreference(usePreferenceStore.getState())).toBeNull();
  });

  it('carries the chosen store, its order type and addresses', () => {
    usePreferenceStore
      .getState()
      .chooseRetailer({ retailerId: 'r1', retailerName: 'Detroit', address: 'POS address', addressObject: pickup });
    expect(selectOrderPreference(usePreferenceStore.getState())).toEqual({
      orderType: 'PICKUP',
      retailerId: 'r1',
      retailerName: 'Detroit',
      retailerDetails: { address: 'POS address' },
      selectedDeliveryAddress: null,
      selectedPickupAddressObject: pickup,
      selectedCurbsideAddressObject: pickup,
    });
  });

  it('a delivery address alone is a preference without a retailer', () => {
    usePreferenceStore.getState().setOrderType('DELIVERY');
    usePreferenceStore.getState().setDeliveryAddress('9 Elm St, Denver, CO 80202');
    expect(selectOrderPreference(usePreferenceStore.getState())).toMatchObject({
      orderType: 'DELIVERY',
      retailerId: null,
      selectedDeliveryAddress: '9 Elm St, Denver, CO 80202',
    });
  });
});

describe('session store', () => {
  const user: User = { _id: 'u1', email: 'ann@example.com', firstName: 'Ann', lastName: 'Lee', fullName: 'Ann Lee' };
  it.each([
    [null, false],
    [user, true],
  ])('user %j → signed in %s', (who, expected) => {
    expect(selectIsSignedIn({ user: who })).toBe(expected);
  });

  it('signs in and out; keeps no token (the session is the HttpOnly cookie)', () => {
    useSessionStore.getState().signIn(user);
    expect(JSON.stringify(useSessionStore.getState())).not.toMatch(/token/i);
    expect(selectIsSignedIn(useSessionStore.getState())).toBe(true);
    expect(useSessionStore.getState().user?.firstName).toBe('Ann');
    useSessionStore.getState().signOut();
    expect(useSessionStore.getState()).toMatchObject({ user: null });
  });
});

describe('notifications store', () => {
  it('sets, increments and resets the local count; keeps unseenCount', () => {
    const store = useNotificationsStore.getState();
    store.setUnseenCount(4);
    store.setCount(2);
    store.increment();
    store.increment(3);
    expect(useNotificationsStore.getState()).toMatchObject({ unseenCount: 4, notificationCount: 6 });
    useNotificationsStore.getState().reset();
    expect(useNotificationsStore.getState()).toMatchObject({ unseenCount: 4, notificationCount: 0 });
  });

  it.each([
    [-2, 0],
    [2.7, 2],
    [Number.NaN, 0],
  ])('setCount(%d) stores %d', (input, expected) => {
    useNotificationsStore.getState().setCount(input);
    expect(useNotificationsStore.getState().notificationCount).toBe(expected);
  });
});

describe('wishlist store', () => {
  it('counts items unless the server gives a count', () => {
    useWishlistStore.getState().setWishlist([{ slug: 'a', listName: 'My Wishlist' }]);
    expect(useWishlistStore.getState().wishlistProductsCount).toBe(1);
    useWishlistStore.getState().setWishlist([{ slug: 'a', listName: 'My Wishlist' }], 7);
    expect(useWishlistStore.getState().wishlistProductsCount).toBe(7);
    useWishlistStore.getState().clear();
    expect(useWishlistStore.getState().wishlistProductsCount).toBe(0);
  });
});

describe('ui store', () => {
  it('a route change closes the menus but not the preference drawer', () => {
    useUiStore.setState({ sideMenuOpen: true, searchOpen: true, preferenceDrawerOpen: true });
    useUiStore.getState().closeMenus();
    expect(useUiStore.getState()).toMatchObject({ sideMenuOpen: false, searchOpen: false, preferenceDrawerOpen: true });
  });

  it('a route change closes the side menu and search, not the store chooser or the sign-in modal', () => {
    useUiStore.setState({ sideMenuOpen: true, searchOpen: true, storePickerOpen: true, signInRequiredOpen: true });
    useUiStore.getState().closeMenus();
    expect(useUiStore.getState()).toMatchObject({
      sideMenuOpen: false,
      searchOpen: false,
      storePickerOpen: true,
      signInRequiredOpen: true,
    });
  });

  it('openSearch opens the search overlay and closes the side menu', () => {
    useUiStore.setState({ sideMenuOpen: true });
    useUiStore.getState().openSearch();
    expect(useUiStore.getState()).toMatchObject({ searchOpen: true, sideMenuOpen: false });
  });

  it.each([
    ['blue dream', 'blue dream'],
    [undefined, ''],
  ] as const)('openSearch(%j) opens the panel with the text %j', (query, expected) => {
    useUiStore.setState({ searchQuery: 'earlier' });
    useUiStore.getState().openSearch(query);
    expect(useUiStore.getState()).toMatchObject({ searchOpen: true, searchQuery: expected });
  });

  it('openSearch given a click event (a widget passing its onClick through) opens with no text', () => {
    (useUiStore.getState().openSearch as (query?: unknown) => void)(new MouseEvent('click'));
    expect(useUiStore.getState().searchQuery).toBe('');
  });

  it('requireSignIn opens the sign-in-required modal; setSignInRequiredOpen(false) closes it', () => {
    useUiStore.getState().requireSignIn();
    expect(useUiStore.getState().signInRequiredOpen).toBe(true);
    useUiStore.getState().setSignInRequiredOpen(false);
    expect(useUiStore.getState().signInRequiredOpen).toBe(false);
  });

  it('keeps the nav-link skeleton flag and the store chooser flags', () => {
    useUiStore.getState().setNavLinksLoading(true);
    useUiStore.getState().setStorePickerOpen(true);
    useUiStore.getState().setPreferenceDrawerOpen(true);
    expect(useUiStore.getState()).toMatchObject({ navLinksLoading: true, storePickerOpen: true, preferenceDrawerOpen: true });
  });

  it('does not persist transient flags, only the default-home-page record', () => {
    localStorage.clear();
    useUiStore.setState({ sideMenuOpen: true, signInRequiredOpen: true, navLinksLoading: true });
    useUiStore.getState().setDefaultHomePage('r1', true);
    expect(readStored(STORAGE_KEYS.defaultHomePage)).toEqual({ r1: true });
    expect(Object.keys(localStorage)).toEqual([STORAGE_KEYS.defaultHomePage]);
  });

  it.each([
    [{}, 'r1', undefined],
    [{ r1: true }, 'r1', true],
    [{ r1: false }, 'r1', false],
    [{ '': true }, null, true],
    [{ '': true }, 'r2', undefined],
  ] as const)('stored flag of %j for %j is %j (undefined: the CMS default applies)', (record, retailerId, expected) => {
    expect(selectStoredDefaultHomePage({ defaultHomePage: record }, retailerId)).toBe(expected);
  });

  it.each([
    ['r1', 'r1'],
    [null, ''],
    [undefined, ''],
  ] as const)('defaultHomePageKey(%j) = %j', (retailerId, key) => {
    expect(defaultHomePageKey(retailerId)).toBe(key);
  });

  it('records the default-home-page flag per retailer under the spec key', () => {
    useUiStore.getState().setDefaultHomePage('r1', true);
    useUiStore.getState().setDefaultHomePage('r2', false);
    expect(selectDefaultHomePage(useUiStore.getState(), 'r1')).toBe(true);
    expect(selectDefaultHomePage(useUiStore.getState(), 'r2')).toBe(false);
    expect(selectDefaultHomePage(useUiStore.getState(), null)).toBe(false);
    expect(readStored(STORAGE_KEYS.defaultHomePage)).toEqual({ r1: true, r2: false });
  });
});

describe('keyedStorage', () => {
  interface S {
    a: string | null;
    b: number;
    c: string;
  }
  it('round-trips mapped fields under their keys and the rest together', () => {
    const storage = keyedStorage<S>({ a: 'keyA' }, 'rest');
    storage.setItem('ignored', { state: { a: 'x', b: 2, c: 'y' }, version: 0 });
    expect(localStorage.getItem('keyA')).toBe('"x"');
    expect(readStored('rest')).toEqual({ b: 2, c: 'y' });
    expect(storage.getItem('ignored')).toEqual({ state: { a: 'x', b: 2, c: 'y' }, version: 0 });
  });

  it('removes a mapped key when its value is null, and reads nothing when empty', () => {
    const storage = keyedStorage<S>({ a: 'keyA' });
    storage.setItem('n', { state: { a: null, b: 1, c: '' } });
    expect(localStorage.getItem('keyA')).toBeNull();
    expect(storage.getItem('n')).toBeNull();
  });
});
