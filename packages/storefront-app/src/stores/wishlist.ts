/** Wishlist ('Your List') counts and items (spec 3 "Wishlist"). Server data mirrored for badges. */
import { create } from 'zustand';
import type { WishlistItem } from '@storefront/components';

export interface WishlistState {
  wishlistItems: WishlistItem[];
  wishlistProductsCount: number;
  setWishlist: (items: WishlistItem[], count?: number) => void;
  clear: () => void;
}

export const useWishlistStore = create<WishlistState>()((set) => ({
  wishlistItems: [],
  wishlistProductsCount: 0,
  setWishlist: (wishlistItems, count) => set({ wishlistItems, wishlistProductsCount: count ?? wishlistItems.length }),
  clear: () => set({ wishlistItems: [], wishlistProductsCount: 0 }),
}));
