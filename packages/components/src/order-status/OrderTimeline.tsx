/**
 * An order's timeline (issue 35, item 3): every step of its type's path (orderTimeline in
 * rules/commerce/orderLifecycle.ts), the steps passed with their time, the current one marked
 * (aria-current="step"), the rest ahead; a cancelled order ends at its cancellation with who
 * cancelled and the store's reason. Times read in the store's time zone.
 */
import type { TimelineEntry } from '../rules/commerce/orderLifecycle.ts';
import * as css from './OrderStatus.css.ts';

export const ORDER_TIMELINE_TITLE = 'Order status';

/** 'Nov 18, 12:05 PM' in the store's time zone. */
export const timelineTime = (at: number, timeZone?: string): string =>
  new Date(at).toLocaleString('en-US', {
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    ...(timeZone ? { timeZone } : {}),
  });

const STATE_WORDS: Record<TimelineEntry['state'], string> = { done: 'done', current: 'now', ahead: 'to come', cancelled: '' };

export interface OrderTimelineProps {
  entries: readonly TimelineEntry[];
  timeZone?: string;
  /** The list's heading id (the panel labels itself by it). */
  headingId?: string;
}

export function OrderTimeline({ entries, timeZone, headingId }: OrderTimelineProps) {
  return (
    <ol className={css.timeline} aria-labelledby={headingId} data-widget="order-timeline">
      {entries.map((entry) => (
        <li
          key={entry.status}
          className={css.steps[entry.state]}
          aria-current={entry.state === 'current' ? 'step' : undefined}
          data-status={entry.status}
        >
          <span className={css.markers[entry.state]} aria-hidden="true" />
          <span>
            <span className={entry.state === 'current' ? css.currentLabel : css.label}>{entry.label}</span>
            {STATE_WORDS[entry.state] && entry.state !== 'done' ? <span className={css.time}> ({STATE_WORDS[entry.state]})</span> : null}
            {entry.at !== null ? (
              <>
                <br />
                <time className={css.time} dateTime={new Date(entry.at).toISOString()}>
                  {timelineTime(entry.at, timeZone)}
                </time>
              </>
            ) : null}
            {entry.note ? <p className={entry.state === 'cancelled' ? css.cancelledNote : css.note}>Reason: {entry.note}</p> : null}
          </span>
        </li>
      ))}
    </ol>
  );
}
