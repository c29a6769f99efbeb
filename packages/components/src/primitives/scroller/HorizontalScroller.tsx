import { useCallback, useRef, type ReactNode } from 'react';
import clsx from 'clsx';
import { assignInlineVars } from '@vanilla-extract/dynamic';
import { vars } from '@storefront/tokens';
import { gapVar, scroller } from './HorizontalScroller.css.ts';
import { useScrollEdges } from './useScrollEdges.ts';

export interface HorizontalScrollerProps {
  /** Names the row for assistive technology once it becomes a scrollable region. */
  label: string;
  children?: ReactNode;
  /** Space between items (a tokens space step). */
  gap?: keyof typeof vars.space;
  /** Render as a list: pass 'ul' and give it <li> children. */
  as?: 'div' | 'ul' | 'ol';
  className?: string;
}

/**
 * A scroll-snap row with faded edges where more content hides. When it overflows it becomes a
 * keyboard-scrollable region (tabIndex 0 + aria-label), as WCAG asks of scrollable areas.
 */
export function HorizontalScroller({ label, children, gap = 'md', as: Tag = 'div', className }: HorizontalScrollerProps) {
  const ref = useRef<HTMLElement | null>(null);
  const setRef = useCallback((el: HTMLElement | null) => {
    ref.current = el;
  }, []);
  const { overflowing, atStart, atEnd } = useScrollEdges(ref);
  const fade = !overflowing ? undefined : !atStart && !atEnd ? 'both' : !atStart ? 'start' : !atEnd ? 'end' : undefined;
  const region = overflowing ? { role: Tag === 'div' ? 'region' : undefined, tabIndex: 0, 'aria-label': label } : {};
  return (
    <Tag
      ref={setRef}
      className={clsx(scroller, className)}
      style={assignInlineVars({ [gapVar]: vars.space[gap] })}
      data-fade={fade}
      {...region}
    >
      {children}
    </Tag>
  );
}
