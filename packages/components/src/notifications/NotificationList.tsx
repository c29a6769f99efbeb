/**
 * The notifications page's feed (spec 2.1 /notification; spec 3, 4): day groups under relative
 * labels, newest first; an unread one is tinted with a dot and says 'Unread' to a screen reader.
 * Opening one marks it read (`onOpen`) and follows its link; 'Mark all as read' clears the count.
 * An empty feed says what comes here and links on. A control that goes away once it has done its
 * work (a linkless notification's button, 'Mark all as read') hands the focus on: to the
 * notification's title, or to the unread count.
 */
import { useEffect, useRef } from 'react';
import type { NotificationDayGroup } from '../rules/content/notifications.ts';
import { Button } from '../primitives/Button.tsx';
import { SmartLink } from '../primitives/link/SmartLink.tsx';
import { VisuallyHidden } from '../primitives/VisuallyHidden.tsx';
import { Inline } from '../primitives/layout/Inline.tsx';
import { Stack } from '../primitives/layout/Stack.tsx';
import * as css from './notifications.css.ts';

export const MARK_ALL_READ_LABEL = 'Mark all as read';
export const NO_NOTIFICATIONS_MESSAGE =
  'No notifications yet. Order updates, deals from the brands you follow and back-in-stock news will show here.';

export interface NotificationListProps {
  groups: readonly NotificationDayGroup[];
  /** A notification was opened (its link followed, or the row pressed when it has none). */
  onOpen: (id: string) => void;
  onMarkAllRead: () => void;
  markingAll?: boolean;
  /** Where the empty state leads ('Browse deals' → /deals). */
  emptyAction?: { label: string; href: string };
}

export function NotificationList({ groups, onOpen, onMarkAllRead, markingAll = false, emptyAction }: NotificationListProps) {
  const unread = groups.reduce((count, group) => count + group.items.filter((item) => item.unread).length, 0);
  // Where the focus goes once the pressed control is gone: the item's title, or the summary.
  const focusNext = useRef<{ id: string } | 'summary' | null>(null);
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const next = focusNext.current;
    if (next === null || !root.current) return;
    const target =
      next === 'summary'
        ? root.current.querySelector<HTMLElement>('[data-summary]')
        : root.current.querySelector<HTMLElement>(`[data-title="${CSS.escape(next.id)}"]`);
    const done = next === 'summary' ? unread === 0 : target !== null && target.querySelector('button') === null;
    if (!done || !target) return;
    focusNext.current = null;
    target.focus();
  });
  if (groups.length === 0) {
    return (
      <div className={css.empty}>
        <p className={css.emptyText}>{NO_NOTIFICATIONS_MESSAGE}</p>
        {emptyAction ? <SmartLink href={emptyAction.href}>{emptyAction.label}</SmartLink> : null}
      </div>
    );
  }
  return (
    <div className={css.stack} ref={root}>
      <Inline align="center" justify="between" gap="sm">
        <p className={css.summary} role="status" tabIndex={-1} data-summary="">
          {unread === 0 ? 'All caught up' : `${unread} unread`}
        </p>
        {unread > 0 ? (
          <Button
            variant="secondary"
            size="sm"
            onClick={() => {
              focusNext.current = 'summary';
              onMarkAllRead();
            }}
            loading={markingAll}
          >
            {MARK_ALL_READ_LABEL}
          </Button>
        ) : null}
      </Inline>
      {groups.map((group, index) => (
        <section key={`${group.label}-${index}`} className={css.day} aria-labelledby={`notifications-day-${index}`}>
          <h2 id={`notifications-day-${index}`} className={css.dayLabel}>
            {group.label}
          </h2>
          <ul className={css.panel}>
            {group.items.map((item) => (
              <li key={item.id} className={item.unread ? `${css.row} ${css.unread}` : css.row}>
                <span className={item.unread ? css.dot : css.noDot} aria-hidden="true" />
                <Stack gap="xxs" className={css.text}>
                  <p className={css.title} tabIndex={item.href ? undefined : -1} data-title={item.id}>
                    {item.unread ? <VisuallyHidden>Unread: </VisuallyHidden> : null}
                    {item.href ? (
                      <SmartLink className={css.cover} href={item.href} onClick={() => onOpen(item.id)}>
                        {item.title}
                      </SmartLink>
                    ) : item.unread ? (
                      <button
                        type="button"
                        className={css.cover}
                        onClick={() => {
                          focusNext.current = { id: item.id };
                          onOpen(item.id);
                        }}
                      >
                        {item.title}
                      </button>
                    ) : (
                      item.title
                    )}
                  </p>
                  <p className={css.body}>{item.body}</p>
                </Stack>
                <p className={css.time}>{item.time}</p>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
