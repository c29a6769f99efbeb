/**
 * The signed-in shopper's cart lives on the server (shared by their tabs and devices); the local
 * cart store shows it. This module keeps the two together:
 * - at sign-in the guest cart is merged into the account's (`mergeGuestCart`), and the answer
 *   becomes the local cart;
 * - on load while signed in, the server's cart replaces the local one (`loadServerCart`);
 * - each change the shopper makes (add, quantity, remove, empty) is applied locally at once and
 *   sent to the server, whose answer (the whole cart) then replaces the local one.
 * Calls run one at a time, in order. A call that fails leaves the shopper's change in place and
 * marks the cart unsynced; the next call first merges the whole local cart into the server's (each
 * local line raised to at least its local quantity, the server's other lines kept), so no item the
 * shopper added is lost and nothing is ever emptied by a stale page (a removal made while the server
 * was unreachable may come back). A 401 signs the shopper out (the client's onUnauthorized) and the
 * local cart stays, as the guest cart. Adds and merges name the menu the shopper is shown (`setMenu`,
 * kept by useCartSync), so the server builds each line as the page did (cartLineFor at that menu).
 */
import type { CartItem } from '@storefront/components';
import { serverCart as defaultServer, type CartMenu, type ServerCart } from '@storefront/components/api';
import { onCartChange, useCartStore, type CartChange } from './cartStore.ts';

type Server = typeof defaultServer;

export interface CartSync {
  mergeGuestCart: () => Promise<void>;
  loadServerCart: () => Promise<void>;
  /** Sends one local change to the server (the cart store calls this while signed in). */
  send: (change: CartChange) => Promise<void>;
  /** Whether a change is waiting to reach the server. */
  unsynced: () => boolean;
  /** Resolves when the calls sent so far are done. */
  settled: () => Promise<void>;
  /** The menu the shopper is shown now: adds and merges are priced there. */
  setMenu: (menu: CartMenu) => void;
}

export function createCartSync(server: Server = defaultServer): CartSync {
  let unsynced = false;
  let queue: Promise<void> = Promise.resolve();
  let menu: CartMenu | undefined;
  const local = (): CartItem[] => useCartStore.getState().items;
  const apply = (cart: ServerCart) => useCartStore.getState().replace(cart.items);

  const run = (call: () => Promise<ServerCart>): Promise<void> => {
    queue = queue.then(async () => {
      try {
        if (unsynced) {
          apply(await server.merge(local(), menu));
          unsynced = false;
          return;
        }
        apply(await call());
      } catch (error) {
        unsynced = true;
        console.warn('[cart] the server cart did not take the change; it will be sent again', error);
      }
    });
    return queue;
  };

  const callFor = (change: CartChange): (() => Promise<ServerCart>) => {
    switch (change.kind) {
      case 'add':
        return () => server.add(change.item, menu);
      case 'setQuantity':
        return () => server.setQuantity(change.productId, change.option, change.quantity);
      case 'remove':
        return () => server.remove(change.productId, change.option);
      case 'clear':
        return () => server.clear();
    }
  };

  return {
    mergeGuestCart: () => run(() => server.merge(local(), menu)),
    loadServerCart: () => run(() => server.get()),
    send: (change) => run(callFor(change)),
    unsynced: () => unsynced,
    settled: () => queue,
    setMenu: (next) => {
      menu = next;
    },
  };
}

/** The app's one cart sync. */
export const cartSync = createCartSync();

/** While signed in, the shopper's cart changes go to the server; returns the undo. */
export function connectCartToServer(sync: CartSync = cartSync): () => void {
  onCartChange((change) => void sync.send(change));
  return () => onCartChange(null);
}
