import { describe, expect, it } from 'vitest';
import {
  cartLineStockIssue,
  firstBuyableOption,
  IN_STOCK_LABEL,
  LOW_STOCK_THRESHOLD,
  notEnoughStockMessage,
  optionStock,
  roomToAdd,
  SOLD_OUT_LABEL,
} from './productDetails.ts';
import { formatPercent, labDateText, MAX_TERPENES_SHOWN, terpeneProfile } from './labResults.ts';

describe('optionStock', () => {
  it.each([
    [undefined, 'unknown', null, null],
    [Number.NaN, 'unknown', null, null],
    [0, 'sold-out', SOLD_OUT_LABEL, 0],
    [-2, 'sold-out', 'Sold out', 0],
    [1, 'low', 'Only 1 left', 1],
    [LOW_STOCK_THRESHOLD, 'low', 'Only 5 left', 5],
    [6, 'in-stock', IN_STOCK_LABEL, 6],
    [58.7, 'in-stock', 'In stock', 58],
  ])('quantityAvailable %j: %s, %j', (quantityAvailable, status, label, available) => {
    expect(optionStock({ quantityAvailable })).toEqual({ status, label, available });
  });
});

describe('roomToAdd', () => {
  it.each([
    [{ maxQuantity: 20, inCart: 0, available: null }, 20],
    [{ maxQuantity: 20, inCart: 3, available: 8 }, 5],
    [{ maxQuantity: 2, inCart: 0, available: 50 }, 2],
    [{ maxQuantity: 20, inCart: 4, available: 4 }, 0],
    [{ maxQuantity: 20, inCart: 9, available: 4 }, 0],
    [{ maxQuantity: 20, inCart: 0, available: 0 }, 0],
  ])('%j → %i', (input, room) => {
    expect(roomToAdd(input)).toBe(room);
  });
});

describe('firstBuyableOption', () => {
  it('skips sold-out options; all sold out: the first', () => {
    expect(
      firstBuyableOption([
        { option: '1g', quantityAvailable: 0 },
        { option: '3.5g', quantityAvailable: 4 },
      ])?.option,
    ).toBe('3.5g');
    expect(firstBuyableOption([{ option: '1g', quantityAvailable: 0 }, { option: '3.5g' }])?.option).toBe('3.5g');
    expect(
      firstBuyableOption([
        { option: '1g', quantityAvailable: 0 },
        { option: '3.5g', quantityAvailable: 0 },
      ])?.option,
    ).toBe('1g');
    expect(firstBuyableOption([])).toBeUndefined();
  });
});

describe('terpeneProfile', () => {
  it('largest first, blanks and zero shares out, at most six, labelled', () => {
    const many = ['A', 'B', 'C', 'D', 'E', 'F', 'G'].map((name, i) => ({ name, percent: 0.1 * (i + 1) }));
    expect(terpeneProfile(many)).toHaveLength(MAX_TERPENES_SHOWN);
    expect(terpeneProfile(many)[0]).toEqual({ name: 'G', percent: 0.7000000000000001, label: '0.7%' });
    expect(
      terpeneProfile([
        { name: ' Myrcene ', percent: 0.82 },
        { name: '', percent: 1 },
        { name: 'Pinene', percent: 0 },
        { name: 'Limonene', percent: 0.456 },
      ]),
    ).toEqual([
      { name: 'Myrcene', percent: 0.82, label: '0.82%' },
      { name: 'Limonene', percent: 0.456, label: '0.46%' },
    ]);
    expect(terpeneProfile(undefined)).toEqual([]);
  });

  it.each([
    [21.4, '21.4%'],
    [0.456, '0.46%'],
    [3, '3%'],
  ])('formatPercent(%d) is %s', (value, text) => {
    expect(formatPercent(value)).toBe(text);
  });
});

describe('labDateText', () => {
  it.each([
    ['2026-11-03', 'November 3, 2026'],
    ['2026-01-31T10:00:00-05:00', 'January 31, 2026'],
    ['2026-13-01', '2026-13-01'],
    [' last week ', 'last week'],
  ])('%j → %j', (value, text) => {
    expect(labDateText(value)).toBe(text);
  });
});

describe('notEnoughStockMessage (the cart line and the refused order say the same)', () => {
  it.each([
    [0, 'OG Kush (3.5g) is sold out at Detroit. Please remove it from your cart.'],
    [-1, 'OG Kush (3.5g) is sold out at Detroit. Please remove it from your cart.'],
    [2, 'Only 2 of OG Kush (3.5g) left at Detroit. Please lower the quantity.'],
  ])('%i left', (left, message) => {
    expect(notEnoughStockMessage({ name: 'OG Kush', option: '3.5g' }, left, 'Detroit')).toBe(message);
  });
});

describe('cartLineStockIssue', () => {
  const line = (quantity: number) => ({ name: 'OG Kush', option: '3.5g', quantity });
  it.each([
    ['enough left', 3, 10, null],
    ['exactly what is left', 4, 4, null],
    ['stock not known', 3, undefined, null],
    ['stock not a number', 3, Number.NaN, null],
    ['more than is left', 5, 2, { available: 2, message: 'Only 2 of OG Kush (3.5g) left at Detroit. Please lower the quantity.' }],
    ['sold out', 1, 0, { available: 0, message: 'OG Kush (3.5g) is sold out at Detroit. Please remove it from your cart.' }],
    [
      'a negative count is sold out',
      1,
      -3,
      { available: 0, message: 'OG Kush (3.5g) is sold out at Detroit. Please remove it from your cart.' },
    ],
  ] as const)('%s', (_name, quantity, available, issue) => {
    expect(cartLineStockIssue(line(quantity), { quantityAvailable: available }, 'Detroit')).toEqual(issue);
  });

  it('says nothing while the store’s menu has not answered', () => {
    expect(cartLineStockIssue(line(3), undefined, 'Detroit')).toBeNull();
  });

  it('a line the store’s menu answered without is not sold there (the order’s words)', () => {
    expect(cartLineStockIssue(line(3), 'not-on-menu', 'Desert Bloom Phoenix')).toEqual({
      available: 0,
      message: 'OG Kush is not sold at Desert Bloom Phoenix. Please remove it from your cart.',
    });
  });
});
