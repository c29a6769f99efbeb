/**
 * One cart item (spec 2.10), the same in the cart sidebar and on the /cart page: the image and
 * name linking to the product, 'Weight : ...' (an edible's pack size instead: cartItemSizeLabel),
 * 'Price : $...' with the regular price struck while a deal runs, the deal's name linking to
 * /specials?specialSlug=…, a quantity stepper from 1 to the option's or product's maximum, 'Move to
 * Wishlist', 'Save for Later' and remove; the line total on the cart page. A line that is more than
 * the shown store has left says so under the price (cartLineStockIssue); '+' stops at the store's stock
 * and at what the state's purchase limit allows with the other lines (quantityCap, which says why).
 */
import { useId } from 'react';
import { AlertTriangle, Minus, Plus, Trash2 } from 'lucide-react';
import {
  cartItemMaxQuantity,
  cartItemPriceLabel,
  cartItemSizeLabel,
  cartItemSpecialHref,
  cartQuantityStepper,
} from '../rules/commerce/cart.ts';
import { formatMoney } from '../rules/commerce/money.ts';
import type { OptionPrice } from '../rules/commerce/pricing.ts';
import type { CartLineStockIssue } from '../rules/commerce/productDetails.ts';
import type { QuantityCap } from '../rules/commerce/quantityCap.ts';
import { IconButton } from '../primitives/IconButton.tsx';
import { PostForm, type FormTarget } from '../primitives/PostForm.tsx';
import { CART_FORM_FIELDS } from './cartForm.ts';
import { SmartLink } from '../primitives/link/SmartLink.tsx';
import { VisuallyHidden } from '../primitives/VisuallyHidden.tsx';
import { Inline } from '../primitives/layout/Inline.tsx';
import { Stack } from '../primitives/layout/Stack.tsx';
import * as css from './CartItemRow.css.ts';

export const MOVE_TO_WISHLIST_LABEL = 'Move to Wishlist';
export const SAVE_FOR_LATER_LABEL = 'Save for Later';

export interface CartItemRowItem {
  /** The product's id: the line's form posts it (with `form`). */
  productId?: string;
  name: string;
  href: string;
  image?: string | null;
  category?: string | null;
  weight?: string | null;
  option: string;
  quantity: number;
  optionMaxQuantity?: number | null;
  productMaxQuantity?: number | null;
}

export interface CartItemRowProps {
  item: CartItemRowItem;
  price: OptionPrice;
  /** Shown on the cart page (quantity × price, less a bundle's share). */
  lineTotal?: number;
  /** What the shown store has left of the option (null or absent: not known): '+' stops there. */
  available?: number | null;
  /** More than the shown store has left (cartLineStockIssue); null or absent: nothing to say. */
  stock?: CartLineStockIssue | null;
  /**
   * The most this line may hold (quantityCap with the other lines: the line's maximum, the store's stock,
   * the purchase limit): '+' stops there and the reason shows under it. Null or absent: not known.
   */
  cap?: QuantityCap | null;
  /** False on checkout: quantities and actions are read-only. */
  editable?: boolean;
  onQuantity?: (quantity: number) => void;
  onRemove?: () => void;
  /** Both need a signed-in shopper: the app opens the sign-in modal for a guest. */
  onMoveToWishlist?: () => void;
  onSaveForLater?: () => void;
  /**
   * The stepper and remove button as a real form (CART_FORM_FIELDS, intent 'set'; remove sets 0):
   * a change before the page's code has loaded is posted, and the server sends the shopper back.
   */
  form?: FormTarget | undefined;
}

export function CartItemRow({
  item,
  price,
  lineTotal,
  available = null,
  stock = null,
  cap = null,
  editable = true,
  onQuantity,
  onRemove,
  onMoveToWishlist,
  onSaveForLater,
  form,
}: CartItemRowProps) {
  const limits = { optionMaxQuantity: item.optionMaxQuantity, productMaxQuantity: item.productMaxQuantity };
  const stepper = cartQuantityStepper(item.quantity, limits);
  const size = cartItemSizeLabel(item);
  const label = `${item.name} (${item.option})`;
  // No more than the store has left; a line above it only goes down (or is removed).
  const storeCap = stock ? stock.available : available;
  const capMax = cap?.max ?? null;
  const canIncrement =
    stepper.canIncrement && (storeCap === null || item.quantity < storeCap) && (capMax === null || item.quantity < capMax);
  const max = Math.min(cartItemMaxQuantity(limits), storeCap ?? Infinity, capMax ?? Infinity);
  // At the cap because of the limit or the stock (not the line's own maximum): say why, unless the stock warning already does.
  const capNote = editable && cap?.note && !stock && capMax !== null && item.quantity >= capMax ? cap.note : null;
  const stockId = useId();
  const capId = useId();
  return (
    <li className={css.row} data-cart-item={item.option}>
      <img src={item.image ?? undefined} alt="" width={64} height={64} className={css.thumb} loading="lazy" decoding="async" />
      <Stack gap="xxs" className={css.body}>
        <SmartLink href={item.href} className={css.name}>
          {item.name}
        </SmartLink>
        {size ? <p className={css.meta}>{size}</p> : null}
        <p className={css.meta}>
          {cartItemPriceLabel(price.price)}
          {price.onSale ? (
            <>
              {' '}
              <s>
                <VisuallyHidden>regular price </VisuallyHidden>
                {formatMoney(price.regular)}
              </s>
            </>
          ) : null}
        </p>
        {price.special ? (
          <SmartLink href={cartItemSpecialHref(price.special.specialSlug)} className={css.special}>
            {price.special.specialName}
          </SmartLink>
        ) : null}
        {stock ? (
          <Inline as="p" align="start" wrap={false} gap="xs" className={css.stockWarning} id={stockId}>
            <AlertTriangle size={16} aria-hidden="true" className={css.stockIcon} />
            <span>{stock.message}</span>
          </Inline>
        ) : null}
        <PostForm
          className={css.controls}
          target={item.productId ? form : undefined}
          fields={{
            [CART_FORM_FIELDS.intent]: 'set',
            [CART_FORM_FIELDS.productId]: item.productId,
            [CART_FORM_FIELDS.option]: item.option,
          }}
          onSubmit={({ value }) => {
            const quantity = Number(value);
            if (value === null || !Number.isInteger(quantity)) return;
            if (quantity <= 0) onRemove?.();
            else onQuantity?.(quantity);
          }}
        >
          {editable ? (
            <div
              className={css.stepper}
              role="group"
              aria-label={`Quantity of ${label}`}
              {...(stock ? { 'aria-describedby': stockId } : capNote ? { 'aria-describedby': capId } : {})}
            >
              <button
                type="submit"
                name={CART_FORM_FIELDS.quantity}
                value={item.quantity - 1}
                className={css.stepButton}
                disabled={!stepper.canDecrement}
                aria-label={`Decrease quantity of ${label}`}
              >
                <Minus size={16} aria-hidden="true" />
              </button>
              <span className={css.quantity} aria-live="polite">
                {item.quantity}
              </span>
              <button
                type="submit"
                name={CART_FORM_FIELDS.quantity}
                value={item.quantity + 1}
                className={css.stepButton}
                disabled={!canIncrement}
                aria-label={canIncrement ? `Increase quantity of ${label}` : `Increase quantity of ${label} (at most ${max})`}
              >
                <Plus size={16} aria-hidden="true" />
              </button>
            </div>
          ) : (
            <span className={css.meta}>Qty {item.quantity}</span>
          )}
          {editable && onRemove ? (
            <IconButton
              type="submit"
              name={CART_FORM_FIELDS.quantity}
              value="0"
              variant="ghost"
              size="sm"
              label={`Remove ${label}`}
              icon={<Trash2 size={18} />}
            />
          ) : null}
          {lineTotal !== undefined ? (
            <span className={css.total}>
              <VisuallyHidden>Line total </VisuallyHidden>
              {formatMoney(lineTotal)}
            </span>
          ) : null}
        </PostForm>
        {capNote ? (
          <p className={css.meta} id={capId} data-part="capNote">
            {capNote}
          </p>
        ) : null}
        {editable && (onMoveToWishlist || onSaveForLater) ? (
          <Inline gap="md" className={css.actions}>
            {onMoveToWishlist ? (
              <button
                type="button"
                className={css.textButton}
                onClick={onMoveToWishlist}
                aria-label={`${MOVE_TO_WISHLIST_LABEL}: ${label}`}
              >
                {MOVE_TO_WISHLIST_LABEL}
              </button>
            ) : null}
            {onSaveForLater ? (
              <button type="button" className={css.textButton} onClick={onSaveForLater} aria-label={`${SAVE_FOR_LATER_LABEL}: ${label}`}>
                {SAVE_FOR_LATER_LABEL}
              </button>
            ) : null}
          </Inline>
        ) : null}
      </Stack>
    </li>
  );
}
