import { describe, expect, it } from 'vitest';
import { purchaseLimitsFor, type CartItem } from '@storefront/components';
import { decideAdd } from './useAddToCart.ts';

const flower = (option: string, quantity: number, maxQuantity?: number): CartItem => ({
  product: { slug: 'blue-dream-flower-3-5g', image: '/x.svg', name: 'Blue Dream', category: 'FLOWER' },
  productId: 'prod-0001',
  option,
  weight: option,
  price: 10,
  quantity,
  ...(maxQuantity ? { maxQuantity } : {}),
});

describe('decideAdd (issue 11: limits and maximums refuse the add, keep the cart)', () => {
  const michigan = purchaseLimitsFor('MI', 'RECREATIONAL');

  it('adds a new line', () => {
    expect(decideAdd([], { item: flower('3.5g', 1) }, michigan)).toEqual({ result: 'added', quantity: 1, message: null });
  });

  it("refuses a line already at its maximum: no success, the rule's message", () => {
    expect(decideAdd([flower('14g', 2, 2)], { item: flower('14g', 1, 2) }, michigan)).toEqual({
      result: 'atMax',
      quantity: 0,
      message: 'You already have the most allowed of this item (2).',
    });
  });

  it('refuses an add past the state limit (the issue: 168 g of flower in a Michigan cart)', () => {
    const cart = [flower('14g', 2, 2), { ...flower('14g', 2, 2), productId: 'prod-0002' }, { ...flower('7g', 2), productId: 'prod-0003' }];
    // 28 + 28 + 14 = 70 g in the cart; one more gram passes 70.9 g.
    expect(decideAdd(cart, { item: { ...flower('1g', 1), productId: 'prod-0005' } }, michigan)).toEqual({
      result: 'overLimit',
      quantity: 0,
      message: 'Purchase limit: Flower is limited to 70.9 g per order.',
    });
  });

  it('clamps an add to the maximum and says so', () => {
    expect(decideAdd([flower('3.5g', 4, 5)], { item: flower('3.5g', 3, 5) }, michigan)).toEqual({
      result: 'clamped',
      quantity: 1,
      message: 'You already have the most allowed of this item (5).',
    });
  });

  it('a store without limits (no state table) limits nothing', () => {
    expect(decideAdd([flower('14g', 19)], { item: flower('14g', 1) }, {}).result).toBe('added');
  });
});
