/** Beside a disabled Checkout while a cart line is more than the store has left (CART_STOCK_NOTICE). */
import { AlertTriangle } from 'lucide-react';
import { CART_STOCK_NOTICE } from '../rules/commerce/productDetails.ts';
import { CheckoutNotice } from './CheckoutNotice.tsx';

/** A cart line is more than the store has left: checkout waits until the shopper updates it (each line says how). */
export function CartStockNotice({ className }: { className?: string }) {
  return (
    <CheckoutNotice icon={<AlertTriangle size={16} aria-hidden="true" />} {...(className ? { className } : {})}>
      {CART_STOCK_NOTICE}
    </CheckoutNotice>
  );
}
