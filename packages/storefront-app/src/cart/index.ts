/**
 * The cart, one feature (issue 33): its store (cartStore.ts), its sync with the server's cart
 * (cartSync.ts, kept running by the layout through useCartSync) and the sidebar's slot: the cart
 * every page has, in the first load. This file is what the layout and the pages import of it.
 *
 * The cart's hooks (useAddToCart, useCartLineActions, usePricedCart, useCheckoutHold,
 * useStartCheckout, useSavedForLater, useYourList) are imported from their own files by the pages
 * that call them, and the sidebar's contents (CartSidebarHost.tsx) only by the slot, lazily: the
 * bundler puts every module a barrel names in the chunks of whoever imports the barrel, so naming
 * them here put the priced cart and checkout's hooks in the product and account pages' first load
 * (+3 kB each) and the sidebar in everyone's.
 */
export { adoptServerCart, cartFromServer, useCartStore, type CartChange, type CartState } from './cartStore.ts';
export { cartSync, type CartSync } from './cartSync.ts';
export { useCartSync } from './useCartSync.ts';
export { CartSidebarSlot } from './CartSidebarSlot.tsx';
