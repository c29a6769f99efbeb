// The search overlay / drawer (spec 2.4): the presentational SearchPanel, its API-fed container
// (TanStack Query over the shared API layer) and the CMS mapper.
export { SearchPanel, SEARCH_PANEL_TITLE, SEARCH_BACK_LABEL, SEARCH_CLEAR_LABEL } from './SearchPanel.tsx';
export { SearchPanelContainer, SEARCH_SUGGESTIONS_DEBOUNCE_MS, type SearchPanelContainerProps } from './SearchPanelContainer.tsx';
// The panel's calls are '@storefront/components/api' resources: searchSuggestionsQuery,
// productMenuQuery(trendingProductsMenu(…)) and brandsQuery({ retailerId }).
export {
  searchPanelModes,
  type SearchPanelMode,
  type SearchPanelProps,
  type SearchPanelContent,
  type SearchProductRow,
} from './searchTypes.ts';
export { searchPanelPropsFromCms } from './searchPanelPropsFromCms.ts';
export { searchLabels, noResultsText, variantsLabel } from './searchLabels.ts';
export { useElapsedSinceTyping, useDelayedFocus, useCloseOnChange } from './searchHooks.ts';
