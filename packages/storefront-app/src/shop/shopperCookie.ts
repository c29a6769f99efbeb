/**
 * What the storefront knows about the shopper on this browser, in a first-party cookie the server
 * reads (issue 31): the age answer, whether the first-visit store choice was shown, and the order
 * preference (the chosen store, its address, order type, menu type, provider kind, the state chosen
 * in the store chooser, the delivery address). The same values stay in localStorage under the
 * spec's keys for the client; this cookie is their copy for the server, so the first HTML is the
 * page the shopper will see (the chosen store in the header, no age gate for a returning adult).
 *
 * Pure: encoding, reading with validation (a field that is missing, of the wrong type or too long
 * is dropped, never trusted; a corrupt cookie reads as none), and the Set-Cookie / document.cookie
 * strings. Not HttpOnly: the browser's stores write it as the shopper chooses (shopperCookieSync.ts).
 */
import { menuTypes, orderTypes, providerKinds, type MenuType, type OrderType, type ProviderKind } from '@storefront/components/rules';
import type { Address } from '@storefront/components/domain';
import { readCookie } from '../site/siteChoice.ts';

export const SHOPPER_COOKIE = 'sf_shopper';
/** A year, like the site choice: a returning shopper is known for as long as localStorage would know them. */
export const SHOPPER_COOKIE_MAX_AGE_S = 31_536_000;
/** Longest text kept for one field (a store name, an address line); longer is dropped as corrupt. */
export const SHOPPER_FIELD_MAX = 200;

/** The order-preference fields the server renders with (PreferenceState's stored fields). */
export interface ShopperPreference {
  orderType: OrderType;
  menuType: MenuType;
  retailerId: string | null;
  retailerName: string | null;
  retailerDetails: { address: string } | null;
  selectedDeliveryAddress: string | null;
  selectedPickupAddressObject: Address | null;
  selectedCurbsideAddressObject: Address | null;
  provider: ProviderKind | null;
  canUserSelectedState: string | null;
}

export interface ShopperCookieState {
  /** canAgeConsent: answered 21+ or medical patient on this browser. */
  ageConsent: boolean;
  /** isVisitedCustomerChoicePage: the first-visit store choice was shown. */
  choiceSeen: boolean;
  /** The stored order preference; only the fields that were valid. */
  preference: Partial<ShopperPreference>;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown): string | undefined => (typeof value === 'string' && value.length <= SHOPPER_FIELD_MAX ? value : undefined);
const oneOf = <T extends string>(values: readonly T[], value: unknown): T | undefined =>
  values.includes(value as T) ? (value as T) : undefined;

function address(value: unknown): Address | null | undefined {
  if (value === null) return null;
  if (!isRecord(value)) return undefined;
  const line1 = text(value.line1);
  const city = text(value.city);
  const state = text(value.state);
  const postalCode = text(value.postalCode);
  return line1 !== undefined && city !== undefined && state !== undefined && postalCode !== undefined
    ? { line1, city, state, postalCode }
    : undefined;
}

const nullableText = (value: unknown): string | null | undefined => (value === null ? null : text(value));

/** Each stored field, validated; invalid ones are left out (the store's initial value applies). */
export function readShopperPreference(value: unknown): Partial<ShopperPreference> {
  if (!isRecord(value)) return {};
  const out: Partial<ShopperPreference> = {};
  const orderType = oneOf(orderTypes, value.orderType);
  if (orderType) out.orderType = orderType;
  const menuType = oneOf(menuTypes, value.menuType);
  if (menuType) out.menuType = menuType;
  const provider = value.provider === null ? null : oneOf(providerKinds, value.provider);
  if (provider !== undefined) out.provider = provider;
  for (const key of ['retailerId', 'retailerName', 'selectedDeliveryAddress', 'canUserSelectedState'] as const) {
    const field = nullableText(value[key]);
    if (field !== undefined) out[key] = field;
  }
  const details = value.retailerDetails;
  if (details === null) out.retailerDetails = null;
  else if (isRecord(details) && text(details.address) !== undefined) out.retailerDetails = { address: details.address as string };
  for (const key of ['selectedPickupAddressObject', 'selectedCurbsideAddressObject'] as const) {
    const field = address(value[key]);
    if (field !== undefined) out[key] = field;
  }
  return out;
}

/** The cookie's value (JSON; the caller URI-encodes it in the cookie string). */
export function encodeShopperCookie(state: ShopperCookieState): string {
  return JSON.stringify({ v: 1, ...(state.ageConsent ? { age: 1 } : {}), ...(state.choiceSeen ? { seen: 1 } : {}), p: state.preference });
}

/** The cookie's state from its (decoded) value; null when absent or not ours. */
export function decodeShopperCookie(value: string | undefined): ShopperCookieState | null {
  if (value === undefined || value === '') return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    return null;
  }
  if (!isRecord(parsed) || parsed.v !== 1) return null;
  return { ageConsent: parsed.age === 1, choiceSeen: parsed.seen === 1, preference: readShopperPreference(parsed.p) };
}

/** The shopper's state from a request's Cookie header; null for a browser the server has not met. */
export function readShopperCookie(cookieHeader: string | null | undefined): ShopperCookieState | null {
  return decodeShopperCookie(readCookie(cookieHeader, SHOPPER_COOKIE));
}

/** `name=value; attributes` for Set-Cookie (server) and document.cookie (browser) alike. */
export function shopperCookieString(state: ShopperCookieState, secure = false): string {
  return `${SHOPPER_COOKIE}=${encodeURIComponent(encodeShopperCookie(state))}; Path=/; Max-Age=${SHOPPER_COOKIE_MAX_AGE_S}; SameSite=Lax${secure ? '; Secure' : ''}`;
}
