/**
 * Who is shopping, as the server learns it for one request (issue 31; the one server function of
 * shop/, beside useShop in the browser): the shopper cookie, and with a session cookie the signed-in
 * user and their cart, asked of the API with the request's session cookie (the server's API client
 * forwards it: server/storefront.ts). Server only.
 */
import { ApiError, contracts, requestSingle, serverCart } from '@storefront/components/api';
import { apiPaths } from '@storefront/components/rules/api';
import type { CartItem, User } from '@storefront/components';
import type { ShopperSnapshot } from './serverState.tsx';
import { readShopperCookie } from './shopperCookie.ts';

/**
 * The signed-in shopper, asked of the API with the request's session cookie (the server's API
 * client forwards it, see server/storefront.ts): the user, null for no valid session, undefined
 * when the API could not say (the browser keeps what it knows; the page renders as a guest's).
 */
async function sessionUser(): Promise<User | null | undefined> {
  try {
    return (await requestSingle(apiPaths.me, contracts.user)) ?? null;
  } catch (error) {
    if (error instanceof ApiError && (error.status === 401 || error.status === 403)) return null;
    console.error('[ssr] the session lookup failed; rendering as a guest', error);
    return undefined;
  }
}

const cartNow = (): Promise<CartItem[] | undefined> =>
  serverCart
    .get()
    .then((answer) => answer.items)
    .catch(() => undefined);

/**
 * The shopper of a request: the shopper cookie; with a session cookie the signed-in user and their
 * cart; with a guest cart cookie (no session) the guest's cart (the API's answers, asked with those
 * cookies; a failed cart call leaves the browser to load it).
 */
export async function shopperOf(
  cookieHeader: string | null | undefined,
  has: { session: boolean; guestCart: boolean },
): Promise<ShopperSnapshot> {
  const cookie = readShopperCookie(cookieHeader);
  if (!has.session) {
    const cart = has.guestCart ? await cartNow() : undefined;
    return { cookie, user: null, ...(cart ? { cart } : {}) };
  }
  const [user, cart] = await Promise.all([sessionUser(), cartNow()]);
  return { cookie, user, ...(user && cart ? { cart } : {}) };
}
