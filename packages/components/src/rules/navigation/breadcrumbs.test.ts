import { describe, expect, it } from 'vitest';
import { breadcrumbs, breadcrumbStructuredData } from './breadcrumbs.ts';
import type { BreadcrumbContext, Crumb } from './breadcrumbs.ts';

/** 'Home > Shop > Product Details' → labels; hrefs are checked separately. */
function labels(crumbs: Crumb[] | null): string | null {
  return crumbs === null ? null : crumbs.map((crumb) => crumb.label).join(' > ');
}

describe('hidden routes (spec 2.2)', () => {
  it.each([
    '/',
    '/homepage2',
    '/profile',
    '/sign-in',
    '/sign-up',
    '/customer-choice',
    '/categories',
    '/menu-profile',
    '/account/login-and-security',
    '/events/42',
    '/events/42/photos',
    '',
    '/sign-in?redirect=/cart',
    '/profile/',
  ])('%j has no breadcrumbs', (path) => {
    expect(breadcrumbs(path)).toBeNull();
  });

  it.each(['/events', '/account', '/categories/flower', '/profile-x'])('%j is not hidden', (path) => {
    expect(breadcrumbs(path)).not.toBeNull();
  });
});

describe('trail labels (spec 2.2)', () => {
  it.each([
    ['/about', 'Home > About'],
    ['/blog', 'Home > Blog'],
    ['/account/request-your-information', 'Home > Account > Request Your Information'],
    ['/your-order', 'Home > Your Order'],
    ['/privacy-policy', 'Home > Privacy Policy'],
    ['/shop-cannabis-near-me', 'Home > Shop Cannabis Near Me'],
    ['/product/blue-dream', 'Home > Shop > Product Details'],
    ['/product', 'Home > Product'],
    ['/create-ticket', 'Home > Customer Support > Create Ticket'],
    ['/ticket-list', 'Home > Customer Support > Ticket List'],
    ['/your-list/my-wishlist', 'Home > Your List'],
    ['/your-list/summer', 'Home > Your-list > Summer'],
    ['/store-details/r1', 'Home > Store Details'],
    ['/store-details', 'Home > Store Details'],
    ['/response/9', 'Home > Response'],
    ['/terms-and-conditions', 'Home > Terms & Condition'],
    ['/faq', 'Home > FAQ'],
    ['/find-a-dispensary', 'Home > Find a Dispensary'],
    ['/blog/first-post', 'Home > Blog > Blog Details'],
    ['/education/terpenes-101', 'Home > Education > Education Details'],
    ['/brands/b1', 'Home > Brands > Brand Details'],
    ['/deals-collection/category?specialSlug=20-off', 'Home > Deals > Category'],
    ['/deals-collection/flower?specialSlug=20-off&brandId=kiva', 'Home > Deals > Flower'],
    ['/shop/brand/kiva', 'Home > Shop > Brands > Kiva'],
    ['/shop/brand/kiva%20co', 'Home > Shop > Brands > Kiva co'],
    ['/shop/brand/kiva/extra', 'Home > Shop > Brand > Kiva > Extra'],
    ['/mi', 'Home > Store Directory'],
    ['/az', 'Home > Store Directory'],
    ['/co', 'Home > Store Directory'],
    ['/ar', 'Home > Store Directory'],
    ['/tx', 'Home > Tx'],
    ['/constructor', 'Home > Constructor'],
    ['/search/categories/flower', 'Home > Search > Categories > Flower'],
  ])('%j → %j', (path, expected) => {
    expect(labels(breadcrumbs(path))).toBe(expected);
  });

  it('reads the brand route under a configured shop base path', () => {
    expect(labels(breadcrumbs('/store/brand/kiva', { shopBasePath: '/store' }))).toBe('Home > Shop > Brands > Kiva');
  });
});

describe('crumb links (spec 2.2)', () => {
  it.each<[string, BreadcrumbContext, Crumb[]]>([
    ['/product/blue-dream', {}, [{ label: 'Home', href: '/' }, { label: 'Shop', href: '/shop' }, { label: 'Product Details' }]],
    [
      '/product/blue-dream',
      { shopPageTwo: true, homeLink: '/homepage2' },
      [{ label: 'Home', href: '/homepage2' }, { label: 'Shop', href: '/shop-cannabis-near-me' }, { label: 'Product Details' }],
    ],
    [
      '/shop/brand/kiva',
      {},
      [{ label: 'Home', href: '/' }, { label: 'Shop', href: '/shop' }, { label: 'Brands', href: '/brands' }, { label: 'Kiva' }],
    ],
    [
      '/shop/category/flower',
      { shopLink: '/all' },
      [{ label: 'Home', href: '/' }, { label: 'Shop', href: '/all' }, { label: 'Category', href: '/categories' }, { label: 'Flower' }],
    ],
    [
      '/search/brand/kiva',
      {},
      [{ label: 'Home', href: '/' }, { label: 'Search', href: '/search' }, { label: 'Brand', href: '/brands' }, { label: 'Kiva' }],
    ],
    [
      '/deals-collection/flower',
      { dealsVersion: 'v2' },
      [{ label: 'Home', href: '/' }, { label: 'Deals', href: '/deals-category' }, { label: 'Flower' }],
    ],
    ['/deals-collection/flower', {}, [{ label: 'Home', href: '/' }, { label: 'Deals', href: '/deals' }, { label: 'Flower' }]],
    [
      '/create-ticket',
      {},
      [{ label: 'Home', href: '/' }, { label: 'Customer Support', href: '/customer-support' }, { label: 'Create Ticket' }],
    ],
    ['/blog/first-post', {}, [{ label: 'Home', href: '/' }, { label: 'Blog', href: '/blog' }, { label: 'Blog Details' }]],
    [
      '/account/close-your-account',
      {},
      [{ label: 'Home', href: '/' }, { label: 'Account', href: '/account' }, { label: 'Close Your Account' }],
    ],
    ['/shop', {}, [{ label: 'Home', href: '/' }, { label: 'Shop' }]],
    ['/brands', {}, [{ label: 'Home', href: '/' }, { label: 'Brands' }]],
    ['/about', { homeLink: 'javascript:alert(1)' }, [{ label: 'Home', href: '/' }, { label: 'About' }]],
  ])('%j with %j', (path, context, expected) => {
    const crumbs = breadcrumbs(path, context);
    expect(crumbs).toEqual(expected);
    expect(crumbs?.at(-1)).not.toHaveProperty('href');
  });

  it('returns fresh crumbs that callers may change without touching the tables', () => {
    const first = breadcrumbs('/create-ticket');
    if (first?.[1]) first[1].label = 'changed';
    expect(labels(breadcrumbs('/create-ticket'))).toBe('Home > Customer Support > Create Ticket');
  });
});

describe('names for slugs (issue 13)', () => {
  const labels = (path: string, names: Record<string, string>) => breadcrumbs(path, { names })?.map((c) => c.label);
  it.each<[string, Record<string, string>, string[]]>([
    ['/deals/20-off-all-flower', { '20-off-all-flower': '20% Off All Flower' }, ['Home', 'Deals', '20% Off All Flower']],
    ['/category/pre-rolls', { 'pre-rolls': 'Pre-Rolls' }, ['Home', 'Category', 'Pre-Rolls']],
    [
      '/shop/brand/great-lakes-growers',
      { 'great-lakes-growers': 'Great Lakes Growers' },
      ['Home', 'Shop', 'Brands', 'Great Lakes Growers'],
    ],
    // The spec's fixed labels stay.
    ['/product/blue-dream-flower-3-5g', { 'blue-dream-flower-3-5g': 'Blue Dream' }, ['Home', 'Shop', 'Product Details']],
    ['/brands/brand-x', { 'brand-x': 'Brand X' }, ['Home', 'Brands', 'Brand Details']],
    // A blank name, or a name for another segment, changes nothing.
    ['/deals/20-off-all-flower', { '20-off-all-flower': '  ' }, ['Home', 'Deals', '20-off-all-flower']],
    ['/deals/20-off-all-flower', { toString: 'x' }, ['Home', 'Deals', '20-off-all-flower']],
  ])('%s with %j → %j', (path, names, expected) => {
    expect(labels(path, names)).toEqual(expected);
  });
});

describe('breadcrumbStructuredData', () => {
  it('builds a schema.org BreadcrumbList with absolute {host}{href} items, positions from 1', () => {
    expect(breadcrumbStructuredData(breadcrumbs('/product/blue-dream'), 'https://shop.example.com/')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://shop.example.com/' },
        { '@type': 'ListItem', position: 2, name: 'Shop', item: 'https://shop.example.com/shop' },
        { '@type': 'ListItem', position: 3, name: 'Product Details' },
      ],
    });
  });

  it.each<[Crumb, string | undefined]>([
    [{ label: 'A', href: '/a' }, 'https://h.test/a'],
    [{ label: 'A', href: 'https://other.test/a' }, 'https://other.test/a'],
    [{ label: 'A', href: '#top' }, undefined],
    [{ label: 'A', href: 'mailto:x@y.z' }, undefined],
    [{ label: 'A' }, undefined],
  ])('item of %j under host https://h.test// → %j', (crumb, expected) => {
    expect(breadcrumbStructuredData([crumb], ' https://h.test// ')?.itemListElement[0]?.item).toBe(expected);
  });

  it.each([[null], [undefined], [[]]])('%j → null', (crumbs) => {
    expect(breadcrumbStructuredData(crumbs, 'https://h.test')).toBeNull();
  });
});
