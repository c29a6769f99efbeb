/**
 * The one pricing function of the storefront (issue 11; spec 1 "A third kind is e-commerce: it uses
 * a different price function", spec 2.10 cart totals, spec 9 money). Cards, the product page, deal
 * pages, the cart, checkout and the demo backend's orders all price through here:
 *
 * - `priceOption`: one unit of an option on a menu — the menu's price list (medical or recreational,
 *   menuOptionPrices), then the best discount among the specials active for the product right now
 *   (percent off, amount off, a fixed price), with the regular price kept to strike through.
 *   The provider kind picks where a sale price may come from: dispensary-menu kinds price only from
 *   the point of sale's specials; the e-commerce kind also honours the option's own sale price (an
 *   e-commerce platform keeps a sale price per variant) — its "different price function".
 * - `priceCart`: the lines at those unit prices, then bundle deals ('2 FOR $30', mix and match
 *   across the deal's products: the dearest units fill each bundle first), the subtotal at regular
 *   prices, the discount, taxes on what is paid and the total.
 *
 * Amounts are dollars in, dollars out, with each step rounded to cents (half up) so the server and
 * the browser agree to the cent.
 */
import type { MenuType, PricingSpecial, ProviderKind, SpecialDiscount, Weekday } from '../../domain/types.ts';

export type { PricingSpecial, SpecialDiscount };
import { PROVIDER_ECOMMERCE } from '../constants.ts';
import { menuOptionPrices, type PricedOption } from '../navigation/storeBar.ts';
import { storeClock } from '../navigation/storeHours.ts';
import { promoCodeLineLabel, promoLineSavings, type PromoCodeTerms } from './promoCodes.ts';

/** The parts of a special that say where and when it runs. */
export interface SpecialTerms extends PricingSpecial {
  retailerIds: readonly string[];
  productSlugs: readonly string[];
  /** Weekdays it runs in the store's time zone; empty or missing = every day. */
  days?: readonly Weekday[] | null;
  /** Hours it runs ('HH:mm', 24 h, store time), end exclusive; missing = all day. */
  hours?: { start: string; end: string } | null;
}

/** A special as a price line names it (spec 3 cart item specialDiscount). */
export interface SpecialRef {
  specialName: string;
  specialSlug: string;
}

export interface OptionPrice {
  /** The menu's listed price. */
  regular: number;
  /** What one unit costs the shopper. */
  price: number;
  /** The special that gives the price, or null (no sale, or the e-commerce platform's own sale price). */
  special: SpecialRef | null;
  /** True when price < regular (show the regular price struck through). */
  onSale: boolean;
}

/** Dollars rounded to cents, half up. */
export const roundCents = (amount: number): number => Math.round((amount + Number.EPSILON) * 100) / 100;

/** 'HH:mm' → minutes after midnight; NaN for anything else. */
const minutesOf = (time: string): number => {
  const m = /^(\d{1,2}):(\d{2})$/.exec(time.trim());
  return m ? Number(m[1]) * 60 + Number(m[2]) : Number.NaN;
};

export interface SpecialContext {
  retailerId: string;
  now: Date;
  timeZone?: string | null;
}

/** A special runs at a store now: the store is in it, today is one of its days, now is in its hours. */
export function isSpecialActive(special: Pick<SpecialTerms, 'retailerIds' | 'days' | 'hours'>, context: SpecialContext): boolean {
  return runsAt(special, context.retailerId, storeClock(context.now, context.timeZone));
}

function runsAt(
  special: Pick<SpecialTerms, 'retailerIds' | 'days' | 'hours'>,
  retailerId: string,
  clock: { weekday: Weekday; minutes: number },
): boolean {
  if (!special.retailerIds.includes(retailerId)) return false;
  if (special.days && special.days.length > 0 && !special.days.includes(clock.weekday)) return false;
  // Hours that don't read as 'HH:mm' never match: a broken window must not discount all day.
  if (special.hours && !(clock.minutes >= minutesOf(special.hours.start) && clock.minutes < minutesOf(special.hours.end))) return false;
  return true;
}

/** The specials running at a store now (the store's clock read once: a menu prices many products). */
export function runningSpecials<S extends SpecialTerms>(specials: readonly S[], context: SpecialContext): S[] {
  const clock = storeClock(context.now, context.timeZone);
  return specials.filter((s) => runsAt(s, context.retailerId, clock));
}

/**
 * Of the specials running now (runningSpecials), those that price a product: the ones listing it by
 * slug, and storewide deals (no products listed) that take money off online (a register-only deal
 * prices nothing here).
 */
export function specialsCovering<S extends SpecialTerms>(product: { slug: string; productSlug?: string }, running: readonly S[]): S[] {
  return running.filter((s) => {
    const listed = s.productSlugs.includes(product.slug) || (!!product.productSlug && s.productSlugs.includes(product.productSlug));
    const storewide = s.productSlugs.length === 0 && !!s.discount && s.discount.kind !== 'AT_REGISTER';
    return listed || storewide;
  });
}

/** The specials active now that price a product (runningSpecials, then specialsCovering). */
export function activeSpecialsFor<S extends SpecialTerms>(
  product: { slug: string; productSlug?: string },
  specials: readonly S[],
  context: SpecialContext,
): S[] {
  return specialsCovering(product, runningSpecials(specials, context));
}

/** A special as a product carries it (its activeSpecials): the pricing parts only. */
export function pricingPart(special: PricingSpecial): PricingSpecial {
  return {
    name: special.name,
    urlSlug: special.urlSlug,
    ...(special.discountLabel ? { discountLabel: special.discountLabel } : {}),
    ...(special.discount ? { discount: special.discount } : {}),
  };
}

/** One unit's price under a discount, or null when the discount does not price single units. */
export function discountedUnitPrice(regular: number, discount: SpecialDiscount | null | undefined, option?: string): number | null {
  if (!discount || typeof discount !== 'object') return null;
  const amount = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);
  switch (discount.kind) {
    case 'PERCENT_OFF': {
      const percent = amount(discount.percent);
      return percent !== null && percent > 0 && percent <= 100 ? roundCents(regular * (1 - percent / 100)) : null;
    }
    case 'AMOUNT_OFF': {
      // Never free, never negative: a dollar-off deal leaves at least a cent.
      const off = amount(discount.amount);
      return off !== null && off > 0 ? roundCents(Math.max(regular - off, 0.01)) : null;
    }
    case 'FIXED_PRICE': {
      if (Array.isArray(discount.options) && discount.options.length > 0 && !(option && discount.options.includes(option))) return null;
      const price = amount(discount.price);
      return price !== null && price >= 0 ? roundCents(price) : null;
    }
    default:
      // A bundle prices groups of units (priceCart), a register deal nothing online, an unknown kind nothing.
      return null;
  }
}

export interface PriceOptionInput {
  option: PricedOption & { option?: string };
  menuType?: MenuType | null;
  /** The specials active now for the product (activeSpecialsFor, or the product's activeSpecials). */
  specials: readonly PricingSpecial[] | null | undefined;
  provider?: ProviderKind | null;
}

/** The price of one unit: the lowest of the listed price and what each active special gives. */
export function priceOption({ option, menuType, specials, provider }: PriceOptionInput): OptionPrice {
  const listed = menuOptionPrices(option, menuType);
  const regular = roundCents(listed.price);
  let price = regular;
  let special: SpecialRef | null = null;
  if (provider === PROVIDER_ECOMMERCE && listed.specialPrice !== undefined && listed.specialPrice < price)
    price = roundCents(listed.specialPrice);
  const active = Array.isArray(specials) ? specials : [];
  for (const s of active) {
    const candidate = discountedUnitPrice(regular, s.discount, option.option);
    if (candidate !== null && candidate < price) {
      price = candidate;
      special = { specialName: s.name, specialSlug: s.urlSlug };
    }
  }
  // A bundle deal or a register deal names the line even when it leaves the unit price alone.
  if (!special) {
    const named = active.find((s) => s.discount && (s.discount.kind === 'BUNDLE' || s.discount.kind === 'AT_REGISTER'));
    if (named) special = { specialName: named.name, specialSlug: named.urlSlug };
  }
  return { regular, price, special, onSale: price < regular };
}

/** The lowest price a shopper pays for any option of a product (shop-by-price and price sort). */
export function lowestPrice(options: readonly PriceOptionInput['option'][], rest: Omit<PriceOptionInput, 'option'>): number {
  return Math.min(...options.map((option) => priceOption({ ...rest, option }).price));
}

/**
 * A product card's price: its cheapest option as priceOption prices it with the product's own
 * activeSpecials (served per store), or null for a product without a usable option.
 */
export function productCardPrice(
  product: { options: readonly PriceOptionInput['option'][]; activeSpecials?: readonly PricingSpecial[] | null },
  rest: Pick<PriceOptionInput, 'menuType' | 'provider'>,
): OptionPrice | null {
  let best: OptionPrice | null = null;
  for (const option of product.options) {
    if (typeof option.price !== 'number' || !Number.isFinite(option.price)) continue;
    const priced = priceOption({ ...rest, option, specials: product.activeSpecials });
    if (!best || priced.price < best.price) best = priced;
  }
  return best;
}

// ── The cart ────────────────────────────────────────────────────────────────────────────────────

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
