import { describe, expect, it } from 'vitest';
import { parseCms } from '../cms/parseCms.ts';
import { bottomBarContentFromCms, bottomBarPropsFromCms } from './bottomBarPropsFromCms.ts';
import { activeBottomBarItem } from './bottomBarItems.ts';

const contentOf = (json: unknown) => bottomBarContentFromCms(parseCms(json).config);

describe('bottomBarContentFromCms — links through the navigation rules', () => {
  it('uses the built-in labels and links when the CMS sets none', () => {
    const { items } = contentOf({});
    expect(Object.fromEntries(Object.entries(items).map(([id, item]) => [id, [item.label, item.href]]))).toEqual({
      home: ['Home', '/'],
      deals: ['Deals', '/deals'],
      profile: ['Profile', '/menu-profile'],
      cart: ['Cart', '/cart'],
      shop: ['Shop', '/shop'],
      heart: ['Your List', '/your-list'],
      menu: ['Menu', undefined],
    });
  });

  it.each([
    ["deals version 'v2' → /deals-category", { siteSettings: { dealsVersion: 'v2' } }, 'deals', '/deals-category'],
    [
      'a CMS deals link wins',
      { siteSettings: { dealsVersion: 'v2' }, stickyFooterWidgetCmsData: { dealsLink: '/specials' } },
      'deals',
      '/specials',
    ],
    ['shop page two → /shop-cannabis-near-me', { siteSettings: { shopPageTwo: true } }, 'shop', '/shop-cannabis-near-me'],
    ['CMS shopLink', { stickyFooterWidgetCmsData: { shopLink: '/menu/all' } }, 'shop', '/menu/all'],
    ['CMS homeLink', { stickyFooterWidgetCmsData: { homeLink: '/homepage2' } }, 'home', '/homepage2'],
    ['an unsafe link falls back', { stickyFooterWidgetCmsData: { profileLink: 'javascript:alert(1)' } }, 'profile', '/menu-profile'],
  ] as const)('%s', (_case, json, id, href) => {
    expect(contentOf(json).items[id].href).toBe(href);
  });

  it('Shop By Price follows the shop path (spec 9 buckets)', () => {
    expect(contentOf({ siteSettings: { shopPageTwo: true } }).shopByPrice.links.at(-1)).toEqual({
      label: '$100 & Above',
      href: '/shop-cannabis-near-me?pageNo=1&price=100-above',
    });
  });

  it('Shop By Choice keeps at most 4 CMS items, with their colour', () => {
    const items = Array.from({ length: 6 }, (_, i) => ({ title: `Pick ${i + 1}`, link: `/p/${i + 1}`, color: '#aa3300' }));
    const choice = contentOf({ stickyFooterWidgetCmsData: { shopByChoiceItems: items } }).shopByChoice;
    expect(choice.items.map((item) => item.title)).toEqual(['Pick 1', 'Pick 2', 'Pick 3', 'Pick 4']);
    expect(choice.items[0]).toMatchObject({ href: '/p/1', color: '#aa3300', image: undefined });
  });

  it('reads the design from the isFooter… flags (first on wins, default one)', () => {
    expect(bottomBarPropsFromCms(parseCms({}).config).variant).toBe('one');
    expect(bottomBarPropsFromCms(parseCms({ headerFooterSettings: { isFooterSeven: true, isFooterNine: true } }).config).variant).toBe(
      'seven',
    );
  });
});

describe('activeBottomBarItem', () => {
  const items = [
    { id: 'home', href: '/' },
    { id: 'deals', href: '/deals' },
    { id: 'shop', href: '/shop-cannabis-near-me' },
    { id: 'cart', href: '/cart' },
    { id: 'menu' },
  ] as const;
  it.each([
    ['/', 'home'],
    ['/deals-category/flower', 'deals'],
    ['/search/deals', 'deals'],
    ['/shop-cannabis-near-me/shop-by-price', 'shop'],
    ['/shop', 'shop'],
    ['/cart/', 'cart'],
    ['/menu', 'menu'],
    ['/blog', null],
  ] as const)('%s → %s', (pathname, id) => {
    expect(activeBottomBarItem(pathname, items)).toBe(id);
  });

  it('an item whose own link names the path wins over route patterns', () => {
    expect(
      activeBottomBarItem('/deals', [
        { id: 'home', href: '/x' },
        { id: 'shop', href: '/deals' },
        { id: 'deals', href: '/d' },
      ]),
    ).toBe('shop');
  });
});
