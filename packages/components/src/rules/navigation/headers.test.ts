import { describe, expect, it } from 'vitest';
import {
  MOBILE_NO_HEADER_ROUTES,
  MOBILE_SEARCH_HEADER_ROUTES,
  MOBILE_TITLE_HEADER_ROUTES,
  mobileHeaderKind,
  mobileHeaderTitle,
} from './headers.ts';
import type { MobileHeaderKind } from './headers.ts';

describe('mobileHeaderKind (spec 2.3)', () => {
  it.each<[string, MobileHeaderKind]>([
    // account and shopping routes: compact search header
    ['/cart', 'search'],
    ['/shop', 'search'],
    ['/shop?search=kush', 'search'],
    ['/shop/brand/kiva', 'search'],
    ['/brands', 'search'],
    ['/brands/b1', 'search'],
    ['/brand/kiva', 'search'],
    ['/specials', 'search'],
    ['/your-order', 'search'],
    ['/buy-again', 'search'],
    ['/keep-shopping-for', 'search'],
    ['/save-for-later', 'search'],
    ['/your-list/my-wishlist', 'search'],
    ['/account', 'search'],
    ['/account/login-and-security', 'search'],
    ['/notification', 'search'],
    ['/category/flower', 'search'],
    ['/sponsored-brand', 'search'],
    // information routes: title header
    ['/faq', 'title'],
    ['/about', 'title'],
    ['/blog', 'title'],
    ['/blog/first-post', 'title'],
    ['/education/terpenes', 'title'],
    ['/contact', 'title'],
    ['/terms-and-conditions', 'title'],
    ['/privacy-policy', 'title'],
    ['/find-a-dispensary', 'title'],
    ['/create-ticket', 'title'],
    ['/deals', 'title'],
    ['/deals-category/flower', 'title'],
    ['/shop-cannabis-near-me', 'title'],
    ['/shop-cannabis-near-me/shop-by-price', 'title'],
    ['/search/categories', 'title'],
    ['/search/categories/flower', 'title'],
    // search routes, deal detail, deals-collection: no header
    ['/search', 'none'],
    ['/search/brands', 'none'],
    ['/search/deals/20-off', 'none'],
    ['/deals/20-off', 'none'],
    ['/deals-collection/category?specialSlug=20-off', 'none'],
    // product pages
    ['/product/blue-dream', 'product'],
    // everywhere else: the CMS header variant
    ['/', 'variant'],
    ['', 'variant'],
    ['/homepage2', 'variant'],
    ['/troy-mi', 'variant'],
    ['/product', 'variant'],
    ['/shopping', 'variant'],
  ])('%j → %j', (path, expected) => {
    expect(mobileHeaderKind(path)).toBe(expected);
  });

  it('treats the configured shop base path as a shopping route', () => {
    expect(mobileHeaderKind('/store', { shopBasePath: '/store' })).toBe('search');
    expect(mobileHeaderKind('/store/brand/kiva', { shopBasePath: '/store' })).toBe('search');
    expect(mobileHeaderKind('/store')).toBe('variant');
  });

  it('keeps the route tables disjoint except where title deliberately wins', () => {
    const others: readonly string[] = [...MOBILE_TITLE_HEADER_ROUTES, ...MOBILE_NO_HEADER_ROUTES];
    const overlap = MOBILE_SEARCH_HEADER_ROUTES.filter((route) => others.includes(route));
    expect(overlap).toEqual([]);
  });
});

describe('mobileHeaderTitle (spec 2.3)', () => {
  it.each([
    ['/terms-and-conditions', 'Terms & Condition'],
    ['/faq', 'FAQ'],
    ['/find-a-dispensary', 'Find a Dispensary'],
    ['/create-ticket', 'Create Support Ticket'],
    ['/blog/first-post', 'Blog Details'],
    ['/education/terpenes-101', 'Education Details'],
    ['/deals', 'Shop Deals by Category'],
    ['/deals?x=1', 'Shop Deals by Category'],
    ['/shop-cannabis-near-me', 'Shop By'],
    ['/shop-cannabis-near-me/shop-by-price', 'Shop By Price'],
    ['/search/categories', 'Categories'],
    ['/search/categories/flower', 'Categories'],
    // derived: hyphen-separated words capitalised
    ['/privacy-policy', 'Privacy Policy'],
    ['/about', 'About'],
    ['/blog', 'Blog'],
    ['/customer-support', 'Customer Support'],
    ['/deals-category/pre-rolls', 'Pre Rolls'],
    ['/FAQ', 'FAQ'],
    ['/', ''],
    [null, ''],
  ])('%j → %j', (path, expected) => {
    expect(mobileHeaderTitle(path)).toBe(expected);
  });
});
