import type { Brand, Product, SearchSuggestionResult } from '../domain/types.ts';
import type { ShopPathSettings } from '../rules/navigation/paths.ts';

/** 'drawer': from the right (desktop); 'overlay': the full mobile overlay (spec 2.4). */
export const searchPanelModes = ['drawer', 'overlay'] as const;
export type SearchPanelMode = (typeof searchPanelModes)[number];

/** What a product row shows: image, name and 'Variants: {variantsSize}', linking to /product/{productSlug}. */
export type SearchProductRow = Pick<Product, 'productSlug' | 'productName' | 'image' | 'variantsSize'> &
  Partial<Pick<Product, 'slug' | 'imageAlt'>>;

/** CMS content of the panel (searchPanelPropsFromCms). Every field has the spec's default. */
export interface SearchPanelContent {
  /** searchPageCms[0].placeholder; default 'Type here to search products'. */
  placeholder?: string;
  /** searchPageCms[0].topBrandsTitle; default 'Top Brands'. */
  topBrandsTitle?: string;
  /** searchPageCms[0].trendingProductsTitle; default 'Trending Products'. */
  trendingProductsTitle?: string;
  /** The drawer's empty-state heading (searchPageCms[0].title); default 'Search'. */
  emptyTitle?: string;
  /** The shop path settings for 'See All {totalProducts} Products'. */
  shopPathSettings?: ShopPathSettings | null;
}

export interface SearchPanelProps extends SearchPanelContent {
  mode: SearchPanelMode;
  open: boolean;
  /** The back arrow, Escape, a route or query change, and a link to the current location. */
  onClose: () => void;
  query: string;
  onQueryChange: (query: string) => void;
  /** The suggestion result for `query` (null before the first answer). */
  results: SearchSuggestionResult | null | undefined;
  /** Suggestions for the current query are on their way. */
  loading: boolean;
  /** Overlay, empty query: the most popular products (the first 6 are shown). */
  trending?: readonly SearchProductRow[];
  trendingLoading?: boolean;
  /** Overlay, empty query: the 'Top Brands' carousel. */
  topBrands?: readonly Brand[];
  /** The current route: a change closes the panel; a link to it closes instead of navigating. */
  pathname?: string;
  /** The current URL query (or any value): a change closes the panel. */
  closeKey?: unknown;
  /**
   * Enter in the input (issue 13): the shop's search results for the text (shopSearchPath). Without
   * a handler the panel's form submits by GET to the shop path, which a server answers the same.
   */
  onSubmitSearch?: (href: string) => void;
}
