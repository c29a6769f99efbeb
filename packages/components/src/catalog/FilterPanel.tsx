/**
 * The catalogue's filter panel (issue 13): one collapsible group per facet (catalogFilters.ts's
 * table, with the counts the product menu answered), check boxes where several values may be
 * chosen, radio buttons for the one-value price, each value with its count. 'Clear all' empties
 * every group the page lets the shopper change. The same panel is the desktop sidebar and the
 * phone's filter drawer.
 */
import { useId, useState } from 'react';
import { ChevronDown } from 'lucide-react';
import type { CatalogFacet, FacetKey } from '../rules/commerce/catalogFilters.ts';
import { Button } from '../primitives/Button.tsx';
import { visuallyHidden } from '../primitives/VisuallyHidden.css.ts';
import { Stack } from '../primitives/layout/Stack.tsx';
import { Inline } from '../primitives/layout/Inline.tsx';
import * as css from './catalog.css.ts';

export const FILTERS_HEADING = 'Filters';
export const CLEAR_FILTERS_LABEL = 'Clear all';
export const ANY_PRICE_LABEL = 'Any price';
/** A group shows this many values, then 'Show all {n}'. */
export const FACET_VALUES_SHOWN = 6;
/** Groups open at first (the rest open when they hold a choice). */
export const FACETS_OPEN_AT_FIRST: readonly FacetKey[] = ['category', 'strain', 'thc', 'price'];

export const showAllLabel = (count: number) => `Show all ${count}`;
export const SHOW_FEWER_LABEL = 'Show fewer';

export interface FilterPanelProps {
  facets: readonly CatalogFacet[];
  /** Facets the page fixes (a category page's category): not shown. */
  hidden?: readonly FacetKey[];
  activeCount: number;
  onToggle: (key: FacetKey, value: string) => void;
  onClear: () => void;
  /** The panel's heading level (the sidebar sits under the page's h1). */
  headingLevel?: 2 | 3;
  /** In the drawer the dialog's title already says 'Filters'. */
  hideHeading?: boolean;
}

export function FilterPanel({
  facets,
  hidden = [],
  activeCount,
  onToggle,
  onClear,
  headingLevel = 2,
  hideHeading = false,
}: FilterPanelProps) {
  const Heading = `h${headingLevel}` as const;
  const shown = facets.filter((f) => !hidden.includes(f.key) && f.values.length > 0);
  return (
    <Stack gap="xs">
      <Inline align="center" justify="between" wrap={false} gap="sm" className={css.panelHeader}>
        {hideHeading ? <span /> : <Heading className={css.panelTitle}>{FILTERS_HEADING}</Heading>}
        {activeCount > 0 ? (
          <Button variant="link" size="sm" onClick={onClear}>
            {CLEAR_FILTERS_LABEL}
          </Button>
        ) : null}
      </Inline>
      {shown.map((facet) => (
        <FacetGroup key={facet.key} facet={facet} onToggle={onToggle} />
      ))}
    </Stack>
  );
}

function FacetGroup({ facet, onToggle }: { facet: CatalogFacet; onToggle: FilterPanelProps['onToggle'] }) {
  const id = useId();
  const chosen = facet.values.filter((v) => v.selected).length;
  const [expanded, setExpanded] = useState(false);
  const long = facet.values.length > FACET_VALUES_SHOWN + 1;
  // Chosen values always show, even past the cut.
  const values = long && !expanded ? facet.values.filter((v, index) => index < FACET_VALUES_SHOWN || v.selected) : facet.values;
  const name = `facet-${facet.key}-${id}`;
  return (
    <details className={css.group} open={FACETS_OPEN_AT_FIRST.includes(facet.key) || chosen > 0}>
      <summary className={css.summary}>
        <span>{facet.label}</span>
        {chosen > 0 ? <span className={css.chosenCount}>{chosen} chosen</span> : null}
        <ChevronDown className={css.summaryMark} size={18} aria-hidden="true" />
      </summary>
      <fieldset className={css.fieldset}>
        <legend className={visuallyHidden}>{facet.label}</legend>
        <Stack as="ul" id={`${name}-list`}>
          {facet.multiple ? null : (
            <li>
              <label className={css.option}>
                <input
                  className={css.input}
                  type="radio"
                  name={name}
                  checked={chosen === 0}
                  onChange={() => {
                    const current = facet.values.find((v) => v.selected);
                    if (current) onToggle(facet.key, current.value);
                  }}
                />
                <span className={css.optionLabel}>{ANY_PRICE_LABEL}</span>
              </label>
            </li>
          )}
          {values.map((value) => (
            <li key={value.value}>
              <label className={css.option}>
                <input
                  className={css.input}
                  type={facet.multiple ? 'checkbox' : 'radio'}
                  name={name}
                  value={value.value}
                  checked={value.selected}
                  onChange={() => onToggle(facet.key, value.value)}
                />
                <span className={css.optionLabel}>
                  {value.label}
                  <span className={visuallyHidden}>,</span>
                </span>
                <span className={css.optionCount}>
                  {value.count}
                  <span className={visuallyHidden}>{value.count === 1 ? ' product' : ' products'}</span>
                </span>
              </label>
            </li>
          ))}
        </Stack>
        {long ? (
          <Button
            className={css.more}
            variant="link"
            size="sm"
            aria-expanded={expanded}
            aria-controls={`${name}-list`}
            onClick={() => setExpanded((open) => !open)}
          >
            {expanded ? SHOW_FEWER_LABEL : showAllLabel(facet.values.length)}
          </Button>
        ) : null}
      </fieldset>
    </details>
  );
}
