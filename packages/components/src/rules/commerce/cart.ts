/**
 * Cart sidebar and quantity picker rules, spec 2.10 and 5 ("Cart quantity is at least 1 and at
 * most the per-option or per-product maximum. The quantity picker goes from 1 to maxQuantity
 * (default 20)"), plus the cart badge of spec 9 and the checkout switch of spec 5.
 */
import { CART_BADGE_MAX, CART_BADGE_OVERFLOW_LABEL, QUANTITY_PICKER_MAX_DEFAULT } from '../constants.ts';
import { formatMoney } from './money.ts';

/** A usable maximum is a finite number ≥ 1 (floored); anything else counts as missing. */
function usableMax(value: number | null | undefined): number | null {
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 1) return null;
  return Math.floor(value);
}

export interface QuantityLimits {
  optionMaxQuantity?: number | null;
  productMaxQuantity?: number | null;
}

/**
 * The stepper's upper bound: the option's maximum, else the product's maximum. When neither is
 * usable the spec gives no bound; we fall back to the picker default QUANTITY_PICKER_MAX_DEFAULT
 * (20) so the stepper is never unbounded.
 */
export function cartItemMaxQuantity(limits: QuantityLimits): number {
  return usableMax(limits.optionMaxQuantity) ?? usableMax(limits.productMaxQuantity) ?? QUANTITY_PICKER_MAX_DEFAULT;
}

/** Clamps a quantity to 1 … cartItemMaxQuantity(limits). Fractions floor; NaN reads 1. */
export function clampCartQuantity(quantity: number, limits: QuantityLimits): number {
  const whole = Number.isFinite(quantity) ? Math.floor(quantity) : Number.isNaN(quantity) ? 1 : quantity;
  return Math.min(Math.max(whole, 1), cartItemMaxQuantity(limits));
}

/** Stepper buttons: '−' is enabled above 1, '+' below the maximum. */
export function cartQuantityStepper(quantity: number, limits: QuantityLimits): { canDecrement: boolean; canIncrement: boolean } {
  const q = clampCartQuantity(quantity, limits);
  return { canDecrement: q > 1, canIncrement: q < cartItemMaxQuantity(limits) };
}

/** Quantity picker values 1 … max; a missing or unusable max uses QUANTITY_PICKER_MAX_DEFAULT (20). */
export function quantityPickerValues(max?: number | null): number[] {
  const top = usableMax(max) ?? QUANTITY_PICKER_MAX_DEFAULT;
  return Array.from({ length: top }, (_, i) => i + 1);
}

/** 'Quantity: {n}'. */
export function quantityPickerLabel(quantity: number): string {
  return `Quantity: ${quantity}`;
}

/**
 * 'Weight : {w}', or null (line hidden) for category EDIBLES, a weight of N/A, or no weight.
 * Category and 'N/A' are compared trimmed and case-insensitively.
 */
export function cartItemWeightLabel(item: { category?: string | null; weight?: string | null }): string | null {
  const weight = (item.weight ?? '').trim();
  if (!weight || weight.toUpperCase() === 'N/A') return null;
  if ((item.category ?? '').trim().toUpperCase() === 'EDIBLES') return null;
  return `Weight : ${weight}`;
}

/**
 * The size line of a cart item: 'Weight : {w}' (cartItemWeightLabel), else, for an item without
 * one (an edible), its pack size as its option names it: 'Pack : {option}' (issue 11: "show an
 * edible's pack size instead"); null when the option is N/A or blank.
 */
export function cartItemSizeLabel(item: { category?: string | null; weight?: string | null; option?: string | null }): string | null {
  const weight = cartItemWeightLabel(item);
  if (weight !== null) return weight;
  const option = (item.option ?? '').trim();
  return option && option.toUpperCase() !== 'N/A' ? `Pack : ${option}` : null;
}

/** 'Price : $x.xx'. */
export function cartItemPriceLabel(price: number | null | undefined): string {
  return `Price : ${formatMoney(price)}`;
}

/** The link of an item's special: /specials?specialSlug={specialSlug} (slug URI-encoded). */
export function cartItemSpecialHref(specialSlug: string): string {
  return `/specials?specialSlug=${encodeURIComponent(specialSlug)}`;
}

/** Sidebar heading 'Your Items ({count})'. */
export function cartItemsHeading(count: number): string {
  return `Your Items (${count})`;
}

/** Footer line 'Item ({count})'. */
export function cartFooterItemLabel(count: number): string {
  return `Item (${count})`;
}

/** The Discount row shows only when the discount is above 0. */
export function shouldShowDiscountRow(discountAmount: number | null | undefined): boolean {
  return typeof discountAmount === 'number' && discountAmount > 0;
}

export const CART_EMPTY_MESSAGE = 'Shopping cart is empty!';

/**
 * Cart badge: '99+' above CART_BADGE_MAX (99), else the count. Fractions floor; negative or
 * non-finite counts read '0'.
 */
export function cartBadgeLabel(count: number | null | undefined): string {
  const n = typeof count === 'number' && Number.isFinite(count) ? Math.max(0, Math.floor(count)) : 0;
  return n > CART_BADGE_MAX ? CART_BADGE_OVERFLOW_LABEL : String(n);
}

/** Checkout is disabled when the store-closed setting is on and the store is closed (spec 5). */
export function isCheckoutDisabled(input: { storeClosedSettingOn: boolean; storeOpen: boolean }): boolean {
  return input.storeClosedSettingOn && !input.storeOpen;
}

/** The add button's label when the line is already at its maximum (issue 11: "the add button says so"). */
export const CART_AT_MAX_LABEL = 'Max in cart';

/** The message when an add can't raise the quantity: 'You already have the most allowed of this item ({max}).' */
export function cartAtMaxMessage(max: number): string {
  return `You already have the most allowed of this item (${max}).`;
}

/**
 * What an add does to a line already holding `inCart` (0 when new): the quantity it reaches, or
 * 'atMax' when the line is already at its maximum (nothing changes, no success toast). An add past
 * the maximum is clamped to it and says so ('clamped').
 */
export function cartAddOutcome(
  inCart: number,
  adding: number,
  limits: QuantityLimits,
): { kind: 'added'; quantity: number } | { kind: 'clamped'; quantity: number; message: string } | { kind: 'atMax'; message: string } {
  const max = cartItemMaxQuantity(limits);
  const current = inCart > 0 ? clampCartQuantity(inCart, limits) : 0;
  if (current >= max) return { kind: 'atMax', message: cartAtMaxMessage(max) };
  const wanted = current + clampCartQuantity(adding, limits);
  if (wanted > max) return { kind: 'clamped', quantity: max, message: cartAtMaxMessage(max) };
  return { kind: 'added', quantity: wanted };
}

export const CART_RECOVERED_MESSAGE = 'Some items in your saved cart could not be read and were removed.';

const isText = (value: unknown): value is string => typeof value === 'string';
const isAmount = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value) && value >= 0;

/**
 * A saved cart read back from storage (issue 11: a wrong-shaped cart must never empty the page or
 * make 'Add to cart' throw): every line that has what a line needs is kept — product slug and name,
 * product id, option, a price ≥ 0 — with its quantity clamped by the quantity rule and unreadable
 * optional fields dropped; lines of the same product option merge; everything else is counted in
 * `dropped` (a saved value that is not a list at all counts as one).
 */
export function recoverCartItems<T extends { productId: string; option: string; quantity: number }>(
  value: unknown,
): { items: T[]; dropped: number } {
  if (value === undefined || value === null) return { items: [], dropped: 0 };
  if (!Array.isArray(value)) return { items: [], dropped: 1 };
  const items: T[] = [];
  let dropped = 0;
  for (const raw of value as unknown[]) {
    const line = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
    const product = (typeof line.product === 'object' && line.product !== null ? line.product : {}) as Record<string, unknown>;
    if (
      !isText(product.slug) ||
      !product.slug.trim() ||
      !isText(product.name) ||
      !isText(line.productId) ||
      !line.productId ||
      !isText(line.option) ||
      !isAmount(line.price)
    ) {
      dropped += 1;
      continue;
    }
    const maxQuantity = isAmount(line.maxQuantity) && line.maxQuantity >= 1 ? Math.floor(line.maxQuantity) : undefined;
    const quantity = clampCartQuantity(typeof line.quantity === 'number' ? line.quantity : Number.NaN, { optionMaxQuantity: maxQuantity });
    const special = (typeof line.specialDiscount === 'object' && line.specialDiscount !== null ? line.specialDiscount : null) as Record<
      string,
      unknown
    > | null;
    const item = {
      product: {
        slug: product.slug,
        name: product.name,
        image: isText(product.image) ? product.image : '',
        category: isText(product.category) ? product.category : '',
      },
      productId: line.productId,
      option: line.option,
      price: line.price,
      quantity,
      ...(isText(line.weight) ? { weight: line.weight } : {}),
      ...(maxQuantity !== undefined ? { maxQuantity } : {}),
      ...(special && isText(special.specialName) && isText(special.specialSlug)
        ? { specialDiscount: { specialName: special.specialName, specialSlug: special.specialSlug } }
        : {}),
    } as unknown as T;
    const same = items.findIndex((other) => other.productId === item.productId && other.option === item.option);
    if (same >= 0) {
      const other = items[same] as T;
      items[same] = { ...other, quantity: clampCartQuantity(other.quantity + item.quantity, { optionMaxQuantity: maxQuantity }) };
    } else items.push(item);
  }
  return { items, dropped };
}
