/**
 * Keeps the cart shown and the server's cart together while the layout is mounted (the layout calls
 * it once, beside useAccountSync). The cart shown is on the server (the account's, or this browser's
 * guest cart under its cookie) and changes go there (cartSync.ts). Once the stored values are in:
 * signed in, the server's cart replaces the local one; a guest's local lines (a cart kept before the
 * guest cart moved to the server) join the guest cart, and its answer is the cart shown. A sign-in or
 * sign-out does it again. The sync is told the menu shown (store, menu type, provider), which the
 * server prices added lines at.
 */
import { useEffect } from 'react';
import { useShop } from '../shop/useShop.ts';
import { selectIsSignedIn, storesRehydrated, useSessionStore } from '../stores/index.ts';
import { cartFromServer, useCartStore } from './cartStore.ts';
import { cartSync, connectCartToServer, type CartSync } from './cartSync.ts';

export function useCartSync(sync: CartSync = cartSync): void {
  const signedIn = useSessionStore(selectIsSignedIn);
  const { retailerId, menuType, provider } = useShop();
  useEffect(() => sync.setMenu({ retailerId, menuType, provider }), [sync, retailerId, menuType, provider]);
  useEffect(() => {
    let undo: (() => void) | null = null;
    let cancelled = false;
    void storesRehydrated().then(() => {
      if (cancelled) return;
      if (signedIn) void sync.loadServerCart();
      // A guest cart the page was rendered with is the cart; saved lines join only a browser without one.
      else if (!cartFromServer() && useCartStore.getState().items.length > 0) void sync.mergeGuestCart();
      undo = connectCartToServer(sync);
    });
    return () => {
      cancelled = true;
      undo?.();
    };
  }, [signedIn, sync]);
}
