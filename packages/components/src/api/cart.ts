/**
 * The signed-in shopper's cart on the server (the guest cart lives only in the browser): read,
 * add (merged on the server), set a quantity, remove, empty, and merge a guest cart at sign-in.
 * Every call answers with the whole cart and its version; they throw an ApiError on failure (the
 * app's cart sync keeps the shopper's change and tries again later).
 */
import type { CartItem } from '../domain/types.ts';
import type { MenuType, ProviderKind } from '../rules/constants.ts';
import { apiPaths, withQuery } from '../rules/api.ts';
import { request } from './client.ts';
import { contracts } from './contracts.ts';
import type { ServerCart } from './schemas.ts';

export type { ServerCart } from './schemas.ts';

/** The menu an add is priced at (the store shown, its menu type, the provider kind): the server builds the line as the page did. */
export interface CartMenu {
  retailerId?: string | null;
  menuType?: MenuType | null;
  provider?: ProviderKind | null;
}

/** What the server needs of a line: the product option and how many (prices come from the catalogue). */
const ref = (item: Pick<CartItem, 'productId' | 'option' | 'quantity'>) => ({
  productId: item.productId,
  option: item.option,
  quantity: item.quantity,
});

async function cartCall(
  path: string,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  json?: unknown,
  signal?: AbortSignal,
): Promise<ServerCart> {
  const answer = await request(path, { method, json, signal, schema: contracts.serverCart });
  return answer.data;
}

export const serverCart = {
  get: (signal?: AbortSignal) => cartCall(apiPaths.cart, 'GET', undefined, signal),
  add: (item: Pick<CartItem, 'productId' | 'option' | 'quantity'>, menu?: CartMenu) =>
    cartCall(apiPaths.cartItems, 'POST', { item: ref(item), ...(menu ? { menu } : {}) }),
  setQuantity: (productId: string, option: string, quantity: number) =>
    cartCall(apiPaths.cartItems, 'PATCH', { productId, option, quantity }),
  remove: (productId: string, option: string) => cartCall(withQuery(apiPaths.cartItems, { productId, option }), 'DELETE'),
  clear: () => cartCall(apiPaths.cart, 'DELETE'),
  /** The guest cart joins the account's (quantities of the same option add up). */
  merge: (items: ReadonlyArray<Pick<CartItem, 'productId' | 'option' | 'quantity'>>, menu?: CartMenu) =>
    cartCall(apiPaths.cartMerge, 'POST', { items: items.map(ref), ...(menu ? { menu } : {}) }),
};
