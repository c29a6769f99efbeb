/**
 * Cannabis taxes and purchase limits of the demo states (issue 11), as data with their sources.
 * These are the published rates and limits as we read them in 2026, simplified for a storefront:
 * a real deployment reads both from its point of sale, which knows local taxes and a patient's
 * certified allowance. The cart shows the taxes and an out-the-door total, and refuses an add that
 * would pass a limit (nothing already in the cart is touched).
 */
import type { MenuType, ProductCategory } from '../../domain/types.ts';
import type { CartTaxRate } from './cartPricing.ts';

export interface StateTaxes {
  RECREATIONAL: CartTaxRate['rates'];
  MEDICAL: CartTaxRate['rates'];
  source: string;
}

/** Taxes on what the shopper pays, per state and menu type. */
export const STATE_TAXES: Record<string, StateTaxes> = {
  MI: {
    RECREATIONAL: [
      { name: 'Excise tax (10%)', rate: 0.1 },
      { name: 'Sales tax (6%)', rate: 0.06 },
    ],
    MEDICAL: [{ name: 'Sales tax (6%)', rate: 0.06 }],
    source: 'Michigan Regulation and Taxation of Marihuana Act, MCL 333.27963 (10% excise); General Sales Tax Act (6%).',
  },
  AZ: {
    RECREATIONAL: [
      { name: 'Excise tax (16%)', rate: 0.16 },
      { name: 'Sales tax (5.6%)', rate: 0.056 },
    ],
    MEDICAL: [{ name: 'Sales tax (5.6%)', rate: 0.056 }],
    source: 'Arizona Proposition 207, A.R.S. 42-5452 (16% excise); A.R.S. 42-5010 transaction privilege tax (5.6%).',
  },
  CO: {
    RECREATIONAL: [
      { name: 'Special sales tax (15%)', rate: 0.15 },
      { name: 'Sales tax (2.9%)', rate: 0.029 },
    ],
    MEDICAL: [{ name: 'Sales tax (2.9%)', rate: 0.029 }],
    source: 'C.R.S. 39-28.8-202 retail marijuana special sales tax (15%); C.R.S. 39-26-106 state sales tax (2.9%).',
  },
  AR: {
    RECREATIONAL: [{ name: 'Sales tax (6.5%)', rate: 0.065 }],
    MEDICAL: [
      { name: 'Privilege tax (4%)', rate: 0.04 },
      { name: 'Sales tax (6.5%)', rate: 0.065 },
    ],
    source: 'Arkansas Amendment 98 §17 (4% special privilege tax on medical marijuana); A.C.A. 26-52-301 sales tax (6.5%).',
  },
};

/** The taxes of a store's state and menu type; an unknown state charges none (and says so: null). */
export function taxRatesFor(state: string | null | undefined, menuType: MenuType): CartTaxRate | null {
  const taxes =
    STATE_TAXES[
      String(state ?? '')
        .trim()
        .toUpperCase()
    ];
  return taxes ? { rates: taxes[menuType] } : null;
}

// ── Purchase limits ───────────────────────────────────────────────────────────────────────────

/** What a purchase limit counts: flower (and pre-rolls) in grams, concentrates (and vapes) in grams, edible THC in mg. */
export type LimitGroup = 'flower' | 'concentrate' | 'edibleThc';

export const LIMIT_GROUP_LABELS: Record<LimitGroup, string> = {
  flower: 'Flower',
  concentrate: 'Concentrates',
  edibleThc: 'Edibles (THC)',
};

export const LIMIT_GROUP_UNITS: Record<LimitGroup, 'g' | 'mg'> = { flower: 'g', concentrate: 'g', edibleThc: 'mg' };

const OUNCE_GRAMS = 28.3495;

export interface StateLimits {
  RECREATIONAL: Partial<Record<LimitGroup, number>> | null;
  MEDICAL: Partial<Record<LimitGroup, number>> | null;
  source: string;
}

/** Per-transaction limits; null = no such menu in the state. Grams and mg. */
export const STATE_PURCHASE_LIMITS: Record<string, StateLimits> = {
  MI: {
    RECREATIONAL: { flower: 2.5 * OUNCE_GRAMS, concentrate: 15 },
    MEDICAL: { flower: 2.5 * OUNCE_GRAMS, concentrate: 15 },
    source: 'Michigan CRA adult-use rules R 420.206: 2.5 oz per transaction, no more than 15 g of concentrate.',
  },
  AZ: {
    RECREATIONAL: { flower: 1 * OUNCE_GRAMS, concentrate: 5 },
    MEDICAL: { flower: 2.5 * OUNCE_GRAMS },
    source: 'A.R.S. 36-2852: 1 oz, no more than 5 g concentrate (adult use); A.R.S. 36-2801: 2.5 oz per 14 days (medical).',
  },
  CO: {
    RECREATIONAL: { flower: 1 * OUNCE_GRAMS, concentrate: 8, edibleThc: 800 },
    MEDICAL: { flower: 2 * OUNCE_GRAMS, concentrate: 8 },
    source: 'Colorado MED rule 3-615: 1 oz flower, 8 g concentrate, 800 mg edible THC (retail); 2 oz, 8 g concentrate (medical).',
  },
  AR: {
    RECREATIONAL: null,
    MEDICAL: { flower: 2.5 * OUNCE_GRAMS },
    source: 'Arkansas Amendment 98 §8: 2.5 oz of usable marijuana per 14 days.',
  },
};

export function purchaseLimitsFor(state: string | null | undefined, menuType: MenuType): Partial<Record<LimitGroup, number>> {
  return (
    STATE_PURCHASE_LIMITS[
      String(state ?? '')
        .trim()
        .toUpperCase()
    ]?.[menuType] ?? {}
  );
}

const GROUP_OF: Partial<Record<ProductCategory, LimitGroup>> = {
  FLOWER: 'flower',
  PRE_ROLLS: 'flower',
  CONCENTRATES: 'concentrate',
  VAPORIZERS: 'concentrate',
  EDIBLES: 'edibleThc',
  TINCTURES: 'edibleThc',
};

/** '3.5g' → 3.5 g, '1oz' → 28.35 g, '100mg' → 100 mg; anything else null. */
function parseAmount(text: string | null | undefined): { value: number; unit: 'g' | 'mg' } | null {
  const m = /^\s*(\d+(?:\.\d+)?)\s*(mg|g|oz)\s*$/i.exec(text ?? '');
  if (!m) return null;
  const value = Number(m[1]);
  const unit = (m[2] ?? '').toLowerCase();
  if (unit === 'oz') return { value: value * OUNCE_GRAMS, unit: 'g' };
  return { value, unit: unit as 'g' | 'mg' };
}

/**
 * What one unit of an option counts toward a limit: its weight for flower and concentrates, its THC
 * in mg for edibles and tinctures (the option's weight when given in mg, else the product's THC).
 * Null when it counts toward none (accessories, topicals, an unreadable weight).
 */
export function limitAmount(item: {
  category: ProductCategory | string;
  weight?: string | null;
  thc?: string | null;
}): { group: LimitGroup; amount: number } | null {
  const group = GROUP_OF[item.category as ProductCategory];
  if (!group) return null;
  const weight = parseAmount(item.weight);
  if (group === 'edibleThc') {
    const mg = weight?.unit === 'mg' ? weight : parseAmount(item.thc);
    return mg?.unit === 'mg' ? { group, amount: mg.value } : null;
  }
  return weight?.unit === 'g' ? { group, amount: weight.value } : null;
}

export interface LimitLine {
  category: ProductCategory | string;
  weight?: string | null;
  thc?: string | null;
  quantity: number;
}

export interface LimitUse {
  group: LimitGroup;
  label: string;
  used: number;
  limit: number;
  unit: 'g' | 'mg';
  over: boolean;
}

const round1 = (n: number) => Math.round(n * 10) / 10;

/** The cart's use of each limit its state and menu have (the cart's meter). */
export function limitUsage(lines: readonly LimitLine[], limits: Partial<Record<LimitGroup, number>>): LimitUse[] {
  return (Object.keys(LIMIT_GROUP_LABELS) as LimitGroup[])
    .filter((group) => typeof limits[group] === 'number')
    .map((group) => {
      const used = lines.reduce((sum, line) => {
        const a = limitAmount(line);
        return a && a.group === group ? sum + a.amount * line.quantity : sum;
      }, 0);
      const limit = limits[group] as number;
      return {
        group,
        label: LIMIT_GROUP_LABELS[group],
        used: round1(used),
        limit: round1(limit),
        unit: LIMIT_GROUP_UNITS[group],
        over: used > limit + 1e-9,
      };
    });
}

export function purchaseLimitMessage(use: Pick<LimitUse, 'label' | 'limit' | 'unit'>): string {
  return `Purchase limit: ${use.label} is limited to ${use.limit} ${use.unit} per order.`;
}

/**
 * Whether adding `add` to the cart stays within the limits; the message when it does not:
 * 'Purchase limit: {label} is limited to {limit} {unit} per order.'
 */
export function limitCheck(
  lines: readonly LimitLine[],
  add: LimitLine,
  limits: Partial<Record<LimitGroup, number>>,
): { ok: true } | { ok: false; group: LimitGroup; message: string } {
  const amount = limitAmount(add);
  if (!amount) return { ok: true };
  const use = limitUsage([...lines, add], limits).find((u) => u.group === amount.group);
  if (!use || !use.over) return { ok: true };
  return { ok: false, group: use.group, message: purchaseLimitMessage(use) };
}
