/**
 * The shopper data the chrome shows that no page query covers (spec 3, 6, 7), through the shared
 * query-options factories ('@storefront/components/api'): the wishlists and the notifications
 * summary of a signed-in shopper, and the sponsored brands of the desktop brand dropdown.
 *
 * useAccountSync mirrors the two account calls into the stores the headers read (wishlist count,
 * unseen count) and connects the client's onUnauthorized to the session: a 401 from any call signs
 * the shopper out (api/session.ts). Failures show no toast: a badge that stays at 0 is the whole
 * effect. The cart's own sync with the server is the cart's (cart/useCartSync.ts).
 */
import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { brandsQuery, notificationsQuery, wishlistsQuery } from '@storefront/components/api';
import { connectApiToSession } from '../api/session.ts';
import { selectIsSignedIn, selectUserId, useNotificationsStore, useSessionStore, useWishlistStore } from '../stores/index.ts';

const useUserId = (): string | null => useSessionStore(selectUserId);

export const useWishlists = () => useQuery(wishlistsQuery(useUserId()));

export const useNotificationsSummary = () => useQuery(notificationsQuery(useUserId()));

/** `enabled`: false while nothing that shows them is on screen (the desktop header below 769 px). */
export const useSponsoredBrands = (retailerId: string | null, enabled = true) =>
  useQuery({ ...brandsQuery({ sponsored: true, retailerId }), enabled });

/**
 * Mirrors the account calls into the stores: the wishlist rows and count (wishlistProductsCount)
 * and the server's unseenCount; and, while the layout is mounted, signs the shopper out on any 401
 * (e.g. the demo server restarted). The layout calls it once.
 */
export function useAccountSync(): void {
  const wishlists = useWishlists();
  const notifications = useNotificationsSummary();
  const signedIn = useSessionStore(selectIsSignedIn);

  useEffect(() => connectApiToSession(), []);

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
}
