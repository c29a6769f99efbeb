import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { MenuType, ProviderKind } from '../rules/constants.ts';
import { nonBlank } from '../rules/navigation/text.ts';
import { fetchSearchSuggestions, fetchTopBrands, fetchTrendingProducts, SEARCH_SUGGESTIONS_DEBOUNCE_MS } from './searchApi.ts';
import { useDebouncedValue } from '../primitives/useDebouncedValue.ts';
import { SearchPanel } from './SearchPanel.tsx';
import type { SearchPanelContent, SearchPanelMode } from './searchTypes.ts';

export interface SearchPanelContainerProps extends SearchPanelContent {
  mode: SearchPanelMode;
  open: boolean;
  onClose: () => void;
  /** The text the panel opens with (e.g. what was typed into the desktop search box). */
  initialQuery?: string;
  /** The shopper's retailer, menu type and provider kind (order preference / initial site data). */
  retailerId?: string | null;
  menuType: MenuType;
  provider: ProviderKind;
  pathname?: string;
  closeKey?: unknown;
}

/** TanStack Query keys of the search calls (for the app's invalidation or prefetching). */
export const searchQueryKeys = {
  suggestions: (q: string, retailerId: string | null, menuType: MenuType) => ['search', 'suggestions', q, retailerId, menuType] as const,
  trending: (retailerId: string | null, provider: ProviderKind, menuType: MenuType) => ['search', 'trending', retailerId, provider, menuType] as const,
  topBrands: (retailerId: string | null) => ['search', 'topBrands', retailerId] as const,
};

/**
 * SearchPanel fed from the API with TanStack Query (needs a QueryClientProvider above it): the
 * suggestions for the debounced query; with an empty query in the overlay, the trending products
 * (spec 4: "An empty query loads the trending products") and the 'Top Brands'. The query resets to
 * `initialQuery` each time the panel opens.
 */
export function SearchPanelContainer({ initialQuery = '', retailerId, menuType, provider, ...props }: SearchPanelContainerProps) {
  const { open, mode } = props;
  const [session, setSession] = useState({ open, query: open ? initialQuery : '' });
  if (session.open !== open) setSession({ open, query: open ? initialQuery : '' });
  const query = session.query;
  const setQuery = (next: string) => setSession((current) => ({ ...current, query: next }));

  const retailer = nonBlank(retailerId) ?? null;
  const typed = nonBlank(query);
  const debounced = nonBlank(useDebouncedValue(query, SEARCH_SUGGESTIONS_DEBOUNCE_MS));
  const overlayEmpty = open && mode === 'overlay' && typed === undefined;

  const suggestions = useQuery({
    queryKey: searchQueryKeys.suggestions(debounced ?? '', retailer, menuType),
    queryFn: ({ signal }) => fetchSearchSuggestions({ q: debounced ?? '', retailerId: retailer, menuType }, signal),
    enabled: open && debounced !== undefined,
  });
  const trending = useQuery({
    queryKey: searchQueryKeys.trending(retailer, provider, menuType),
    queryFn: ({ signal }) => fetchTrendingProducts({ retailerId: retailer ?? '', provider, menuType }, signal),
    enabled: overlayEmpty && retailer !== null,
  });
  const topBrands = useQuery({
    queryKey: searchQueryKeys.topBrands(retailer),
    queryFn: ({ signal }) => fetchTopBrands(retailer, signal),
    enabled: overlayEmpty,
  });

  const settled = typed !== undefined && debounced === typed;
  return (
    <SearchPanel
      {...props}
      query={query}
      onQueryChange={setQuery}
      results={settled ? suggestions.data : null}
      loading={typed !== undefined && (!settled || suggestions.isLoading)}
      trending={trending.data ?? []}
      trendingLoading={trending.isLoading}
      topBrands={topBrands.data ?? []}
    />
  );
}
