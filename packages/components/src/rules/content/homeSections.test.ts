import { describe, expect, it } from 'vitest';
import { TRENDING_PRODUCTS_LIMIT } from '../constants.ts';
import {
  DEFAULT_HOME_SECTIONS,
  HOME_BRANDS_LIMIT,
  HOME_BRANDS_MAX,
  HOME_BRANDS_TITLE,
  HOME_CATEGORIES_TITLE,
  HOME_TRENDING_MAX,
  HOME_TRENDING_TITLE,
  homeSections,
  type HomeSectionInput,
} from './homeSections.ts';

const types = (inputs: readonly HomeSectionInput[] | null | undefined) => homeSections(inputs).map((section) => section.type);

describe('homeSections', () => {
  it.each([
    ['no block', undefined],
    ['an empty list', []],
    ['only a hero with neither title nor image', [{ type: 'hero' as const, subtitle: 'Welcome' }]],
  ])('the default page for %s: sponsored banner, deals, sponsored carousel, categories, trending, brands', (_case, inputs) => {
    expect(types(inputs)).toEqual(['sponsored-banner', 'deals', 'sponsored-products', 'categories', 'trending', 'brands']);
    expect(types(inputs)).toEqual(DEFAULT_HOME_SECTIONS);
  });

  it("keeps the retailer's order, each type once (the first wins)", () => {
    const inputs: HomeSectionInput[] = [
      { type: 'brands', title: 'Our growers' },
      { type: 'hero', title: 'Fresh drops' },
      { type: 'brands', title: 'Ignored' },
      { type: 'deals' },
    ];
    expect(types(inputs)).toEqual(['brands', 'hero', 'deals']);
    expect(homeSections(inputs)[0]).toMatchObject({ title: 'Our growers' });
  });

  it.each([
    ['categories', HOME_CATEGORIES_TITLE],
    ['trending', HOME_TRENDING_TITLE],
    ['brands', HOME_BRANDS_TITLE],
  ] as const)('a blank %s title takes %j', (type, title) => {
    expect(homeSections([{ type, title: '   ' }])[0]).toMatchObject({ title });
  });

  it.each([
    ['trending', undefined, TRENDING_PRODUCTS_LIMIT],
    ['trending', 0, TRENDING_PRODUCTS_LIMIT],
    ['trending', 4, 4],
    ['trending', 99, HOME_TRENDING_MAX],
    ['trending', 2.5, TRENDING_PRODUCTS_LIMIT],
    ['brands', undefined, HOME_BRANDS_LIMIT],
    ['brands', 8, 8],
    ['brands', 500, HOME_BRANDS_MAX],
    ['brands', -3, HOME_BRANDS_LIMIT],
  ] as const)('%s with limit %j shows %i', (type, limit, shown) => {
    expect(homeSections([{ type, limit }])[0]).toMatchObject({ limit: shown });
  });

  it.each([
    ['a label and a site path', 'Shop Flower', '/shop/category/flower', { text: 'Shop Flower', href: '/shop/category/flower' }],
    ['an https link', 'Read more', ' https://example.com/story ', { text: 'Read more', href: 'https://example.com/story' }],
    ['a javascript: link', 'Click', 'javascript:alert(1)', null],
    ['a protocol-relative link', 'Click', '//evil.example', null],
    ['no label', '', '/deals', null],
    ['no link', 'Shop', '', null],
  ])('a hero button with %s', (_case, buttonText, buttonLink, button) => {
    expect(homeSections([{ type: 'hero', title: 'Fresh drops', buttonText, buttonLink }])[0]).toMatchObject({ type: 'hero', button });
  });

  it('a hero with an image and no title shows (the image speaks); its texts are trimmed', () => {
    expect(homeSections([{ type: 'hero', image: '/images/cms/hero.svg', imageAlt: ' Autumn harvest ', subtitle: ' ' }])[0]).toEqual({
      type: 'hero',
      title: '',
      subtitle: '',
      image: '/images/cms/hero.svg',
      imageAlt: 'Autumn harvest',
      button: null,
    });
  });
});
