/** Labels of the panel. The spec names 'Top Brands', 'View All', 'Trending Products' and 'Variants:'; the rest are ours. */
export const searchLabels = {
  topBrands: 'Top Brands',
  viewAll: 'View All',
  trendingProducts: 'Trending Products',
  suggestions: 'Suggestions',
  brands: 'Brands',
  products: 'Products',
  loading: 'Searching…',
  noResultsTitle: 'No results found',
  emptyTitle: 'Search',
  emptyText: 'Start typing to see suggestions, brands and products.',
} as const;

export const noResultsText = (query: string) => `We couldn’t find anything for “${query.trim()}”. Check the spelling or try another word.`;
export const variantsLabel = (variantsSize: number) => `Variants: ${variantsSize}`;
