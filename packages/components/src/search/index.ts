// The search overlay / drawer (spec 2.4): the presentational SearchPanel, its API-fed container
// (TanStack Query + fetch against the storefront API contract) and the CMS mapper.
export { SearchPanel, SEARCH_PANEL_TITLE, SEARCH_BACK_LABEL, SEARCH_CLEAR_LABEL } from './SearchPanel.tsx';
export { SearchPanelContainer, searchQueryKeys, type SearchPanelContainerProps } from './SearchPanelContainer.tsx';
export { searchPanelModes, type SearchPanelMode, type SearchPanelProps, type SearchPanelContent, type SearchProductRow } from './searchTypes.ts';
export { searchPanelPropsFromCms } from './searchPanelPropsFromCms.ts';
export { searchLabels, noResultsText, variantsLabel } from './searchLabels.ts';
export {
  SEARCH_SUGGESTIONS_DEBOUNCE_MS,
  readSearchSuggestions,
  searchSuggestionsUrl,
  fetchSearchSuggestions,
  fetchTrendingProducts,
  topBrandsUrl,
  fetchTopBrands,
  type SuggestionsParams,
  type TrendingParams,
} from './searchApi.ts';
export { useElapsedSinceTyping, useDelayedFocus, useCloseOnChange } from './searchHooks.ts';
