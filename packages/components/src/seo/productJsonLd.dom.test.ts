import { describe, expect, it } from 'vitest';
import { categories, products } from '@storefront/fixtures/catalog';
import type { Product } from '../domain/types.ts';
import { IN_STOCK, OUT_OF_STOCK, productJsonLd, type ProductSeoSource } from './productJsonLd.ts';
import { jsonLdScript } from './jsonLd.ts';

const ORIGIN = 'https://greenleaf.example';
const OPTIONS = { origin: ORIGIN, siteName: 'Greenleaf Collective', currency: 'USD' };

function fixture(slug: string): Product {
  const product = products.find((p) => p.slug === slug);
  if (!product) throw new Error(`no fixture product ${slug}`);
  return product;
}

const base: ProductSeoSource = {
  id: 'prod-x',
  productName: 'Test Kush',
  productSlug: 'test-kush',
  image: '/images/x.svg',
  brandName: 'Fieldnote Farms',
  category: 'FLOWER',
  isActive: true,
  options: [{ price: 10, quantityAvailable: 5 }],
};

describe('productJsonLd', () => {
  it('describes a fixture product with several weights as an AggregateOffer', () => {
    expect(productJsonLd(fixture('blue-dream-flower-3-5g'), { ...OPTIONS, categories })).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Blue Dream',
      sku: 'prod-0001',
      url: 'https://greenleaf.example/product/blue-dream-flower-3-5g',
      image: 'https://greenleaf.example/images/catalog/products/blue-dream-flower-3-5g.svg',
      description: 'A sweet berry sativa-dominant classic with a gentle, clear-headed lift.',
      brand: { '@type': 'Brand', name: 'Fieldnote Farms' },
      category: 'Flower',
      offers: {
        '@type': 'AggregateOffer',
        lowPrice: 13,
        highPrice: 129,
        offerCount: 4,
        priceCurrency: 'USD',
        availability: IN_STOCK,
        url: 'https://greenleaf.example/product/blue-dream-flower-3-5g',
        seller: { '@type': 'Organization', name: 'Greenleaf Collective' },
      },
    });
  });

  it('describes a single-option fixture product as one Offer', () => {
    expect(productJsonLd(fixture('purple-punch-mini-joints-pre-roll-7pk'), { ...OPTIONS, categories }).offers).toEqual({
      '@type': 'Offer',
      price: 28,
      priceCurrency: 'USD',
      availability: IN_STOCK,
      url: 'https://greenleaf.example/product/purple-punch-mini-joints-pre-roll-7pk',
      seller: { '@type': 'Organization', name: 'Greenleaf Collective' },
    });
  });

  it.each<[string, ProductSeoSource['options'], Partial<ProductSeoSource>, Record<string, unknown> | undefined]>([
    ['one price', [{ price: 10 }], {}, { '@type': 'Offer', price: 10, availability: IN_STOCK }],
    ['same price twice: one Offer', [{ price: 10 }, { price: 10 }], {}, { '@type': 'Offer', price: 10, availability: IN_STOCK }],
    ['price rounded to cents', [{ price: 10.005 }], {}, { '@type': 'Offer', price: 10.01, availability: IN_STOCK }],
    [
      'no stock on any option',
      [
        { price: 10, quantityAvailable: 0 },
        { price: 20, quantityAvailable: 0 },
      ],
      {},
      { '@type': 'AggregateOffer', lowPrice: 10, highPrice: 20, offerCount: 2, availability: OUT_OF_STOCK },
    ],
    ['negative stock', [{ price: 10, quantityAvailable: -1 }], {}, { '@type': 'Offer', price: 10, availability: OUT_OF_STOCK }],
    ['unknown stock counts as in stock', [{ price: 10 }], {}, { '@type': 'Offer', price: 10, availability: IN_STOCK }],
    [
      'range over the options in stock',
      [
        { price: 5, quantityAvailable: 0 },
        { price: 10, quantityAvailable: 3 },
        { price: 30, quantityAvailable: 1 },
      ],
      {},
      { '@type': 'AggregateOffer', lowPrice: 10, highPrice: 30, offerCount: 2, availability: IN_STOCK },
    ],
    [
      'inactive product',
      [{ price: 10, quantityAvailable: 9 }],
      { isActive: false },
      { '@type': 'Offer', price: 10, availability: OUT_OF_STOCK },
    ],
    [
      'unusable prices dropped',
      [{ price: Number.NaN }, { price: -1 }, { price: 12 }],
      {},
      { '@type': 'Offer', price: 12, availability: IN_STOCK },
    ],
    ['no options: no offers', [], {}, undefined],
    ['options missing: no offers', null, {}, undefined],
  ])('offers: %s', (_, options, extra, expected) => {
    const offers = productJsonLd({ ...base, ...extra, options }, OPTIONS).offers;
    if (expected === undefined) expect(offers).toBeUndefined();
    else expect(offers).toMatchObject(expected);
  });

  const twentyOff = { name: '20% Off All Flower', urlSlug: '20-off-all-flower', discount: { kind: 'PERCENT_OFF' as const, percent: 20 } };
  it.each<[string, Partial<ProductSeoSource>, Parameters<typeof productJsonLd>[1], number]>([
    ['no deal running: the listed price', {}, { origin: ORIGIN }, 13],
    ['the deal running at the store (activeSpecials): its price', { activeSpecials: [twentyOff] }, { origin: ORIGIN }, 10.4],
    ['e-commerce, no deal: the listed price', {}, { origin: ORIGIN, provider: 'ecommerce' }, 13],
  ])('the one pricing function: %s', (_, extra, options, lowPrice) => {
    expect(productJsonLd({ ...fixture('blue-dream-flower-3-5g'), ...extra }, options).offers).toMatchObject({ lowPrice });
  });

  it('takes the currency, and leaves the seller out without a site name', () => {
    const offers = productJsonLd(base, { origin: ORIGIN, currency: 'CAD' }).offers;
    expect(offers).toMatchObject({ priceCurrency: 'CAD' });
    expect(offers).not.toHaveProperty('seller');
    expect(productJsonLd(base, { origin: ORIGIN }).offers).toMatchObject({ priceCurrency: 'USD' });
  });

  it.each<[string, Partial<ProductSeoSource>, string | undefined]>([
    ['a site path', { image: '/images/x.svg' }, 'https://greenleaf.example/images/x.svg'],
    ['an absolute URL', { image: 'https://cdn.example/x.png' }, 'https://cdn.example/x.png'],
    ['blank', { image: '' }, undefined],
    ['missing', { image: undefined }, undefined],
    ['unsafe', { image: 'javascript:alert(1)' }, undefined],
  ])('image: %s', (_, extra, expected) => {
    const data = productJsonLd({ ...base, ...extra }, OPTIONS);
    if (expected === undefined) expect(data).not.toHaveProperty('image');
    else expect(data.image).toBe(expected);
  });

  it.each<[string, Partial<ProductSeoSource>, Parameters<typeof productJsonLd>[1], Record<string, unknown>]>([
    ['category label from the catalogue', { category: 'PRE_ROLLS' }, { origin: ORIGIN, categories }, { category: 'Pre-Rolls' }],
    ['category display name without the catalogue', { category: 'PRE_ROLLS' }, { origin: ORIGIN }, { category: 'Pre Rolls' }],
    [
      'url from slug when productSlug is blank',
      { productSlug: ' ', slug: 'from-slug' },
      { origin: ORIGIN },
      { url: 'https://greenleaf.example/product/from-slug' },
    ],
  ])('%s', (_, extra, options, expected) => {
    expect(productJsonLd({ ...base, ...extra }, options)).toMatchObject(expected);
  });

  it.each(['description', 'brand', 'category', 'url'] as const)('leaves %s out when the product has none', (field) => {
    const bare = productJsonLd({ id: 'p', productName: 'Bare', options: [{ price: 1 }] }, { origin: ORIGIN });
    expect(bare).not.toHaveProperty(field);
    expect(bare.offers).not.toHaveProperty('url');
  });
});

describe('jsonLdScript with product data', () => {
  const evil = { ...base, productName: 'Kush "</script><script>alert(1)</script>"', description: 'a < b && c > d \u2028' };

  it('cannot be broken out of, and parses back to the same data', () => {
    const data = productJsonLd(evil, OPTIONS);
    const html = jsonLdScript(data);
    expect(html.startsWith('<script type="application/ld+json">')).toBe(true);
    expect(html.endsWith('</script>')).toBe(true);
    const body = html.slice('<script type="application/ld+json">'.length, -'</script>'.length);
    expect(body).not.toMatch(/[<>&\u2028]/);
    expect(body).toContain('\\u003c/script\\u003e');
    expect(JSON.parse(body)).toEqual(data);
  });

  it('stays one script element in an HTML parser', () => {
    const doc = new DOMParser().parseFromString(
      `<!doctype html><html><head>${jsonLdScript(productJsonLd(evil, OPTIONS))}</head></html>`,
      'text/html',
    );
    const scripts = doc.querySelectorAll('script');
    expect(scripts).toHaveLength(1);
    expect(JSON.parse(scripts[0]?.textContent ?? '')).toMatchObject({ name: evil.productName });
  });

  it.each([null, undefined])('is empty for %j', (value) => {
    expect(jsonLdScript(value)).toBe('');
  });
});
