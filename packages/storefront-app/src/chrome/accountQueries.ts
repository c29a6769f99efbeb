/**
 * The shopper data the chrome shows that no page query covers (spec 3, 6, 7):
 * - the wishlists ('Your List') of a signed-in shopper: GET /api/wishlists with the token;
 * - the notifications summary of a signed-in shopper: GET /api/notifications with the token
 *   (unseenCount, and whether recommendedProductData is non-empty: spec 6 "the notifications icon
 *   shows only when recommended products exist");
 * - the sponsored brands of the desktop brand dropdown that the shown retailer carries:
 *   GET /api/brands?sponsored=true&retailerId=….
 *
 * useAccountSync mirrors the two account calls into the stores the headers read (wishlist count,
 * unseen count) and ends a session the API no longer knows (401) quietly. Failures show no toast:
 * a badge that stays at 0 is the whole effect.
 */
import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { apiPaths, nonBlank, slugify, withQuery } from '@storefront/components/rules';
import type { Brand, WishlistItem } from '@storefront/components';
import { ApiError, request, requestPage } from '../api/client.ts';
import { retryUnlessClientError } from '../api/queries.ts';
import { LIST_LIMIT } from '../api/paths.ts';
import { selectIsSignedIn, useNotificationsStore, useSessionStore, useWishlistStore } from '../stores/index.ts';

export const chromeQueryKeys = {
  wishlists: (token: string | null) => ['wishlists', token] as const,
  notifications: (token: string | null) => ['notifications', token] as const,
  sponsoredBrands: (retailerId: string | null) => ['brands', 'sponsored', retailerId] as const,
};

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

function useToken(): string | null {
  return useSessionStore((state) => (selectIsSignedIn(state) ? state.token : null));
}

export function useWishlists() {
  const token = useToken();
  return useQuery({
    queryKey: chromeQueryKeys.wishlists(token),
    queryFn: async ({ signal }): Promise<WishlistSummary> => {
      const page = await requestPage<Partial<WishlistItem>>(withQuery(apiPaths.wishlists, { limit: LIST_LIMIT }), { token, signal });
      const items = page.items.flatMap((row) => (typeof row.slug === 'string' ? [{ slug: row.slug, listName: row.listName ?? '' }] : []));
      return { lists: wishlistsOf(page.items), items, count: page.total };
    },
    enabled: token !== null,
    retry: retryUnlessClientError,
    meta: { toast: false },
  });
}

export function useNotificationsSummary() {
  const token = useToken();
  return useQuery({
    queryKey: chromeQueryKeys.notifications(token),
    queryFn: async ({ signal }) => readNotificationsSummary(await request(apiPaths.notifications, { token, signal })),
    enabled: token !== null,
    retry: retryUnlessClientError,
    meta: { toast: false },
  });
}

/** `enabled`: false while nothing that shows them is on screen (the desktop header below 769 px). */
export function useSponsoredBrands(retailerId: string | null, enabled = true) {
  return useQuery({
    queryKey: chromeQueryKeys.sponsoredBrands(retailerId),
    queryFn: async ({ signal }) =>
      (await requestPage<Brand>(withQuery(apiPaths.brands, { sponsored: true, retailerId, limit: LIST_LIMIT }), { signal })).items,
    enabled,
    staleTime: 5 * 60_000,
    meta: { toast: false },
  });
}

const isUnauthorized = (error: unknown) => error instanceof ApiError && error.status === 401;

/**
 * Mirrors the account calls into the stores: the wishlist rows and count (wishlistProductsCount)
 * and the server's unseenCount. A 401 means the session is gone (e.g. the demo server restarted):
 * the shopper is signed out without a message. The layout calls it once.
 */
export function useAccountSync(): void {
  const wishlists = useWishlists();
  const notifications = useNotificationsSummary();
  const signedIn = useSessionStore(selectIsSignedIn);

  useEffect(() => {
    if (!signedIn) {
      useWishlistStore.getState().clear();
      useNotificationsStore.getState().setUnseenCount(0);
    }
  }, [signedIn]);

  useEffect(() => {
    if (wishlists.data) useWishlistStore.getState().setWishlist(wishlists.data.items, wishlists.data.count);
  }, [wishlists.data]);

  useEffect(() => {
    if (notifications.data) useNotificationsStore.getState().setUnseenCount(notifications.data.unseenCount);
  }, [notifications.data]);

  useEffect(() => {
    if (isUnauthorized(wishlists.error) || isUnauthorized(notifications.error)) {
      useSessionStore.getState().signOut();
    }
  }, [wishlists.error, notifications.error]);
}
