/**
 * The local cart (spec 3 "Cart item", "Cart totals"). Quantities are clamped with the commerce
 * rule (at least 1, at most the option's or product's maximum); `counter` is the number of units.
 */
import { createStore } from 'zustand/vanilla';
import { bindServerState } from '../shop/serverState.tsx';
import { createJSONStorage, persist } from 'zustand/middleware';
import { CART_RECOVERED_MESSAGE, clampCartQuantity, recoverCartItems } from '@storefront/components/rules';
import { notify, type CartItem } from '@storefront/components';
import { APP_STORAGE_KEYS } from '../stores/keys.ts';

export interface CartState {
  items: CartItem[];
  counter: number;
  add: (item: CartItem) => void;
  setQuantity: (productId: string, option: string, quantity: number) => void;
  remove: (productId: string, option: string) => void;
  clear: () => void;
  /** The server's cart replaces the local one (a signed-in shopper's cart lives on the server). */
  replace: (items: CartItem[]) => void;
  /** A line's price at the store and menu now chosen (a store switch; the server prices orders itself). */
  reprice: (productId: string, option: string, price: number) => void;
}

/** A change the shopper made, as the server cart hears of it (cartSync.ts). */
export type CartChange =
  | { kind: 'add'; item: CartItem }
  | { kind: 'setQuantity'; productId: string; option: string; quantity: number }
  | { kind: 'remove'; productId: string; option: string }
  | { kind: 'clear' };

let changeListener: ((change: CartChange) => void) | null = null;
/** Registers who hears the shopper's cart changes (one listener; null to stop). */
export function onCartChange(listener: ((change: CartChange) => void) | null): void {
  changeListener = listener;
}
const tell = (change: CartChange) => changeListener?.(change);

/**
 * The page was rendered with the server's cart (a signed-in shopper's, or the guest cart of this
 * browser's cookie: ShopperSnapshot.cart). That cart is the truth: the lines this browser saved
 * earlier are not read over it (a line added, changed or removed by a form posted before the page's
 * code had loaded is on the server only, and must not be undone by an older saved copy).
 */
let renderedWithServerCart = false;
export function adoptServerCart(items: CartItem[]): void {
  renderedWithServerCart = true;
  useCartStore.getState().replace(items);
}
export const cartFromServer = (): boolean => renderedWithServerCart;

const sameLine = (item: CartItem, productId: string, option: string) => item.productId === productId && item.option === option;
const limitsOf = (item: CartItem) => ({ optionMaxQuantity: item.maxQuantity });
const countUnits = (items: CartItem[]) => items.reduce((sum, item) => sum + item.quantity, 0);
const withItems = (items: CartItem[]) => ({ items, counter: countUnits(items) });

export const useCartStore = bindServerState(
  createStore<CartState>()(
    persist(
      (set) => ({
        items: [],
        counter: 0,
        add: (item) => {
          set((state) => {
            const existing = state.items.find((line) => sameLine(line, item.productId, item.option));
            const items = existing
              ? state.items.map((line) =>
                  line === existing ? { ...line, quantity: clampCartQuantity(line.quantity + item.quantity, limitsOf(line)) } : line,
                )
              : [...state.items, { ...item, quantity: clampCartQuantity(item.quantity, limitsOf(item)) }];
            return withItems(items);
          });
          tell({ kind: 'add', item });
        },
        setQuantity: (productId, option, quantity) => {
          set((state) =>
            withItems(
              state.items.map((line) =>
                sameLine(line, productId, option) ? { ...line, quantity: clampCartQuantity(quantity, limitsOf(line)) } : line,
              ),
            ),
          );
          tell({ kind: 'setQuantity', productId, option, quantity });
        },
        remove: (productId, option) => {
          set((state) => withItems(state.items.filter((line) => !sameLine(line, productId, option))));
          tell({ kind: 'remove', productId, option });
        },
        clear: () => {
          set(withItems([]));
          tell({ kind: 'clear' });
        },
        replace: (items) => set(withItems(items)),
        reprice: (productId, option, price) =>
          set((state) => withItems(state.items.map((line) => (sameLine(line, productId, option) ? { ...line, price } : line)))),
      }),
      {
        name: APP_STORAGE_KEYS.cart,
        // Server-rendered pages hydrate with the server's snapshot (a signed-in shopper's cart); stored values load after (rehydrateStores).
        skipHydration: true,
        storage: createJSONStorage(() => localStorage),
        partialize: (state) => ({ items: state.items, counter: state.counter }),
        // A saved cart of the wrong shape (an old version, a hand edit, a broken write) keeps every line
        // it can read and drops the rest with a notice: the page never empties, 'Add to cart' never throws.
        merge: (saved, current) => {
          if (renderedWithServerCart) return current;
          const { items, dropped } = recoverCartItems<CartItem>((saved as { items?: unknown } | null | undefined)?.items);
          if (dropped > 0) {
            console.warn(`[cart] dropped ${dropped} unreadable saved cart line(s)`);
            notify.warning(CART_RECOVERED_MESSAGE);
          }
          return { ...current, ...withItems(items) };
        },
      },
    ),
  ),
  // The cart is the server's (the account's or the guest cart): the saved lines are in the first HTML.
  (snapshot): Partial<CartState> => (snapshot.cart ? withItems(snapshot.cart) : {}),
);
