/**
 * The cart's promo code (issue 35, item 1) for the cart sidebar, the cart page and checkout: the code
 * the server holds for this shopper's cart (GET /api/cart/promo; a guest's under the sf_cart cookie),
 * applied and removed through the server, which checks it and answers its terms or the message to
 * show. usePricedCart prices the cart with these terms (the one pricing function), so each place
 * shows the same discount line; the server prices the order with the same code.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, cartPromo, GENERIC_FAILURE_MESSAGE } from '@storefront/components/api';
import { PromoCodeField, type PromoApplyAnswer, type PromoCodeTerms } from '@storefront/components';
import { useShop } from '../shop/useShop.ts';
import { useStoreStatus } from '../store-choice/useStoreStatus.ts';
import { selectUserId, useCartStore, useSessionStore } from '../stores/index.ts';

/** One cache entry per shopper (a guest: null) and per empty or filled cart: placing an order empties both. */
const promoKey = (userId: string | null, filled: boolean) => ['cartPromo', userId, filled] as const;

export interface CartPromo {
  /** The applied code's terms, or null. */
  promo: PromoCodeTerms | null;
  apply: (code: string) => Promise<PromoApplyAnswer>;
  remove: () => Promise<void>;
}

export function useCartPromo(): CartPromo {
  const userId = useSessionStore(selectUserId);
  const items = useCartStore((state) => state.items);
  const filled = items.length > 0;
  const { menuType } = useShop();
  const { retailerId } = useStoreStatus();
  const queryClient = useQueryClient();
  const key = promoKey(userId, filled);
  const query = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => cartPromo.get(signal),
    enabled: filled,
    staleTime: 60_000,
  });
  const set = (promo: PromoCodeTerms | null) => queryClient.setQueryData(key, promo);
  return {
    promo: filled ? (query.data ?? null) : null,
    apply: async (code) => {
      try {
        // A guest's lines live in this browser: the server checks the code against them.
        set(await cartPromo.apply(code, { retailerId, menuType, ...(userId ? {} : { items }) }));
        return { ok: true };
      } catch (error) {
        return { ok: false, message: error instanceof ApiError ? error.message : GENERIC_FAILURE_MESSAGE };
      }
    },
    remove: async () => {
      await cartPromo.remove().catch(() => undefined);
      set(null);
    },
  };
}

/** The promo code field over the cart's code (the sidebar's promo slot, the cart page, checkout). */
export function CartPromoField() {
  const { promo, apply, remove } = useCartPromo();
  return <PromoCodeField applied={promo} onApply={apply} onRemove={remove} />;
}
