/**
 * Cache-Control for a server-rendered page (see docs/backend.md, "Behind a CDN"):
 * - a visitor with a session or shopper cookie, a response that sets a cookie, or an error: `private, no-store`;
 * - a 404: cached briefly by the CDN (a product may come back onto the menu);
 * - any other anonymous page: the browser revalidates, the CDN keeps it a minute and may serve it
 *   stale for ten while it refreshes in the background.
 */
import { readCookie } from '../src/site/siteChoice.ts';
import { SHOPPER_COOKIE } from '../src/shop/shopperCookie.ts';
import { CART_COOKIE } from '@storefront/demo-api';

/** The session cookie a signed-in shopper carries (set by the backend's sign-in). */
export const SESSION_COOKIE = 'sf_session';

export const PUBLIC_PAGE_CACHE = 'public, max-age=0, s-maxage=60, stale-while-revalidate=600';
export const NOT_FOUND_CACHE = 'public, max-age=0, s-maxage=30';
export const PRIVATE_CACHE = 'private, no-store';

export function cacheControlFor({
  cookieHeader,
  setsCookie,
  status,
}: {
  cookieHeader: string | null | undefined;
  setsCookie: boolean;
  status: number;
}): string {
  // A shopper cookie makes the page theirs (their store's menu and header, their age answer).
  if (
    setsCookie ||
    readCookie(cookieHeader, SESSION_COOKIE) !== undefined ||
    readCookie(cookieHeader, SHOPPER_COOKIE) !== undefined ||
    readCookie(cookieHeader, CART_COOKIE) !== undefined ||
    status >= 500
  )
    return PRIVATE_CACHE;
  return status === 404 ? NOT_FOUND_CACHE : PUBLIC_PAGE_CACHE;
}
