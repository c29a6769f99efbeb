/**
 * The shopper's forms as the server answers them (issue 31, item 2: forms that work before the
 * page's code has loaded, or without it). A form posts here; the server updates the shopper cookie
 * and sends the shopper back (303) to the page they were on. Once the page has hydrated the same
 * forms are handled in the browser, without a page load.
 *
 * Pure: the current cookie state and the posted fields in, the new cookie state and where to go out.
 */
import {
  AGE_GATE_ANSWER_FIELD,
  ageGateAnswers,
  CART_FORM_FIELDS,
  FORM_RETURN_FIELD,
  menuTypes,
  ORDER_TYPE_TAB_FIELD,
  orderTypes,
  preferenceTabOrderType,
  preferenceTabs,
  STATE_CHOICE_FIELD,
  STORE_CHOICE_FIELDS,
  storeAddress,
  storeName,
  US_STATE_NAMES,
  type AgeGateAnswer,
  type CartFormIntent,
  type MenuType,
  type OrderType,
  type PreferenceTab,
  type StoreCardRetailer,
} from '@storefront/components';
import type { ShopperCookieState } from './shopperCookie.ts';

/**
 * Where each of the shopper's forms posts (the storefront's server answers them: server/storefront.ts).
 * The age gate, the store choice (state list, order-type tabs, store cards), the cart (add, a line's
 * quantity, remove), and signing in, up and out.
 */
export const SHOPPER_FORM_PATHS = {
  ageGate: '/shopper/age-gate',
  store: '/shopper/store',
  cart: '/shopper/cart',
  signIn: '/shopper/sign-in',
  signUp: '/shopper/sign-up',
  signOut: '/shopper/sign-out',
} as const;
export type ShopperFormName = keyof typeof SHOPPER_FORM_PATHS;

/** Which form a path is, or null. */
export function shopperFormAt(path: string): ShopperFormName | null {
  const entry = Object.entries(SHOPPER_FORM_PATHS).find(([, formPath]) => formPath === path);
  return entry ? (entry[0] as ShopperFormName) : null;
}

/** Where the age gate's form posts. */
export const AGE_GATE_ACTION_PATH = SHOPPER_FORM_PATHS.ageGate;
/** `?age-gate=exit`: the page comes back with the gate's polite exit ('No' before the code loaded). */
export const AGE_GATE_EXIT_PARAM = 'age-gate';
export const AGE_GATE_EXIT_VALUE = 'exit';

/** A path on this site to go back to: '/' for anything else (another origin, '//host', a scheme, a backslash, control characters). */
export function safeReturnPath(value: string | null | undefined): string {
  if (typeof value !== 'string' || value.length > 2000 || !value.startsWith('/') || value.startsWith('//') || value.includes('\\'))
    return '/';
  for (let index = 0; index < value.length; index += 1) if (value.charCodeAt(index) < 0x20 || value.charCodeAt(index) === 0x7f) return '/';
  return value;
}

export interface ActionResult {
  /** The cookie state to set; null: leave the cookie as it is. */
  cookie: ShopperCookieState | null;
  /** Where to send the shopper (a path on this site). */
  location: string;
}

const emptyShopper: ShopperCookieState = { ageConsent: false, choiceSeen: false, preference: {} };

/**
 * The age gate's answer: 21+ and medical patient are kept (a medical patient also gets the medical
 * menu when the retailer has one, as AgeGateSlot does); 'No' keeps nothing and comes back to the
 * gate's exit view; anything else goes back unchanged.
 */
export function ageGateAction(current: ShopperCookieState | null, form: URLSearchParams, site: { hasMedicalMenu: boolean }): ActionResult {
  const back = formReturnPath(form);
  const answer = form.get(AGE_GATE_ANSWER_FIELD) as AgeGateAnswer | null;
  if (answer === null || !ageGateAnswers.includes(answer)) return { cookie: null, location: back };
  if (answer === 'under-age') {
    const url = new URL(back, 'http://storefront.invalid');
    url.searchParams.set(AGE_GATE_EXIT_PARAM, AGE_GATE_EXIT_VALUE);
    return { cookie: null, location: `${url.pathname}${url.search}` };
  }
  const state = current ?? emptyShopper;
  const medical = answer === 'medical' && site.hasMedicalMenu;
  return {
    cookie: { ...state, ageConsent: true, preference: medical ? { ...state.preference, menuType: 'MEDICAL' } : state.preference },
    location: back,
  };
}

/**
 * What a form's answer tells the shopper on the page it sends them back to (`?notice=<code>`): a
 * code from this table, never text from the request, so a link cannot put words in the store's mouth.
 */
export const FORM_NOTICE_PARAM = 'notice';
export const FORM_NOTICES = {
  'sign-in-failed': 'We could not sign you in with that e-mail and password. Please check them and try again.',
  'sign-up-failed': 'We could not create your account. Please check the form and try again.',
  'too-many-attempts': 'Too many attempts. Please wait a few minutes and try again.',
  'cart-failed': 'Your cart could not be changed. Please try again.',
  'store-failed': 'That store could not be chosen. Please try again.',
} as const;
export type FormNoticeCode = keyof typeof FORM_NOTICES;

/** The notice of a page's query, or null (an unknown code is nothing). */
export function formNoticeOf(search: URLSearchParams): { code: FormNoticeCode; message: string } | null {
  const code = search.get(FORM_NOTICE_PARAM);
  return code !== null && Object.hasOwn(FORM_NOTICES, code)
    ? { code: code as FormNoticeCode, message: FORM_NOTICES[code as FormNoticeCode] }
    : null;
}

/** `path` with `?notice=<code>` set (a path on this site). */
export function withNotice(path: string, code: FormNoticeCode): string {
  const url = new URL(path, 'http://storefront.invalid');
  url.searchParams.set(FORM_NOTICE_PARAM, code);
  return `${url.pathname}${url.search}`;
}

/** `path` without a notice (a form answered anew). */
function withoutNotice(path: string): string {
  const url = new URL(path, 'http://storefront.invalid');
  url.searchParams.delete(FORM_NOTICE_PARAM);
  return `${url.pathname}${url.search}`;
}

/** The page a form sends the shopper back to: its return field, made safe, without an old notice. */
export const formReturnPath = (form: URLSearchParams): string => withoutNotice(safeReturnPath(form.get(FORM_RETURN_FIELD)));

/**
 * The store choice's form (StorePreference's state list, order-type tabs and store cards), answered
 * by the server as the browser's store-choice actions would (store-choice/storeSwitch.ts):
 * - a store card's menu-type button: that store and menu, order type the card's tab's (PICKUP by
 *   default, spec 2.8), the store's name and address; the first-visit choice is then seen;
 * - a state from the state list: kept as canUserSelectedState (the list then shows that state's stores);
 * - an order-type tab: before a store is chosen, the tab the chooser opens on (the preference's order
 *   type); with a store chosen it changes nothing (the store's order type is the card's to set).
 * `retailers` is the site's store list; an unknown store, menu type or state changes nothing. A
 * cart the new store prices differently is repriced when the page renders (the server's cart is
 * priced by the store shown); the browser's review of such a cart needs the page's code.
 */
export function storeChoiceAction(
  current: ShopperCookieState | null,
  form: URLSearchParams,
  retailers: readonly StoreCardRetailer[],
): ActionResult {
  const back = formReturnPath(form);
  const state = current ?? emptyShopper;
  const menuType = form.get(STORE_CHOICE_FIELDS.menuType);
  if (menuType !== null) {
    const id = form.get(STORE_CHOICE_FIELDS.retailerId);
    const retailer = id ? retailers.find((r) => r.id === id || r.retailerId === id) : undefined;
    const offered =
      retailer &&
      (retailer.menuTypes === undefined || retailer.menuTypes.length === 0 || retailer.menuTypes.includes(menuType as MenuType));
    if (!retailer || !menuTypes.includes(menuType as MenuType) || !offered)
      return { cookie: null, location: withNotice(back, 'store-failed') };
    const posted = form.get(STORE_CHOICE_FIELDS.orderType);
    const orderType: OrderType =
      posted !== null && orderTypes.includes(posted as OrderType) && posted !== 'DELIVERY' ? (posted as OrderType) : 'PICKUP';
    const address = storeAddress(retailer);
    return {
      cookie: {
        ...state,
        choiceSeen: true,
        preference: {
          ...state.preference,
          retailerId: retailer.id,
          retailerName: storeName(retailer),
          retailerDetails: address ? { address } : null,
          orderType,
          menuType: menuType as MenuType,
          selectedPickupAddressObject: retailer.addressObject ?? null,
          selectedCurbsideAddressObject: retailer.addressObject ?? null,
        },
      },
      location: back,
    };
  }
  const chosenState = form.get(STATE_CHOICE_FIELD);
  if (chosenState !== null) {
    if (!Object.hasOwn(US_STATE_NAMES, chosenState)) return { cookie: null, location: back };
    return { cookie: { ...state, preference: { ...state.preference, canUserSelectedState: chosenState } }, location: back };
  }
  const tab = form.get(ORDER_TYPE_TAB_FIELD);
  if (tab !== null && preferenceTabs.includes(tab as PreferenceTab) && !state.preference.retailerId) {
    return {
      cookie: { ...state, preference: { ...state.preference, orderType: preferenceTabOrderType[tab as PreferenceTab] } },
      location: back,
    };
  }
  return { cookie: null, location: back };
}

/** The largest quantity a cart form may post (the cart API clamps to the line's own maximum). */
export const CART_FORM_MAX_QUANTITY = 1000;

export type CartFormChange = { intent: CartFormIntent; productId: string; option: string; quantity: number };

/** A cart form's change, checked (intent, ids of sane length, a whole quantity: at least 1 to add, 0 or more to set), or null. */
export function cartFormChange(form: URLSearchParams): CartFormChange | null {
  const intent = form.get(CART_FORM_FIELDS.intent);
  const productId = form.get(CART_FORM_FIELDS.productId)?.trim() ?? '';
  const option = form.get(CART_FORM_FIELDS.option)?.trim() ?? '';
  const raw = form.get(CART_FORM_FIELDS.quantity) ?? (intent === 'add' ? '1' : '');
  const quantity = /^\d{1,4}$/.test(raw) ? Number(raw) : Number.NaN;
  if (intent !== 'add' && intent !== 'set') return null;
  if (productId === '' || productId.length > 200 || option === '' || option.length > 100) return null;
  if (!Number.isInteger(quantity) || quantity > CART_FORM_MAX_QUANTITY || quantity < (intent === 'add' ? 1 : 0)) return null;
  return { intent, productId, option, quantity };
}

/** The cart API call a change makes (routes/cart.ts of the demo API). */
export function cartApiCall(change: CartFormChange): { method: 'POST' | 'PATCH' | 'DELETE'; path: string; body?: unknown } {
  if (change.intent === 'add')
    return {
      method: 'POST',
      path: '/api/cart/items',
      body: { item: { productId: change.productId, option: change.option, quantity: change.quantity } },
    };
  if (change.quantity > 0)
    return {
      method: 'PATCH',
      path: '/api/cart/items',
      body: { productId: change.productId, option: change.option, quantity: change.quantity },
    };
  return {
    method: 'DELETE',
    path: `/api/cart/items?${new URLSearchParams({ productId: change.productId, option: change.option }).toString()}`,
  };
}

/** Where a signed-in shopper goes: the page's `?next` (a path on this site), else /account (SignInForm does the same). */
export function afterSignIn(back: string): string {
  const next = new URL(back, 'http://storefront.invalid').searchParams.get('next');
  return next && safeReturnPath(next) === next ? next : '/account';
}
