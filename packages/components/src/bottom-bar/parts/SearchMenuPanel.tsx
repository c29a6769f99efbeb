import { useId, useState, type FormEvent, type MouseEvent } from 'react';
import { SEARCH_TEXT_MAX_LENGTH } from '../../rules/constants.ts';
import { Search } from 'lucide-react';
import { SmartLink } from '../../primitives/link/SmartLink.tsx';
import { Spinner } from '../../primitives/Spinner.tsx';
import { Button } from '../../primitives/Button.tsx';
import { VisuallyHidden } from '../../primitives/VisuallyHidden.tsx';
import { TextInput } from '../../primitives/field/TextInput.tsx';
import { nonBlank } from '../../rules/navigation/text.ts';
import { defaultBottomBarIcons, type BottomBarItemId } from '../bottomBarItems.ts';
import type { OverlayPanelProps } from './overlayPanel.ts';
import { Stack } from '../../primitives/layout/Stack.tsx';
import { Inline } from '../../primitives/layout/Inline.tsx';
import * as css from './overlays.css.ts';

export interface SearchMenuEntry {
  id: BottomBarItemId;
  label: string;
  href: string;
  image: string | undefined;
  /** E.g. the guest check of the wishlist; may call preventDefault. */
  onClick?: (event: MouseEvent<HTMLAnchorElement>) => void;
}

export interface SearchMenuPanelProps extends OverlayPanelProps {
  entries: readonly SearchMenuEntry[];
  /** Runs a search: the bar navigates to the shop path with ?search={term}. */
  onSearch: (term: string) => void;
}

export const SEARCH_MENU_INPUT_LABEL = 'Search products';
export const SEARCH_MENU_SUBMIT_LABEL = 'Search';

/** Designs 9 and 10 (spec 2.5 More/search): a product search and the items the bar does not show. */
export function SearchMenuPanel({ entries, onSearch, pending, onChoose }: SearchMenuPanelProps) {
  const id = useId();
  const [term, setTerm] = useState('');
  const submit = (event: FormEvent<HTMLElement>) => {
    event.preventDefault();
    const trimmed = nonBlank(term);
    if (trimmed === undefined) return;
    onChoose('search');
    onSearch(trimmed);
  };
  return (
    <Stack gap="xl" aria-busy={pending !== null || undefined}>
      <Inline as="form" wrap={false} gap="sm" role="search" onSubmit={submit}>
        <VisuallyHidden>
          <label htmlFor={`${id}-term`}>{SEARCH_MENU_INPUT_LABEL}</label>
        </VisuallyHidden>
        <TextInput
          id={`${id}-term`}
          className={css.searchInput}
          type="search"
          maxLength={SEARCH_TEXT_MAX_LENGTH}
          enterKeyHint="search"
          placeholder={SEARCH_MENU_INPUT_LABEL}
          value={term}
          onChange={(event) => setTerm(event.target.value)}
        />
        <Button type="submit" loading={pending === 'search'} leadingIcon={<Search size={18} aria-hidden />}>
          {SEARCH_MENU_SUBMIT_LABEL}
        </Button>
      </Inline>
      {entries.length > 0 ? (
        <Stack as="ul">
          {entries.map((entry) => {
            const Icon = defaultBottomBarIcons[entry.id];
            return (
              <li key={entry.id}>
                <SmartLink
                  href={entry.href}
                  className={css.menuLink}
                  onClick={(event) => {
                    entry.onClick?.(event);
                    if (!event.defaultPrevented) onChoose(entry.id);
                  }}
                >
                  {entry.image ? <img src={entry.image} alt="" width={22} height={22} /> : <Icon size={22} aria-hidden />}
                  <span className={css.menuLinkLabel}>{entry.label}</span>
                  {pending === entry.id ? <Spinner size="sm" /> : null}
                </SmartLink>
              </li>
            );
          })}
        </Stack>
      ) : null}
    </Stack>
  );
}
