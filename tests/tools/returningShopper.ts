/**
 * The shopper cookie the server reads (packages/storefront-app shop/ cookies) for a returning adult who
 * has chosen a store and an order type: a page opens with no age gate and no store choice first. The
 * e2e journeys (tests/e2e/shopperCookie.ts) and the Lighthouse bench's returning visitor use it.
 */
import type { OrderType, Retailer } from '@storefront/components';
import { shopperCookieString } from '@storefront/app/shopper-cookie';

/** 'name=value' of the cookie. */
export function returningShopperCookiePair(store: Retailer, orderType: OrderType): string {
  return shopperCookieString({
    ageConsent: true,
    choiceSeen: true,
    preference: {
      retailerId: store.id,
      retailerName: store.name,
      retailerDetails: { address: store.address },
      selectedPickupAddressObject: store.addressObject,
      selectedCurbsideAddressObject: store.addressObject,
      orderType,
      menuType: 'RECREATIONAL',
    },
  }).split(';')[0]!;
}
