/**
 * Beside a disabled Checkout or 'Place order', why it waits, as a status: the store-closed
 * description (CheckoutClosedNotice, spec 5) or the cart's stock notice (CartStockNotice: a module
 * of its own, so the store-closed modal on every page does not carry it).
 */
import type { ReactNode } from 'react';
import * as css from './CheckoutNotice.css.ts';

/** `icon`: decorative (aria-hidden), before the text. */
export function CheckoutNotice({ icon, children, className }: { icon: ReactNode; children: ReactNode; className?: string }) {
  return (
    <p role="status" className={className ? `${css.notice} ${className}` : css.notice}>
      {icon}
      <span>{children}</span>
    </p>
  );
}
