/**
 * The shopper's 'Save for Later' list (spec 2.10) on the cart page and /save-for-later: the list's
 * slugs (the wishlists call) matched to the store's menu now (one product-menu call), 'Move to cart'
 * (the one option, through the cart's limits and maxima: useAddToCart; taken off the list only once
 * it is in the cart) and 'Remove'.
 */
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { cartAddRequestFor, slugify, type SavedForLaterEntry } from '@storefront/components';
import { removeFromList, SAVE_FOR_LATER_LIST } from '@storefront/components/api';
import { useProductMenu } from '../api/queries.ts';
import { useWishlists } from '../chrome/accountQueries.ts';
import { useShop } from '../shop/useShop.ts';
import { useAddToCart } from './useAddToCart.ts';

/** Which of the shopper's lists: 'Save for Later', or Your List (every other list: the wishlist). */
export type SavedListKind = 'saveForLater' | 'yourList';

const inList = (kind: SavedListKind) => (listName: string) =>
  kind === 'saveForLater' ? listName === SAVE_FOR_LATER_LIST : listName !== SAVE_FOR_LATER_LIST;

/**
 * `listSlug`: one named list of Your List (/your-list/{slug}: the list whose slugified name it is);
 * `listName` then says which list that is (null when the shopper has none by that slug).
 */
export function useSavedForLater(kind: SavedListKind = 'saveForLater', listSlug?: string) {
  const queryClient = useQueryClient();
  const { provider, menuType, retailerId } = useShop();
  const addToCart = useAddToCart();
  const lists = useWishlists();
  const [busy, setBusy] = useState<ReadonlySet<string>>(new Set());
  const rows = (lists.data?.items ?? []).filter(
    (item) => inList(kind)(item.listName) && (listSlug === undefined || slugify(item.listName) === listSlug),
  );
  const listName = listSlug === undefined ? null : (rows[0]?.listName ?? null);
  const slugs = [...new Set(rows.map((item) => item.slug))];
  const menu = useProductMenu(
    { retailerId, provider, menuType, slugs: [...slugs].sort(), limit: Math.max(slugs.length, 1) },
    slugs.length > 0,
  );
  const entries: SavedForLaterEntry[] | undefined =
    lists.data === undefined || (slugs.length > 0 && menu.data === undefined)
      ? undefined
      : slugs.map((slug) => ({ slug, product: menu.data?.products.find((p) => p.slug === slug || p.productSlug === slug) ?? null }));

  const withBusy = async (slug: string, work: () => Promise<void>) => {
    setBusy((current) => new Set(current).add(slug));
    try {
      await work();
    } finally {
      setBusy((current) => {
        const next = new Set(current);
        next.delete(slug);
        return next;
      });
    }
  };
  // Off every list of this kind that holds it (Your List may be more than one named wishlist).
  const takeOff = async (slug: string) => {
    const names = [...new Set(rows.filter((item) => item.slug === slug).map((item) => item.listName))];
    const results = await Promise.all(names.map((name) => removeFromList(slug, name)));
    if (results.some((result) => result.ok)) await queryClient.invalidateQueries({ queryKey: ['wishlists'] });
  };

  return {
    listName,
    loaded: lists.data !== undefined || lists.isError,
    entries: lists.isError ? [] : entries,
    busy,
    provider,
    menuType,
    onMoveToCart: (entry: SavedForLaterEntry) =>
      void withBusy(entry.slug, async () => {
        const option = entry.product?.options[0];
        const request = entry.product && option ? cartAddRequestFor(entry.product, option.option, { menuType, provider }) : null;
        if (!request) return;
        const result = addToCart(request);
        if (result === 'added' || result === 'clamped') await takeOff(entry.slug);
      }),
    onRemove: (entry: SavedForLaterEntry) => void withBusy(entry.slug, () => takeOff(entry.slug)),
  };
}
