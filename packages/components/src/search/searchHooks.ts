import { useEffect, useRef, useState, type RefObject } from 'react';
import { SEARCH_INPUT_FOCUS_DELAY_MS, SEARCH_NO_RESULT_DELAY_MS } from '../rules/constants.ts';

/**
 * Milliseconds since the query last changed, as the no-results rule reads it: 0 after a keystroke,
 * and SEARCH_NO_RESULT_DELAY_MS (700 ms) once a timer of that length has run. The timer measures
 * the time (not Date.now, which a test or the visual runner may freeze); typing again restarts it.
 */
export function useElapsedSinceTyping(query: string): number {
  const [tracked, setTracked] = useState({ query, elapsedMs: 0 });
  if (tracked.query !== query) setTracked({ query, elapsedMs: 0 });
  useEffect(() => {
    const timer = setTimeout(() => setTracked({ query, elapsedMs: SEARCH_NO_RESULT_DELAY_MS }), SEARCH_NO_RESULT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [query]);
  return tracked.query === query ? tracked.elapsedMs : 0;
}

/** Focuses the element SEARCH_INPUT_FOCUS_DELAY_MS (2 s) after `open` turns on (spec 2.4). */
export function useDelayedFocus(open: boolean, ref: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    if (!open) return undefined;
    const timer = setTimeout(() => ref.current?.focus(), SEARCH_INPUT_FOCUS_DELAY_MS);
    return () => clearTimeout(timer);
  }, [open, ref]);
}

/** Calls onClose when the route (pathname) or the query (closeKey) changes while open (spec 2.4). */
export function useCloseOnChange(open: boolean, pathname: string | undefined, closeKey: unknown, onClose: () => void): void {
  const previous = useRef({ pathname, closeKey });
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });
  useEffect(() => {
    const changed = !Object.is(previous.current.pathname, pathname) || !Object.is(previous.current.closeKey, closeKey);
    previous.current = { pathname, closeKey };
    if (open && changed) onCloseRef.current();
  }, [open, pathname, closeKey]);
}
