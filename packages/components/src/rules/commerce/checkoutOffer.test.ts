import { describe, expect, it } from 'vitest';
import {
  CHECKOUT_OFFER_NO_PRODUCTS_MESSAGE,
  cartBasedCheckoutOfferRequest,
  checkoutCreationRequest,
  checkoutOfferContent,
  checkoutOfferIntercepts,
  checkoutOfferProducts,
  checkoutOfferSlidesPerView,
  configuredCheckoutOfferRequest,
  uniqueCartCategories,
} from './checkoutOffer.ts';
import type { OfferCartItem, OfferProduct } from './checkoutOffer.ts';

const cartItem = (slug: string, category: string, productId = `id-${slug}`): OfferCartItem => ({
  productId,
  product: { slug, category },
});

describe('content defaults (spec 2.11)', () => {
  it.each([
    [{}, 'Checkout Offer', 'Complete your purchase to take advantage of this special offer!'],
    [{ title: '  ', description: '' }, 'Checkout Offer', 'Complete your purchase to take advantage of this special offer!'],
    [{ title: null, description: null }, 'Checkout Offer', 'Complete your purchase to take advantage of this special offer!'],
    [{ title: 'Wait!', description: 'Add one more' }, 'Wait!', 'Add one more'],
  ])('%o', (cms, title, description) => {
    expect(checkoutOfferContent(cms)).toEqual({ title, description });
  });
  it('no-products message', () => {
    expect(CHECKOUT_OFFER_NO_PRODUCTS_MESSAGE).toBe('Looks like no product found.');
  });
});

describe('slides: 2 below 640 px, otherwise 4', () => {
  it.each([
    [320, 2],
    [639, 2],
    [640, 4],
    [1440, 4],
  ])('%i px → %i', (width, slides) => {
    expect(checkoutOfferSlidesPerView(width)).toBe(slides);
  });
});

describe('uniqueCartCategories', () => {
  it.each([
    [[], []],
    [
      [cartItem('a', 'FLOWER'), cartItem('b', 'EDIBLES'), cartItem('c', 'FLOWER')],
      ['FLOWER', 'EDIBLES'],
    ],
    [[cartItem('a', ' flower '), cartItem('b', 'FLOWER')], ['flower']],
    [[cartItem('a', ''), cartItem('b', '  ')], []],
    [[{ product: { slug: 'x' } }], []],
  ])('%#', (items, expected) => {
    expect(uniqueCartCategories(items)).toEqual(expected);
  });
});

describe('checkoutOfferProducts (spec 4)', () => {
  const products: OfferProduct[] = [
    { id: 'p1', slug: 'blue-dream', category: 'FLOWER', isActive: true },
    { id: 'p2', slug: 'gummies', category: 'EDIBLES', isActive: true },
    { id: 'p3', slug: 'og-kush', category: 'FLOWER', isActive: false },
    { id: 'p4', slug: 'vape-pen', category: 'VAPORIZERS' },
    { id: 'p5', slug: 'x-slug', productSlug: 'x-product', category: 'flower' },
    { id: 'p6', slug: 'no-category' },
  ];
  const slugs = (list: OfferProduct[]) => list.map((p) => p.slug);

  it.each([
    ['same category, not in cart (by slug)', [cartItem('blue-dream', 'FLOWER', 'other')], ['og-kush', 'x-slug']],
    ['excluded by productId', [cartItem('something', 'FLOWER', 'p1')], ['og-kush', 'x-slug']],
    ['excluded by productSlug', [cartItem('x-product', 'FLOWER', 'zz')], ['blue-dream', 'og-kush']],
    ['two categories', [cartItem('gummies', 'EDIBLES'), cartItem('vape', 'VAPORIZERS')], ['vape-pen']],
    ['empty cart → nothing', [], []],
  ])('cart-based: %s', (_name, cartItems, expected) => {
    expect(slugs(checkoutOfferProducts({ enableCartBasedSuggestions: true, cartItems, products }))).toEqual(expected);
  });

  it.each([
    ['configured order, active only', ['vape-pen', 'og-kush', 'blue-dream'], ['vape-pen', 'blue-dream']],
    ['matched by productSlug', ['x-product'], ['x-slug']],
    ['duplicates once, blanks dropped, trimmed', ['gummies', ' ', ' gummies '], ['gummies']],
    ['unknown slug skipped', ['nope', 'gummies'], ['gummies']],
    ['in-cart products are not excluded in this mode', ['blue-dream'], ['blue-dream']],
    ['empty list', [], []],
    ['missing list', null, []],
  ])('configured: %s', (_name, productSlugs, expected) => {
    expect(
      slugs(
        checkoutOfferProducts({
          enableCartBasedSuggestions: false,
          cartItems: [cartItem('blue-dream', 'FLOWER', 'p1')],
          products,
          productSlugs,
        }),
      ),
    ).toEqual(expected);
  });

  it('caps both modes at 20 products', () => {
    const many = Array.from({ length: 25 }, (_, i) => ({ slug: `s${i}`, category: 'FLOWER' }));
    expect(checkoutOfferProducts({ enableCartBasedSuggestions: true, cartItems: [cartItem('a', 'FLOWER')], products: many })).toHaveLength(
      20,
    );
    expect(
      checkoutOfferProducts({
        enableCartBasedSuggestions: false,
        cartItems: [],
        products: many,
        productSlugs: many.map((p) => p.slug),
      }),
    ).toHaveLength(20);
  });
});

describe('configuredCheckoutOfferRequest (spec 7)', () => {
  const base = { retailerId: 'r1', menuType: 'MEDICAL', provider: 'ecommerce' } as const;
  it('builds the body', () => {
    expect(configuredCheckoutOfferRequest({ ...base, productSlugs: ['a', ' b '] })).toEqual({
      retailerId: 'r1',
      filter: { slugs: ['a', 'b'], isActive: true },
      provider: 'ecommerce',
      menuType: 'MEDICAL',
      pagination: { offset: 0, limit: 20 },
    });
  });
  it.each([
    ['no retailerId', { ...base, retailerId: undefined, productSlugs: ['a'] }],
    ['blank retailerId', { ...base, retailerId: '  ', productSlugs: ['a'] }],
    ['no menuType', { ...base, menuType: null, productSlugs: ['a'] }],
    ['empty productSlugs', { ...base, productSlugs: [] }],
    ['blank productSlugs', { ...base, productSlugs: [' '] }],
    ['missing productSlugs', { ...base }],
  ])('does not run: %s', (_name, input) => {
    expect(configuredCheckoutOfferRequest(input)).toBeNull();
  });
});

describe('cartBasedCheckoutOfferRequest (spec 7)', () => {
  const base = { retailerId: 'r1', menuType: 'RECREATIONAL', provider: 'dispensaryMenuOne' } as const;
  it('builds the body with unique cart categories', () => {
    expect(
      cartBasedCheckoutOfferRequest({
        ...base,
        cartItems: [cartItem('a', 'FLOWER'), cartItem('b', 'FLOWER'), cartItem('c', 'EDIBLES')],
      }),
    ).toEqual({
      retailerId: 'r1',
      filter: { categories: ['FLOWER', 'EDIBLES'] },
      provider: 'dispensaryMenuOne',
      menuType: 'RECREATIONAL',
      pagination: { offset: 0, limit: 20 },
    });
  });
  it.each([
    ['empty cart', { ...base, cartItems: [] }],
    ['no retailerId', { ...base, retailerId: null, cartItems: [cartItem('a', 'FLOWER')] }],
    ['no menuType', { ...base, menuType: undefined, cartItems: [cartItem('a', 'FLOWER')] }],
  ])('null: %s', (_name, input) => {
    expect(cartBasedCheckoutOfferRequest(input)).toBeNull();
  });
});

describe('checkoutCreationRequest (spec 4)', () => {
  const now = Date.UTC(2024, 2, 20, 12);
  const base = { cartItemCount: 0, now, retailerId: 'r1', menuType: 'MEDICAL' } as const;
  const create = { retailerId: 'r1', orderType: 'PICKUP', pricingType: 'MEDICAL' };
  it.each([
    ['expired (past)', { ...base, checkoutCreationTime: now - 1 }, create],
    ['expires exactly now', { ...base, checkoutCreationTime: now }, create],
    ['not yet expired', { ...base, checkoutCreationTime: now + 1 }, null],
    ['missing time', { ...base }, create],
    ['unreadable time', { ...base, checkoutCreationTime: 'soon' }, create],
    ['ISO string, past', { ...base, checkoutCreationTime: '2024-03-20T11:00:00Z' }, create],
    ['ISO string, future', { ...base, checkoutCreationTime: '2024-03-20T13:00:00Z' }, null],
    ['digit string, future', { ...base, checkoutCreationTime: String(now + 1000) }, null],
    ['cart not empty', { ...base, cartItemCount: 1, checkoutCreationTime: now - 1 }, null],
    ['no retailer', { ...base, retailerId: '', checkoutCreationTime: now - 1 }, null],
    ['no menu type', { ...base, menuType: null, checkoutCreationTime: now - 1 }, null],
    [
      'recreational pricing',
      { ...base, menuType: 'RECREATIONAL' as const },
      { retailerId: 'r1', orderType: 'PICKUP', pricingType: 'RECREATIONAL' },
    ],
  ])('%s', (_name, input, expected) => {
    expect(checkoutCreationRequest(input)).toEqual(expected);
  });
});

describe('checkoutOfferIntercepts (the offer "may intercept checkout", spec 2.10)', () => {
  it.each([
    {
      name: 'cart-based suggestions on',
      cms: { enableCartBasedSuggestions: true, productSlugs: [] },
      count: 2,
      seen: false,
      expected: true,
    },
    {
      name: 'configured products',
      cms: { enableCartBasedSuggestions: false, productSlugs: ['og-kush-flower-3-5g'] },
      count: 1,
      seen: false,
      expected: true,
    },
    {
      name: 'only blank slugs',
      cms: { enableCartBasedSuggestions: false, productSlugs: ['  ', ''] },
      count: 1,
      seen: false,
      expected: false,
    },
    { name: 'no source', cms: { enableCartBasedSuggestions: false, productSlugs: null }, count: 3, seen: false, expected: false },
    {
      name: 'already seen this session',
      cms: { enableCartBasedSuggestions: true, productSlugs: ['a'] },
      count: 1,
      seen: true,
      expected: false,
    },
    { name: 'an empty cart', cms: { enableCartBasedSuggestions: true, productSlugs: ['a'] }, count: 0, seen: false, expected: false },
  ])('$name → $expected', ({ cms, count, seen, expected }) => {
    expect(checkoutOfferIntercepts({ cms, cartItemCount: count, seenThisSession: seen })).toBe(expected);
  });
});
