/** The returning adult's shopper cookie (tests/tools/returningShopper.ts) as Playwright adds it. */
import type { OrderType, Retailer } from '@storefront/components';
import { returningShopperCookiePair } from '../tools/returningShopper.ts';

export function returningShopperCookie(store: Retailer, orderType: OrderType): { name: string; value: string; url: string } {
  const pair = returningShopperCookiePair(store, orderType);
  const at = pair.indexOf('=');
  return { name: pair.slice(0, at), value: pair.slice(at + 1), url: process.env.E2E_BASE_URL! };
}
