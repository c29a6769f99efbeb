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
 * - `priceCart` (cartPricing.ts, its own module so a page that only shows prices does not load the
 *   cart's arithmetic and the promo codes): the lines at those unit prices, then bundle deals and a
 *   promo code, the subtotal at regular prices, the discount, taxes on what is paid and the total.
 *
 * Amounts are dollars in, dollars out, with each step rounded to cents (half up) so the server and
 * the browser agree to the cent.
 */
import type { MenuType, PricingSpecial, ProviderKind, SpecialDiscount, Weekday } from '../../domain/types.ts';

export type { PricingSpecial, SpecialDiscount };
import { PROVIDER_ECOMMERCE } from '../constants.ts';
import { menuOptionPrices, type PricedOption } from '../navigation/storeBar.ts';
import { storeClock } from '../navigation/storeHours.ts';

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
