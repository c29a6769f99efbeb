/**
 * What holds checkout, and the notice that says why, for every place with a Checkout or 'Place
 * order' button (the cart sidebar, the cart page, the checkout page): the store is closed and the
 * store-closed setting is on (spec 5, useStoreStatus; its notice first), or a cart line is more than
 * the store has left (usePricedCart's stockIssues).
 */
import type { ReactNode } from 'react';
import { CartStockNotice, CheckoutClosedNotice, storeClosedModalContent } from '@storefront/components';
import { useSite } from '../site/SiteContext.tsx';
import { useStoreStatus } from '../store-choice/useStoreStatus.ts';
import type { PricedCartView } from './usePricedCart.ts';

export interface CheckoutHold {
  held: boolean;
  /** Why checkout waits; null while it does not. */
  notice: ReactNode;
}

export function useCheckoutHold(cart: Pick<PricedCartView, 'stockIssues'>): CheckoutHold {
  const { config } = useSite();
  const { checkoutDisabled: closed } = useStoreStatus();
  if (closed) return { held: true, notice: <CheckoutClosedNotice content={storeClosedModalContent(config.retailerClosePopupCMS)} /> };
  if (cart.stockIssues > 0) return { held: true, notice: <CartStockNotice /> };
  return { held: false, notice: null };
}
