import { useEffect, useRef, type FormEvent, type MouseEvent } from 'react';
import { SEARCH_TEXT_MAX_LENGTH } from '../rules/constants.ts';
import { ArrowLeft } from 'lucide-react';
import { button as buttonRecipe } from '../primitives/Button.css.ts';
import { Dialog } from '../primitives/dialog/Dialog.tsx';
import { IconButton } from '../primitives/IconButton.tsx';
import { SearchField } from '../primitives/field/SearchField.tsx';
import { SmartLink } from '../primitives/link/SmartLink.tsx';
import { isCurrentLocation } from '../rules/navigation/routes.ts';
import { shopPathForQuery, shopSearchPath } from '../rules/navigation/paths.ts';
import { SEARCH_INPUT_PLACEHOLDER, searchViewState, seeAllProductsButton } from '../rules/navigation/search.ts';
import { useCloseOnChange, useDelayedFocus, useElapsedSinceTyping } from './searchHooks.ts';
import type { SearchPanelProps } from './searchTypes.ts';
import { searchLabels } from './searchLabels.ts';
import { EmptyDrawerView, NoResultsView, OverlayEmptyView, ResultsView, SkeletonRows, type LinkGuard } from './SearchViews.tsx';
import { Stack } from '../primitives/layout/Stack.tsx';
import { Inline } from '../primitives/layout/Inline.tsx';
import * as css from './SearchPanel.css.ts';

export const SEARCH_PANEL_TITLE = 'Search';
export const SEARCH_BACK_LABEL = 'Back';
export const SEARCH_CLEAR_LABEL = 'Clear search';

/**
 * The search overlay / drawer (spec 2.4), presentational: a right Drawer (mode 'drawer') or the
 * full mobile overlay (mode 'overlay'). Back arrow and input (focused 2 s after opening); empty
 * query: Top Brands + Trending Products (overlay) or an empty-state view (drawer); 5 skeleton rows
 * while loading; suggestions, brand names and product rows while typing, with a sticky
 * 'See All {totalProducts} Products'; the no-results view only 700 ms after typing. It closes when
 * `pathname` or `closeKey` changes. SearchPanelContainer feeds it from the API.
 */
export function SearchPanel({
  mode,
  open,
  onClose,
  query,
  onQueryChange,
  results,
  loading,
  trending = [],
  trendingLoading = false,
  topBrands = [],
  placeholder = SEARCH_INPUT_PLACEHOLDER,
  topBrandsTitle = searchLabels.topBrands,
  trendingProductsTitle = searchLabels.trendingProducts,
  emptyTitle = searchLabels.emptyTitle,
  shopPathSettings,
  pathname,
  closeKey,
  onSubmitSearch,
}: SearchPanelProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const backRef = useRef<HTMLButtonElement>(null);
  const elapsedMs = useElapsedSinceTyping(query);
  useDelayedFocus(open, inputRef);
  // Opened with text already typed (the desktop header's search box): keep the shopper typing in
  // the panel's input, caret at the end, instead of the Back button (no keystroke is lost).
  const openedWithText = open && query.trim() !== '';
  useEffect(() => {
    if (!openedWithText) return;
    const input = inputRef.current;
    input?.setSelectionRange(input.value.length, input.value.length);
    // Only when the panel opens: later typing must not move the caret.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);
  useCloseOnChange(open, pathname, closeKey, onClose);

  const resultCount = results ? results.suggestions.length + results.brands.length + results.products.length : 0;
  const view = searchViewState({ query, elapsedMs, resultCount, loading });
  const seeAll = view === 'results' && results ? seeAllProductsButton(query, results.totalProducts, shopPathSettings) : null;

  const guard: LinkGuard = (href) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (pathname !== undefined && isCurrentLocation(pathname, href)) {
      event.preventDefault();
      onClose();
    }
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    if (!onSubmitSearch) return;
    event.preventDefault();
    if (query.trim() === '') return;
    onSubmitSearch(shopSearchPath(query, shopPathSettings));
  };
  const search = (text: string) => {
    onQueryChange(text);
    inputRef.current?.focus();
  };

  const bodyView = (() => {
    switch (view) {
      case 'empty':
        return mode === 'overlay' ? (
          <OverlayEmptyView
            topBrands={topBrands}
            topBrandsTitle={topBrandsTitle}
            trending={trending}
            trendingTitle={trendingProductsTitle}
            trendingLoading={trendingLoading}
            guard={guard}
          />
        ) : (
          <EmptyDrawerView title={emptyTitle} />
        );
      case 'loading':
        return <SkeletonRows />;
      case 'results':
        return results ? <ResultsView results={results} onSearch={search} guard={guard} /> : null;
      case 'noResults':
        return <NoResultsView query={query} />;
      case 'waiting':
        return null;
      default:
        view satisfies never;
        return null;
    }
  })();

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={SEARCH_PANEL_TITLE}
      hideTitle
      placement="right"
      width={mode === 'drawer' ? 'wide' : 'full'}
      initialFocusRef={openedWithText ? inputRef : backRef}
      className={css.panel}
      bodyClassName={css.body}
      footer={
        seeAll ? (
          <SmartLink href={seeAll.href} className={buttonRecipe({ fullWidth: true })} onClick={guard(seeAll.href)} data-part="seeAll">
            {seeAll.label}
          </SmartLink>
        ) : undefined
      }
    >
      <Inline align="center" wrap={false} gap="sm" className={css.bar} data-search-mode={mode}>
        <IconButton ref={backRef} label={SEARCH_BACK_LABEL} icon={<ArrowLeft size={22} />} onClick={onClose} />
        <SearchField
          containerClassName={css.field}
          containerProps={{ 'aria-label': SEARCH_PANEL_TITLE, action: shopPathForQuery(shopPathSettings), method: 'get', onSubmit: submit }}
          tone="muted"
          clear={query !== '' ? { label: SEARCH_CLEAR_LABEL, onClear: () => search(''), className: css.clear } : null}
          name="search"
          ref={inputRef}
          maxLength={SEARCH_TEXT_MAX_LENGTH}
          className={css.input}
          aria-label={placeholder}
          placeholder={placeholder}
          autoComplete="off"
          enterKeyHint="search"
          value={query}
          onChange={(event) => onQueryChange(event.target.value)}
        />
      </Inline>
      <Stack gap="xl" className={css.scroll} data-search-view={view}>
        {bodyView}
      </Stack>
    </Dialog>
  );
}
