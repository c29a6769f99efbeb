/**
 * Search overlay slot (spec 2.4), driven by `ui.searchOpen` (set by `ui.openSearch()` from the
 * header, the mobile search header and the bottom bar when the search type is the full-text one).
 *
 * Interim: the search overlay (packages/components/src/search) is not wired yet, so an open request
 * goes to the /search page and the flag is cleared. The next wiring step replaces this body with
 * `<SearchOverlay open={open} onClose={() => setOpen(false)} … />`.
 */
import { useEffect } from 'react';
import { SEARCH_PATH } from '@storefront/components';
import { useChromeActions } from '../../chrome/useChromeActions.ts';
import { useUiStore } from '../../stores/index.ts';

export function SearchSlot() {
  const open = useUiStore((state) => state.searchOpen);
  const setOpen = useUiStore((state) => state.setSearchOpen);
  const { navigate } = useChromeActions();
  useEffect(() => {
    if (!open) return;
    setOpen(false);
    navigate(SEARCH_PATH);
  }, [open, setOpen, navigate]);
  return null;
}
