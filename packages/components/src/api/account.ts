/**
 * The signed-in shopper's data the chrome shows (spec 3, 6, 7), and sign-in:
 * - the wishlists ('Your List'): GET /api/wishlists with the session cookie;
 * - the notifications summary: GET /api/notifications with the session cookie (unseenCount, and whether
 *   recommendedProductData is non-empty: spec 6 "the notifications icon shows only when recommended
 *   products exist");
 * - sign-in: POST /api/auth/sign-in through the generic call (the user in the answer is success; the
 *   session is the HttpOnly cookie the answer sets, never seen by scripts); sign-out.
 * The reads are keyed by the signed-in user's id and run only when there is one.
 * Failures of the two reads show no toast: a badge that stays at 0 is the whole effect. A 401 goes
 * to onUnauthorized like any call's (the app signs the shopper out).
 */
import { queryOptions } from '@tanstack/react-query';
import type { WishlistItem } from '../domain/types.ts';
import { apiPaths, withQuery } from '../rules/api.ts';
import { nonBlank, slugify } from '../rules/navigation/text.ts';
import { api, request, requestPage, type CallResult } from './client.ts';
import type { SignInPayload, SignInResponse } from './contract.ts';
import { queryKeys } from './keys.ts';
import { LIST_LIMIT } from './listLimit.ts';
import { retryDelay, retryQuery, STALE_MS } from './queryPolicy.ts';
import { contracts } from './contracts.ts';

/** What the wishlists call gives the chrome: the lists for the account menu and the product count. */
export interface WishlistSummary {
  /** One entry per list: {slug: slugify(listName), listName}, in first-seen order. */
  lists: WishlistItem[];
  /** Every wishlist row the API holds (wishlistProductsCount). */
  items: WishlistItem[];
  count: number;
}

export interface NotificationsSummary {
  unseenCount: number;
  hasRecommendedProducts: boolean;
}

/**
 * The API's wishlist rows are {slug: product slug, listName}; the account menu lists the lists
 * themselves ('/your-list/{slug}', spec 2.1 "/your-list/my-wishlist"), so rows are grouped by list
 * name and each list's slug is its slugified name. A row without a name belongs to the unnamed list
 * (shown as 'No name'), whose slug is the row's own slug.
 */
export function wishlistsOf(rows: readonly Partial<WishlistItem>[]): WishlistItem[] {
  const lists = new Map<string, WishlistItem>();
  for (const row of rows) {
    const name = nonBlank(row.listName);
    const slug = name === undefined ? nonBlank(row.slug) : slugify(name);
    if (slug === undefined || slug === '' || lists.has(slug)) continue;
    lists.set(slug, { slug, listName: name ?? '' });
  }
  return [...lists.values()];
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Reads `{ data: { unseenCount, recommendedProductData } }`; anything missing reads as none. */
export function readNotificationsSummary(envelope: unknown): NotificationsSummary {
  const data = isRecord(envelope) ? envelope.data : undefined;
  const unseen = isRecord(data) ? data.unseenCount : undefined;
  const recommended = isRecord(data) ? data.recommendedProductData : undefined;
  return {
    unseenCount: typeof unseen === 'number' && Number.isFinite(unseen) ? unseen : 0,
    hasRecommendedProducts: Array.isArray(recommended) && recommended.length > 0,
  };
}

/** The shopper's wishlists; runs only for a signed-in shopper (`userId`). */
export function wishlistsQuery(userId: string | null) {
  return queryOptions({
    queryKey: queryKeys.wishlists(userId),
    queryFn: async ({ signal }): Promise<WishlistSummary> => {
      const page = await requestPage(withQuery(apiPaths.wishlists, { limit: LIST_LIMIT }), contracts.wishlistRow, { signal });
      const items = page.items.map((row) => ({ slug: row.slug, listName: row.listName ?? '' }));
      return { lists: wishlistsOf(page.items), items, count: page.total };
    },
    enabled: userId !== null,
    staleTime: STALE_MS.account,
    retry: retryQuery,
    retryDelay,
    meta: { toast: false },
  });
}

/** The shopper's notifications summary; runs only for a signed-in shopper. */
export function notificationsQuery(userId: string | null) {
  return queryOptions({
    queryKey: queryKeys.notifications(userId),
    queryFn: async ({ signal }): Promise<NotificationsSummary> =>
      readNotificationsSummary(await request(apiPaths.notifications, { signal, schema: contracts.notifications })),
    enabled: userId !== null,
    staleTime: STALE_MS.account,
    retry: retryQuery,
    retryDelay,
    meta: { toast: false },
  });
}

/**
 * Sign-in through the generic call: the server's message as a success toast, or the failure as an
 * error toast. Succeeds only with the user in the answer (a truncated answer is a failure, not a
 * signed-out "success").
 */
export function signIn(payload: SignInPayload, options: { signal?: AbortSignal } = {}): Promise<CallResult<SignInResponse>> {
  return api.post(apiPaths.signIn, payload, { ...options, schema: contracts.signIn, successToast: true });
}

export interface SignUpPayload {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  phone?: string;
}

/** Makes the account and starts its session (the server's welcome as a success toast); the answer is the user, as for sign-in. */
export function signUp(payload: SignUpPayload, options: { signal?: AbortSignal } = {}): Promise<CallResult<SignInResponse>> {
  return api.post(apiPaths.signUp, payload, { ...options, schema: contracts.signIn, successToast: true });
}

/** Asks for a one-time sign-in link by e-mail (the form says what happens next; a refusal is an error toast). */
export function requestSignInLink(payload: { email: string }, options: { signal?: AbortSignal } = {}): Promise<CallResult<unknown>> {
  return api.post(apiPaths.signInLink, payload, options);
}

/** Signs in with the token of an e-mailed link (once, within its 15 minutes); the answer is the user, as for sign-in. */
export function consumeSignInLink(payload: { token: string }, options: { signal?: AbortSignal } = {}): Promise<CallResult<SignInResponse>> {
  return api.post(apiPaths.signInLinkConsume, payload, { ...options, schema: contracts.signIn, successToast: true });
}

/** Ends the session on the server (the cookie is cleared by the answer); quiet either way. */
export function signOut(options: { everywhere?: boolean; signal?: AbortSignal } = {}): Promise<CallResult<unknown>> {
  return api.post(options.everywhere ? apiPaths.signOutEverywhere : apiPaths.signOut, {}, { signal: options.signal, silent: true });
}

/** The list 'Save for Later' keeps (the /save-for-later page lists it; spec 2.10). */
export const SAVE_FOR_LATER_LIST = 'Save for Later';

/**
 * Adds a product to one of the signed-in shopper's lists (default: the wishlist); the server's
 * message ('Added to your wishlist.') shows as a toast. A guest gets the sign-in modal first (the
 * caller's job): the server answers 401 without a session.
 */
export function addToList(slug: string, listName?: string): Promise<CallResult<unknown>> {
  return api.post(apiPaths.wishlists, listName ? { slug, listName } : { slug }, { successToast: true });
}

/** Takes a product off one of the shopper's lists (only that list when `listName` is given); quiet on success. */
export function removeFromList(slug: string, listName?: string): Promise<CallResult<unknown>> {
  return api.delete(listName ? withQuery(apiPaths.wishlist(slug), { listName }) : apiPaths.wishlist(slug));
}
