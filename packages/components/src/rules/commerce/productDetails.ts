/**
 * Stock at the shown store (issue 13, item 2: "stock at the chosen store"), for the product page and
 * the catalogue cards. Ours: the spec's product payload has no stock wording. (Terpenes and lab
 * results: labResults.ts, apart, so the cards do not carry them.)
 *
 * - Stock of an option (quantityAvailable at the shown store): 'Sold out' at 0 or less, 'Only {n}
 *   left' up to LOW_STOCK_THRESHOLD, else 'In stock'; not a number: nothing is said.
 * - How many the shopper can still add: the line's maximum, and no more than the store has.
 * - A cart line above the store's stock: 'Only {n} of {product} ({option}) left at {store}. Please
 *   lower the quantity.', or at 0 '{product} ({option}) is sold out at {store}. Please remove it
 *   from your cart.'; a product the store does not sell: '{product} is not sold at {store}. Please
 *   remove it from your cart.'; checkout waits until every line fits (CART_STOCK_NOTICE).
 */
/** The buying buttons' label (the product page, the cards' quick add). */
export const ADD_TO_CART_LABEL = 'Add to cart';
export const LOW_STOCK_THRESHOLD = 5;
export const IN_STOCK_LABEL = 'In stock';
export const SOLD_OUT_LABEL = 'Sold out';
export const lowStockLabel = (n: number) => `Only ${n} left`;

export type StockStatus = 'in-stock' | 'low' | 'sold-out' | 'unknown';

export interface OptionStock {
  status: StockStatus;
  /** What the option says about its stock (null: nothing known). */
  label: string | null;
  /** Units the store has (null: not known). */
  available: number | null;
}

export function optionStock(option: { quantityAvailable?: number | null }): OptionStock {
  const n = option.quantityAvailable;
  if (typeof n !== 'number' || !Number.isFinite(n)) return { status: 'unknown', label: null, available: null };
  const available = Math.max(0, Math.floor(n));
  if (available === 0) return { status: 'sold-out', label: SOLD_OUT_LABEL, available };
  if (available <= LOW_STOCK_THRESHOLD) return { status: 'low', label: lowStockLabel(available), available };
  return { status: 'in-stock', label: IN_STOCK_LABEL, available };
}

/** Every option sold out at the store (a product whose stock is not known is not). */
export const isSoldOut = (product: { options: readonly { quantityAvailable?: number | null }[] }): boolean =>
  product.options.length > 0 && product.options.every((option) => optionStock(option).status === 'sold-out');

/** How many more of an option the shopper can add: the line's maximum and the store's stock, less what the cart has. */
export function roomToAdd(input: { maxQuantity: number; inCart: number; available: number | null }): number {
  const cap = input.available === null ? input.maxQuantity : Math.min(input.maxQuantity, input.available);
  return Math.max(0, cap - Math.max(0, input.inCart));
}

/** The option shown first: the first one in stock (or of unknown stock), else the first. */
export function firstBuyableOption<O extends { option: string; quantityAvailable?: number | null }>(options: readonly O[]): O | undefined {
  return options.find((option) => optionStock(option).status !== 'sold-out') ?? options[0];
}

/**
 * The shopper's message when the shown store cannot sell a cart line's quantity: the cart line says
 * it, and the order that would take it is refused with it (the demo backend's 409).
 */
export function notEnoughStockMessage(line: { name: string; option: string }, left: number, storeName: string): string {
  return left <= 0
    ? `${line.name} (${line.option}) is sold out at ${storeName}. Please remove it from your cart.`
    : `Only ${left} of ${line.name} (${line.option}) left at ${storeName}. Please lower the quantity.`;
}

/** A cart line the store cannot sell as it is: how many it has left and what to tell the shopper. */
export interface CartLineStockIssue {
  available: number;
  message: string;
}

/** A product the store does not sell (the cart after a store switch; the order refuses it with the same words). */
export const notSoldAtMessage = (name: string, storeName: string): string =>
  `${name} is not sold at ${storeName}. Please remove it from your cart.`;

/**
 * A cart line against the shown store's menu: its option there (with quantityAvailable), 'not-on-menu'
 * when the store's menu answered without it, or undefined while it is not known. Null while the
 * store has enough, or when its stock is not known (the order checks again on the server).
 */
export function cartLineStockIssue(
  line: { name: string; option: string; quantity: number },
  option: { quantityAvailable?: number | null } | 'not-on-menu' | undefined,
  storeName: string,
): CartLineStockIssue | null {
  if (option === 'not-on-menu') return { available: 0, message: notSoldAtMessage(line.name, storeName) };
  const { available } = optionStock(option ?? {});
  if (available === null || line.quantity <= available) return null;
  return { available, message: notEnoughStockMessage(line, available, storeName) };
}

/** Beside a disabled Checkout while a cart line is more than the store has (ours). */
export const CART_STOCK_NOTICE = 'Some items in your cart are more than the store has left. Update them to check out.';
