import { useEffect, useState, type RefObject } from 'react';

export interface ScrollEdges {
  /** The content is wider than the viewport (there is something to scroll to). */
  overflowing: boolean;
  atStart: boolean;
  atEnd: boolean;
}

const TOLERANCE_PX = 1;

export function readScrollEdges(el: HTMLElement): ScrollEdges {
  const max = el.scrollWidth - el.clientWidth;
  const left = Math.abs(el.scrollLeft); // RTL reports negative offsets
  return { overflowing: max > TOLERANCE_PX, atStart: left <= TOLERANCE_PX, atEnd: left >= max - TOLERANCE_PX };
}

const INITIAL: ScrollEdges = { overflowing: false, atStart: true, atEnd: true };

function same(a: ScrollEdges, b: ScrollEdges): boolean {
  return a.overflowing === b.overflowing && a.atStart === b.atStart && a.atEnd === b.atEnd;
}

/** Tracks whether a horizontal scroller overflows and which of its edges are hidden. */
export function useScrollEdges(ref: RefObject<HTMLElement | null>): ScrollEdges {
  const [edges, setEdges] = useState<ScrollEdges>(INITIAL);
  useEffect(() => {
    const el = ref.current;
    if (!el) return undefined;
    const update = () => {
      const next = readScrollEdges(el);
      setEdges((prev) => (same(prev, next) ? prev : next));
    };
    el.addEventListener('scroll', update, { passive: true });
    let observer: ResizeObserver | undefined;
    let frame: number | undefined;
    if (typeof ResizeObserver === 'function') {
      // Fires once on observe, then on every size change of the viewport or the content.
      observer = new ResizeObserver(update);
      observer.observe(el);
      for (const child of Array.from(el.children)) observer.observe(child);
    } else {
      frame = requestAnimationFrame(update);
    }
    return () => {
      el.removeEventListener('scroll', update);
      observer?.disconnect();
      if (frame !== undefined) cancelAnimationFrame(frame);
    };
  }, [ref]);
  return edges;
}
