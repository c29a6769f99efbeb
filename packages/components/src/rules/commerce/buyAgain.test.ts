import { describe, expect, it } from 'vitest';
import { products as demoProducts } from '@storefront/fixtures/catalog';
import type { Product } from '../../domain/types.ts';
import type { PricingSpecial } from './pricing.ts';
import { buyAgainRequests, buyAgainUnavailableMessage, cartAddRequestFor } from './buyAgain.ts';

const flower = demoProducts.find((p) => p.slug === 'blue-dream-flower-3-5g') as Product;
const edible = demoProducts.find((p) => p.category === 'EDIBLES' && p.isActive) as Product;
const twentyOff: PricingSpecial = {
  name: '20% Off All Flower',
  urlSlug: '20-off-all-flower',
  discount: { kind: 'PERCENT_OFF', percent: 20 },
};

describe('cartAddRequestFor', () => {
  it("the option's price now, with the deal that runs, and the line's maximum", () => {
    const onSale = { ...flower, activeSpecials: [twentyOff] } as Product;
    const option = flower.options[0]!;
    const request = cartAddRequestFor(onSale, option.option, { menuType: 'RECREATIONAL' });
    expect(request?.item).toMatchObject({ productId: flower.id, option: option.option, weight: option.weight, quantity: 1 });
    expect(request?.item.price).toBeCloseTo(Math.round(option.price * 80) / 100, 2);
    expect(request?.item.specialDiscount?.specialSlug).toBe('20-off-all-flower');
    expect(request?.item.maxQuantity).toBeGreaterThan(0);
  });

  it('an option the product does not have → null', () => {
    expect(cartAddRequestFor(flower, 'no-such-option', {})).toBeNull();
  });
});

describe("buyAgainRequests ('Buy again')", () => {
  const lines = [
    { productId: flower.id, name: flower.productName, option: flower.options[0]!.option, quantity: 2 },
    { slug: edible.slug, name: edible.productName, option: edible.options[0]!.option, quantity: 1 },
    { productId: 'gone', name: 'Retired Kush', option: '1g', quantity: 1 },
    { productId: flower.id, name: flower.productName, option: '28g-that-was-dropped', quantity: 1 },
  ];

  it.each([
    {
      name: 'both products on the menu',
      menu: [flower, edible],
      adds: 2,
      unavailable: ['Retired Kush (1g)', `${flower.productName} (28g-that-was-dropped)`],
    },
    {
      name: 'the edible no longer active',
      menu: [flower, { ...edible, isActive: false }],
      adds: 1,
      unavailable: [
        `${edible.productName} (${edible.options[0]!.option})`,
        'Retired Kush (1g)',
        `${flower.productName} (28g-that-was-dropped)`,
      ],
    },
    { name: 'an empty menu', menu: [], adds: 0, unavailable: lines.map((l) => `${l.name} (${l.option})`) },
  ])('$name', ({ menu, adds, unavailable }) => {
    const result = buyAgainRequests(lines, menu, { menuType: 'RECREATIONAL' });
    expect(result.adds).toHaveLength(adds);
    expect(result.unavailable).toEqual(unavailable);
  });

  it('keeps the quantities', () => {
    const result = buyAgainRequests(lines.slice(0, 1), [flower], {});
    expect(result.adds[0]?.item.quantity).toBe(2);
  });

  it('says what could not be added', () => {
    expect(buyAgainUnavailableMessage(['Retired Kush (1g)'])).toBe("Not on this store's menu now: Retired Kush (1g).");
  });
});
