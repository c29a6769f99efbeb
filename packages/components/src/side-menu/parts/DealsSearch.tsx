import { useId, useState } from 'react';
import { SEARCH_TEXT_MAX_LENGTH } from '../../rules/constants.ts';
import { ArrowRight } from 'lucide-react';
import { button } from '../../primitives/Button.css.ts';
import { SmartLink } from '../../primitives/link/SmartLink.tsx';
import { TextInput } from '../../primitives/field/TextInput.tsx';
import { DEALS_NOT_FOUND_MESSAGE, searchDeals } from '../../rules/navigation/deals.ts';
import type { SideMenuDeal } from '../sideMenuTypes.ts';
import { DealList } from './DealList.tsx';
import { Stack } from '../../primitives/layout/Stack.tsx';
import * as css from './parts.css.ts';

export const SEARCH_DEALS_LABEL = 'Search deals';
/** The /search/deals button: 'All Specials' (the spec's other reading is 'All Deals'). */
export const ALL_SPECIALS_LABEL = 'All Specials';

export interface DealsSearchProps {
  deals: readonly SideMenuDeal[];
  allSpecialsHref: string;
  loading?: boolean;
}

/**
 * Menu 2's Deals tab (spec 2.6): 'Search deals' filters by the display name (searchDeals: trimmed,
 * case-insensitive, the first 10), 'Not found!' when nothing matches, and 'All Specials'.
 */
export function DealsSearch({ deals, allSpecialsHref, loading = false }: DealsSearchProps) {
  const id = useId();
  const [query, setQuery] = useState('');
  const shown = searchDeals(deals, query);
  return (
    <>
      <Stack gap="xs" role="search">
        <label htmlFor={id} className={css.heading}>
          {SEARCH_DEALS_LABEL}
        </label>
        <TextInput
          id={id}
          className={css.searchInput}
          type="search"
          maxLength={SEARCH_TEXT_MAX_LENGTH}
          autoComplete="off"
          placeholder={SEARCH_DEALS_LABEL}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
        />
      </Stack>
      {!loading && shown.length === 0 ? (
        <p className={css.notFound} role="status">
          {DEALS_NOT_FOUND_MESSAGE}
        </p>
      ) : (
        <DealList deals={shown} label="Deals" loading={loading} />
      )}
      <SmartLink href={allSpecialsHref} className={button({ variant: 'primary', fullWidth: true })}>
        {ALL_SPECIALS_LABEL}
        <ArrowRight size={16} aria-hidden="true" />
      </SmartLink>
    </>
  );
}
