import { Search } from 'lucide-react';
import { SmartLink } from '../../primitives/link/SmartLink.tsx';
import { SEARCH_INPUT_PLACEHOLDER, searchTarget } from '../../rules/navigation/search.ts';
import type { HeaderPartLooks } from '../headerDesigns.ts';
import { HeaderAction } from './HeaderAction.tsx';
import { iconPx, useHeaderRow } from './headerRowContext.ts';
import { searchField, searchFieldText } from './parts.css.ts';

export const SEARCH_LABEL = 'Search';

export interface SearchControlProps {
  /** siteSettings.searchType: the full-text search-engine type opens the overlay, else /search. */
  searchType: string;
  look?: HeaderPartLooks['search'];
  /** The field look's text. Default 'Type here to search products'. */
  placeholder?: string;
  /** Opens the in-page search overlay (spec 2.4). */
  onOpenSearch?: () => void;
}

/**
 * The header's search control (spec 2.3): with the full-text search-engine type it is a button that
 * opens the search overlay; otherwise a link to /search (the searchTarget rule decides).
 */
export function SearchControl({ searchType, look = 'icon', placeholder = SEARCH_INPUT_PLACEHOLDER, onOpenSearch }: SearchControlProps) {
  const { iconSize } = useHeaderRow();
  const target = searchTarget(searchType);
  if (look === 'field') {
    const content = (
      <>
        <Search size={20} aria-hidden="true" />
        <span className={searchFieldText}>{placeholder}</span>
      </>
    );
    return target === 'overlay' ? (
      <button type="button" className={searchField} onClick={onOpenSearch} aria-haspopup="dialog" data-part="search">
        {content}
      </button>
    ) : (
      <SmartLink href={target} className={searchField} data-part="search">
        {content}
      </SmartLink>
    );
  }
  return (
    <HeaderAction
      part="search"
      label={SEARCH_LABEL}
      look={look}
      icon={<Search size={iconPx(iconSize)} />}
      {...(target === 'overlay' ? { onClick: onOpenSearch, 'aria-haspopup': 'dialog' as const } : { href: target })}
    />
  );
}
