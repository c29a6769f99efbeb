import { describe, expect, it } from 'vitest';
import { brands, categories, customCategories, products, retailers, specials } from '@storefront/fixtures/catalog';
import { cmsFixtures } from '@storefront/fixtures/cms';
import {
  brandSchema,
  categorySchema,
  check,
  cmsEnvelopeSchema,
  pageOf,
  productMenuSchema,
  productSchema,
  retailerSchema,
  signInSchema,
  singleOf,
  specialSchema,
  userSchema,
} from './schemas.ts';

const user = { _id: 'u1', email: 'a@b.co', firstName: 'A', lastName: 'B', fullName: 'A B' };

describe('the demo catalogue is in the contract (every fixture passes its check)', () => {
  it.each([
    ['retailers', retailers, retailerSchema],
    ['products', products, productSchema],
    ['brands', brands, brandSchema],
    ['categories', [...categories, ...customCategories], categorySchema],
    ['specials', specials, specialSchema],
  ] as const)('%s', (_name, items, schema) => {
    for (const item of items) expect(check(schema as never, item)).toEqual({ ok: true, value: item });
  });

  it.each(Object.entries(cmsFixtures))('CMS %s', (_id, payload) => {
    expect(check(cmsEnvelopeSchema, { statusCode: 200, data: payload }).ok).toBe(true);
  });
});

describe('answers that are not the contract fail, naming where', () => {
  const product = products[0];
  it.each([
    ['no data', pageOf(retailerSchema), { statusCode: 200 }, ['data: invalid_union']],
    ['a page of the wrong entity', pageOf(retailerSchema), { data: { data: [{ id: 'r1' }], total: 1 } }, ['data: invalid_union']],
    ['a product without options', singleOf(productSchema), { data: { ...product, options: undefined } }, ['data: invalid_union']],
    [
      'a price that is a string',
      productMenuSchema,
      { menu: { products: [{ ...product, options: [{ option: '1g', weight: '1g', price: '9.99' }] }] } },
      ['menu.products.0.options.0.price: invalid_type'],
    ],
    ['a CMS that is a list', cmsEnvelopeSchema, { data: [] }, ['data: invalid_type']],
    ['a sign-in without the user', signInSchema, { statusCode: 200 }, ['data: invalid_type']],
    [
      'a sign-in with a user missing its e-mail',
      signInSchema,
      { statusCode: 200, data: { ...user, email: undefined } },
      ['data.email: invalid_type'],
    ],
  ] as const)('%s', (_name, schema, answer, problems) => {
    expect(check(schema as never, answer)).toEqual({ ok: false, problems });
  });

  it('keeps the fields the contract does not name, and accepts null for optional ones', () => {
    const answer = { data: { ...user, phone: null, extra: 1 } };
    expect(check(singleOf(userSchema), answer)).toEqual({ ok: true, value: answer });
    const brand = { ...brands[0], customImage: null };
    expect(check(brandSchema, brand)).toEqual({ ok: true, value: brand });
  });

  it('single reads accept a list (spec 7: "data, which may be an array"), page reads a plain array', () => {
    expect(check(singleOf(categorySchema), { data: categories }).ok).toBe(true);
    expect(check(singleOf(categorySchema), { data: [] }).ok).toBe(true);
    expect(check(pageOf(categorySchema), { data: categories }).ok).toBe(true);
  });

  it('names at most 5 problems', () => {
    const result = check(pageOf(retailerSchema), { data: { data: [{}, {}, {}], total: 3 } });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.problems.length).toBeLessThanOrEqual(5);
  });
});
