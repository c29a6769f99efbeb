import { describe, expect, it } from 'vitest';
import {
  recoverCartItems,
  CART_RECOVERED_MESSAGE,
  cartAddOutcome,
  CART_AT_MAX_LABEL,
  CART_EMPTY_MESSAGE,
  cartBadgeLabel,
  cartFooterItemLabel,
  cartItemMaxQuantity,
  cartItemPriceLabel,
  cartItemSpecialHref,
  cartItemWeightLabel,
  cartItemSizeLabel,
  cartItemsHeading,
  cartQuantityStepper,
  clampCartQuantity,
  isCheckoutDisabled,
  quantityPickerLabel,
  quantityPickerValues,
  shouldShowDiscountRow,
} from './cart.ts';

describe('cartItemMaxQuantity: option maximum, else product maximum', () => {
  it.each([
    [{ optionMaxQuantity: 5, productMaxQuantity: 10 }, 5],
    [{ optionMaxQuantity: undefined, productMaxQuantity: 10 }, 10],
    [{ optionMaxQuantity: null, productMaxQuantity: 3 }, 3],
    [{ optionMaxQuantity: 0, productMaxQuantity: 7 }, 7],
    [{ optionMaxQuantity: Number.NaN, productMaxQuantity: 7 }, 7],
    [{ optionMaxQuantity: 4.9 }, 4],
    [{}, 20],
    [{ optionMaxQuantity: -1, productMaxQuantity: 0 }, 20],
  ])('%o → %i', (limits, expected) => {
    expect(cartItemMaxQuantity(limits)).toBe(expected);
  });
});

describe('clampCartQuantity: at least 1, at most the maximum', () => {
  const limits = { optionMaxQuantity: 5 };
  it.each([
    [0, 1],
    [-3, 1],
    [1, 1],
    [3, 3],
    [2.7, 2],
    [5, 5],
    [6, 5],
    [Number.NaN, 1],
    [Number.POSITIVE_INFINITY, 5],
    [Number.NEGATIVE_INFINITY, 1],
  ])('%d → %i', (q, expected) => {
    expect(clampCartQuantity(q, limits)).toBe(expected);
  });
});

describe('cartQuantityStepper', () => {
  it.each([
    [1, { canDecrement: false, canIncrement: true }],
    [2, { canDecrement: true, canIncrement: true }],
    [3, { canDecrement: true, canIncrement: false }],
  ])('quantity %i with max 3', (q, expected) => {
    expect(cartQuantityStepper(q, { productMaxQuantity: 3 })).toEqual(expected);
  });
});

describe('quantity picker (1 … maxQuantity, default 20)', () => {
  it.each([
    [undefined, 20],
    [null, 20],
    [0, 20],
    [1, 1],
    [5, 5],
    [20, 20],
    [25, 25],
  ])('max %s → %i values', (max, length) => {
    const values = quantityPickerValues(max);
    expect(values).toHaveLength(length);
    expect(values[0]).toBe(1);
    expect(values.at(-1)).toBe(length);
  });
  it.each([
    [1, 'Quantity: 1'],
    [20, 'Quantity: 20'],
  ])('label %i → %s', (n, label) => {
    expect(quantityPickerLabel(n)).toBe(label);
  });
});

describe("'Weight : …' line", () => {
  it.each([
    [{ category: 'FLOWER', weight: '3.5g' }, 'Weight : 3.5g'],
    [{ category: 'FLOWER', weight: ' 1g ' }, 'Weight : 1g'],
    [{ category: 'EDIBLES', weight: '100mg' }, null],
    [{ category: 'edibles ', weight: '100mg' }, null],
    [{ category: 'FLOWER', weight: 'N/A' }, null],
    [{ category: 'FLOWER', weight: 'n/a' }, null],
    [{ category: 'FLOWER', weight: '' }, null],
    [{ category: 'FLOWER', weight: '   ' }, null],
    [{ category: 'FLOWER' }, null],
    [{ weight: '1g' }, 'Weight : 1g'],
    [{ category: null, weight: null }, null],
  ])('%o → %s', (item, expected) => {
    expect(cartItemWeightLabel(item)).toBe(expected);
  });

  it.each([
    [{ category: 'FLOWER', weight: '3.5g', option: '3.5g' }, 'Weight : 3.5g'],
    [{ category: 'EDIBLES', weight: '100mg', option: '10pk' }, 'Pack : 10pk'],
    [{ category: 'ACCESSORIES', weight: 'N/A', option: 'N/A' }, null],
    [{ category: 'EDIBLES', weight: '100mg', option: ' ' }, null],
  ])('cartItemSizeLabel %o → %s', (item, expected) => {
    expect(cartItemSizeLabel(item)).toBe(expected);
  });
});

describe('labels', () => {
  it.each([
    [12.5, 'Price : $12.50'],
    [0, 'Price : $0.00'],
    [1234, 'Price : $1,234.00'],
    [undefined, 'Price : $0.00'],
  ])("price %s → '%s'", (price, expected) => {
    expect(cartItemPriceLabel(price)).toBe(expected);
  });
  it.each([
    [0, 'Your Items (0)', 'Item (0)'],
    [3, 'Your Items (3)', 'Item (3)'],
  ])('count %i', (count, heading, footer) => {
    expect(cartItemsHeading(count)).toBe(heading);
    expect(cartFooterItemLabel(count)).toBe(footer);
  });
  it('special link and empty message', () => {
    expect(cartItemSpecialHref('bogo-50')).toBe('/specials?specialSlug=bogo-50');
    expect(cartItemSpecialHref('a b&c')).toBe('/specials?specialSlug=a%20b%26c');
    expect(CART_EMPTY_MESSAGE).toBe('Shopping cart is empty!');
  });
});

describe('Discount row only when above 0', () => {
  it.each([
    [0, false],
    [-1, false],
    [0.01, true],
    [5, true],
    [Number.NaN, false],
    [null, false],
    [undefined, false],
  ])('%s → %s', (amount, expected) => {
    expect(shouldShowDiscountRow(amount)).toBe(expected);
  });
});

describe("cart badge ('99+' above 99)", () => {
  it.each([
    [0, '0'],
    [1, '1'],
    [98, '98'],
    [99, '99'],
    [100, '99+'],
    [1000, '99+'],
    [-2, '0'],
    [3.7, '3'],
    [Number.NaN, '0'],
    [undefined, '0'],
  ])('%s → %s', (count, expected) => {
    expect(cartBadgeLabel(count)).toBe(expected);
  });
});

describe('isCheckoutDisabled: setting on and store closed', () => {
  it.each([
    [true, false, true],
    [true, true, false],
    [false, false, false],
    [false, true, false],
  ])('setting %s, open %s → %s', (storeClosedSettingOn, storeOpen, expected) => {
    expect(isCheckoutDisabled({ storeClosedSettingOn, storeOpen })).toBe(expected);
  });
});

describe('cartAddOutcome (issue 11: no success toast at the maximum)', () => {
  it.each<[number, number, { optionMaxQuantity?: number; productMaxQuantity?: number }, ReturnType<typeof cartAddOutcome>]>([
    [0, 1, {}, { kind: 'added', quantity: 1 }],
    [3, 2, { optionMaxQuantity: 5 }, { kind: 'added', quantity: 5 }],
    [4, 2, { optionMaxQuantity: 5 }, { kind: 'clamped', quantity: 5, message: 'You already have the most allowed of this item (5).' }],
    [5, 1, { optionMaxQuantity: 5 }, { kind: 'atMax', message: 'You already have the most allowed of this item (5).' }],
    [
      2,
      1,
      { optionMaxQuantity: 2, productMaxQuantity: 9 },
      { kind: 'atMax', message: 'You already have the most allowed of this item (2).' },
    ],
    [20, 1, {}, { kind: 'atMax', message: 'You already have the most allowed of this item (20).' }],
  ])('%i in the cart, adding %i, limits %j', (inCart, adding, limits, expected) => {
    expect(cartAddOutcome(inCart, adding, limits)).toEqual(expected);
  });
  it('labels the add button at the maximum', () => {
    expect(CART_AT_MAX_LABEL).toBe('Max in cart');
  });
});

describe('recoverCartItems (issue 11: a wrong-shaped saved cart)', () => {
  const good = {
    product: { slug: 'blue-dream-flower-3-5g', name: 'Blue Dream', image: '/b.svg', category: 'FLOWER' },
    productId: 'prod-0001',
    option: '1g',
    price: 13,
    quantity: 2,
  };
  it.each<[string, unknown, number, number]>([
    ['nothing saved', undefined, 0, 0],
    ['a good line', [good], 1, 0],
    ['not a list', { items: 'oops' }, 0, 1],
    ['a string', 'garbage', 0, 1],
    ['null entries and numbers', [null, 3, good], 1, 2],
    ['a line without a product', [{ ...good, product: undefined }], 0, 1],
    ['a line with a string price', [{ ...good, price: '13' }], 0, 1],
    ['a negative price', [{ ...good, price: -1 }], 0, 1],
    ['a blank slug', [{ ...good, product: { ...good.product, slug: ' ' } }], 0, 1],
  ])('%s → %i kept, %i dropped', (_name, value, kept, dropped) => {
    const result = recoverCartItems(value);
    expect(result.items).toHaveLength(kept);
    expect(result.dropped).toBe(dropped);
  });
  it('clamps quantities, drops unreadable optional fields, merges duplicate lines', () => {
    const { items } = recoverCartItems([
      { ...good, quantity: 'many', maxQuantity: 'x', specialDiscount: { specialName: 5 } },
      { ...good, quantity: 40 },
      { ...good, option: '3.5g', quantity: 0.5, maxQuantity: 3 },
    ]);
    expect(items).toEqual([
      { product: good.product, productId: 'prod-0001', option: '1g', price: 13, quantity: 20 },
      { product: good.product, productId: 'prod-0001', option: '3.5g', price: 13, quantity: 1, maxQuantity: 3 },
    ]);
  });
  it('the notice', () => {
    expect(CART_RECOVERED_MESSAGE).toBe('Some items in your saved cart could not be read and were removed.');
  });
});
