import { describe, expect, it } from 'vitest';
import {
  dealCardVariants,
  bottomBarVariants,
  headerVariants,
  isPopupTemplate,
  menuVariants,
  popupTemplates,
  resolveDealCardVariant,
  resolveBottomBarVariant,
  resolveHeaderVariant,
  resolveMenuVariant,
  resolvePopupTemplate,
  resolveStorePreferenceVariant,
  storePreferenceIsDrawer,
  storePreferenceVariants,
} from './variants.ts';
import type { StorePreferenceVariant } from './variants.ts';

describe('variant lists', () => {
  it('name every variant the spec counts', () => {
    expect(headerVariants).toEqual(['one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight']);
    expect(bottomBarVariants).toHaveLength(10);
    expect(menuVariants).toEqual(['one', 'two', 'three', 'four']);
    expect(dealCardVariants).toEqual(['one', 'two', 'three', 'four', 'five']);
    expect(storePreferenceVariants).toEqual(['modal', 'two', 'three', 'four', 'five']);
    expect(popupTemplates).toEqual(['popup', 'flyout', 'fullScreen', 'bar']);
  });
});

describe('resolveHeaderVariant (isHeaderOne … isHeaderEight, default one)', () => {
  it.each([
    [undefined, 'one'],
    [null, 'one'],
    [{}, 'one'],
    [{ isHeaderOne: false, isHeaderTwo: null }, 'one'],
    [{ isHeaderThree: true }, 'three'],
    [{ isHeaderEight: true }, 'eight'],
    [{ isHeaderSix: true, isHeaderTwo: true }, 'two'],
    [{ isHeaderOne: true, isHeaderFive: true }, 'one'],
  ] as const)('%j → %j', (flags, expected) => {
    expect(resolveHeaderVariant(flags)).toBe(expected);
  });
});

describe('resolveBottomBarVariant (isFooterOne … isFooterTen, default one)', () => {
  it.each([
    [undefined, 'one'],
    [{}, 'one'],
    [{ isFooterFive: true }, 'five'],
    [{ isFooterNine: true, isFooterTen: true }, 'nine'],
    [{ isFooterTen: true }, 'ten'],
    [{ isFooterSeven: false }, 'one'],
  ] as const)('%j → %j', (flags, expected) => {
    expect(resolveBottomBarVariant(flags)).toBe(expected);
  });
});

describe('resolveMenuVariant (isMenuOne … isMenuFour, default menu one)', () => {
  it.each([
    [undefined, 'one'],
    [{ isMenuTwo: true }, 'two'],
    [{ isMenuFour: true, isMenuThree: true }, 'three'],
    [{ isMenuOne: false }, 'one'],
  ] as const)('%j → %j', (flags, expected) => {
    expect(resolveMenuVariant(flags)).toBe(expected);
  });
});

describe('resolveDealCardVariant (isDealsCardOne … Five, first on wins, default design five)', () => {
  it.each([
    [undefined, 'five'],
    [{}, 'five'],
    [{ isDealsCardOne: false, isDealsCardTwo: false }, 'five'],
    [{ isDealsCardTwo: true }, 'two'],
    [{ isDealsCardFour: true, isDealsCardOne: true }, 'one'],
    [{ isDealsCardFive: true }, 'five'],
  ] as const)('%j → %j', (flags, expected) => {
    expect(resolveDealCardVariant(flags)).toBe(expected);
  });
});

describe('store preference (isRetailerVersionTwo … Five, default a modal)', () => {
  it.each([
    [undefined, 'modal'],
    [{}, 'modal'],
    [{ isRetailerVersionTwo: true }, 'two'],
    [{ isRetailerVersionThree: true }, 'three'],
    [{ isRetailerVersionFour: true }, 'four'],
    [{ isRetailerVersionFive: true, isRetailerVersionThree: true }, 'three'],
    [{ isRetailerVersionTwo: false }, 'modal'],
  ] as const)('%j → %j', (flags, expected) => {
    expect(resolveStorePreferenceVariant(flags)).toBe(expected);
  });

  it.each<[StorePreferenceVariant, boolean]>([
    ['modal', false],
    ['two', true],
    ['three', true],
    ['four', false],
    ['five', true],
  ])("'Versions Two, Three and Five are drawers; version Four is a modal': %s → %s", (variant, drawer) => {
    expect(storePreferenceIsDrawer(variant)).toBe(drawer);
  });
});

describe('resolvePopupTemplate (default popup)', () => {
  it.each([
    ['popup', 'popup'],
    ['flyout', 'flyout'],
    ['fullScreen', 'fullScreen'],
    ['bar', 'bar'],
    ['fullscreen', 'popup'],
    [' bar', 'popup'],
    ['', 'popup'],
    [null, 'popup'],
    [undefined, 'popup'],
    [3, 'popup'],
  ])('%j → %j', (value, expected) => {
    expect(resolvePopupTemplate(value)).toBe(expected);
    expect(isPopupTemplate(value)).toBe(value === expected);
  });
});
