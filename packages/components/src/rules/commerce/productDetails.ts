/**
 * Stock at the shown store (issue 13, item 2: "stock at the chosen store"), for the product page and
 * the catalogue cards. Ours: the spec's product payload has no stock wording. (Terpenes and lab
 * results: labResults.ts, apart, so the cards do not carry them.)
 *
 * - Stock of an option (quantityAvailable at the shown store): 'Sold out' at 0 or less, 'Only {n}
 *   left' up to LOW_STOCK_THRESHOLD, else 'In stock'; not a number: nothing is said.
 * - How many the shopper can still add: the line's maximum, and no more than the store has.
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
