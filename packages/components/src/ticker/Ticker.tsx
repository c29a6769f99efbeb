import { useState } from 'react';
import { Pause, Play } from 'lucide-react';
import { assignInlineVars } from '@vanilla-extract/dynamic';
import clsx from 'clsx';
import { IconButton } from '../primitives/IconButton.tsx';
import { SmartLink } from '../primitives/link/SmartLink.tsx';
import { tickerPassSeconds, type TickerEntry, type TickerProps as TickerData } from './tickerProps.ts';
import * as css from './Ticker.css.ts';

export interface TickerProps extends TickerData {
  /** Names the bar's region. */
  label?: string;
  /** Start paused (stories; a shopper's choice is kept while the bar is mounted). */
  defaultPaused?: boolean;
  className?: string;
}

function Entries({ items, copy }: { items: readonly TickerEntry[]; copy: boolean }) {
  return (
    <ul className={clsx(css.group, copy && css.duplicate)} aria-hidden={copy || undefined} inert={copy || undefined}>
      {items.map((entry, index) => (
        <li key={`${index}-${entry.title}`} className={css.item}>
          <SmartLink href={entry.link} className={css.link} tabIndex={copy ? -1 : undefined}>
            {entry.title}
          </SmartLink>
        </li>
      ))}
    </ul>
  );
}

/**
 * The ticker bar (spec 2.3): a scrolling list of linked titles, shown when the CMS enables it.
 * The marquee is a CSS animation over two copies of the list; it pauses on hover, on keyboard
 * focus and with the pause button (WCAG 2.2.2). With reduced motion it is a still, scrollable row.
 */
export function Ticker({ enabled, items, label = 'Announcements', defaultPaused = false, className }: TickerProps) {
  const [paused, setPaused] = useState(defaultPaused);
  if (!enabled || items.length === 0) return null;
  return (
    <section
      aria-label={label}
      className={clsx(css.bar, className)}
      data-paused={paused}
      style={assignInlineVars({ [css.durationVar]: `${tickerPassSeconds(items.length)}s` })}
    >
      <div className={css.viewport}>
        <Entries items={items} copy={false} />
        <Entries items={items} copy />
      </div>
      <IconButton
        className={css.pause}
        variant="inherit"
        size="sm"
        label={paused ? 'Play ticker' : 'Pause ticker'}
        icon={paused ? <Play size={16} /> : <Pause size={16} />}
        onClick={() => setPaused((value) => !value)}
      />
    </section>
  );
}
