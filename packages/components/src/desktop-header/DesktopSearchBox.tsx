import { useState, type FormEvent } from 'react';
import { SEARCH_TEXT_MAX_LENGTH } from '../rules/constants.ts';
import { Search } from 'lucide-react';
import { SearchField } from '../primitives/field/SearchField.tsx';
import { appendQuery, SEARCH_PATH } from '../rules/navigation/paths.ts';
import { searchOpensOverlay } from '../rules/navigation/search.ts';
import { nonBlank } from '../rules/navigation/text.ts';
import * as css from './DesktopHeader.css.ts';

export const SEARCH_BOX_LABEL = 'Search products';
/** The query parameter the /search page reads (the shop path uses the same name, spec 2.1). */
export const SEARCH_QUERY_PARAM = 'search';

/** '/search?search={term}', or '/search' when the term is blank. */
export function searchPageHref(term: string | null | undefined): string {
  const trimmed = nonBlank(term);
  return trimmed === undefined ? SEARCH_PATH : appendQuery(SEARCH_PATH, `${SEARCH_QUERY_PARAM}=${encodeURIComponent(trimmed)}`);
}

export interface DesktopSearchBoxProps {
  searchType: string;
  placeholder: string;
  /** Full-text search type: typing opens the search drawer with what was typed. */
  onOpenSearch?: (query: string) => void;
  /** Other search types: Enter goes to /search (without a handler, the form's own GET does). */
  onNavigate?: (href: string) => void;
}

/**
 * The desktop search box (spec 2.3, 4). With the full-text search-engine type, typing opens the
 * in-page search drawer, which takes over the query (the box empties behind it); with any other
 * type it is a form that submits to /search.
 */
export function DesktopSearchBox({ searchType, placeholder, onOpenSearch, onNavigate }: DesktopSearchBoxProps) {
  const [value, setValue] = useState('');
  const overlay = searchOpensOverlay(searchType);
  const onChange = (next: string) => {
    if (overlay && nonBlank(next) !== undefined && onOpenSearch) {
      onOpenSearch(next);
      setValue('');
      return;
    }
    setValue(next);
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (overlay) {
      event.preventDefault();
      onOpenSearch?.(value);
      setValue('');
    } else if (onNavigate) {
      event.preventDefault();
      onNavigate(searchPageHref(value));
    }
  };
  return (
    <SearchField
      containerProps={{ action: SEARCH_PATH, method: 'get', onSubmit, 'data-part': 'search' }}
      containerClassName={css.searchForm}
      icon={<Search size={18} />}
      maxLength={SEARCH_TEXT_MAX_LENGTH}
      name={SEARCH_QUERY_PARAM}
      className={css.searchInput}
      aria-label={SEARCH_BOX_LABEL}
      placeholder={placeholder}
      autoComplete="off"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      aria-haspopup={overlay ? 'dialog' : undefined}
    />
  );
}
