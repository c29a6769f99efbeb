/**
 * Search rules (spec 2.3, 2.4, 4, 5): overlay or /search by search type, the no-result delay, the
 * 'See All {totalProducts} Products' button, and the overlay's view state.
 */
import { FULL_TEXT_SEARCH_TYPE, SEARCH_NO_RESULT_DELAY_MS, SEARCH_SKELETON_ROWS, TRENDING_PRODUCTS_LIMIT } from '../constants.ts';
import { SEARCH_PATH, shopSearchPath } from './paths.ts';
import type { ShopPathSettings } from './paths.ts';
import { nonBlank } from './text.ts';

export const SEARCH_INPUT_PLACEHOLDER = 'Type here to search products';

/** The full-text search-engine type opens the in-page overlay (spec 2.3, 4). */
export function searchOpensOverlay(searchType: string | null | undefined): boolean {
  return searchType === FULL_TEXT_SEARCH_TYPE;
}

/** 'overlay' for the full-text search-engine type, else the '/search' route. */
export function searchTarget(searchType: string | null | undefined): 'overlay' | typeof SEARCH_PATH {
  return searchOpensOverlay(searchType) ? 'overlay' : SEARCH_PATH;
}

export interface NoResultsInput {
  query: string | null | undefined;
  /** Milliseconds since the last keystroke. */
  elapsedMs: number;
  resultCount: number;
  loading: boolean;
}

/** The no-results view: a non-empty query, nothing found, not loading, at least 700 ms after typing. */
export function shouldShowNoResults(input: NoResultsInput): boolean {
  return nonBlank(input.query) !== undefined && !input.loading && input.resultCount === 0 && input.elapsedMs >= SEARCH_NO_RESULT_DELAY_MS;
}

/** The search overlay's body (spec 2.4). */
export type SearchViewState = 'empty' | 'loading' | 'results' | 'noResults' | 'waiting';

/**
 * - 'empty': no query (mobile: Top Brands and Trending Products; drawer: the empty-state view);
 * - 'loading': the SEARCH_SKELETON_ROWS skeleton rows;
 * - 'results': suggestions, brands and products;
 * - 'noResults': the no-results view (see shouldShowNoResults);
 * - 'waiting': nothing found yet, still inside the 700 ms delay.
 */
export function searchViewState(input: NoResultsInput): SearchViewState {
  if (nonBlank(input.query) === undefined) return 'empty';
  if (input.loading) return 'loading';
  if (input.resultCount > 0) return 'results';
  return shouldShowNoResults(input) ? 'noResults' : 'waiting';
}

/** Keys for the loading skeleton rows: SEARCH_SKELETON_ROWS of them. */
export function searchSkeletonRows(): number[] {
  return Array.from({ length: SEARCH_SKELETON_ROWS }, (_, index) => index);
}

/** 'Trending Products': the first TRENDING_PRODUCTS_LIMIT of the most-popular list. */
export function trendingProducts<P>(products: readonly P[] | null | undefined): P[] {
  return (products ?? []).slice(0, TRENDING_PRODUCTS_LIMIT);
}

export function seeAllProductsLabel(totalProducts: number): string {
  return `See All ${totalProducts} Products`;
}

/**
 * The sticky 'See All {totalProducts} Products' button: to the shop path with ?search={term}.
 * Null when the query is blank.
 */
export function seeAllProductsButton(
  term: string | null | undefined,
  totalProducts: number,
  settings?: ShopPathSettings | null,
): { label: string; href: string } | null {
  return nonBlank(term) === undefined ? null : { label: seeAllProductsLabel(totalProducts), href: shopSearchPath(term, settings) };
}
