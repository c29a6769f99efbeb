import { describe, expect, it } from 'vitest';
import { absoluteUrl, CANONICAL_QUERY_PARAMS, canonicalUrl, normalizeOrigin } from './url.ts';

const ORIGIN = 'https://greenleaf.example';

describe('normalizeOrigin', () => {
  it.each<[string | null | undefined, string]>([
    ['https://greenleaf.example', 'https://greenleaf.example'],
    ['https://greenleaf.example/', 'https://greenleaf.example'],
    ['  https://Greenleaf.Example/shop?x=1  ', 'https://greenleaf.example'],
    ['http://localhost:4000', 'http://localhost:4000'],
    ['ftp://greenleaf.example', ''],
    ['javascript:alert(1)', ''],
    ['greenleaf.example', ''],
    ['', ''],
    [null, ''],
    [undefined, ''],
  ])('normalizeOrigin(%j) → %j', (origin, expected) => {
    expect(normalizeOrigin(origin)).toBe(expected);
  });
});

describe('absoluteUrl', () => {
  it.each<[string | null | undefined, string, string | undefined]>([
    ['/images/catalog/products/x.svg', ORIGIN, 'https://greenleaf.example/images/catalog/products/x.svg'],
    ['/images/a b.svg', ORIGIN, 'https://greenleaf.example/images/a%20b.svg'],
    ['/x', `${ORIGIN}/`, 'https://greenleaf.example/x'],
    ['https://cdn.example/x.png', ORIGIN, 'https://cdn.example/x.png'],
    ['  /x  ', ORIGIN, 'https://greenleaf.example/x'],
    ['/x', 'not an origin', '/x'],
    ['//evil.example/x.png', ORIGIN, undefined],
    ['javascript:alert(1)', ORIGIN, undefined],
    ['images/x.svg', ORIGIN, undefined],
    ['mailto:a@b.example', ORIGIN, undefined],
    ['#top', ORIGIN, undefined],
    ['', ORIGIN, undefined],
    ['   ', ORIGIN, undefined],
    [null, ORIGIN, undefined],
    [undefined, ORIGIN, undefined],
  ])('absoluteUrl(%j, %j) → %j', (value, origin, expected) => {
    expect(absoluteUrl(value, origin)).toBe(expected);
  });
});

describe('canonicalUrl', () => {
  it('keeps only the content-selecting parameters, in this order', () => {
    expect(CANONICAL_QUERY_PARAMS).toEqual(['specialSlug', 'brandId', 'price', 'pageNo']);
  });

  it.each<[string, string]>([
    ['/', 'https://greenleaf.example/'],
    ['', 'https://greenleaf.example/'],
    ['/shop/', 'https://greenleaf.example/shop'],
    ['//shop//brand//x/', 'https://greenleaf.example/shop/brand/x'],
    ['/product/blue-dream#reviews', 'https://greenleaf.example/product/blue-dream'],
    ['/?site=greenleaf', 'https://greenleaf.example/'],
    ['/shop?utm_source=mail&utm_medium=email&utm_campaign=x&gclid=1&fbclid=2', 'https://greenleaf.example/shop'],
    ['/shop?search=gummies', 'https://greenleaf.example/shop'],
    ['/shop?pageNo=1&price=20&site=greenleaf', 'https://greenleaf.example/shop?price=20'],
    ['/shop?price=100-above&pageNo=3', 'https://greenleaf.example/shop?price=100-above&pageNo=3'],
    ['/shop?price=&pageNo=', 'https://greenleaf.example/shop'],
    [
      '/deals-collection/flower?brandId=fieldnote-farms&specialSlug=20-off-all-flower&utm_source=x',
      'https://greenleaf.example/deals-collection/flower?specialSlug=20-off-all-flower&brandId=fieldnote-farms',
    ],
    ['/specials?specialSlug=a%20b', 'https://greenleaf.example/specials?specialSlug=a+b'],
    ['https://other.example/about?utm_source=x', 'https://greenleaf.example/about'],
    ['/blog/my post', 'https://greenleaf.example/blog/my%20post'],
    ['/\\evil.example/x', 'https://greenleaf.example/evil.example/x'],
    ['shop', 'https://greenleaf.example/shop'],
    ['https:', 'https://greenleaf.example/'],
  ])('canonicalUrl(origin, %j) → %j', (path, expected) => {
    expect(canonicalUrl(ORIGIN, path)).toBe(expected);
  });

  it('is site-relative when the origin is not an http(s) URL', () => {
    expect(canonicalUrl('', '/shop?utm_source=x&price=20')).toBe('/shop?price=20');
  });
});
