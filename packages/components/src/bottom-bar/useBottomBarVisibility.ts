import { useEffect, useRef, useState } from 'react';
import {
  initialBottomBarVisibility,
  nextBottomBarVisibility,
  type BottomBarScrollInput,
  type BottomBarVisibility,
} from './bottomBarVisibility.ts';

export interface UseBottomBarVisibilityOptions {
  pathname: string;
  /** The design-9 menu is open: the bar stays shown (spec 2.5). */
  menuOpen?: boolean;
}

function readScroll(): Pick<BottomBarScrollInput, 'scrollY' | 'viewportHeight' | 'documentHeight'> {
  const doc = document.documentElement;
  return {
    scrollY: Math.max(0, window.scrollY),
    viewportHeight: window.innerHeight,
    documentHeight: Math.max(doc.scrollHeight, document.body?.scrollHeight ?? 0),
  };
}

/**
 * Window-scroll visibility of the bottom bar: the pure `nextBottomBarVisibility` reducer fed by
 * passive scroll events. A change of path or of `menuOpen` is read without a direction (the
 * previous offset is the current one), so a new page starts from its own scroll position.
 */
export function useBottomBarVisibility({ pathname, menuOpen = false }: UseBottomBarVisibilityOptions): BottomBarVisibility {
  const [state, setState] = useState<BottomBarVisibility>(initialBottomBarVisibility);
  const previousScrollY = useRef<number | null>(null);

  useEffect(() => {
    const evaluate = (withDirection: boolean) => {
      const reading = readScroll();
      const previous = withDirection && previousScrollY.current !== null ? previousScrollY.current : reading.scrollY;
      previousScrollY.current = reading.scrollY;
      setState((current) => nextBottomBarVisibility(current, { ...reading, previousScrollY: previous, pathname, menuOpen }));
    };
    evaluate(false);
    const onScroll = () => evaluate(true);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [pathname, menuOpen]);

  return state;
}
