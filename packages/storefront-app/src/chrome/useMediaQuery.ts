/**
 * Whether a media query (one of the tokens' `media` entries) matches, kept current through the
 * query's change event. For chrome that a CSS media query already hides: the hidden branch's module
 * and data calls are skipped (the desktop footer's module, the desktop header's catalogue calls on a
 * phone). It is read during the first render, so the right branch renders from the start and
 * nothing shifts; without matchMedia (a test DOM that lacks it) it answers `fallback`.
 */
import { useCallback, useSyncExternalStore } from 'react';

const hasMatchMedia = () => typeof window !== 'undefined' && typeof window.matchMedia === 'function';

export function useMediaQuery(query: string, fallback = true): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!hasMatchMedia()) return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => (hasMatchMedia() ? window.matchMedia(query).matches : fallback),
    () => fallback,
  );
}
