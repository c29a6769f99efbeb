/**
 * The shopper cookie the server reads (packages/storefront-app shop/ cookies): a returning adult who
 * has chosen a store and an order type, so a page opens with no age gate and no store choice first.
 */
import type { OrderType, Retailer } from '@storefront/components';
import { shopperCookieString } from '@storefront/app/shopper-cookie';

export function returningShopperCookie(store: Retailer, orderType: OrderType): { name: string; value: string; url: string } {
  const [pair] = shopperCookieString({
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
  }).split(';');
  const at = pair!.indexOf('=');
  return { name: pair!.slice(0, at), value: pair!.slice(at + 1), url: process.env.E2E_BASE_URL! };
}
