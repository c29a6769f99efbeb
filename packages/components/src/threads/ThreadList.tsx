/**
 * A shopper's support tickets or chats with the store (spec 2.1 /ticket-list, /chat-with-retailer):
 * one row per thread (its title, status and topic, when it last changed), each row one link to the
 * thread. An empty list says what to do and links there.
 */
import type { ThreadListEntry } from '../rules/content/threads.ts';
import { SmartLink } from '../primitives/link/SmartLink.tsx';
import { VisuallyHidden } from '../primitives/VisuallyHidden.tsx';
import { Inline } from '../primitives/layout/Inline.tsx';
import * as css from './threads.css.ts';

export interface ThreadListProps {
  items: readonly ThreadListEntry[];
  /** The list's accessible name ('Your support tickets, most recent first'). */
  label: string;
  emptyMessage: string;
  /** The next step ('Create a ticket' → /create-ticket): the empty state's way on, else above the list. */
  action?: { label: string; href: string };
}

export function ThreadList({ items, label, emptyMessage, action }: ThreadListProps) {
  const actionLink = action ? (
    <SmartLink className={css.action} href={action.href}>
      {action.label}
    </SmartLink>
  ) : null;
  if (items.length === 0) {
    return (
      <div className={css.empty}>
        <p className={css.emptyText}>{emptyMessage}</p>
        {actionLink}
      </div>
    );
  }
  return (
    <div className={css.stack}>
      {actionLink ? <div>{actionLink}</div> : null}
      <ul className={css.list} aria-label={label}>
        {items.map((item) => (
          <li key={item.id} className={css.row}>
            <p className={css.rowTitle}>
              <SmartLink className={css.rowLink} href={item.href}>
                {item.title}
              </SmartLink>
            </p>
            <p className={css.rowWhen}>
              <VisuallyHidden>Updated </VisuallyHidden>
              {item.updated}
            </p>
            {item.status || item.meta ? (
              <Inline as="p" align="center" gap="sm" className={css.rowMeta}>
                {item.status ? (
                  <span className={css.status[item.status as keyof typeof css.status] ?? css.status.Open}>{item.status}</span>
                ) : null}
                {item.meta ? <span>{item.meta}</span> : null}
              </Inline>
            ) : null}
          </li>
        ))}
      </ul>
    </div>
  );
}
