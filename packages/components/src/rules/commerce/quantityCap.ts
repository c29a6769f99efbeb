/**
 * How many of an option a shopper may pick (issue 35: "the quantity picker offers at most what the
 * purchase limit and stock allow"). Spec 5: "Cart quantity is at least 1 and at most the per-option or
 * per-product maximum. The quantity picker goes from 1 to maxQuantity (default 20)." The spec has no
 * purchase-limit wording; the limits and their message are ours (taxesAndLimits.ts), and this rule asks
 * that module's limitCheck rather than counting grams itself, so the picker, 'Add to cart' and the
 * cart's meter can never disagree.
 *
 * The cap is the smallest of: the line's maximum (less what the cart has of the option), the store's
 * stock (less the same), and the largest quantity limitCheck still allows on top of the other lines.
 * The reason says which one bound it; a note explains a cap below the picker's usual maximum.
 */
import { cartItemMaxQuantity } from './cart.ts';
import { lowStockLabel, roomToAdd, SOLD_OUT_LABEL } from './productDetails.ts';
import { limitCheck, type LimitGroup, type LimitLine } from './taxesAndLimits.ts';

export type QuantityCapReason = 'maximum' | 'stock' | 'limit';

export interface QuantityCap {
  /** The largest quantity offered (0: none can be picked). */
  max: number;
  /** What bound it: the line's maximum (the usual case), the store's stock, or the state's purchase limit. */
  reason: QuantityCapReason;
  /** Why fewer than the line's maximum are offered (stock or limit); null when the maximum bound it. */
  note: string | null;
}

export interface QuantityCapInput {
  /** The option's (or product's) maximum per line; missing or unusable → 20 (cartItemMaxQuantity). */
  maxQuantity?: number | null;
  /** How many of this option the cart has already: the picker picks what to add on top (0 for a cart line's own stepper). */
  inCart?: number;
  /** What the store has of the option (null: not known, no bound). */
  available: number | null;
  /** The option as the limits count it: category, weight, THC. */
  item: Omit<LimitLine, 'quantity'>;
  /** The other cart lines the limits count (on the product page: the whole cart, this option's line included). */
  lines: readonly LimitLine[];
  /** The state's limits for the menu (purchaseLimitsFor); {} when none apply. */
  limits: Partial<Record<LimitGroup, number>>;
}

/**
 * The stock note under a capped picker: 'Up to {max}: only {n} left' (', {c} in your cart' when the cart
 * holds some of it), 'Sold out' at 0. Not the option's own 'Only {n} left' label, which sits beside it:
 * the note says what the number means for the picker.
 */
export function stockCapNote(available: number, inCart: number): string {
  if (available <= 0) return SOLD_OUT_LABEL;
  const max = Math.max(0, available - inCart);
  const left = `Up to ${max}: ${lowStockLabel(available).toLowerCase()}`;
  return inCart > 0 ? `${left}, ${inCart} in your cart` : left;
}

export function quantityCap(input: QuantityCapInput): QuantityCap {
  const inCart = Math.max(0, Math.floor(input.inCart ?? 0));
  const maximum = cartItemMaxQuantity({ optionMaxQuantity: input.maxQuantity });
  const byMaximum = Math.max(0, maximum - inCart);
  const room = roomToAdd({ maxQuantity: maximum, inCart, available: input.available });
  // The largest n the limit allows: limitCheck on n + 1 until it refuses (room is at most the line's
  // maximum, 20 by default, so this stays a short walk).
  let allowed = 0;
  let refusal: string | null = null;
  while (allowed < room) {
    const check = limitCheck(input.lines, { ...input.item, quantity: allowed + 1 }, input.limits);
    if (!check.ok) {
      refusal = check.message;
      break;
    }
    allowed += 1;
  }
  if (refusal !== null) return { max: allowed, reason: 'limit', note: refusal };
  if (room < byMaximum && input.available !== null) return { max: room, reason: 'stock', note: stockCapNote(input.available, inCart) };
  return { max: room, reason: 'maximum', note: null };
}
