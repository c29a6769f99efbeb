import { describe, expect, it } from 'vitest';
import { FULL_TEXT_SEARCH_TYPE, SEARCH_NO_RESULT_DELAY_MS, SEARCH_SKELETON_ROWS, TRENDING_PRODUCTS_LIMIT } from '../constants.ts';
import {
  searchOpensOverlay,
  searchSkeletonRows,
  searchTarget,
  searchViewState,
  seeAllProductsButton,
  seeAllProductsLabel,
  shouldShowNoResults,
  trendingProducts,
} from './search.ts';
import type { NoResultsInput, SearchViewState } from './search.ts';

describe('search type (spec 2.3, 4)', () => {
  it.each([
    [FULL_TEXT_SEARCH_TYPE, true, 'overlay'],
    ['database', false, '/search'],
    [` ${FULL_TEXT_SEARCH_TYPE}`, false, '/search'],
    ['', false, '/search'],
    [null, false, '/search'],
    [undefined, false, '/search'],
  ])('%j → overlay %s, target %j', (searchType, overlay, target) => {
    expect(searchOpensOverlay(searchType)).toBe(overlay);
    expect(searchTarget(searchType)).toBe(target);
  });
});

describe('no-results view after 700 ms (spec 2.4, 5)', () => {
  it('uses the spec delay', () => {
    expect(SEARCH_NO_RESULT_DELAY_MS).toBe(700);
  });

  const base: NoResultsInput = { query: 'kush', elapsedMs: 700, resultCount: 0, loading: false };
  it.each<[Partial<NoResultsInput>, boolean, SearchViewState]>([
    [{}, true, 'noResults'],
    [{ elapsedMs: 699 }, false, 'waiting'],
    [{ elapsedMs: 0 }, false, 'waiting'],
    [{ elapsedMs: 5000 }, true, 'noResults'],
    [{ loading: true }, false, 'loading'],
    [{ resultCount: 3 }, false, 'results'],
    [{ query: '' }, false, 'empty'],
    [{ query: '   ' }, false, 'empty'],
    [{ query: null }, false, 'empty'],
    [{ query: undefined, loading: true }, false, 'empty'],
  ])('%j → no-results %s, view %j', (input, noResults, view) => {
    expect(shouldShowNoResults({ ...base, ...input })).toBe(noResults);
    expect(searchViewState({ ...base, ...input })).toBe(view);
  });
});

describe('skeleton rows and trending products', () => {
  it('renders 5 skeleton rows', () => {
    expect(SEARCH_SKELETON_ROWS).toBe(5);
    expect(searchSkeletonRows()).toEqual([0, 1, 2, 3, 4]);
  });

  it.each([
    [Array.from({ length: 9 }, (_, index) => index), [0, 1, 2, 3, 4, 5]],
    [
      [1, 2],
      [1, 2],
    ],
    [[], []],
    [null, []],
    [undefined, []],
  ])('trendingProducts(%j) → %j (the 6 most popular)', (products, expected) => {
    expect(TRENDING_PRODUCTS_LIMIT).toBe(6);
    expect(trendingProducts(products)).toEqual(expected);
  });
});

describe("'See All {totalProducts} Products'", () => {
  it.each([
    [42, 'See All 42 Products'],
    [0, 'See All 0 Products'],
    [1, 'See All 1 Products'],
  ])('seeAllProductsLabel(%j) → %j', (total, expected) => {
    expect(seeAllProductsLabel(total)).toBe(expected);
  });

  it.each([
    ['blue dream', 12, undefined, { label: 'See All 12 Products', href: '/shop?search=blue%20dream' }],
    [' kush ', 3, { shopPageTwo: true }, { label: 'See All 3 Products', href: '/shop-cannabis-near-me?search=kush' }],
    ['', 3, undefined, null],
    ['  ', 3, undefined, null],
    [null, 3, undefined, null],
  ])('seeAllProductsButton(%j, %j, %j) → %j', (term, total, settings, expected) => {
    expect(seeAllProductsButton(term, total, settings)).toEqual(expected);
  });
});
