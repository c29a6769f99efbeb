/**
 * The cart's half of the one pricing function (pricing.ts holds the unit prices; issue 11, spec 2.10
 * cart totals, spec 9 money): `priceCart` takes the lines at priceOption's unit prices, then bundle
 * deals ('2 FOR $30', mix and match across the deal's products: the dearest units fill each bundle
 * first) and a promo code (promoCodes.ts: per line the better of the deals and the code), and gives
 * the subtotal at regular prices, the discount, taxes on what is paid and the total. A module of its
 * own: the cart, checkout and the server's orders load it; a page that only shows prices does not.
 */
import { roundCents, type SpecialTerms } from './pricing.ts';
import { promoCodeLineLabel, promoLineSavings, type PromoCodeTerms } from './promoCodes.ts';

export interface CartPriceLine {
  /** The product's slug (bundle membership). */
  slug: string;
  quantity: number;
  /** priceOption's regular and price. */
  regular: number;
  price: number;
  /** The product's category (a promo code of some categories covers the line). */
  category?: string | null;
}

/** A bundle deal active at the store now, with the products it covers. */
export type BundleSpecial = Pick<SpecialTerms, 'discount' | 'productSlugs'>;

export interface PricedCartLine {
  /** Quantity × regular price. */
  regularTotal: number;
  /** Quantity × unit price, less this line's share of any bundle discount, or the promo code's price when lower. */
  lineTotal: number;
  /** What the promo code saves on this line beyond its deals (0 without a code). */
  promoSaving?: number;
}

/** The promo code's discount line: the same words and amount in the cart, checkout and the order. */
export interface PromoDiscountLine {
  code: string;
  /** 'Promo code WELCOME15-1A2B3C (15% off)' (promoCodeLineLabel). */
  label: string;
  /** What the code saves over the deals, in dollars (part of `discount`). */
  amount: number;
}

export interface CartTaxRate {
  /** Fractions of the taxed amount, e.g. 0.1 for 10 %. */
  rates: ReadonlyArray<{ name: string; rate: number }>;
}

export interface PricedCart {
  lines: PricedCartLine[];
  /** Sum of regular prices. */
  subtotal: number;
  /** Sale prices, bundles and the promo code together: subtotal − what is paid before tax. */
  discount: number;
  /** The promo code's part of `discount`, when a code is applied (even one saving nothing over the deals). */
  promo?: PromoDiscountLine | null;
  /** Each tax on what is paid. */
  taxes: Array<{ name: string; amount: number }>;
  taxTotal: number;
  total: number;
  /** Units in the cart. */
  count: number;
}

/**
 * Bundle deals: each active BUNDLE special over the cart's units of its products. Units are sorted
 * dearest first and grouped by the bundle size; a full group costs the bundle price when that is
 * less than the units' own prices. The saving is shared over the lines in proportion to their units'
 * prices (rounded to cents, the remainder on the first line) so line totals add up to the total.
 */
function bundleSavings(lines: readonly CartPriceLine[], bundles: readonly BundleSpecial[]): number[] {
  const savings = lines.map(() => 0);
  for (const bundle of bundles) {
    const terms = bundle.discount;
    if (!terms || terms.kind !== 'BUNDLE' || !(terms.quantity >= 2) || !(terms.price >= 0)) continue;
    const units: Array<{ line: number; price: number }> = [];
    lines.forEach((line, index) => {
      if (!bundle.productSlugs.includes(line.slug)) return;
      for (let k = 0; k < line.quantity; k += 1) units.push({ line: index, price: line.price });
    });
    units.sort((a, b) => b.price - a.price);
    for (let start = 0; start + terms.quantity <= units.length; start += terms.quantity) {
      const group = units.slice(start, start + terms.quantity);
      const own = roundCents(group.reduce((sum, u) => sum + u.price, 0));
      const saving = roundCents(own - terms.price);
      if (saving <= 0) continue;
      let given = 0;
      group.forEach((u, k) => {
        const share = k === group.length - 1 ? roundCents(saving - given) : roundCents((saving * u.price) / own);
        given = roundCents(given + share);
        savings[u.line] = roundCents((savings[u.line] ?? 0) + share);
      });
    }
  }
  return savings;
}

/**
 * Prices a cart: line totals, subtotal, discount, taxes and the total (spec 2.10's footer rows). With
 * a promo code (checked by the caller: promoCodeProblem), each line pays the better of its deals and
 * the code, never both (promoCodes.ts), and `promo` names the code's part of the discount.
 */
export function priceCart(
  lines: readonly CartPriceLine[],
  options: { bundles?: readonly BundleSpecial[]; tax?: CartTaxRate | null; promo?: PromoCodeTerms | null } = {},
): PricedCart {
  const savings = bundleSavings(lines, options.bundles ?? []);
  const dealt = lines.map((line, index) => ({
    category: line.category ?? null,
    regularTotal: roundCents(line.regular * line.quantity),
    lineTotal: roundCents(line.price * line.quantity - (savings[index] ?? 0)),
  }));
  const promoSavings = options.promo ? promoLineSavings(dealt, options.promo) : dealt.map(() => 0);
  const priced = dealt.map((line, index) => {
    const promoSaving = promoSavings[index] ?? 0;
    return {
      regularTotal: line.regularTotal,
      lineTotal: roundCents(line.lineTotal - promoSaving),
      ...(options.promo ? { promoSaving } : {}),
    };
  });
  const promo = options.promo
    ? {
        code: options.promo.code,
        label: promoCodeLineLabel(options.promo),
        amount: roundCents(promoSavings.reduce((sum, s) => sum + s, 0)),
      }
    : null;
  const subtotal = roundCents(priced.reduce((sum, l) => sum + l.regularTotal, 0));
  const paid = roundCents(priced.reduce((sum, l) => sum + l.lineTotal, 0));
  const taxes = (options.tax?.rates ?? []).filter((t) => t.rate > 0).map((t) => ({ name: t.name, amount: roundCents(paid * t.rate) }));
  const taxTotal = roundCents(taxes.reduce((sum, t) => sum + t.amount, 0));
  return {
    lines: priced,
    subtotal,
    discount: roundCents(subtotal - paid),
    ...(promo ? { promo } : {}),
    taxes,
    taxTotal,
    total: roundCents(paid + taxTotal),
    count: lines.reduce((sum, l) => sum + l.quantity, 0),
  };
}
