/**
 * 'View Cart' and 'Checkout' side by side, as the cart sidebar (spec 2.10) and the checkout offer
 * (2.11) end: 'Checkout' is disabled when the store-closed setting is on and the store is closed
 * (the caller passes `checkoutDisabled` from that rule); `onCheckout` replaces the link with a
 * button (the checkout offer may intercept). `onNavigate` runs on either link (the drawer or the
 * popup closes).
 */
import { Button } from '../primitives/Button.tsx';
import { button } from '../primitives/Button.css.ts';
import { SmartLink } from '../primitives/link/SmartLink.tsx';
import * as css from './CartSidebar.css.ts';

export const VIEW_CART_LABEL = 'View Cart';
export const CHECKOUT_LABEL = 'Checkout';

export interface CartButtonsProps {
  checkoutDisabled?: boolean;
  onCheckout?: () => void;
  onNavigate?: () => void;
  viewCartHref?: string;
  checkoutHref?: string;
}

export function ViewCartLink({ href = '/cart', onNavigate }: { href?: string; onNavigate?: () => void }) {
  return (
    <SmartLink href={href} className={button({ variant: 'secondary', fullWidth: true })} onClick={onNavigate}>
      {VIEW_CART_LABEL}
    </SmartLink>
  );
}

export function CartButtons({
  checkoutDisabled = false,
  onCheckout,
  onNavigate,
  viewCartHref = '/cart',
  checkoutHref = '/checkout',
}: CartButtonsProps) {
  const checkout = checkoutDisabled ? (
    <Button variant="primary" fullWidth disabled>
      {CHECKOUT_LABEL}
    </Button>
  ) : onCheckout ? (
    <Button variant="primary" fullWidth onClick={onCheckout}>
      {CHECKOUT_LABEL}
    </Button>
  ) : (
    <SmartLink href={checkoutHref} className={button({ variant: 'primary', fullWidth: true })} onClick={onNavigate}>
      {CHECKOUT_LABEL}
    </SmartLink>
  );
  return (
    <div className={css.buttons}>
      <ViewCartLink href={viewCartHref} onNavigate={onNavigate} />
      {checkout}
    </div>
  );
}
