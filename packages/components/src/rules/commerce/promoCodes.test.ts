import { describe, expect, it } from 'vitest';
import { priceCart, type BundleSpecial, type CartPriceLine } from './cartPricing.ts';
import type { SpecialDiscount } from './pricing.ts';
import {
  normalizePromoCode,
  PROMO_CODE_EXPIRED_MESSAGE,
  PROMO_CODE_NOT_APPLICABLE_MESSAGE,
  PROMO_CODE_NOT_YOURS_MESSAGE,
  PROMO_CODE_UNKNOWN_MESSAGE,
  PROMO_CODE_USED_MESSAGE,
  promoCodeLineLabel,
  promoCodeMinimumMessage,
  promoCodeOffer,
  promoCodeProblem,
  promoCodeWrongStoreMessage,
  promoLineSavings,
  type PromoCheckContext,
  type PromoCodeRecord,
  type PromoCodeTerms,
} from './promoCodes.ts';

const NOW = Date.parse('2026-11-28T12:00:00Z');
const DAY = 24 * 60 * 60 * 1000;
const WELCOME: PromoCodeRecord = {
  code: 'WELCOME15-1A2B3C',
  kind: 'PERCENT_ORDER',
  percent: 15,
  retailerIds: ['ret-mi-detroit', 'ret-mi-ann-arbor'],
  expiresAt: NOW + 30 * DAY,
  email: 'shopper@example.com',
};
const VAPES: PromoCodeRecord = { code: 'VAPE10', kind: 'PERCENT_CATEGORY', percent: 10, categories: ['VAPORIZERS'] };
const TEN_OFF: PromoCodeRecord = { code: 'TAKE10', kind: 'AMOUNT_OFF', amount: 10, minSubtotal: 60 };
const DETROIT = { id: 'ret-mi-detroit', name: 'Greenleaf Detroit' };
const flower = { category: 'FLOWER', regularTotal: 40 };
const vape = { category: 'VAPORIZERS', regularTotal: 30 };

describe('the words a shopper reads (quoted)', () => {
  it.each([
    [PROMO_CODE_UNKNOWN_MESSAGE, "We don't know that code. Please check it and try again."],
    [PROMO_CODE_EXPIRED_MESSAGE, 'That code has expired.'],
    [PROMO_CODE_USED_MESSAGE, "You've already used that code."],
    [PROMO_CODE_NOT_YOURS_MESSAGE, 'That code was sent to another e-mail address. Sign in with that address to use it.'],
    [PROMO_CODE_NOT_APPLICABLE_MESSAGE, "That code doesn't apply to the items in your cart."],
    [promoCodeWrongStoreMessage('Mile High Denver'), "That code can't be used at Mile High Denver."],
    [promoCodeMinimumMessage(60), 'That code needs a subtotal of at least $60. Add a little more to use it.'],
    [promoCodeMinimumMessage(49.5), 'That code needs a subtotal of at least $49.50. Add a little more to use it.'],
    // The pop-ups' coupon words (fixtures/demo/campaigns.json) match the code's offer.
    [promoCodeOffer(WELCOME), '15% off'],
    [promoCodeOffer({ code: 'MILEHIGH20-X', kind: 'PERCENT_ORDER', percent: 20 }), '20% off'],
    [promoCodeOffer(VAPES), '10% off Vaporizers'],
    [promoCodeOffer({ ...VAPES, categories: ['PRE_ROLLS', 'FLOWER', 'EDIBLES'] }), '10% off Pre Rolls, Flower & Edibles'],
    [promoCodeOffer(TEN_OFF), '$10 off orders of $60 or more'],
    [promoCodeOffer({ code: 'FIVE', kind: 'AMOUNT_OFF', amount: 5 }), '$5 off your order'],
    [promoCodeLineLabel(WELCOME), 'Promo code WELCOME15-1A2B3C (15% off)'],
  ])('%s', (actual, expected) => expect(actual).toBe(expected));
});

describe('normalizePromoCode', () => {
  it.each([
    [' welcome15-1a2b3c ', 'WELCOME15-1A2B3C'],
    ['take 10', 'TAKE10'],
    ['', ''],
    ['50%OFF', ''],
    ['x'.repeat(41), ''],
    [42, ''],
  ])('%j → %j', (input, expected) => expect(normalizePromoCode(input)).toBe(expected));
});

describe('promoCodeProblem', () => {
  const table: Array<[string, PromoCodeRecord | null, Partial<PromoCheckContext>, string | null]> = [
    ['unknown', null, {}, PROMO_CODE_UNKNOWN_MESSAGE],
    ['good for its e-mail at its store', WELCOME, { shopperEmail: 'Shopper@Example.com', retailer: DETROIT, lines: [flower] }, null],
    ['a guest may hold a personal code (checked at sign-in and order)', WELCOME, { shopperEmail: null, lines: [flower] }, null],
    ['expired at the instant', { ...WELCOME, expiresAt: NOW }, {}, PROMO_CODE_EXPIRED_MESSAGE],
    ['expired before another check', { ...WELCOME, expiresAt: NOW - 1 }, { shopperEmail: 'other@example.com' }, PROMO_CODE_EXPIRED_MESSAGE],
    ['another shopper', WELCOME, { shopperEmail: 'other@example.com' }, PROMO_CODE_NOT_YOURS_MESSAGE],
    ['used', WELCOME, { shopperEmail: 'shopper@example.com', usedByShopper: true }, PROMO_CODE_USED_MESSAGE],
    ['any shopper, used', VAPES, { shopperEmail: 'a@b.co', usedByShopper: true }, PROMO_CODE_USED_MESSAGE],
    [
      'another store',
      WELCOME,
      { shopperEmail: 'shopper@example.com', retailer: { id: 'ret-co-denver', name: 'Mile High Denver' } },
      promoCodeWrongStoreMessage('Mile High Denver'),
    ],
    ['every store when none listed', VAPES, { retailer: { id: 'ret-co-denver', name: 'Mile High Denver' }, lines: [vape] }, null],
    ['a category not in the cart', VAPES, { lines: [flower] }, PROMO_CODE_NOT_APPLICABLE_MESSAGE],
    ['an empty cart is not checked yet', VAPES, { lines: [] }, null],
    ['a percent that gives nothing', { ...WELCOME, email: null, percent: 0 }, { lines: [flower] }, PROMO_CODE_NOT_APPLICABLE_MESSAGE],
    ['under the minimum', TEN_OFF, { lines: [flower] }, promoCodeMinimumMessage(60)],
    ['at the minimum', TEN_OFF, { lines: [flower, { category: 'EDIBLES', regularTotal: 20 }] }, null],
  ];
  it.each(table)('%s', (_name, record, context, expected) => {
    expect(promoCodeProblem(record, { now: NOW, ...context })).toBe(expected);
  });
});

describe('priceCart with a code: the better of the deal and the code per line, never both', () => {
  const line = (slug: string, category: string, regular: number, price: number, quantity = 1): CartPriceLine => ({
    slug,
    category,
    regular,
    price,
    quantity,
  });
  const table: Array<[string, CartPriceLine[], PromoCodeTerms, BundleSpecial[], number[], number, number]> = [
    // name, lines, code, bundles → line totals, promo amount, discount
    ['15% off two full-price lines', [line('a', 'FLOWER', 40, 40), line('b', 'EDIBLES', 20, 20)], WELCOME, [], [34, 17], 9, 9],
    ['a 20% deal beats the 15% code', [line('a', 'FLOWER', 40, 32), line('b', 'EDIBLES', 20, 20)], WELCOME, [], [32, 17], 3, 11],
    ['a 10% deal loses to the 15% code', [line('a', 'FLOWER', 40, 36)], WELCOME, [], [34], 2, 6],
    ['a category code leaves other lines', [line('a', 'FLOWER', 40, 40), line('v', 'VAPORIZERS', 30, 30)], VAPES, [], [40, 27], 3, 3],
    ['$10 off spread by regular totals', [line('a', 'FLOWER', 40, 40), line('b', 'EDIBLES', 20, 20)], TEN_OFF, [], [33.33, 16.67], 10, 10],
    ['$10 off under the minimum saves nothing', [line('a', 'FLOWER', 40, 40)], TEN_OFF, [], [40], 0, 0],
    [
      'a bundle already cheaper than the code',
      [line('a', 'PRE_ROLLS', 20, 20), line('b', 'PRE_ROLLS', 20, 20)],
      WELCOME,
      [{ productSlugs: ['a', 'b'], discount: { kind: 'BUNDLE', quantity: 2, price: 30 } }],
      [15, 15],
      0,
      10,
    ],
    [
      'a fixed amount never takes a line below zero',
      [line('a', 'FLOWER', 5, 5), line('b', 'FLOWER', 3, 3)],
      { code: 'BIG', kind: 'AMOUNT_OFF', amount: 50 },
      [],
      [0, 0],
      8,
      8,
    ],
  ];
  it.each(table)('%s', (_name, lines, promo, bundles, lineTotals, promoAmount, discount) => {
    const cart = priceCart(lines, { promo, bundles });
    expect(cart.lines.map((l) => l.lineTotal)).toEqual(lineTotals);
    expect(cart.promo?.amount).toBe(promoAmount);
    expect(cart.promo?.label).toBe(promoCodeLineLabel(promo));
    expect(cart.discount).toBe(discount);
  });

  it('without a code, nothing changes and no promo line is named', () => {
    const cart = priceCart([line('a', 'FLOWER', 40, 32)]);
    expect(cart.promo).toBeUndefined();
    expect(cart.lines).toEqual([{ regularTotal: 40, lineTotal: 32 }]);
  });
});

// ── Property tests over generated carts: every deal kind × every code kind ──

/** mulberry32: a small seeded generator, so a failure names the seed that reproduces it. */
function generator(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (lo: number, hi: number) => lo + Math.floor(next() * (hi - lo + 1));
  const pick = <T>(items: readonly T[]): T => items[int(0, items.length - 1)]!;
  const money = (lo: number, hi: number) => int(lo * 100, hi * 100) / 100;
  return { next, int, pick, money };
}

const CATEGORIES = ['FLOWER', 'VAPORIZERS', 'EDIBLES', 'PRE_ROLLS'];
const DEAL_KINDS = ['NONE', 'PERCENT_OFF', 'AMOUNT_OFF', 'FIXED_PRICE', 'BUNDLE'] as const;
const CODE_KINDS = ['PERCENT_ORDER', 'PERCENT_CATEGORY', 'AMOUNT_OFF'] as const;
const cents = (n: number) => Math.round(n * 100);

describe('property: every deal kind × every code kind over generated carts', () => {
  for (const dealKind of DEAL_KINDS)
    for (const codeKind of CODE_KINDS)
      it(`${dealKind} deal × ${codeKind} code (200 seeded carts)`, () => {
        for (let seed = 1; seed <= 200; seed += 1) {
          const g = generator(seed * 7919 + DEAL_KINDS.indexOf(dealKind) * 31 + CODE_KINDS.indexOf(codeKind));
          const lines: CartPriceLine[] = Array.from({ length: g.int(1, 6) }, (_, i) => {
            const regular = g.money(0.5, 120);
            // A unit deal's price as discountedUnitPrice gives it (percent, dollars off never below a cent, a fixed price).
            const discount: SpecialDiscount | null =
              dealKind === 'PERCENT_OFF'
                ? { kind: 'PERCENT_OFF', percent: g.int(5, 60) }
                : dealKind === 'AMOUNT_OFF'
                  ? { kind: 'AMOUNT_OFF', amount: g.money(1, 40) }
                  : dealKind === 'FIXED_PRICE'
                    ? { kind: 'FIXED_PRICE', price: g.money(0, 100) }
                    : null;
            const price =
              discount?.kind === 'PERCENT_OFF'
                ? Math.round(regular * (100 - discount.percent)) / 100
                : discount?.kind === 'AMOUNT_OFF'
                  ? Math.max(Math.round((regular - discount.amount) * 100) / 100, 0.01)
                  : discount?.kind === 'FIXED_PRICE'
                    ? Math.min(discount.price, regular)
                    : regular;
            return { slug: `p${i}`, category: g.pick(CATEGORIES), regular, price, quantity: g.int(1, 5) };
          });
          const bundles: BundleSpecial[] =
            dealKind === 'BUNDLE'
              ? [
                  {
                    productSlugs: lines.filter(() => g.next() < 0.7).map((l) => l.slug),
                    discount: { kind: 'BUNDLE', quantity: g.int(2, 4), price: g.money(5, 80) },
                  },
                ]
              : [];
          const promo: PromoCodeTerms =
            codeKind === 'AMOUNT_OFF'
              ? { code: 'GEN', kind: 'AMOUNT_OFF', amount: g.money(1, 150), minSubtotal: g.next() < 0.5 ? g.money(10, 200) : null }
              : {
                  code: 'GEN',
                  kind: codeKind,
                  percent: g.int(1, 100),
                  ...(codeKind === 'PERCENT_CATEGORY' ? { categories: CATEGORIES.filter(() => g.next() < 0.5) } : {}),
                };
          const tax = { rates: [{ name: 'Sales tax', rate: g.pick([0, 0.06, 0.1]) }] };
          const withCode = priceCart(lines, { bundles, promo, tax });
          const dealsOnly = priceCart(lines, { bundles, tax });
          const context = `seed ${seed}: ${JSON.stringify({ lines, bundles, promo })}`;

          // The total is the sum of the lines plus tax, to the cent; nothing is negative.
          const paid = withCode.lines.reduce((sum, l) => sum + cents(l.lineTotal), 0);
          expect(cents(withCode.total), context).toBe(paid + cents(withCode.taxTotal));
          expect(cents(withCode.subtotal) - cents(withCode.discount), context).toBe(paid);
          for (const l of withCode.lines) expect(l.lineTotal, context).toBeGreaterThanOrEqual(0);
          expect(withCode.total, context).toBeGreaterThanOrEqual(0);
          expect(withCode.promo!.amount, context).toBeGreaterThanOrEqual(0);

          // Never both: per line, the code only ever lowers the deals' total to the code's own price.
          const alone = promoLineSavings(
            dealsOnly.lines.map((l, i) => ({ ...l, category: lines[i]!.category, lineTotal: l.regularTotal })),
            promo,
          );
          withCode.lines.forEach((l, i) => {
            const deal = dealsOnly.lines[i]!.lineTotal;
            const codePrice = cents(l.regularTotal) - cents(alone[i]!);
            expect(cents(l.lineTotal), context).toBe(Math.min(cents(deal), codePrice));
          });
          // The code's part is what it saves over the deals; the discount never passes the better offer's.
          expect(cents(withCode.discount), context).toBe(cents(dealsOnly.discount) + cents(withCode.promo!.amount));
          const bestOffer = withCode.lines.reduce(
            (sum, l, i) => sum + Math.max(cents(l.regularTotal) - cents(dealsOnly.lines[i]!.lineTotal), cents(alone[i]!)),
            0,
          );
          expect(cents(withCode.discount), context).toBeLessThanOrEqual(bestOffer);
          // A fixed amount never gives more than its amount.
          if (promo.kind === 'AMOUNT_OFF')
            expect(
              alone.reduce((s, a) => s + cents(a), 0),
              context,
            ).toBeLessThanOrEqual(cents(promo.amount!));
        }
      });
});
