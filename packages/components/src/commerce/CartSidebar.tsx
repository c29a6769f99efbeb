/**
 * The cart sidebar, 'Shopping Cart' (spec 2.10): a drawer with the optional location block
 * (cartProductSectionCmsData.isShowLocation, on top of the provider rule showsLocationInCart; the
 * address by the POS-address flag rule: storeBarAddress), 'Your Items ({count})' with 'Clear all',
 * the items (CartItemRow), then the footer totals (CartSummary: 'Item ({count})', Taxes, Discount
 * only above 0, Total Price), 'View Cart' and 'Checkout' (disabled when the store-closed setting is
 * on and the store is closed; `onCheckout` lets the checkout offer intercept). Empty: 'Shopping cart
 * is empty!' with 'View Cart'. It holds the 'cart-sidecar-desktop-banner' ad slot under the items. Values come from the app's priced cart; this widget only shows them.
 */
import { useRef, type ReactNode } from 'react';
import { MapPin, ShoppingCart } from 'lucide-react';
import { CART_EMPTY_MESSAGE, cartItemsHeading } from '../rules/commerce/cart.ts';
import type { OptionPrice } from '../rules/commerce/pricing.ts';
import type { PricedCart } from '../rules/commerce/cartPricing.ts';
import type { CartLineStockIssue } from '../rules/commerce/productDetails.ts';
import type { LimitUse } from '../rules/commerce/taxesAndLimits.ts';
import { Button } from '../primitives/Button.tsx';
import { Drawer } from '../primitives/dialog/Drawer.tsx';
import { CartButtons, ViewCartLink } from './CartButtons.tsx';
import { CartItemRow, type CartItemRowItem } from './CartItemRow.tsx';
import type { QuantityCap } from '../rules/commerce/quantityCap.ts';
import { CartSummary } from './CartSummary.tsx';
import { Stack } from '../primitives/layout/Stack.tsx';
import { Inline } from '../primitives/layout/Inline.tsx';
import * as css from './CartSidebar.css.ts';

export const CART_SIDEBAR_TITLE = 'Shopping Cart';
export const CLEAR_ALL_LABEL = 'Clear all';
export const CART_SIDECAR_AD_PLACEMENT = 'cart-sidecar-desktop-banner';

export interface CartSidebarLine {
  key: string;
  item: CartItemRowItem;
  price: OptionPrice;
  /** What the shown store has left of the option (null: not known). */
  available?: number | null;
  /** More than the shown store has left (cartLineStockIssue). */
  stock?: CartLineStockIssue | null;
  /** The most the line may hold (quantityCap): '+' stops there and says why. */
  cap?: QuantityCap | null;
}

export interface CartSidebarProps {
  open: boolean;
  onClose: () => void;
  lines: readonly CartSidebarLine[];
  totals: PricedCart;
  taxesKnown?: boolean;
  limits?: readonly LimitUse[];
  /** The location block: the order type's label and the store's address; null hides it. */
  location?: { label: string; address: string; storeName?: string } | null;
  checkoutDisabled?: boolean;
  /** Why checkout is disabled (the store-closed notice, or the stock notice: CheckoutNotice). */
  closedNotice?: ReactNode;
  /** The 'cart-sidecar-desktop-banner' ad slot (the app's AdSlot for CART_SIDECAR_AD_PLACEMENT), under the items. */
  adSlot?: ReactNode;
  /** The cart reminder prompt (CartReminderPrompt, heading level 3), under the items. */
  reminder?: ReactNode;
  /** The promo code field (PromoCodeField), above the totals. */
  promoSlot?: ReactNode;
  onQuantity?: (key: string, quantity: number) => void;
  onRemove?: (key: string) => void;
  onClearAll?: () => void;
  onMoveToWishlist?: (key: string) => void;
  onSaveForLater?: (key: string) => void;
  /** Checkout pressed: the app may show the checkout offer first; default: go to checkoutHref. */
  onCheckout?: () => void;
  viewCartHref?: string;
  checkoutHref?: string;
}

export function CartSidebar({
  open,
  onClose,
  lines,
  totals,
  taxesKnown = true,
  limits = [],
  location = null,
  checkoutDisabled = false,
  closedNotice,
  adSlot = null,
  reminder = null,
  promoSlot = null,
  onQuantity,
  onRemove,
  onClearAll,
  onMoveToWishlist,
  onSaveForLater,
  onCheckout,
  viewCartHref = '/cart',
  checkoutHref = '/checkout',
}: CartSidebarProps) {
  // Focus starts on the panel itself (read from its top), never on 'Clear all'.
  const startRef = useRef<HTMLDivElement>(null);

  return (
    <Drawer open={open} onClose={onClose} title={CART_SIDEBAR_TITLE} side="right" width="narrow" initialFocusRef={startRef}>
      <Stack gap="md" className={css.body} data-widget="cart-sidebar" ref={startRef} tabIndex={-1}>
        {location ? (
          <Inline align="start" wrap={false} gap="sm" className={css.location} data-part="cartLocation">
            <MapPin size={18} aria-hidden="true" />
            <Stack as="span" className={css.locationText}>
              <span className={css.locationLabel}>{location.storeName ? `${location.label} ${location.storeName}` : location.label}</span>
              {location.address ? <span>{location.address}</span> : null}
            </Stack>
          </Inline>
        ) : null}
        {lines.length === 0 ? (
          <Stack align="center" gap="md" className={css.empty}>
            <ShoppingCart size={40} aria-hidden="true" />
            <p className={css.emptyText}>{CART_EMPTY_MESSAGE}</p>
            <ViewCartLink href={viewCartHref} onNavigate={onClose} />
            {adSlot}
          </Stack>
        ) : (
          <>
            <Inline align="center" justify="between" wrap={false} gap="md">
              <h3 className={css.itemsTitle}>{cartItemsHeading(totals.count)}</h3>
              <Button variant="link" size="sm" onClick={onClearAll}>
                {CLEAR_ALL_LABEL}
              </Button>
            </Inline>
            <Stack as="ul" aria-label={cartItemsHeading(totals.count)}>
              {lines.map((line) => (
                <CartItemRow
                  key={line.key}
                  item={line.item}
                  price={line.price}
                  available={line.available ?? null}
                  stock={line.stock ?? null}
                  cap={line.cap ?? null}
                  onQuantity={(quantity) => onQuantity?.(line.key, quantity)}
                  onRemove={() => onRemove?.(line.key)}
                  {...(onMoveToWishlist ? { onMoveToWishlist: () => onMoveToWishlist(line.key) } : {})}
                  {...(onSaveForLater ? { onSaveForLater: () => onSaveForLater(line.key) } : {})}
                />
              ))}
            </Stack>
            {reminder}
            {adSlot}
            <Stack gap="sm" className={css.footer}>
              {promoSlot}
              <CartSummary
                totals={totals}
                taxesKnown={taxesKnown}
                limits={limits}
                title="Order Summary"
                actions={
                  <>
                    {checkoutDisabled ? closedNotice : null}
                    <CartButtons
                      checkoutDisabled={checkoutDisabled}
                      onNavigate={onClose}
                      viewCartHref={viewCartHref}
                      checkoutHref={checkoutHref}
                      {...(onCheckout ? { onCheckout } : {})}
                    />
                  </>
                }
              />
            </Stack>
          </>
        )}
      </Stack>
    </Drawer>
  );
}
