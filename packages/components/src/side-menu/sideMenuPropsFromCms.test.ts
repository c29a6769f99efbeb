import { describe, expect, it } from 'vitest';
import { brands, demoCatalog, specials } from '@storefront/fixtures/catalog';
import { cmsFixtures, type CmsFixtureId } from '@storefront/fixtures/cms';
import { parseCms } from '../cms/parseCms.ts';
import { sideMenuBrands, sideMenuPropsFromCms } from './sideMenuPropsFromCms.ts';

const props = (id: CmsFixtureId) => sideMenuPropsFromCms(parseCms(cmsFixtures[id]).config, demoCatalog);
const linkHref = (id: CmsFixtureId, label: string) => props(id).links.find((link) => link.label === label)?.href;

describe('sideMenuPropsFromCms', () => {
  it.each([
    ['greenleaf', 'one'],
    ['copper-state', 'two'],
    ['mile-high', 'three'],
  ] as const)('%s → menu %s (activeVersionCms.isMenu…)', (id, variant) => {
    expect(props(id).variant).toBe(variant);
  });

  it('defaults to menu one without flags', () => {
    expect(sideMenuPropsFromCms(parseCms({}).config, {}).variant).toBe('one');
  });

  it.each([
    ['greenleaf', 'Deals', '/deals'],
    ['copper-state', 'Deals', '/deals-category'],
    ['greenleaf', 'Shop', '/shop'],
    ['copper-state', 'Shop', '/shop-cannabis-near-me'],
    ['mile-high', 'Brands', '/brands'],
  ] as const)("%s: menu link '%s' → %s", (id, label, href) => {
    expect(linkHref(id, label)).toBe(href);
  });

  it.each([
    ['greenleaf', '/shop'],
    ['copper-state', '/shop-cannabis-near-me'],
  ] as const)("%s: 'Shop all' → %s", (id, href) => {
    expect(props(id).shopAllHref).toBe(href);
  });

  it.each([
    ['greenleaf', '/images/cms/greenleaf-deal.svg'],
    ['copper-state', '/images/catalog/specials/20-off-all-flower-provider.svg'],
    ['mile-high', '/images/deals-default-img.png'],
  ] as const)('%s: deal images by the dealImage rule (%s)', (id, image) => {
    expect(props(id).deals[0]?.image).toBe(image);
  });

  it('keeps the sub-links with their targets', () => {
    expect(props('greenleaf').links.find((link) => link.label === 'Learn')?.subLinks).toEqual([
      { label: 'Cannabis 101', href: '/education' },
      { label: 'Blog', href: '/blog' },
      { label: 'FAQ', href: '/faq' },
    ]);
  });

  it('the store list starts from the fixture’s retailer and menu type', () => {
    expect(props('greenleaf').stores).toMatchObject({
      currentRetailerId: 'ret-mi-detroit',
      currentMenuType: 'RECREATIONAL',
      isMedicalTypeOn: true,
    });
  });

  it('fixed paths: All Specials and Sponsored Brand', () => {
    expect(props('mile-high')).toMatchObject({ allSpecialsHref: '/search/deals', sponsoredBrandsHref: '/sponsored-brand' });
  });

  it('categories use the display name and /category/{slug}', () => {
    expect(props('greenleaf').categories[1]).toEqual({
      key: 'pre-rolls',
      name: 'Pre-Rolls',
      href: '/category/pre-rolls',
      image: '/images/catalog/categories/pre-rolls.svg',
    });
  });

  it('deals keep the display name for the search', () => {
    expect(specials.length).toBeGreaterThan(10);
    expect(props('greenleaf').deals).toHaveLength(specials.length);
    expect(props('greenleaf').deals[0]).toMatchObject({
      name: '20% Off Select Flower',
      href: '/deals-collection/category?specialSlug=20-off-all-flower',
    });
  });
});

describe("sideMenuBrands — menu 3 'Sponsored Brand'", () => {
  it('takes the sponsored brands (up to 8), with the brandImage rule', () => {
    const list = sideMenuBrands(brands);
    expect(list).toHaveLength(8);
    expect(list.map((b) => b.id)).toEqual(
      brands
        .filter((b) => b.isSponsored)
        .slice(0, 8)
        .map((b) => b.id),
    );
    // Peak Extracts' customImage is the string 'null': the imageUrl is used.
    expect(list.find((b) => b.name === 'Peak Extracts')?.image).toBe('/images/catalog/brands/peak-extracts.svg');
  });

  it('falls back to up to 8 brands when none is sponsored', () => {
    const unsponsored = brands.map((b) => ({ ...b, isSponsored: false }));
    expect(sideMenuBrands(unsponsored).map((b) => b.id)).toEqual(unsponsored.slice(0, 8).map((b) => b.id));
  });

  it('links each brand to /search/brands/{slug}', () => {
    expect(sideMenuBrands(brands)[0]?.href).toBe('/search/brands/great-lakes-growers');
  });
});
