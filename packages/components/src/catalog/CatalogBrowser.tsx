/**
 * A filterable, sortable product list (issue 13): the filter panel beside the results from 769 px,
 * a 'Filters' button opening the same panel in a drawer on a phone, the count, the sort, and the
 * chosen values as chips that remove themselves. It holds no data of its own: the page passes the
 * facets the product menu answered and the shopper's choice (from the URL), and gets every change
 * back as the next choice (which the page writes to the URL).
 */
import { useState, type ReactNode } from 'react';
import { SlidersHorizontal, X } from 'lucide-react';
import {
  activeFilterCount,
  CATALOG_SORTS,
  emptyCatalogFilters,
  facetsWithChoice,
  toggleFacetValue,
  type CatalogFacet,
  type CatalogFilters,
  type CatalogSortValue,
  type FacetKey,
} from '../rules/commerce/catalogFilters.ts';
import { Button } from '../primitives/Button.tsx';
import { Drawer } from '../primitives/dialog/Drawer.tsx';
import { VisuallyHidden } from '../primitives/VisuallyHidden.tsx';
import { CLEAR_FILTERS_LABEL, FILTERS_HEADING, FilterPanel } from './FilterPanel.tsx';
import { Stack } from '../primitives/layout/Stack.tsx';
import { Inline } from '../primitives/layout/Inline.tsx';
import * as css from './catalog.css.ts';

export const SORT_LABEL = 'Sort by';
export const REMOVE_FILTER_PREFIX = 'Remove filter';
export const CHOSEN_FILTERS_LABEL = 'Chosen filters';
export const productCountLabel = (total: number) => `${total} ${total === 1 ? 'product' : 'products'}`;
export const filtersButtonLabel = (active: number) => (active > 0 ? `${FILTERS_HEADING} (${active})` : FILTERS_HEADING);
export const showProductsLabel = (total: number) => `Show ${productCountLabel(total)}`;
export const NO_MATCH_MESSAGE = 'No products match these filters.';
export const NO_MATCH_HINT = 'Remove a filter above, or clear them all to see every product here.';

export interface CatalogBrowserProps {
  facets: readonly CatalogFacet[];
  filters: CatalogFilters;
  sort: CatalogSortValue;
  total: number;
  /** Facets the page fixes (not shown, not counted, not cleared). */
  hidden?: readonly FacetKey[];
  onChange: (next: { filters: CatalogFilters; sort: CatalogSortValue }) => void;
  /** The results (the product grid, or the empty view). */
  children: ReactNode;
  /** Results are being fetched for the latest choice (the list stays, marked busy). */
  busy?: boolean;
}

export function CatalogBrowser({
  facets: answered,
  filters: given,
  sort: givenSort,
  total,
  hidden = [],
  onChange,
  children,
  busy = false,
}: CatalogBrowserProps) {
  const [drawerOpen, setDrawerOpen] = useState(false);
  // The shopper's latest choice shows at once; the page's URL update (a router transition) catches
  // up, and then the props are the truth again.
  // (A choice is kept with the props it was made over: once they change, they win.)
  const givenKey = JSON.stringify([given, givenSort]);
  const [latest, setLatest] = useState<{ over: string; choice: { filters: CatalogFilters; sort: CatalogSortValue } } | null>(null);
  const waiting = latest?.over === givenKey;
  const { filters, sort } = waiting && latest ? latest.choice : { filters: given, sort: givenSort };
  const change = (next: { filters: CatalogFilters; sort: CatalogSortValue }) => {
    setLatest({ over: givenKey, choice: next });
    onChange(next);
  };
  const facets = facetsWithChoice(answered, filters);
  const active = activeFilterCount(filters, hidden);
  const toggle = (key: FacetKey, value: string) => change({ filters: toggleFacetValue(filters, key, value), sort });
  const clear = () => {
    // Every value the shopper chose; the facets the page fixes keep theirs.
    const cleared = emptyCatalogFilters();
    for (const key of hidden) cleared[key] = filters[key];
    change({ filters: cleared, sort });
  };
  const panel = (inDrawer: boolean) => (
    <FilterPanel facets={facets} hidden={hidden} activeCount={active} onToggle={toggle} onClear={clear} hideHeading={inDrawer} />
  );
  const chips = facets
    .filter((f) => !hidden.includes(f.key))
    .flatMap((f) => f.values.filter((v) => v.selected).map((v) => ({ key: f.key, facet: f.label, value: v.value, label: v.label })));
  return (
    <div className={css.layout}>
      <aside className={css.sidebar} aria-label={FILTERS_HEADING}>
        {panel(false)}
      </aside>
      <Stack gap="md" className={css.results}>
        <Inline align="center" justify="between" gap="sm">
          <p className={css.count} role="status">
            {productCountLabel(total)}
          </p>
          <Inline align="center" justify="between" wrap={false} gap="sm" className={css.toolbarEnd}>
            <Button
              className={css.mobileOnly}
              variant="secondary"
              size="sm"
              aria-haspopup="dialog"
              aria-expanded={drawerOpen}
              leadingIcon={<SlidersHorizontal size={16} aria-hidden="true" />}
              onClick={() => setDrawerOpen(true)}
            >
              {filtersButtonLabel(active)}
            </Button>
            <label className={css.sort}>
              {SORT_LABEL}
              <select
                className={css.select}
                value={sort}
                onChange={(event) => change({ filters, sort: event.target.value as CatalogSortValue })}
              >
                {CATALOG_SORTS.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </select>
            </label>
          </Inline>
        </Inline>
        {chips.length > 0 ? (
          <Inline as="ul" gap="xs" aria-label={CHOSEN_FILTERS_LABEL}>
            {chips.map((chip) => (
              <li key={`${chip.key}:${chip.value}`}>
                <button type="button" className={css.chip} onClick={() => toggle(chip.key, chip.value)}>
                  <VisuallyHidden>{`${REMOVE_FILTER_PREFIX} ${chip.facet}: `}</VisuallyHidden>
                  {chip.label}
                  <X className={css.chipIcon} size={14} aria-hidden="true" />
                </button>
              </li>
            ))}
          </Inline>
        ) : null}
        <div className={css.resultsBody} aria-busy={busy || waiting || undefined}>
          {total === 0 && active > 0 ? (
            <Stack align="start" gap="sm" className={css.empty}>
              <p className={css.emptyTitle}>{NO_MATCH_MESSAGE}</p>
              <p className={css.count}>{NO_MATCH_HINT}</p>
              <Button variant="secondary" onClick={clear}>
                {CLEAR_FILTERS_LABEL}
              </Button>
            </Stack>
          ) : (
            children
          )}
        </div>
      </Stack>
      <Drawer
        open={drawerOpen}
        onClose={() => setDrawerOpen(false)}
        title={filtersButtonLabel(active)}
        side="left"
        footer={
          <Button fullWidth onClick={() => setDrawerOpen(false)}>
            {showProductsLabel(total)}
          </Button>
        }
      >
        {panel(true)}
      </Drawer>
    </div>
  );
}
