import { describe, expect, it } from 'vitest';
import { checkFormFields } from './forms.ts';
import {
  CHAT_FORM_FIELDS,
  REPLY_FORM_FIELDS,
  THREAD_KINDS,
  TICKET_FORM_FIELDS,
  threadDayGroups,
  threadListEntry,
  ticketStatusLabel,
} from './threads.ts';

// Local-time stamps (the rules group by the shopper's calendar day).
const at = (y: number, m: number, d: number, h = 12, min = 0) => new Date(y, m - 1, d, h, min).getTime();
const NOW = at(2026, 11, 26, 15, 0); // a Thursday

describe('threadListEntry', () => {
  it.each([
    // kind, thread, expected
    [
      'ticket',
      { id: 'tkt_1', subject: 'Missing pre-roll', category: 'order', status: 'open', updatedAt: at(2026, 11, 26, 9) },
      { title: 'Missing pre-roll', href: '/response/tkt_1', status: 'Open', meta: 'An order', updated: 'Today' },
    ],
    [
      'ticket',
      { id: 'tkt_2', subject: 'Card declined', category: 'account', status: 'answered', updatedAt: at(2026, 11, 25) },
      { title: 'Card declined', href: '/response/tkt_2', status: 'Answered', meta: 'My account', updated: 'Yesterday' },
    ],
    // A blank subject, an unknown category and status take their fallbacks.
    [
      'ticket',
      { id: 'tkt 3', subject: '  ', category: 'refund', status: 'escalated', updatedAt: at(2026, 11, 23) },
      { title: 'Support ticket', href: '/response/tkt%203', status: 'Open', meta: null, updated: 'Monday' },
    ],
    [
      'ticket',
      { id: 'tkt_4', subject: 'Old one', category: 'other', status: 'closed', updatedAt: at(2026, 3, 2) },
      { title: 'Old one', href: '/response/tkt_4', status: 'Closed', meta: 'Something else', updated: 'Mar 2' },
    ],
    [
      'chat',
      { id: 'cht_1', topic: 'Is Wedding Cake in stock?', updatedAt: at(2025, 12, 30) },
      { title: 'Is Wedding Cake in stock?', href: '/chat-with-retailer/cht_1', status: null, meta: null, updated: '12/30/25' },
    ],
    [
      'chat',
      { id: 'cht_2', topic: null, updatedAt: 'not a date' },
      { title: 'Chat with the store', href: '/chat-with-retailer/cht_2', status: null, meta: null, updated: '' },
    ],
  ] as const)('%s %j', (kind, thread, expected) => {
    expect(threadListEntry(kind, thread, NOW)).toEqual({ id: thread.id, ...expected });
  });
});

describe('ticketStatusLabel', () => {
  it.each([
    ['open', 'Open'],
    ['answered', 'Answered'],
    ['closed', 'Closed'],
    [null, 'Open'],
    ['', 'Open'],
  ])('%j → %s', (status, label) => expect(ticketStatusLabel(status)).toBe(label));
});

describe('threadDayGroups', () => {
  const messages = [
    { id: 'm3', author: 'staff', body: 'We found it.', createdAt: at(2026, 11, 26, 10, 5) },
    { id: 'm1', author: 'shopper', body: 'My order is missing a pre-roll.', createdAt: at(2026, 11, 24, 18, 30) },
    { id: 'm2', author: 'shopper', body: 'Order #10482.', createdAt: at(2026, 11, 24, 18, 31) },
  ];

  it('sorts oldest first and groups by calendar day under chat labels', () => {
    const groups = threadDayGroups('ticket', messages, NOW);
    expect(groups.map((g) => [g.label, g.messages.map((m) => m.id)])).toEqual([
      ['Tuesday', ['m1', 'm2']],
      ['Today', ['m3']],
    ]);
  });

  it("names the shopper 'You' and the other side by the kind or the given name", () => {
    const [first, second] = threadDayGroups('ticket', messages, NOW);
    expect(first!.messages[0]).toEqual({ id: 'm1', mine: true, author: 'You', body: 'My order is missing a pre-roll.', time: '6:30 PM' });
    expect(second!.messages[0]).toMatchObject({ mine: false, author: 'Customer Support', time: '10:05 AM' });
    expect(threadDayGroups('chat', messages, NOW)[1]!.messages[0]!.author).toBe(THREAD_KINDS.chat.otherAuthorName);
    expect(threadDayGroups('chat', messages, NOW, 'Motor City Provisions')[1]!.messages[0]!.author).toBe('Motor City Provisions');
    expect(threadDayGroups('chat', messages, NOW, '  ')[1]!.messages[0]!.author).toBe('The store');
  });

  it('is empty for no messages', () => expect(threadDayGroups('chat', [], NOW)).toEqual([]));
});

describe('the thread forms: spec 5 messages over their tables', () => {
  const ticket = { category: 'order', orderId: '', subject: 'Missing pre-roll', message: 'Order #10482 came without it.' };
  it.each([
    [TICKET_FORM_FIELDS, { ...ticket, category: '' }, 'Please enter topic.'],
    [TICKET_FORM_FIELDS, { ...ticket, subject: ' ' }, 'Please enter subject.'],
    [TICKET_FORM_FIELDS, { ...ticket, message: '' }, 'Please enter message.'],
    [TICKET_FORM_FIELDS, ticket, null],
    [CHAT_FORM_FIELDS, { topic: '', message: '' }, 'Please enter message.'],
    [CHAT_FORM_FIELDS, { topic: '', message: 'Open till 9?' }, null],
    [REPLY_FORM_FIELDS, { message: '\n' }, 'Please enter message.'],
    [REPLY_FORM_FIELDS, { message: 'Thanks!' }, null],
  ] as const)('%#: %j → %j', (fields, values, message) => {
    expect(checkFormFields(fields, values)).toBe(message);
  });
});
