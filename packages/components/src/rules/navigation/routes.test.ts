import { describe, expect, it } from 'vitest';
import {
  CART_ABANDONMENT_MARKER,
  isCartAbandonmentPath,
  isCurrentLocation,
  matchesAnyRoute,
  matchesRoute,
  normalizePathname,
  pathSegments,
} from './routes.ts';

describe('normalizePathname', () => {
  it.each([
    ['/shop', '/shop'],
    ['/shop/', '/shop'],
    ['shop', '/shop'],
    ['//shop///brand//x/', '/shop/brand/x'],
    ['/shop?search=kush', '/shop'],
    ['/faq#top', '/faq'],
    ['  /about  ', '/about'],
    ['', '/'],
    ['/', '/'],
    ['///', '/'],
    [null, '/'],
    [undefined, '/'],
  ])('normalizePathname(%j) → %j', (input, expected) => {
    expect(normalizePathname(input)).toBe(expected);
  });
});

describe('pathSegments', () => {
  it.each([
    ['/blog/my%20post', ['blog', 'my post']],
    ['/shop/brand/x?y=1', ['shop', 'brand', 'x']],
    ['/bad/%E0%A4%A', ['bad', '%E0%A4%A']],
    ['/', []],
    [null, []],
  ])('pathSegments(%j) → %j', (input, expected) => {
    expect(pathSegments(input)).toEqual(expected);
  });
});

describe('matchesRoute', () => {
  it.each([
    ['/deals', '/deals', true],
    ['/deals/', '/deals', true],
    ['/deals/x', '/deals', false],
    ['/deals/x', '/deals/*', true],
    ['/deals/x/y', '/deals/*', true],
    ['/deals', '/deals/*', false],
    ['/deals-category', '/deals/*', false],
    ['/product', '/product*', true],
    ['/products', '/product*', true],
    ['/product/abc', '/product*', true],
    ['/prod', '/product*', false],
    ['/shop?search=x', '/shop', true],
  ])('matchesRoute(%j, %j) → %s', (path, pattern, expected) => {
    expect(matchesRoute(path, pattern)).toBe(expected);
  });

  it('matchesAnyRoute checks every pattern', () => {
    expect(matchesAnyRoute('/az', ['/mi', '/az'])).toBe(true);
    expect(matchesAnyRoute('/tx', ['/mi', '/az'])).toBe(false);
    expect(matchesAnyRoute('/tx', [])).toBe(false);
  });
});

describe('isCurrentLocation (navigating to the current path is ignored)', () => {
  it.each([
    ['/shop', '/shop', true],
    ['/shop/', '/shop', true],
    ['/shop#top', '/shop', true],
    ['/shop?search=a', '/shop?search=a', true],
    ['/shop?search=a', '/shop?search=b', false],
    ['/shop', '/shop?search=a', false],
    ['/shop?', '/shop', true],
    ['/cart', '/shop', false],
    [null, '/', true],
    [undefined, undefined, true],
  ])('isCurrentLocation(%j, %j) → %s', (current, target, expected) => {
    expect(isCurrentLocation(current, target)).toBe(expected);
  });
});

describe("isCartAbandonmentPath — a path containing 'cart-abandonment' (spec 2.1)", () => {
  it('marks the path with the spec text', () => {
    expect(CART_ABANDONMENT_MARKER).toBe('cart-abandonment');
  });

  it.each([
    ['/cart-abandonment', true],
    ['/email/cart-abandonment/abc', true],
    ['/my-cart-abandonment-link?x=1', true],
    ['/cart', false],
    ['/abandonment', false],
    ['/?next=cart-abandonment', false],
    [null, false],
  ])('%s → %s', (path, expected) => {
    expect(isCartAbandonmentPath(path)).toBe(expected);
  });
});
