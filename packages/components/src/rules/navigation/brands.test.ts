import { describe, expect, it } from 'vitest';
import { HEADER_BRAND_DROPDOWN_LIMIT, MENU_THREE_BRANDS_LIMIT } from '../constants.ts';
import {
  navBrandLabel,
  showAllBrandsLabel,
  withoutBrandLabelRepeat,
  sponsoredBrandsOf,
  sponsoredOrAllBrands,
  sponsoredOrBrands,
} from './brands.ts';

interface TestBrand {
  id: string;
  isSponsored?: boolean;
}
const brand = (n: number, isSponsored?: boolean): TestBrand => ({ id: `b${n}`, ...(isSponsored === undefined ? {} : { isSponsored }) });
const ids = (list: readonly TestBrand[]) => list.map((b) => b.id);
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
const bIds = (from: number, to: number) => range(from, to).map((n) => `b${n}`);

describe('the limits of spec 9: "Sponsored brands or brands: 8 in the menu-3 drawer; 6 in the header dropdown"', () => {
  it.each([
    ['menu-3 drawer', MENU_THREE_BRANDS_LIMIT, 8],
    ['header dropdown', HEADER_BRAND_DROPDOWN_LIMIT, 6],
  ])('%s: %i', (_place, limit, expected) => {
    expect(limit).toBe(expected);
  });
});

describe("the brand label (spec 2.3: 'brandLabel, shown when shouldShowBrandLabel is on')", () => {
  it.each([
    [{ brandLabel: 'Brands', shouldShowBrandLabel: true }, 'Brands'],
    [{ brandLabel: 'Featured Brands', shouldShowBrandLabel: true }, 'Featured Brands'],
    [{ brandLabel: 'Makers', shouldShowBrandLabel: false }, null],
    [{ brandLabel: '  ', shouldShowBrandLabel: true }, null],
  ])('navBrandLabel(%j) → %j', (header, expected) => {
    expect(navBrandLabel(header)).toBe(expected);
  });

  it.each([
    ['Brands', 'Show all Brands'],
    ['Featured Brands', 'Show all Featured Brands'],
  ])("'Show all {brand label}': showAllBrandsLabel(%j) → %j", (label, expected) => {
    expect(showAllBrandsLabel(label)).toBe(expected);
  });
});

describe('header dropdown: "6 sponsored brands (or 6 brands)" (spec 2.3)', () => {
  it.each([
    ['8 sponsored, 10 brands', 8, 10, bIds(100, 105)],
    ['2 sponsored', 2, 10, ['b100', 'b101']],
    ['no sponsored: 6 of the brands', 0, 10, bIds(0, 5)],
    ['nothing', 0, 0, []],
  ])('%s', (_name, sponsoredCount, brandCount, expected) => {
    const sponsored = range(100, 100 + sponsoredCount - 1).map((n) => brand(n, true));
    const brands = range(0, brandCount - 1).map((n) => brand(n));
    expect(ids(sponsoredOrBrands(sponsored, brands, HEADER_BRAND_DROPDOWN_LIMIT))).toEqual(expected);
  });

  it('reads missing lists as empty', () => {
    expect(sponsoredOrBrands(null, undefined, HEADER_BRAND_DROPDOWN_LIMIT)).toEqual([]);
    expect(ids(sponsoredOrBrands(undefined, [brand(1)], HEADER_BRAND_DROPDOWN_LIMIT))).toEqual(['b1']);
  });

  it('takes every one without a limit (the /sponsored-brand page)', () => {
    expect(
      ids(
        sponsoredOrBrands(
          [],
          range(1, 12).map((n) => brand(n)),
        ),
      ),
    ).toEqual(bIds(1, 12));
  });
});

describe('menu-3 drawer: "up to 8 sponsored brands, or up to 8 brands when there are no sponsored brands" (spec 2.6)', () => {
  it.each([
    ['up to 8 sponsored brands', [...range(1, 10).map((n) => brand(n, true)), brand(11, false)], bIds(1, 8)],
    ['only the sponsored ones when some are', [brand(1, false), brand(2, true), brand(3), brand(4, true)], ['b2', 'b4']],
    ['up to 8 brands when none is sponsored', range(1, 12).map((n) => brand(n, false)), bIds(1, 8)],
    ['every brand when fewer than 8 and none sponsored', [brand(1), brand(2)], ['b1', 'b2']],
    ['nothing without brands', [], []],
  ])('%s', (_case, brands, expected) => {
    expect(ids(sponsoredOrAllBrands(brands, MENU_THREE_BRANDS_LIMIT))).toEqual(expected);
  });

  it('reads a missing list as empty', () => {
    expect(sponsoredOrAllBrands(undefined, MENU_THREE_BRANDS_LIMIT)).toEqual([]);
  });

  it('keeps only isSponsored === true', () => {
    expect(ids(sponsoredBrandsOf([brand(1, true), brand(2, false), brand(3)]))).toEqual(['b1']);
    expect(sponsoredBrandsOf(null)).toEqual([]);
  });
});

describe('withoutBrandLabelRepeat: the brand label dropdown is not repeated by a nav link of the same label', () => {
  const links = [{ label: 'Flower' }, { label: ' brands ' }, { label: 'Brands' }, { label: 'Brand Partners' }, { label: 'Stores' }];
  it.each([
    ['Brands', ['Flower', 'Brand Partners', 'Stores']],
    ['Our Brands', ['Flower', ' brands ', 'Brands', 'Brand Partners', 'Stores']],
    [null, ['Flower', ' brands ', 'Brands', 'Brand Partners', 'Stores']],
  ] as const)('brand label %j keeps %j', (brandLabel, expected) => {
    expect(withoutBrandLabelRepeat(links, brandLabel).map((link) => link.label)).toEqual(expected);
  });
});
