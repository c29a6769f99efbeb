/**
 * One support ticket or chat (spec 2.1 /response/{id}, /chat-with-retailer/{id}): its title and
 * status, the messages as a log grouped by day under chat labels (spec 9), the shopper's on their
 * side, and a reply box. Messages are plain text (never HTML). A reply that fails keeps its text;
 * one that is sent clears the box and the thread shows it.
 */
import type { ReactNode } from 'react';
import { REPLY_FORM_FIELDS, type ThreadDayGroup } from '../rules/content/threads.ts';
import { FieldsForm } from '../content/FieldsForm.tsx';
import { Stack } from '../primitives/layout/Stack.tsx';
import { Inline } from '../primitives/layout/Inline.tsx';
import * as css from './threads.css.ts';

export interface ThreadViewProps {
  title: string;
  /** 'Open' / 'Answered' / 'Closed' (a ticket). */
  status?: string | null;
  /** Under the title: the topic, the store. */
  meta?: ReactNode;
  groups: readonly ThreadDayGroup[];
  replyLabel: string;
  sendLabel: string;
  /** Sends the reply; resolves to the line to confirm it ('Message sent.'), or null when it failed. */
  onReply: (message: string) => Promise<string | null>;
  onInvalid?: (message: string) => void;
}

export function ThreadView({ title, status, meta, groups, replyLabel, sendLabel, onReply, onInvalid }: ThreadViewProps) {
  return (
    <article className={css.stack} aria-label={title}>
      <Inline as="header" align="center" justify="between" gap="sm">
        <h2 className={css.title}>{title}</h2>
        {status ? <span className={css.status[status as keyof typeof css.status] ?? css.status.Open}>{status}</span> : null}
      </Inline>
      {meta ? (
        <Inline align="center" gap="sm" className={css.rowMeta}>
          {meta}
        </Inline>
      ) : null}
      <Stack as="ol" gap="md" aria-label="Messages, oldest first">
        {groups.map((group, index) => (
          <li key={`${group.label}-${index}`} className={css.day}>
            <Inline as="h3" align="center" wrap={false} gap="sm" className={css.dayLabel}>
              {group.label}
            </Inline>
            <Stack as="ol" gap="sm">
              {group.messages.map((message) => (
                <li key={message.id} className={message.mine ? css.bubble.mine : css.bubble.theirs}>
                  <p className={css.author}>{message.author}</p>
                  <p className={css.body}>{message.body}</p>
                  <time className={css.time}>{message.time}</time>
                </li>
              ))}
            </Stack>
          </li>
        ))}
      </Stack>
      <FieldsForm
        fields={REPLY_FORM_FIELDS.map((field) => ({ ...field, label: replyLabel }))}
        label="Reply"
        submitLabel={sendLabel}
        onSubmit={(values) => onReply(values.message ?? '')}
        {...(onInvalid ? { onInvalid } : {})}
      />
    </article>
  );
}
