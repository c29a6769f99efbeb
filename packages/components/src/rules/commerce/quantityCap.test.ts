/**
 * quantityCap (issue 35). Spec 5: "Cart quantity is at least 1 and at most the per-option or
 * per-product maximum. The quantity picker goes from 1 to maxQuantity (default 20)." The spec says
 * nothing of purchase limits: their message is taxesAndLimits.ts's 'Purchase limit: {label} is limited
 * to {limit} {unit} per order.', quoted here as the shopper reads it.
 */
import { describe, expect, it } from 'vitest';
import { quantityCap, stockCapNote, type QuantityCapInput } from './quantityCap.ts';
import { limitUsage, purchaseLimitsFor, type LimitLine } from './taxesAndLimits.ts';

const flower = (weight: string) => ({ category: 'FLOWER', weight });
const line = (item: Omit<LimitLine, 'quantity'>, quantity: number): LimitLine => ({ ...item, quantity });
const AZ_REC = purchaseLimitsFor('AZ', 'RECREATIONAL');
const MI_REC = purchaseLimitsFor('MI', 'RECREATIONAL');
const CO_REC = purchaseLimitsFor('CO', 'RECREATIONAL');

const FLOWER_AZ = 'Purchase limit: Flower is limited to 28.3 g per order.';
const FLOWER_MI = 'Purchase limit: Flower is limited to 70.9 g per order.';

const cases: Array<[string, QuantityCapInput, number, string, string | null]> = [
  ['no limit, stock unknown: the default 20', { available: null, item: flower('7g'), lines: [], limits: {} }, 20, 'maximum', null],
  ['the option maximum', { maxQuantity: 6, available: 50, item: flower('1g'), lines: [], limits: AZ_REC }, 6, 'maximum', null],
  ['the issue: 7 g in Arizona offers 4, not 20', { available: null, item: flower('7g'), lines: [], limits: AZ_REC }, 4, 'limit', FLOWER_AZ],
  ['7 g in Michigan (2.5 oz)', { available: 40, item: flower('7g'), lines: [], limits: MI_REC }, 10, 'limit', FLOWER_MI],
  [
    'the same option already in the cart counts',
    { inCart: 3, available: 40, item: flower('7g'), lines: [line(flower('7g'), 3)], limits: MI_REC },
    7,
    'limit',
    FLOWER_MI,
  ],
  [
    'pre-rolls count as flower',
    { available: null, item: flower('3.5g'), lines: [line({ category: 'PRE_ROLLS', weight: '14g' }, 1)], limits: AZ_REC },
    4,
    'limit',
    FLOWER_AZ,
  ],
  [
    'concentrates have their own limit',
    { available: 8, item: { category: 'CONCENTRATES', weight: '1g' }, lines: [line(flower('28g'), 1)], limits: AZ_REC },
    5,
    'limit',
    'Purchase limit: Concentrates is limited to 5 g per order.',
  ],
  [
    'edible THC in mg (Colorado)',
    { available: null, item: { category: 'EDIBLES', weight: '100mg' }, lines: [], limits: CO_REC },
    8,
    'limit',
    'Purchase limit: Edibles (THC) is limited to 800 mg per order.',
  ],
  ['stock below the limit', { available: 2, item: flower('3.5g'), lines: [], limits: AZ_REC }, 2, 'stock', 'Up to 2: only 2 left'],
  [
    'stock less the cart',
    { inCart: 3, available: 8, item: flower('1g'), lines: [line(flower('1g'), 3)], limits: {} },
    5,
    'stock',
    'Up to 5: only 8 left, 3 in your cart',
  ],
  ['sold out', { available: 0, item: flower('1g'), lines: [], limits: AZ_REC }, 0, 'stock', 'Sold out'],
  [
    'the cart already at the limit',
    { available: null, item: flower('1g'), lines: [line(flower('28g'), 1)], limits: AZ_REC },
    0,
    'limit',
    FLOWER_AZ,
  ],
  [
    'not counted by any limit (accessories)',
    { available: 30, item: { category: 'ACCESSORIES', weight: 'N/A' }, lines: [], limits: AZ_REC },
    20,
    'maximum',
    null,
  ],
  ['an unreadable weight is not counted', { available: null, item: flower('N/A'), lines: [], limits: AZ_REC }, 20, 'maximum', null],
  [
    'a cart line: the other lines only, nothing in cart on top',
    { maxQuantity: 20, inCart: 0, available: 30, item: flower('7g'), lines: [line(flower('3.5g'), 2)], limits: AZ_REC },
    3,
    'limit',
    FLOWER_AZ,
  ],
  [
    'the line maximum already reached: nothing more, and the maximum said so',
    { maxQuantity: 4, inCart: 4, available: 10, item: flower('1g'), lines: [line(flower('1g'), 4)], limits: AZ_REC },
    0,
    'maximum',
    null,
  ],
];

describe('quantityCap', () => {
  it.each(cases)('%s', (_, input, max, reason, note) => {
    expect(quantityCap(input)).toEqual({ max, reason, note });
  });

  // The picker and 'Add to cart' ask the same limitCheck: the cap fits in the cart's meter, one more does not.
  it.each(cases.filter(([, , , reason]) => reason === 'limit'))('%s: the meter agrees at the cap and one above', (_, input, max) => {
    const usage = (quantity: number) => limitUsage([...input.lines, line(input.item, quantity)], input.limits);
    expect(usage(max).some((use) => use.over)).toBe(false);
    expect(usage(max + 1).some((use) => use.over)).toBe(true);
  });
});

describe('stockCapNote', () => {
  it.each([
    [5, 0, 'Up to 5: only 5 left'],
    [5, 2, 'Up to 3: only 5 left, 2 in your cart'],
    [4, 4, 'Up to 0: only 4 left, 4 in your cart'],
    [0, 0, 'Sold out'],
    [-1, 3, 'Sold out'],
  ])('%i left, %i in cart → %s', (available, inCart, note) => {
    expect(stockCapNote(available, inCart)).toBe(note);
  });
});
