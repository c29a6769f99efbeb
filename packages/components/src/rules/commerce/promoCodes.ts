/**
 * Promo codes (issue 35, item 1: the pop-up's coupon, 'Use this code at checkout for 15% off'): what
 * a code gives, who may use it, and the words for a code that can't be used. Pure: the server keeps
 * the codes and their redemptions (demo-api routes/promoCodes.ts) and checks a code with
 * `promoCodeProblem`; the one pricing function (pricing.ts priceCart) prices a cart with a code
 * through `promoLineSavings`, in the browser and on the server alike, so the cart, checkout and the
 * order show the same discount line.
 *
 * The kinds of code:
 * - PERCENT_ORDER: a percent off every line ('15% off');
 * - PERCENT_CATEGORY: a percent off the lines of some categories ('10% off Vaporizers');
 * - AMOUNT_OFF: dollars off an order whose subtotal (regular prices) reaches a minimum ('$10 off
 *   orders of $60 or more').
 * Any kind may be limited to some stores, tied to one e-mail (a pop-up's personal code), and expire.
 * A shopper uses a code once (the server's redemptions keep one row per code and shopper).
 *
 * When a code meets a deal: per line, the better of the deal and the code applies, never both. The
 * code prices a covered line from its regular total (a percent off it; a fixed amount is shared over
 * the covered lines in proportion to their regular totals, never more than a line's own total), and
 * the line pays the lower of that and what the deals left (its sale price and bundle share). So a
 * line never goes below zero, a cart's discount is never more than each line's better offer, and a
 * code on a cart already cheaper by its deals saves nothing there.
 */

export const promoCodeKinds = ['PERCENT_ORDER', 'PERCENT_CATEGORY', 'AMOUNT_OFF'] as const;
export type PromoCodeKind = (typeof promoCodeKinds)[number];

/** A code's terms as the cart and checkout show and price them (never the e-mail it is tied to). */
export interface PromoCodeTerms {
  /** Upper case (normalizePromoCode). */
  code: string;
  kind: PromoCodeKind;
  /** PERCENT_ORDER, PERCENT_CATEGORY: 1–100. */
  percent?: number | null;
  /** AMOUNT_OFF: dollars. */
  amount?: number | null;
  /** The regular subtotal the cart must reach (AMOUNT_OFF; any kind may have one). */
  minSubtotal?: number | null;
  /** PERCENT_CATEGORY: the categories it covers (product.category, e.g. 'VAPORIZERS'). */
  categories?: readonly string[] | null;
  /** The stores it may be used at; empty or missing: every store. */
  retailerIds?: readonly string[] | null;
  /** When it stops working (ms since the epoch), or null: never. */
  expiresAt?: number | null;
}

/** A code as the server keeps it: its terms and, for a personal code, the e-mail it was sent to. */
export interface PromoCodeRecord extends PromoCodeTerms {
  /** Lower case; null or missing: any shopper. */
  email?: string | null;
}

export const PROMO_CODE_LABEL = 'Promo code';
export const PROMO_CODE_APPLY_LABEL = 'Apply';
export const PROMO_CODE_REMOVE_LABEL = 'Remove';
export const PROMO_CODE_REQUIRED_MESSAGE = 'Please enter a promo code.';
export const PROMO_CODE_UNKNOWN_MESSAGE = "We don't know that code. Please check it and try again.";
export const PROMO_CODE_EXPIRED_MESSAGE = 'That code has expired.';
export const PROMO_CODE_USED_MESSAGE = "You've already used that code.";
export const PROMO_CODE_NOT_YOURS_MESSAGE = 'That code was sent to another e-mail address. Sign in with that address to use it.';
export const PROMO_CODE_NOT_APPLICABLE_MESSAGE = "That code doesn't apply to the items in your cart.";

/** The store a code can't be used at. */
export const promoCodeWrongStoreMessage = (storeName: string): string => `That code can't be used at ${storeName}.`;
/** A cart under the code's minimum subtotal. */
export const promoCodeMinimumMessage = (minSubtotal: number): string =>
  `That code needs a subtotal of at least ${dollars(minSubtotal)}. Add a little more to use it.`;

/** Whole dollars without cents ('$60'), else with them ('$12.50'). */
function dollars(amount: number): string {
  const fixed = (Math.round((amount + Number.EPSILON) * 100) / 100).toFixed(2);
  return `$${fixed.endsWith('.00') ? fixed.slice(0, -3) : fixed}`;
}

const cents = (amount: number): number => Math.round((amount + Number.EPSILON) * 100) / 100;

/** What a shopper typed, as codes are kept: trimmed, inner spaces gone, upper case; '' when it can't be a code. */
export function normalizePromoCode(input: unknown): string {
  if (typeof input !== 'string') return '';
  const code = input.replace(/\s+/g, '').toUpperCase();
  return /^[A-Z0-9-]{1,40}$/.test(code) ? code : '';
}

const titleCase = (category: string): string =>
  category
    .toLowerCase()
    .split('_')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');

const usablePercent = (percent: number | null | undefined): number | null =>
  typeof percent === 'number' && Number.isFinite(percent) && percent > 0 && percent <= 100 ? percent : null;
const usableAmount = (amount: number | null | undefined): number | null =>
  typeof amount === 'number' && Number.isFinite(amount) && amount > 0 ? amount : null;

/** What the code gives, in a few words: '15% off', '10% off Vaporizers', '$10 off orders of $60 or more'. */
export function promoCodeOffer(terms: PromoCodeTerms): string {
  const minimum = usableAmount(terms.minSubtotal);
  const over = minimum !== null ? ` orders of ${dollars(minimum)} or more` : '';
  switch (terms.kind) {
    case 'PERCENT_ORDER':
      return `${terms.percent ?? 0}% off${over}`;
    case 'PERCENT_CATEGORY': {
      const names = (terms.categories ?? []).map(titleCase);
      const list = names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} & ${names[names.length - 1]}`;
      return `${terms.percent ?? 0}% off ${list}${over}`.trim();
    }
    case 'AMOUNT_OFF':
      return `${dollars(terms.amount ?? 0)} off${over || ' your order'}`;
    default:
      return '';
  }
}

/** The discount line's words: 'Promo code WELCOME15-1A2B3C (15% off)'. */
export const promoCodeLineLabel = (terms: PromoCodeTerms): string => `${PROMO_CODE_LABEL} ${terms.code} (${promoCodeOffer(terms)})`;

/** A cart line as a code sees it. */
export interface PromoCartLine {
  category?: string | null;
  /** Quantity × regular price. */
  regularTotal: number;
}

/** Whether a code covers a line (PERCENT_CATEGORY: its categories; the other kinds: every line). */
export function promoCovers(terms: PromoCodeTerms, line: Pick<PromoCartLine, 'category'>): boolean {
  if (terms.kind !== 'PERCENT_CATEGORY') return true;
  return !!line.category && (terms.categories ?? []).includes(line.category);
}

export interface PromoCheckContext {
  now: number;
  /** The signed-in shopper's e-mail (lower or any case), or null for a guest. */
  shopperEmail?: string | null;
  /** True when this shopper has placed an order with the code. */
  usedByShopper?: boolean;
  /** The store the cart is for (null: none chosen yet, nothing to refuse). */
  retailer?: { id: string; name: string } | null;
  /** The cart's lines (empty: not checked against the cart yet, e.g. a code applied to an empty cart). */
  lines?: readonly PromoCartLine[];
}

/**
 * Why a code can't be used, or null when it can. In order: unknown, expired, another shopper's (a
 * personal code, for a signed-in shopper whose e-mail differs; a guest is checked when they sign in
 * and again when the order is placed), used, the store, nothing in the cart it covers, under the
 * minimum subtotal.
 */
export function promoCodeProblem(record: PromoCodeRecord | null | undefined, context: PromoCheckContext): string | null {
  if (!record) return PROMO_CODE_UNKNOWN_MESSAGE;
  if (typeof record.expiresAt === 'number' && context.now >= record.expiresAt) return PROMO_CODE_EXPIRED_MESSAGE;
  const tied = record.email ? record.email.toLowerCase() : null;
  if (tied && context.shopperEmail && context.shopperEmail.toLowerCase() !== tied) return PROMO_CODE_NOT_YOURS_MESSAGE;
  if (context.usedByShopper) return PROMO_CODE_USED_MESSAGE;
  const stores = record.retailerIds ?? [];
  if (context.retailer && stores.length > 0 && !stores.includes(context.retailer.id))
    return promoCodeWrongStoreMessage(context.retailer.name);
  const lines = context.lines ?? [];
  if (lines.length > 0) {
    const gives = record.kind === 'AMOUNT_OFF' ? usableAmount(record.amount) : usablePercent(record.percent);
    if (gives === null || !lines.some((line) => promoCovers(record, line))) return PROMO_CODE_NOT_APPLICABLE_MESSAGE;
    const minimum = usableAmount(record.minSubtotal);
    const subtotal = cents(lines.reduce((sum, line) => sum + line.regularTotal, 0));
    if (minimum !== null && subtotal < minimum) return promoCodeMinimumMessage(minimum);
  }
  return null;
}

/**
 * What each line would cost under the code alone, from its regular total (the covered lines; the
 * others: null). A percent off each covered line; a fixed amount shared over the covered lines in
 * proportion to their regular totals (cents, the remainder on the last), never more than a line's own
 * total nor more than the amount. A cart under the minimum subtotal, or a code that gives nothing: all null.
 */
export function promoLinePrices(lines: readonly PromoCartLine[], terms: PromoCodeTerms): Array<number | null> {
  const covered = lines.map((line) => promoCovers(terms, line) && line.regularTotal > 0);
  const none = lines.map(() => null);
  const minimum = usableAmount(terms.minSubtotal);
  const subtotal = cents(lines.reduce((sum, line) => sum + Math.max(line.regularTotal, 0), 0));
  if (minimum !== null && subtotal < minimum) return none;
  if (terms.kind === 'AMOUNT_OFF') {
    const amount = usableAmount(terms.amount);
    if (amount === null) return none;
    const base = cents(lines.reduce((sum, line, i) => sum + (covered[i] ? line.regularTotal : 0), 0));
    if (base <= 0) return none;
    const off = Math.min(cents(amount), base);
    const last = covered.lastIndexOf(true);
    let given = 0;
    return lines.map((line, i) => {
      if (!covered[i]) return null;
      const share = i === last ? cents(off - given) : Math.min(cents((off * line.regularTotal) / base), line.regularTotal);
      given = cents(given + share);
      return cents(Math.max(line.regularTotal - share, 0));
    });
  }
  const percent = usablePercent(terms.percent);
  if (percent === null) return none;
  return lines.map((line, i) => (covered[i] ? cents(line.regularTotal * (1 - percent / 100)) : null));
}

/**
 * Per line, what the code saves beyond what the deals left (`lineTotal`): the better of the deal and
 * the code, never both, so a saving is never below zero nor more than the line pays.
 */
export function promoLineSavings(lines: ReadonlyArray<PromoCartLine & { lineTotal: number }>, terms: PromoCodeTerms): number[] {
  const prices = promoLinePrices(lines, terms);
  return lines.map((line, i) => {
    const price = prices[i];
    return price === null || price === undefined ? 0 : cents(Math.max(line.lineTotal - Math.max(price, 0), 0));
  });
}
