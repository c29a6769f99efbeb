import { describe, expect, it } from 'vitest';
import { products } from '@storefront/fixtures/catalog';
import { PRODUCT_INACTIVE_MESSAGE, productAvailability } from './availability.ts';

const blueDream = products.find((p) => p.slug === 'blue-dream-flower-3-5g')!;
const peachRings = products.find((p) => p.slug === 'peach-rings-edible-10pk')!;

describe('productAvailability', () => {
  it.each([
    {
      name: 'sold at the store, on its menu',
      product: blueDream,
      retailerId: 'ret-mi-detroit',
      menuType: 'RECREATIONAL' as const,
      expected: { sellable: true },
    },
    { name: 'no store shown', product: blueDream, retailerId: null, menuType: 'RECREATIONAL' as const, expected: { sellable: true } },
    {
      name: 'a store that does not sell it',
      product: { ...blueDream, retailerIds: ['ret-mi-detroit'] },
      retailerId: 'ret-az-phoenix',
      menuType: 'RECREATIONAL' as const,
      expected: { sellable: false, reason: 'Not sold at Desert Bloom. Choose another store to buy it.' },
    },
    {
      name: 'recreational only, on the medical menu',
      product: peachRings,
      retailerId: null,
      menuType: 'MEDICAL' as const,
      expected: { sellable: false, reason: 'Not on the medical menu.' },
    },
    {
      name: 'inactive',
      product: { ...blueDream, isActive: false },
      retailerId: 'nowhere',
      menuType: 'MEDICAL' as const,
      expected: { sellable: false, reason: PRODUCT_INACTIVE_MESSAGE },
    },
  ])('$name', ({ product, retailerId, menuType, expected }) => {
    expect(productAvailability(product, { retailerId, menuType, storeName: 'Desert Bloom' })).toEqual(expected);
  });

  it("an unnamed store reads 'this store'", () => {
    expect(productAvailability({ ...blueDream, retailerIds: [] }, { retailerId: 'x', menuType: 'RECREATIONAL', storeName: ' ' })).toEqual({
      sellable: false,
      reason: 'Not sold at this store. Choose another store to buy it.',
    });
  });
});
