import { describe, expect, it } from 'vitest';
import type { CartItem, Product, ProductOption } from '../../domain/types.ts';
import { QUANTITY_PICKER_MAX_DEFAULT } from '../constants.ts';
import { cartLineFor, type CartLineContext } from './cartLine.ts';
import type { PricingSpecial } from './pricing.ts';

const option = (over: Partial<ProductOption> = {}): ProductOption => ({ option: '3.5g', weight: '3.5g', price: 40, ...over });
const product = (over: Partial<Product> = {}): Product => ({
  id: 'prod-1',
  slug: 'catalogue-slug',
  productSlug: 'blue-dream-flower-3-5g',
  productName: 'Blue Dream',
  image: '/b.svg',
  variantsSize: 1,
  category: 'FLOWER',
  brandId: 'b1',
  brandName: 'Fieldnote Farms',
  options: [option()],
  menuTypes: ['RECREATIONAL', 'MEDICAL'],
  retailerIds: ['r1'],
  popularity: 1,
  isActive: true,
  ...over,
});
const quarterOff: PricingSpecial = { name: '25% Off', urlSlug: '25-off', discount: { kind: 'PERCENT_OFF', percent: 25 } };

describe('cartLineFor: the one cart line of the browser and the server', () => {
  it('makes the line the cart keeps (spec 3 "Cart item"), its slug the productSlug the product page is at', () => {
    expect(cartLineFor(product(), '3.5g')).toEqual<CartItem>({
      product: { slug: 'blue-dream-flower-3-5g', image: '/b.svg', name: 'Blue Dream', category: 'FLOWER' },
      productId: 'prod-1',
      option: '3.5g',
      weight: '3.5g',
      price: 40,
      specialDiscount: null,
      quantity: 1,
      maxQuantity: QUANTITY_PICKER_MAX_DEFAULT,
    });
  });

  it('an option the product does not have → null', () => {
    expect(cartLineFor(product(), '28g')).toBeNull();
  });

  it.each<[string, Partial<ProductOption>, Partial<Product>, number]>([
    ["the option's", { maxQuantity: 2 }, { maxQuantity: 5 }, 2],
    ["the product's when the option has none", {}, { maxQuantity: 5 }, 5],
    ["the product's when the option's is unusable", { maxQuantity: 0 }, { maxQuantity: 5 }, 5],
    ['the default when neither sets one', {}, {}, QUANTITY_PICKER_MAX_DEFAULT],
    ['floored', { maxQuantity: 3.7 }, {}, 3],
  ])('the maximum is %s', (_, optionOver, productOver, max) => {
    expect(cartLineFor(product({ ...productOver, options: [option(optionOver)] }), '3.5g')?.maxQuantity).toBe(max);
  });

  it.each<[string, Partial<ProductOption>, Partial<Product>, CartLineContext, number, string | null]>([
    ['no menu: the recreational list price', { medicalPrice: 30 }, {}, {}, 40, null],
    ['the medical menu: its price', { medicalPrice: 30 }, {}, { menuType: 'MEDICAL' }, 30, null],
    ["e-commerce: the option's special price", { specialPrice: 35 }, {}, { provider: 'ecommerce' }, 35, null],
    ["the product's running deal", {}, { activeSpecials: [quarterOff] }, {}, 30, '25-off'],
    ['the deals named over the product’s', {}, { activeSpecials: [quarterOff] }, { specials: [] }, 40, null],
    ['no deals named (null)', {}, { activeSpecials: [quarterOff] }, { specials: null }, 40, null],
  ])('priced by the one pricing function: %s', (_, optionOver, productOver, context, price, specialSlug) => {
    const line = cartLineFor(product({ ...productOver, options: [option(optionOver)] }), '3.5g', context);
    expect(line?.price).toBe(price);
    expect(line?.specialDiscount?.specialSlug ?? null).toBe(specialSlug);
  });

  it('keeps the quantity asked for: the cart clamps when it takes the line, so an add past the maximum can say so', () => {
    expect(cartLineFor(product({ options: [option({ maxQuantity: 2 })] }), '3.5g', { quantity: 5 })?.quantity).toBe(5);
  });
});
