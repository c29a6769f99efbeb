/** A cart line's '+' stops at its cap (quantityCap: the purchase limit beside the other lines) and says why (issue 35). */
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { quantityCap } from '../rules/commerce/quantityCap.ts';
import { purchaseLimitsFor } from '../rules/commerce/taxesAndLimits.ts';
import { CartItemRow, type CartItemRowItem } from './CartItemRow.tsx';

const price = { regular: 60, price: 60, onSale: false, special: null };
const item = (quantity: number): CartItemRowItem => ({
  name: 'Blue Dream',
  href: '/product/blue-dream',
  category: 'FLOWER',
  weight: '7g',
  option: '7g',
  quantity,
});
// Arizona adult use with 7 g of other flower in the cart: three more 7 g fit (28.3 g).
const cap = quantityCap({
  available: 18,
  item: { category: 'FLOWER', weight: '7g' },
  lines: [{ category: 'FLOWER', weight: '7g', quantity: 1 }],
  limits: purchaseLimitsFor('AZ', 'RECREATIONAL'),
});
const LIMIT = 'Purchase limit: Flower is limited to 28.3 g per order.';

describe('CartItemRow cap', () => {
  it.each([
    [2, true, null],
    [3, false, LIMIT],
  ])('quantity %i: + enabled %s, note %j', (quantity, canIncrement, note) => {
    render(<CartItemRow item={item(quantity)} price={price} cap={cap} onQuantity={() => undefined} />);
    const plus = screen.getByRole('button', { name: /^Increase quantity of Blue Dream/ });
    expect(plus.hasAttribute('disabled')).toBe(!canIncrement);
    if (note) {
      expect(plus).toHaveAccessibleName('Increase quantity of Blue Dream (7g) (at most 3)');
      expect(screen.getByRole('group', { name: 'Quantity of Blue Dream (7g)' })).toHaveAccessibleDescription(note);
    } else {
      expect(screen.queryByText(LIMIT)).toBeNull();
    }
  });

  it('without a cap the line maximum (20) holds', () => {
    render(<CartItemRow item={item(19)} price={price} onQuantity={() => undefined} />);
    expect(screen.getByRole('button', { name: 'Increase quantity of Blue Dream (7g)' })).toBeEnabled();
  });
});
