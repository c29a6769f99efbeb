/**
 * What the product page says beyond the price (issue 13, item 2: "terpenes and effects; lab
 * results; stock at the chosen store"). All ours: the spec's product payload has no terpene, lab or
 * stock wording.
 *
 * - Stock of an option (quantityAvailable at the shown store): 'Sold out' at 0 or less, 'Only {n}
 *   left' up to LOW_STOCK_THRESHOLD, else 'In stock'; not a number: nothing is said.
 * - How many the shopper can still add: the line's maximum, and no more than the store has.
 * - Terpenes: the largest first, at most MAX_TERPENES_SHOWN, as '{percent}%' with up to 2 decimals;
 *   a terpene without a positive share is left out.
 * - Lab results: the test date as 'November 3, 2026' (written, not converted between time zones).
 */
export const LOW_STOCK_THRESHOLD = 5;
export const MAX_TERPENES_SHOWN = 6;
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

/** How many more of an option the shopper can add: the line's maximum and the store's stock, less what the cart has. */
export function roomToAdd(input: { maxQuantity: number; inCart: number; available: number | null }): number {
  const cap = input.available === null ? input.maxQuantity : Math.min(input.maxQuantity, input.available);
  return Math.max(0, cap - Math.max(0, input.inCart));
}

/** The option shown first: the first one in stock (or of unknown stock), else the first. */
export function firstBuyableOption<O extends { option: string; quantityAvailable?: number | null }>(options: readonly O[]): O | undefined {
  return options.find((option) => optionStock(option).status !== 'sold-out') ?? options[0];
}

export interface Terpene {
  name: string;
  /** Share of the product's weight, percent. */
  percent: number;
}

export const formatPercent = (value: number): string => `${Number(value.toFixed(2))}%`;

export function terpeneProfile(terpenes: readonly Terpene[] | null | undefined): Array<Terpene & { label: string }> {
  return (terpenes ?? [])
    .filter((t) => typeof t.name === 'string' && t.name.trim() !== '' && Number.isFinite(t.percent) && t.percent > 0)
    .sort((a, b) => b.percent - a.percent || a.name.localeCompare(b.name))
    .slice(0, MAX_TERPENES_SHOWN)
    .map((t) => ({ name: t.name.trim(), percent: t.percent, label: formatPercent(t.percent) }));
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'] as const;

/** 'YYYY-MM-DD' (or an ISO date-time) as 'November 3, 2026'; anything else as written. */
export function labDateText(value: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value.trim());
  const month = match ? MONTHS[Number(match[2]) - 1] : undefined;
  return match && month && Number(match[3]) >= 1 && Number(match[3]) <= 31 ? `${month} ${Number(match[3])}, ${match[1]}` : value.trim();
}

export const LAB_RESULTS_HEADING = 'Lab results';
export const TERPENES_HEADING = 'Terpenes';
export const LAB_PASSED_LABEL = 'Passed';
export const LAB_FAILED_LABEL = 'Failed';
