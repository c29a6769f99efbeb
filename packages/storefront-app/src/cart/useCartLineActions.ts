/**
 * What a shopper can do to a cart line, the same in the cart sidebar and on the cart page: change
 * its quantity, remove it, 'Move to Wishlist' or 'Save for Later' (both need a signed-in shopper: a
 * guest gets the sign-in-required modal; done, the item leaves the cart), clear the cart.
 */
import { useQueryClient } from '@tanstack/react-query';
import { productPath, type CartItem, type CartItemRowItem } from '@storefront/components';
import { addToList, SAVE_FOR_LATER_LIST } from '@storefront/components/api';
import { selectIsSignedIn, useSessionStore, useUiStore } from '../stores/index.ts';
import { useCartStore } from './cartStore.ts';

/** A cart line's stable key (product and option). */
export const cartLineKey = (item: Pick<CartItem, 'productId' | 'option'>) => JSON.stringify([item.productId, item.option]);

/** What the CartItemRow widget shows of a cart item. */
export function cartRowItem(item: CartItem): CartItemRowItem {
  return {
    productId: item.productId,
    name: item.product.name,
    href: productPath(item.product.slug) ?? '/',
    image: item.product.image,
    category: item.product.category,
    weight: item.weight,
    option: item.option,
    quantity: item.quantity,
    optionMaxQuantity: item.maxQuantity,
  };
}

export function useCartLineActions(items: readonly CartItem[]) {
  const requireSignIn = useUiStore((state) => state.requireSignIn);
  const signedIn = useSessionStore(selectIsSignedIn);
  const setQuantity = useCartStore((state) => state.setQuantity);
  const remove = useCartStore((state) => state.remove);
  const clear = useCartStore((state) => state.clear);
  const queryClient = useQueryClient();
  const byKey = (key: string) => items.find((item) => cartLineKey(item) === key);
  const toList = async (key: string, listName?: string) => {
    const item = byKey(key);
    if (!item) return;
    if (!signedIn) {
      requireSignIn();
      return;
    }
    const result = await addToList(item.product.slug, listName);
    if (!result.ok) return;
    remove(item.productId, item.option);
    await queryClient.invalidateQueries({ queryKey: ['wishlists'] });
  };
  return {
    onQuantity: (key: string, quantity: number) => {
      const item = byKey(key);
      if (item) setQuantity(item.productId, item.option, quantity);
    },
    onRemove: (key: string) => {
      const item = byKey(key);
      if (item) remove(item.productId, item.option);
    },
    onClearAll: clear,
    onMoveToWishlist: (key: string) => void toList(key),
    onSaveForLater: (key: string) => void toList(key, SAVE_FOR_LATER_LIST),
  };
}
