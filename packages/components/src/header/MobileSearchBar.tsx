import type { KeyboardEvent } from 'react';
import clsx from 'clsx';
import { SearchField } from '../primitives/field/SearchField.tsx';
import { SEARCH_INPUT_PLACEHOLDER, SEARCH_PATH, searchTarget } from '../rules/navigation/index.ts';
import { nonBlank } from '../rules/navigation/text.ts';
import { BackButton } from './BackButton.tsx';
import type { HeaderCallbacks, HeaderData } from './headerTypes.ts';
import { actions, clearButton, mobileBar, searchBox, searchInput, searchInputWithClear } from './MobileHeader.css.ts';
import { NotificationBell } from './parts/NotificationBell.tsx';
import { SearchControl } from './parts/SearchControl.tsx';
import { WishlistButton } from './parts/WishlistButton.tsx';

export const CLEAR_SEARCH_LABEL = 'Clear search';

export interface MobileSearchBarProps
  extends Pick<HeaderData, 'searchType' | 'searchPlaceholder' | 'shopper' | 'wishlistHref' | 'sticky'>,
    Pick<HeaderCallbacks, 'onOpenSearch' | 'onRequireSignIn' | 'onNotificationsClick'> {
  /** The current search parameter (?search=…), shown in the field; clearable when present. */
  searchTerm?: string | null;
  onBack?: () => void;
  /** Removes the search parameter from the URL. */
  onClearSearch?: () => void;
  /** When the search type is not the full-text one, the field leads to /search through this. */
  onNavigate?: (href: string) => void;
}

/**
 * The compact search header of account and shopping routes (spec 2.3): back button, a read-only
 * 'Type here to search products' field that opens the search, a clear-search control, and the
 * search, wishlist (count) and notifications (unseen count) icons. Guests get no badges and a
 * sign-in prompt from the wishlist and the bell.
 */
export function MobileSearchBar({
  searchType,
  searchPlaceholder = SEARCH_INPUT_PLACEHOLDER,
  shopper,
  wishlistHref,
  sticky = false,
  searchTerm,
  onBack,
  onOpenSearch,
  onClearSearch,
  onNavigate,
  onRequireSignIn,
  onNotificationsClick,
}: MobileSearchBarProps) {
  const term = nonBlank(searchTerm);
  const target = searchTarget(searchType);
  const open = () => (target === 'overlay' ? onOpenSearch?.() : onNavigate?.(SEARCH_PATH));
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      open();
    }
  };
  return (
    <header className={mobileBar({ sticky })} data-mobile-header="search">
      <BackButton onBack={onBack} />
      <SearchField
        as="div"
        containerClassName={searchBox}
        tone="muted"
        border="strong"
        clear={term !== undefined ? { label: CLEAR_SEARCH_LABEL, onClear: () => onClearSearch?.(), className: clearButton } : null}
        type="text"
        readOnly
        className={clsx(searchInput, term !== undefined && searchInputWithClear)}
        value={term ?? ''}
        placeholder={searchPlaceholder}
        aria-label={searchPlaceholder}
        aria-haspopup={target === 'overlay' ? 'dialog' : undefined}
        onClick={open}
        onKeyDown={onKeyDown}
        data-part="searchInput"
      />
      <div className={actions}>
        <SearchControl searchType={searchType} onOpenSearch={onOpenSearch} />
        <WishlistButton shopper={shopper} href={wishlistHref} onRequireSignIn={onRequireSignIn} />
        <NotificationBell shopper={shopper} count="unseen" onNotificationsClick={onNotificationsClick} onRequireSignIn={onRequireSignIn} />
      </div>
    </header>
  );
}
