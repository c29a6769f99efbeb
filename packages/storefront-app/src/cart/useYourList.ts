/**
 * 'Add to Your List' for one product (spec 5, 6): a guest gets the sign-in-required modal; a
 * signed-in shopper adds the product to the wishlist or takes it off (the server keeps the list; the
 * wishlist query, which the header's badge reads, is refreshed). 'Save for Later' is another list:
 * a product there is not on Your List.
 */
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { addToList, removeFromList, SAVE_FOR_LATER_LIST } from '@storefront/components/api';
import { useWishlists } from '../chrome/accountQueries.ts';
import { selectIsSignedIn, useSessionStore, useUiStore } from '../stores/index.ts';

export function useYourList(slug: string) {
  const signedIn = useSessionStore(selectIsSignedIn);
  const requireSignIn = useUiStore((state) => state.requireSignIn);
  const queryClient = useQueryClient();
  const wishlists = useWishlists();
  const [busy, setBusy] = useState(false);
  const entry = signedIn ? wishlists.data?.items.find((item) => item.slug === slug && item.listName !== SAVE_FOR_LATER_LIST) : undefined;
  const toggle = async () => {
    if (!signedIn) {
      requireSignIn();
      return;
    }
    setBusy(true);
    try {
      const result = entry ? await removeFromList(slug, entry.listName) : await addToList(slug);
      if (result.ok) await queryClient.invalidateQueries({ queryKey: ['wishlists'] });
    } finally {
      setBusy(false);
    }
  };
  return { saved: entry !== undefined, busy, toggle: () => void toggle() };
}
