import { describe, expect, it } from 'vitest';
import { DEFAULT_SHOP_BASE_PATH, SHOP_BY_PRICE_BUCKETS, SHOP_PAGE_TWO_PATH } from '../constants.ts';
import {
  appendQuery,
  applyNowLink,
  brandPath,
  brandSlugOf,
  cartPath,
  categoryPath,
  dealCollectionPath,
  dealsCategoryPath,
  dealsPath,
  encodeUriPart,
  homePath,
  menuLinksWithTargets,
  menuLinkTarget,
  productPath,
  resolveBrandSlug,
  searchBrandPath,
  searchDealPath,
  shopBasePath,
  shopByPricePath,
  shopPath,
  shopFilterPath,
  shopSearchPath,
  storeDetailsPath,
} from './paths.ts';
import type { DealCollectionLinkInput, MenuLinkContext, ShopPathSettings } from './paths.ts';

describe('shop path (spec 2.1)', () => {
  it('uses the spec values for page two and our default base path', () => {
    expect(SHOP_PAGE_TWO_PATH).toBe('/shop-cannabis-near-me');
    expect(DEFAULT_SHOP_BASE_PATH).toBe('/shop');
  });

  it.each<[ShopPathSettings | null | undefined, string]>([
    [undefined, '/shop'],
    [null, '/shop'],
    [{}, '/shop'],
    [{ shopPageTwo: true }, '/shop-cannabis-near-me'],
    [{ shopPageTwo: false }, '/shop'],
    [{ shopPageTwo: null }, '/shop'],
    [{ shopBasePath: '/store' }, '/store'],
    [{ shopBasePath: '/store/' }, '/store'],
    [{ shopBasePath: '   ' }, '/shop'],
    [{ shopBasePath: '/' }, '/shop'],
    [{ shopBasePath: 'store' }, '/shop'],
    [{ shopBasePath: '//evil.example.com' }, '/shop'],
    [{ shopLink: '/all-products' }, '/all-products'],
    [{ shopLink: '  /all-products  ', shopBasePath: '/store' }, '/all-products'],
    [{ shopLink: '   ', shopBasePath: '/store' }, '/store'],
    [{ shopLink: 'javascript:alert(1)' }, '/shop'],
    [{ shopLink: '/all-products', shopPageTwo: true }, '/shop-cannabis-near-me'],
  ])('shopPath(%j) → %j', (settings, expected) => {
    expect(shopPath(settings)).toBe(expected);
  });

  it.each<[ShopPathSettings | undefined, string]>([
    [undefined, '/shop'],
    [{ shopPageTwo: true }, '/shop'],
    [{ shopLink: '/x', shopBasePath: '/store' }, '/store'],
  ])('shopBasePath(%j) → %j (ignores page two and shopLink)', (settings, expected) => {
    expect(shopBasePath(settings)).toBe(expected);
  });

  it.each<[string | null | undefined, ShopPathSettings | undefined, string]>([
    ['kush', undefined, '/shop?search=kush'],
    ['  blue dream ', undefined, '/shop?search=blue%20dream'],
    ['a&b=c', undefined, '/shop?search=a%26b%3Dc'],
    ['kush', { shopPageTwo: true }, '/shop-cannabis-near-me?search=kush'],
    ['kush', { shopLink: '/all?sort=new' }, '/all?sort=new&search=kush'],
    ['', undefined, '/shop'],
    ['   ', { shopPageTwo: true }, '/shop-cannabis-near-me'],
    [null, undefined, '/shop'],
  ])('shopSearchPath(%j, %j) → %j', (term, settings, expected) => {
    expect(shopSearchPath(term, settings)).toBe(expected);
  });

  it.each<[string, ShopPathSettings | undefined, string]>([
    ['?strain=indica', undefined, '/shop?strain=indica'],
    ['effect=relaxed', { shopPageTwo: true }, '/shop-cannabis-near-me?effect=relaxed'],
    ['?strain=cbd', { shopLink: '/all?sort=new' }, '/all?sort=new&strain=cbd'],
    ['', undefined, '/shop'],
  ])('shopFilterPath(%j, %j) → %j', (query, settings, expected) => {
    expect(shopFilterPath(query, settings)).toBe(expected);
  });

  it.each(SHOP_BY_PRICE_BUCKETS.map((bucket) => [bucket.label, bucket.value, `/shop?pageNo=1&price=${bucket.value}`]))(
    "'%s' → shopByPricePath(%j) → %j",
    (_label, value, expected) => {
      expect(shopByPricePath(value)).toBe(expected);
    },
  );

  it.each<[string | number, ShopPathSettings | undefined, string]>([
    ['100-above', { shopPageTwo: true }, '/shop-cannabis-near-me?pageNo=1&price=100-above'],
    [20, undefined, '/shop?pageNo=1&price=20'],
    [' 40 ', undefined, '/shop?pageNo=1&price=40'],
  ])('shopByPricePath(%j, %j) → %j', (value, settings, expected) => {
    expect(shopByPricePath(value, settings)).toBe(expected);
  });

  it.each([
    ['/shop', 'a=1', '/shop?a=1'],
    ['/shop?x=1', 'a=1', '/shop?x=1&a=1'],
    ['/shop#grid', 'a=1', '/shop?a=1#grid'],
    ['/shop?x=1#grid', 'a=1', '/shop?x=1&a=1#grid'],
  ])('appendQuery(%j, %j) → %j', (path, query, expected) => {
    expect(appendQuery(path, query)).toBe(expected);
  });
});

describe('home and cart links (CMS homeLink / cartLink)', () => {
  it.each([
    [undefined, '/'],
    [null, '/'],
    ['', '/'],
    ['  ', '/'],
    ['/homepage2', '/homepage2'],
    ['https://example.com', 'https://example.com'],
    ['javascript:alert(1)', '/'],
  ])('homePath(%j) → %j', (link, expected) => {
    expect(homePath(link)).toBe(expected);
  });

  it.each([
    [undefined, '/cart'],
    ['', '/cart'],
    ['/bag', '/bag'],
    ['data:text/html,x', '/cart'],
  ])('cartPath(%j) → %j', (link, expected) => {
    expect(cartPath(link)).toBe(expected);
  });
});

describe('deals paths', () => {
  it.each([
    ['v2', '/deals-category'],
    [' v2 ', '/deals-category'],
    ['v1', '/deals'],
    ['V2', '/deals'],
    ['', '/deals'],
    [null, '/deals'],
    [undefined, '/deals'],
  ])('dealsPath(%j) → %j', (version, expected) => {
    expect(dealsPath(version)).toBe(expected);
  });

  it.each([
    ['flower', undefined, '/deals-category/flower'],
    ['flower', '/custom-flower', '/custom-flower'],
    ['flower', 'javascript:x', '/deals-category/flower'],
    ['flower', '  ', '/deals-category/flower'],
    ['', undefined, undefined],
    [null, '/custom', '/custom'],
  ])('dealsCategoryPath(%j, %j) → %j', (slug, link, expected) => {
    expect(dealsCategoryPath(slug, link)).toBe(expected);
  });

  it.each<[DealCollectionLinkInput, string | undefined]>([
    [{ specialSlug: '20-off' }, '/deals-collection/category?specialSlug=20-off'],
    [{ specialSlug: '20-off', origin: 'other', brandSlug: 'kiva' }, '/deals-collection/category?specialSlug=20-off'],
    [{ specialSlug: '20-off', origin: 'brandDetails', brandSlug: 'kiva' }, '/deals-collection/category?specialSlug=20-off&brandId=kiva'],
    [{ specialSlug: '20-off', origin: 'brandDetails' }, '/deals-collection/category?specialSlug=20-off'],
    [{ specialSlug: '20-off', origin: 'brandDetails', brandSlug: '  ' }, '/deals-collection/category?specialSlug=20-off'],
    [{ specialSlug: '20-off', origin: 'dealsCollection', category: 'flower' }, '/deals-collection/flower?specialSlug=20-off'],
    [
      { specialSlug: '20-off', origin: 'dealsCollection', category: 'flower', brandSlug: 'kiva' },
      '/deals-collection/flower?specialSlug=20-off&brandId=kiva',
    ],
    [{ specialSlug: '20-off', origin: 'dealsCollection' }, '/deals-collection/category?specialSlug=20-off'],
    [{ specialSlug: '20-off', origin: 'dealsCollection', brandSlug: 'kiva' }, '/deals-collection/category?specialSlug=20-off&brandId=kiva'],
    [{ specialSlug: '20-off', category: 'Pre-Rolls' }, '/deals-collection/pre-rolls?specialSlug=20-off'],
    [{ specialSlug: '20-off', category: 'Pre Rolls', brandSlug: 'kiva' }, '/deals-collection/pre-rolls?specialSlug=20-off&brandId=kiva'],
    [{ specialSlug: '20-off', category: '   ' }, '/deals-collection/category?specialSlug=20-off'],
    [{ specialSlug: ' 2 for $30 ' }, '/deals-collection/category?specialSlug=2%20for%20%2430'],
    [{ specialSlug: '' }, undefined],
    [{ specialSlug: null }, undefined],
  ])('dealCollectionPath(%j) → %j', (input, expected) => {
    expect(dealCollectionPath(input)).toBe(expected);
  });
});

describe('brand slugs and paths', () => {
  const brandList = [
    { id: 'b1', urlSlug: 'kiva-confections', brandName: 'Kiva Confections' },
    { id: 'b2', urlSlug: '', brandName: 'Wyld’s Gummies' },
    { id: 'b3', urlSlug: null, brandName: null },
  ];

  it.each([
    ['b1', 'kiva-confections'],
    ['kiva-confections', 'kiva-confections'],
    ['  kiva-confections ', 'kiva-confections'],
    ['b2', 'wylds-gummies'],
    ['wylds-gummies', 'wylds-gummies'],
    ['b3', undefined],
    ['Kiva Confections', undefined],
    ['unknown', undefined],
    ['', undefined],
    [null, undefined],
  ])('resolveBrandSlug(%j, brandList) → %j', (query, expected) => {
    expect(resolveBrandSlug(query, brandList)).toBe(expected);
  });

  it.each([[null], [undefined], ['brandList'], [{ b1: 'x' }], [[null, 'x', 3]]])(
    'resolveBrandSlug with a stored brandList of %j → undefined',
    (stored) => {
      expect(resolveBrandSlug('b1', stored)).toBeUndefined();
    },
  );

  it.each([
    [{ urlSlug: 'x', brandName: 'Other' }, 'x'],
    [{ urlSlug: ' ', brandName: 'Blue Dream Co' }, 'blue-dream-co'],
    [{ brandName: '!!!' }, undefined],
    [null, undefined],
  ])('brandSlugOf(%j) → %j', (brand, expected) => {
    expect(brandSlugOf(brand)).toBe(expected);
  });

  it.each<[Parameters<typeof brandPath>[0], ShopPathSettings | undefined, string | undefined]>([
    [{ urlSlug: 'x' }, undefined, '/shop/brand/x'],
    [{ brandName: 'Kiva Confections' }, undefined, '/shop/brand/kiva-confections'],
    [{ urlSlug: 'x' }, { shopBasePath: '/store/' }, '/store/brand/x'],
    [{ urlSlug: 'x' }, { shopPageTwo: true, shopLink: '/all' }, '/shop/brand/x'],
    [{ urlSlug: 'a b' }, undefined, '/shop/brand/a%20b'],
    [{}, undefined, undefined],
  ])('brandPath(%j, %j) → %j', (brand, settings, expected) => {
    expect(brandPath(brand, settings)).toBe(expected);
  });

  it.each([
    [{ urlSlug: 'kiva' }, '/search/brands/kiva'],
    [{ brandName: 'Blue Dream' }, '/search/brands/blue-dream'],
    [null, undefined],
  ])('searchBrandPath(%j) → %j', (brand, expected) => {
    expect(searchBrandPath(brand)).toBe(expected);
  });
});

describe('other paths', () => {
  it.each([
    ['Pre-Rolls', '/category/pre-rolls'],
    ['Flower', '/category/flower'],
    ['  Vaporizers & Carts ', '/category/vaporizers-carts'],
    ['', undefined],
    [null, undefined],
  ])('categoryPath(%j) → %j', (name, expected) => {
    expect(categoryPath(name)).toBe(expected);
  });

  it.each([
    ['blue-dream-3-5g', '/product/blue-dream-3-5g'],
    [' x ', '/product/x'],
    ['', undefined],
    [undefined, undefined],
  ])('productPath(%j) → %j', (slug, expected) => {
    expect(productPath(slug)).toBe(expected);
  });

  it.each([
    ['20-off', '/search/deals/20-off'],
    ['  ', undefined],
  ])('searchDealPath(%j) → %j', (slug, expected) => {
    expect(searchDealPath(slug)).toBe(expected);
  });

  it.each([
    [{ urlSlug: 'troy-mi', id: 'r1', retailerId: 'p1' }, '/troy-mi'],
    [{ urlSlug: '  ', id: 'r1', retailerId: 'p1' }, '/r1'],
    [{ urlSlug: null, id: '', retailerId: 'p1' }, '/p1'],
    [{}, undefined],
    [null, undefined],
  ])('storeDetailsPath(%j) → %j', (retailer, expected) => {
    expect(storeDetailsPath(retailer)).toBe(expected);
  });
});

describe('menu link targets', () => {
  const header: MenuLinkContext = { placement: 'header' };
  const side: MenuLinkContext = { placement: 'sideMenu' };

  it.each<[{ label?: string | null; url?: string | null }, MenuLinkContext, string | undefined]>([
    [{ label: 'deals' }, header, '/deals'],
    [{ label: 'Deals', url: '' }, header, '/deals'],
    [{ label: ' DEALS ', url: '   ' }, { ...header, dealsVersion: 'v2' }, '/deals'],
    [{ label: 'deals', url: '/weekly-deals' }, header, '/weekly-deals'],
    [{ label: 'deals', url: 'javascript:alert(1)' }, header, undefined],
    [{ label: 'About', url: '/about' }, header, '/about'],
    [{ label: 'Shop', url: '/shop-here' }, header, '/shop-here'],
    [{ label: 'Shop' }, header, undefined],
    [{ label: 'Blog', url: 'data:text/html,x' }, header, undefined],
    [{ label: null, url: null }, header, undefined],
    [{ label: 'Deals' }, side, '/deals'],
    [{ label: 'Deals', url: '/x' }, { ...side, dealsVersion: 'v2' }, '/deals-category'],
    [{ label: 'Shop' }, side, '/shop'],
    [{ label: 'Shop All', url: '/x' }, { ...side, shopPageTwo: true }, '/shop-cannabis-near-me'],
    [{ label: 'shop all' }, { ...side, shopBasePath: '/store' }, '/store'],
    [{ label: 'Shopping' }, side, undefined],
    [{ label: 'Blog', url: '/blog' }, side, '/blog'],
  ])('menuLinkTarget(%j, %j) → %j', (link, context, expected) => {
    expect(menuLinkTarget(link, context)).toBe(expected);
  });
});

describe('menuLinksWithTargets — CMS menu links with their targets', () => {
  const links = [
    { label: ' Deals ', url: '', subLinks: [] },
    { label: 'Shop', url: '/dispensary-menu', subLinks: [] },
    {
      label: 'Learn',
      url: '',
      subLinks: [
        { label: 'Blog', url: '/blog' },
        { label: 'Unsafe', url: 'javascript:alert(1)' },
        { label: ' ', url: '/x' },
      ],
    },
    { label: 'Nothing', url: '', subLinks: [{ label: 'Gone', url: '' }] },
    { label: '  ', url: '/blank-label' },
    { label: 'No sub-links listed', url: '/faq' },
  ];

  it.each<
    [MenuLinkContext['placement'], Array<{ label: string; href: string | undefined; subLinks: Array<{ label: string; href: string }> }>]
  >([
    [
      'header',
      [
        { label: 'Deals', href: '/deals', subLinks: [] },
        { label: 'Shop', href: '/dispensary-menu', subLinks: [] },
        { label: 'Learn', href: undefined, subLinks: [{ label: 'Blog', href: '/blog' }] },
        { label: 'No sub-links listed', href: '/faq', subLinks: [] },
      ],
    ],
    [
      'sideMenu',
      [
        { label: 'Deals', href: '/deals-category', subLinks: [] },
        { label: 'Shop', href: '/shop-cannabis-near-me', subLinks: [] },
        { label: 'Learn', href: undefined, subLinks: [{ label: 'Blog', href: '/blog' }] },
        { label: 'No sub-links listed', href: '/faq', subLinks: [] },
      ],
    ],
  ])('placement %s', (placement, expected) => {
    expect(menuLinksWithTargets(links, { placement, shopPageTwo: true, dealsVersion: 'v2' })).toEqual(expected);
  });

  it('reads a missing list as empty', () => {
    expect(menuLinksWithTargets(undefined, { placement: 'header' })).toEqual([]);
  });
});

describe("'Apply Now' link", () => {
  it.each([
    [true, { label: 'Apply Now', href: '/career' }],
    [false, null],
    [null, null],
    [undefined, null],
  ])('applyNowLink(%j) → %j', (enabled, expected) => {
    expect(applyNowLink(enabled)).toEqual(expected);
  });
});

describe('one bad value costs only its own link', () => {
  const LONE = '\uD800';

  it.each([
    ['flower', 'flower'],
    ['a b/c?', 'a%20b%2Fc%3F'],
    ['🌿', '%F0%9F%8C%BF'],
    [LONE, undefined],
    [`x${'\uDC00'}`, undefined],
  ])('encodeUriPart(%j) → %j (encodeURIComponent would throw a URIError)', (value, expected) => {
    expect(encodeUriPart(value)).toBe(expected);
  });

  it.each<[string, () => string | undefined, string | undefined]>([
    ['dealsCategoryPath, lone surrogate slug', () => dealsCategoryPath(LONE), undefined],
    ['dealsCategoryPath, lone surrogate slug with a CMS link', () => dealsCategoryPath(LONE, '/custom'), '/custom'],
    ['productPath', () => productPath(`p${LONE}`), undefined],
    ['searchDealPath', () => searchDealPath(LONE), undefined],
    ['brandPath', () => brandPath({ urlSlug: LONE }), undefined],
    ['searchBrandPath', () => searchBrandPath({ urlSlug: LONE }), undefined],
    ['storeDetailsPath', () => storeDetailsPath({ urlSlug: LONE }), undefined],
    ['dealCollectionPath, special slug', () => dealCollectionPath({ specialSlug: LONE }), undefined],
    [
      'dealCollectionPath, brand slug (left out)',
      () => dealCollectionPath({ specialSlug: '20-off', origin: 'brandDetails', brandSlug: LONE }),
      '/deals-collection/category?specialSlug=20-off',
    ],
    ['shopSearchPath, term (the bare shop path)', () => shopSearchPath(`kush${LONE}`), '/shop'],
  ])('%s → %j, without throwing', (_label, build, expected) => {
    expect(build()).toBe(expected);
  });

  it.each<[string, ShopPathSettings, string]>([
    ['an in-page anchor', { shopLink: '#top' }, '/shop'],
    ['an anchor with a base path', { shopLink: '#top', shopBasePath: '/store' }, '/store'],
    ['a mailto: link', { shopLink: 'mailto:shop@example.com' }, '/shop'],
    ['a tel: link', { shopLink: 'tel:+15551234' }, '/shop'],
    ['a site path (kept)', { shopLink: '/menu/all' }, '/menu/all'],
    ['an https URL (kept)', { shopLink: 'https://shop.example.com/all' }, 'https://shop.example.com/all'],
  ])('a shopLink that is %s: the query forms use %j', (_label, settings, base) => {
    expect(shopByPricePath('20', settings)).toBe(`${base}?pageNo=1&price=20`);
    expect(shopSearchPath('kush', settings)).toBe(`${base}?search=kush`);
    // The Shop link itself still goes where the CMS says.
    expect(shopPath(settings)).toBe(settings.shopLink);
    expect(shopSearchPath('  ', settings)).toBe(settings.shopLink);
  });

  it("a '#top' shopLink leaves all seven Shop By Price links live", () => {
    const links = SHOP_BY_PRICE_BUCKETS.map((bucket) => shopByPricePath(bucket.value, { shopLink: '#top' }));
    expect(links).toHaveLength(7);
    expect(links.every((href) => href.startsWith('/shop?pageNo=1&price='))).toBe(true);
  });
});
