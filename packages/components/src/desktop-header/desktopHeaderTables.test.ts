import { describe, expect, it } from 'vitest';
import type { Brand } from '../domain/types.ts';
import { accountMenuSections, wishlistDisplayName, wishlistPath, type AccountMenuSection } from './accountMenu.ts';
import { specYourAccountItems } from './accountMenu.fixture.ts';
import { brandDropdownData } from './brandDropdown.ts';
import { megaMenuContent, megaMenuTabLabels, megaMenuTabs, STRAIN_TYPE_HEADING, strainTypeOptions } from './megaMenu.ts';

const labels = (sections: AccountMenuSection[]) => sections.map((s) => [s.heading, s.items.map((i) => i.label)]);

describe('account menu (spec 2.3)', () => {
  it.each([true, false])('lists exactly the spec items, chat platform configured: %s', (chat) => {
    const sections = accountMenuSections({ wishlists: [{ slug: 'weekend', listName: 'Weekend' }], hasChatPlatform: chat });
    expect(labels(sections)).toEqual([
      [null, ['View Profile']],
      ['Your List', ['Weekend', 'Create a Your List']],
      ['Your Account', specYourAccountItems(chat)],
    ]);
  });

  it.each([
    ['Weekend', 'Weekend'],
    ['  Gifts ', 'Gifts'],
    ['', 'No name'],
    ['   ', 'No name'],
    [null, 'No name'],
    [undefined, 'No name'],
  ])('names list %j as %j', (listName, expected) => {
    expect(wishlistDisplayName(listName)).toBe(expected);
  });

  it('links each list to /your-list/{slug}, once per slug, skipping lists without a slug', () => {
    const [, lists] = accountMenuSections({
      wishlists: [
        { slug: 'my-wishlist', listName: 'My Wishlist' },
        { slug: 'my-wishlist', listName: 'Again' },
        { slug: '', listName: 'Lost' },
        { slug: 'x y' },
      ],
      hasChatPlatform: false,
    });
    expect(lists?.items).toEqual([
      { kind: 'link', label: 'My Wishlist', href: '/your-list/my-wishlist' },
      { kind: 'link', label: 'No name', href: '/your-list/x%20y' },
      { kind: 'action', label: 'Create a Your List', action: 'createList' },
    ]);
    expect(wishlistPath('  ')).toBeUndefined();
  });

  it('gives the account links their spec 2.1 routes and ends with the Sign Out action', () => {
    const [profile, , account] = accountMenuSections({ wishlists: [], hasChatPlatform: true });
    expect(profile?.items).toEqual([{ kind: 'link', label: 'View Profile', href: '/profile' }]);
    expect(account?.items.find((i) => i.label === 'Chat with Retailer')).toEqual({
      kind: 'link',
      label: 'Chat with Retailer',
      href: '/chat-with-retailer',
    });
    expect(account?.items.find((i) => i.label === 'Terms & Condition')).toMatchObject({ href: '/terms-and-conditions' });
    expect(account?.items.at(-1)).toEqual({ kind: 'action', label: 'Sign Out', action: 'signOut' });
  });
});

const brand = (n: number, sponsored = false): Brand => ({
  id: `b${n}`,
  urlSlug: `brand-${n}`,
  brandName: `Brand ${n}`,
  name: `Brand ${n}`,
  isSponsored: sponsored,
  imageUrl: `/b${n}.svg`,
});

describe('brand label dropdown (spec 2.3, 9; the rules are tested in rules/navigation/brands.test.ts)', () => {
  it("builds the dropdown: brand pages under the shop base path and 'Show all {label}' → /sponsored-brand", () => {
    const data = brandDropdownData('Brands', [], [brand(1)], { shopBasePath: '/shop' });
    expect(data).toEqual({
      label: 'Brands',
      brands: [{ id: 'b1', name: 'Brand 1', href: '/shop/brand/brand-1', image: '/b1.svg' }],
      showAll: { label: 'Show all Brands', href: '/sponsored-brand' },
    });
    expect(brandDropdownData(null, [], [brand(1)])).toBeNull();
  });
});

describe("mega-submenu 'Shop' (spec 2.3)", () => {
  it('has the spec tabs in order', () => {
    expect(megaMenuTabs.map((tab) => megaMenuTabLabels[tab])).toEqual([
      'Category',
      'Weekly Deals',
      'Shop Deals',
      'Daily Deals',
      'Effects',
      'Brands',
      'Shop All Deals',
      'Shop All Product',
    ]);
  });

  it("shows the 'Strain Type' options High Cbd, Hybrid, Indica and Sativa under Category", () => {
    const groups = megaMenuContent.category({});
    const strain = groups.find((group) => group.heading === STRAIN_TYPE_HEADING);
    expect(strainTypeOptions).toEqual(['High Cbd', 'Hybrid', 'Indica', 'Sativa']);
    expect(strain?.links).toEqual([
      { label: 'High Cbd', href: '/shop?strain=cbd' },
      { label: 'Hybrid', href: '/shop?strain=hybrid' },
      { label: 'Indica', href: '/shop?strain=indica' },
      { label: 'Sativa', href: '/shop?strain=sativa' },
    ]);
  });

  it('opens the shop filtered by an effect from the Effects tab', () => {
    expect(megaMenuContent.effects({})[0]?.links.slice(0, 2)).toEqual([
      { label: 'Relaxed', href: '/shop?effect=relaxed' },
      { label: 'Sleepy', href: '/shop?effect=sleepy' },
    ]);
  });

  it.each(megaMenuTabs)('tab %s has links, all site paths', (tab) => {
    const links = megaMenuContent[tab]({ shopPageTwo: true, dealsVersion: 'v2' }).flatMap((group) => group.links);
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) expect(link.href).toMatch(/^\/[a-z]/);
  });

  it('follows the deals version and shop page two, and takes catalogue categories and brands', () => {
    expect(megaMenuContent.shopAllDeals({ dealsVersion: 'v2' })[0]?.links).toEqual([{ label: 'Shop All Deals', href: '/deals-category' }]);
    expect(megaMenuContent.shopAllProduct({ shopPageTwo: true })[0]?.links).toEqual([
      { label: 'Shop All Product', href: '/shop-cannabis-near-me' },
    ]);
    expect(megaMenuContent.category({ categories: ['Pre-Rolls'] })[0]?.links[0]).toEqual({
      label: 'Pre-Rolls',
      href: '/category/pre-rolls',
    });
    expect(megaMenuContent.brands({ brands: [{ id: 'b', name: 'Quiet Hours', href: '/shop/brand/quiet-hours' }] })[0]?.links[0]).toEqual({
      label: 'Quiet Hours',
      href: '/shop/brand/quiet-hours',
    });
  });
});
