/**
 * Customer support tickets and chats with the store (spec 2.1: /customer-support, /ticket-list,
 * /create-ticket, /response/{id}, /chat-with-retailer, /chat-with-retailer/{id}). Both are a
 * shopper's threads of messages, so one table says what differs between the two kinds (paths, who
 * answers, the words), and the same rules build a thread's list entry and its day-grouped messages
 * (spec 9's chat labels: Today, Yesterday, the weekday name, 'MMM D', 'M/D/YY').
 */
import { chatDateLabel, formatClockTime, groupByCalendarDay, type DateInput } from '../commerce/datesAndMoney.ts';
import type { FormFieldSpec } from './forms.ts';

export type ThreadKindId = 'ticket' | 'chat';

export interface ThreadKindSpec {
  /** The API's collection ('tickets' → /api/tickets). */
  collection: 'tickets' | 'chats';
  /** The list page and a thread's page. */
  listPath: string;
  threadPath: (id: string) => string;
  /** The page that starts a new thread. */
  newPath: string;
  newLabel: string;
  /** The list's accessible name and its empty state. */
  listLabel: string;
  emptyMessage: string;
  /** Who answers the shopper, as shown beside their messages. */
  otherAuthorName: string;
  /** The reply box's label and button. */
  replyLabel: string;
  sendLabel: string;
  /** A thread the API could not find (another shopper's, or a wrong address). */
  notFoundMessage: string;
}

export const THREAD_KINDS: Readonly<Record<ThreadKindId, ThreadKindSpec>> = {
  ticket: {
    collection: 'tickets',
    listPath: '/ticket-list',
    threadPath: (id) => `/response/${encodeURIComponent(id)}`,
    newPath: '/create-ticket',
    newLabel: 'Create a ticket',
    listLabel: 'Your support tickets, most recent first',
    emptyMessage: 'You have no support tickets. Ask us anything about an order, a product or your account.',
    otherAuthorName: 'Customer Support',
    replyLabel: 'Add to this ticket',
    sendLabel: 'Send',
    notFoundMessage: 'This ticket was not found. It may belong to another account.',
  },
  chat: {
    collection: 'chats',
    listPath: '/chat-with-retailer',
    threadPath: (id) => `/chat-with-retailer/${encodeURIComponent(id)}`,
    newPath: '/chat-with-retailer',
    newLabel: 'Start a chat',
    listLabel: 'Your chats with the store, most recent first',
    emptyMessage: 'No chats yet. Send the store a message and they will answer here.',
    otherAuthorName: 'The store',
    replyLabel: 'Your message',
    sendLabel: 'Send',
    notFoundMessage: 'This chat was not found. It may belong to another account.',
  },
};

/** The API's ticket topics (the server checks against the same list) and how the form names them. */
export const TICKET_CATEGORIES = ['order', 'product', 'account', 'delivery', 'other'] as const;
export type TicketCategory = (typeof TICKET_CATEGORIES)[number];
export const TICKET_CATEGORY_LABELS: Readonly<Record<TicketCategory, string>> = {
  order: 'An order',
  product: 'A product',
  account: 'My account',
  delivery: 'Delivery or pickup',
  other: 'Something else',
};

/** The topic select's choices, in the API's order. */
export const TICKET_CATEGORY_CHOICES: ReadonlyArray<{ value: TicketCategory; label: string }> = TICKET_CATEGORIES.map((value) => ({
  value,
  label: TICKET_CATEGORY_LABELS[value],
}));

/** Create Support Ticket: one table for the form, the client's check and the server's (spec 5's messages). */
export const TICKET_FORM_FIELDS: readonly FormFieldSpec[] = [
  { key: 'category', label: 'Topic', control: 'select', required: true, messageName: 'topic' },
  { key: 'orderId', label: 'Order (optional)', control: 'select', required: false },
  { key: 'subject', label: 'Subject', control: 'text', required: true, wide: true, maxLength: 150 },
  { key: 'message', label: 'How can we help?', control: 'textarea', required: true, messageName: 'message', wide: true, maxLength: 4000 },
];

/** Starting a chat with the store: an optional topic and the first message. */
export const CHAT_FORM_FIELDS: readonly FormFieldSpec[] = [
  { key: 'topic', label: 'Topic (optional)', control: 'text', required: false, wide: true, maxLength: 150 },
  { key: 'message', label: 'Your message', control: 'textarea', required: true, messageName: 'message', wide: true, maxLength: 4000 },
];

/** A reply on a thread: the message only. */
export const REPLY_FORM_FIELDS: readonly FormFieldSpec[] = [
  { key: 'message', label: 'Your message', control: 'textarea', required: true, wide: true, maxLength: 4000 },
];

/** The ticket statuses the API writes, as the shopper reads them; anything else reads 'Open'. */
export const TICKET_STATUS_LABELS: Readonly<Record<string, string>> = { open: 'Open', answered: 'Answered', closed: 'Closed' };

export function ticketStatusLabel(status: string | null | undefined): string {
  return TICKET_STATUS_LABELS[status ?? ''] ?? 'Open';
}

export interface ThreadMessageInput {
  id: string;
  author: string;
  body: string;
  createdAt: DateInput;
}

export interface ThreadSummaryInput {
  id: string;
  subject?: string | null;
  topic?: string | null;
  category?: string | null;
  status?: string | null;
  updatedAt: DateInput;
}

export interface ThreadListEntry {
  id: string;
  title: string;
  href: string;
  /** 'Open' / 'Answered' / 'Closed' for a ticket; none for a chat. */
  status: string | null;
  /** The ticket's topic ('An order'); none for a chat. */
  meta: string | null;
  /** When it last changed, as a chat label. */
  updated: string;
}

const NO_TITLE = { ticket: 'Support ticket', chat: 'Chat with the store' } as const;

/** A thread as its list shows it: its subject (or topic), status, topic and last change. */
export function threadListEntry(kind: ThreadKindId, thread: ThreadSummaryInput, now: DateInput): ThreadListEntry {
  const title = (kind === 'ticket' ? thread.subject : thread.topic)?.trim() || NO_TITLE[kind];
  const category =
    thread.category && (TICKET_CATEGORIES as readonly string[]).includes(thread.category)
      ? TICKET_CATEGORY_LABELS[thread.category as TicketCategory]
      : null;
  return {
    id: thread.id,
    title,
    href: THREAD_KINDS[kind].threadPath(thread.id),
    status: kind === 'ticket' ? ticketStatusLabel(thread.status) : null,
    meta: kind === 'ticket' ? category : null,
    updated: chatDateLabel(thread.updatedAt, now),
  };
}

export interface ThreadMessageView {
  id: string;
  /** The shopper's own message (drawn on their side). */
  mine: boolean;
  author: string;
  body: string;
  /** 'h:mm A'. */
  time: string;
}

export interface ThreadDayGroup {
  /** 'Today', 'Yesterday', 'Monday', 'Nov 3' or '11/3/25'. */
  label: string;
  messages: ThreadMessageView[];
}

/**
 * A thread's messages, oldest first, grouped by the local calendar day under chat labels. The
 * shopper's own messages are 'You'; the other side is the kind's name (or the store's, for a chat).
 */
export function threadDayGroups(
  kind: ThreadKindId,
  messages: readonly ThreadMessageInput[],
  now: DateInput,
  otherName?: string,
): ThreadDayGroup[] {
  const sorted = [...messages].sort((a, b) => new Date(a.createdAt).getTime() - new Date(b.createdAt).getTime());
  return groupByCalendarDay(sorted).map((group) => ({
    label: chatDateLabel(group.items[0]!.createdAt, now),
    messages: group.items.map((message) => ({
      id: message.id,
      mine: message.author === 'shopper',
      author: message.author === 'shopper' ? 'You' : otherName?.trim() || THREAD_KINDS[kind].otherAuthorName,
      body: message.body,
      time: formatClockTime(message.createdAt),
    })),
  }));
}
