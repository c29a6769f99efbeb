/**
 * The cart's promo code on the server (issue 35; demo-api routes/promoCodes.ts): read, apply (the
 * server checks the code and answers its terms, or an ApiError with the message to show), remove.
 * The terms price the cart in the browser with the one pricing function (priceCart's `promo`).
 */
import type { CartItem } from '../domain/types.ts';
import type { MenuType } from '../rules/constants.ts';
import { apiPaths } from '../rules/api.ts';
import type { PromoCodeTerms } from '../rules/commerce/promoCodes.ts';
import { request } from './client.ts';

export interface CartPromoAnswer {
  promo: PromoCodeTerms | null;
}

async function promoCall(method: 'GET' | 'POST' | 'DELETE', json?: unknown, signal?: AbortSignal): Promise<PromoCodeTerms | null> {
  const answer = await request<{ data?: CartPromoAnswer }>(apiPaths.cartPromo, { method, json, signal });
  return answer.data?.promo ?? null;
}

export const cartPromo = {
  get: (signal?: AbortSignal) => promoCall('GET', undefined, signal),
  /** `items`: the browser's lines, for a guest whose cart is not on the server (the server checks the code against them). */
  apply: (
    code: string,
    at: {
      retailerId?: string | null;
      menuType?: MenuType | null;
      items?: ReadonlyArray<Pick<CartItem, 'productId' | 'option' | 'quantity'>>;
    } = {},
  ) =>
    promoCall('POST', {
      code,
      ...(at.retailerId ? { retailerId: at.retailerId } : {}),
      ...(at.menuType ? { menuType: at.menuType } : {}),
      ...(at.items ? { items: at.items.map(({ productId, option, quantity }) => ({ productId, option, quantity })) } : {}),
    }),
  remove: () => promoCall('DELETE'),
};
