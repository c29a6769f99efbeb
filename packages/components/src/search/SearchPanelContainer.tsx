import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { MenuType, ProviderKind } from '../rules/constants.ts';
import { nonBlank } from '../rules/navigation/text.ts';
import { brandsQuery, productMenuQuery, searchSuggestionsQuery, trendingProductsMenu } from '../api/index.ts';
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
  /** Enter in the input: go to the shop's results for the text (SearchPanelProps). */
  onSubmitSearch?: (href: string) => void;
}

/**
 * How long the suggestions call waits after the last keystroke. The spec gives no number for it;
 * this one is ours (the no-results view still waits its 700 ms from the keystroke).
 */
export const SEARCH_SUGGESTIONS_DEBOUNCE_MS = 250;

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

  // The three calls are the shared API resources ('@storefront/components/api'): suggestions, the
  // trending product menu (spec 7) and the retailer's brands ('Top Brands').
  const suggestions = useQuery({
    ...searchSuggestionsQuery({ q: debounced ?? '', retailerId: retailer, menuType }),
    enabled: open && debounced !== undefined,
  });
  const trending = useQuery({
    ...productMenuQuery(trendingProductsMenu({ retailerId: retailer ?? '', provider, menuType })),
    enabled: overlayEmpty && retailer !== null,
  });
  const topBrands = useQuery({ ...brandsQuery({ retailerId: retailer }), enabled: overlayEmpty });

  const settled = typed !== undefined && debounced === typed;
  return (
    <SearchPanel
      {...props}
      query={query}
      onQueryChange={setQuery}
      results={settled ? suggestions.data : null}
      loading={typed !== undefined && (!settled || suggestions.isLoading)}
      trending={trending.data?.products ?? []}
      trendingLoading={trending.isLoading}
      topBrands={topBrands.data ?? []}
    />
  );
}
