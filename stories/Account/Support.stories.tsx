import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  FieldsForm,
  THREAD_KINDS,
  TICKET_CATEGORY_CHOICES,
  TICKET_FORM_FIELDS,
  ThreadList,
  ThreadView,
  threadDayGroups,
  threadListEntry,
  type ThreadKindId,
  type ThreadMessageInput,
} from '@storefront/components';
import { withRouterLinks } from '../support/routerLinks.tsx';

/** The visual runner's clock (Friday 2026-11-20 15:30 local). */
const NOW = new Date(2026, 10, 20, 15, 30).getTime();
const at = (day: number, hour: number, minute = 0) => new Date(2026, 10, day, hour, minute).getTime();

const tickets = [
  { id: 'tkt_1', subject: 'Pre-roll missing from my pickup order', category: 'order', status: 'answered', updatedAt: at(20, 10, 5) },
  { id: 'tkt_2', subject: 'Can I change the name on my account?', category: 'account', status: 'open', updatedAt: at(19, 16, 40) },
  { id: 'tkt_3', subject: 'Which terpenes are in Wedding Cake?', category: 'product', status: 'closed', updatedAt: at(3, 9, 12) },
];

const ticketMessages: ThreadMessageInput[] = [
  {
    id: 'm1',
    author: 'shopper',
    body: 'Hi! My pickup order #10482 came without the Blue Dream pre-roll I paid for.',
    createdAt: at(18, 18, 30),
  },
  { id: 'm2', author: 'shopper', body: 'The receipt lists it.', createdAt: at(18, 18, 31) },
  {
    id: 'm3',
    author: 'staff',
    body: 'Sorry about that, Sam. The pre-roll was out of stock when your order was packed. We have refunded it to your card; it shows within 3 to 5 business days.\n\nAnything else we can help with?',
    createdAt: at(20, 10, 5),
  },
];

const chatMessages: ThreadMessageInput[] = [
  { id: 'c1', author: 'shopper', body: 'Are you doing curbside pickup tonight after 8?', createdAt: at(20, 14, 2) },
  {
    id: 'c2',
    author: 'store',
    body: 'Yes! Curbside runs until 9:30 PM. Park in the marked spots and tap "I\'m here" in your order.',
    createdAt: at(20, 14, 9),
  },
];

type Screen = 'ticketList' | 'emptyTickets' | 'ticket' | 'chat' | 'createTicket';

interface SupportStoryArgs {
  screen: Screen;
  /** The reply's or the new ticket's send: resolves to the confirmation, or null (a failure: the text stays). */
  onSend?: (text: string) => Promise<string | null>;
}

/** A thread whose replies appear as the server would answer them (appended, then shown). */
function LiveThread({
  kind,
  title,
  status,
  initial,
  onSend,
  otherName,
}: {
  kind: ThreadKindId;
  title: string;
  status?: string;
  initial: ThreadMessageInput[];
  onSend: (text: string) => Promise<string | null>;
  otherName?: string;
}) {
  const [messages, setMessages] = useState(initial);
  const spec = THREAD_KINDS[kind];
  return (
    <ThreadView
      title={title}
      status={status ?? null}
      groups={threadDayGroups(kind, messages, NOW, otherName)}
      replyLabel={spec.replyLabel}
      sendLabel={spec.sendLabel}
      onReply={async (text) => {
        const answer = await onSend(text);
        if (answer !== null)
          setMessages((current) => [...current, { id: `r${current.length}`, author: 'shopper', body: text, createdAt: NOW }]);
        return answer;
      }}
    />
  );
}

function SupportStory({ screen, onSend = async () => 'Message sent.' }: SupportStoryArgs) {
  const body = {
    ticketList: () => (
      <ThreadList
        items={tickets.map((t) => threadListEntry('ticket', t, NOW))}
        label={THREAD_KINDS.ticket.listLabel}
        emptyMessage={THREAD_KINDS.ticket.emptyMessage}
      />
    ),
    emptyTickets: () => (
      <ThreadList
        items={[]}
        label={THREAD_KINDS.ticket.listLabel}
        emptyMessage={THREAD_KINDS.ticket.emptyMessage}
        action={{ label: THREAD_KINDS.ticket.newLabel, href: THREAD_KINDS.ticket.newPath }}
      />
    ),
    ticket: () => <LiveThread kind="ticket" title={tickets[0]!.subject} status="Answered" initial={ticketMessages} onSend={onSend} />,
    chat: () => (
      <LiveThread kind="chat" title="Curbside pickup tonight" initial={chatMessages} onSend={onSend} otherName="Motor City Provisions" />
    ),
    createTicket: () => (
      <FieldsForm
        fields={TICKET_FORM_FIELDS}
        label="Create Support Ticket"
        submitLabel="Send ticket"
        choices={{ category: TICKET_CATEGORY_CHOICES, orderId: [{ value: 'ord_1', label: 'Order #10482 · Nov 18' }] }}
        onSubmit={(values) => onSend(values.message ?? '')}
      />
    ),
  }[screen];
  return <main style={{ maxWidth: 1200, margin: '0 auto' }}>{body()}</main>;
}

/**
 * Customer support and chat with the store (issue 13, item 3): the list of tickets, one ticket with
 * support's answer and the reply box, a chat, and the new-ticket form with its checks.
 */
const meta = {
  title: 'Account/Support',
  component: SupportStory,
  tags: ['screenshot'],
  decorators: [withRouterLinks],
  parameters: { layout: 'padded' },
} satisfies Meta<typeof SupportStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Most recent first: status, topic and a chat-style date on each row; each row one link. */
export const TicketList: Story = {
  args: { screen: 'ticketList' },
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: THREAD_KINDS.ticket.listLabel });
    const rows = within(list).getAllByRole('listitem');
    await expect(rows).toHaveLength(3);
    await expect(rows[0]).toHaveTextContent('Answered');
    await expect(rows[0]).toHaveTextContent('Today');
    await expect(rows[1]).toHaveTextContent('Yesterday');
    await expect(rows[2]).toHaveTextContent('Nov 3');
    await expect(within(rows[0]!).getByRole('link', { name: tickets[0]!.subject })).toHaveAttribute('href', '/response/tkt_1');
  },
};

/** An empty list says what to do and links there. */
export const NoTickets: Story = {
  args: { screen: 'emptyTickets' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Create a ticket' })).toHaveAttribute('href', '/create-ticket');
  },
};

/** Support's answer on the left, the shopper's messages on the right, grouped by day; a reply is added. */
export const Ticket: Story = {
  args: { screen: 'ticket', onSend: fn(async () => 'Message sent.') },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Wednesday' })).toBeInTheDocument();
    await expect(canvas.getByRole('heading', { name: 'Today' })).toBeInTheDocument();
    await expect(canvas.getByText('Customer Support')).toBeInTheDocument();
    await userEvent.type(canvas.getByLabelText(THREAD_KINDS.ticket.replyLabel), 'Thanks, that works!');
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(args.onSend).toHaveBeenCalledWith('Thanks, that works!'));
    await waitFor(() => expect(canvas.getByText('Thanks, that works!')).toBeInTheDocument());
    await expect(canvas.getByLabelText(THREAD_KINDS.ticket.replyLabel)).toHaveValue('');
  },
};

/** An empty reply is spec 5's message; a reply that fails keeps its text. */
export const ReplyProblems: Story = {
  args: { screen: 'ticket', onSend: fn(async () => null) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('Please enter message.');
    await expect(canvas.getByLabelText(THREAD_KINDS.ticket.replyLabel)).toHaveFocus();
    await userEvent.type(canvas.getByLabelText(THREAD_KINDS.ticket.replyLabel), 'Still there?');
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(args.onSend).toHaveBeenCalledWith('Still there?'));
    await expect(canvas.getByLabelText(THREAD_KINDS.ticket.replyLabel)).toHaveValue('Still there?');
  },
};

/** A chat with the store: the store's name beside its answers. */
export const Chat: Story = {
  args: { screen: 'chat' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Motor City Provisions')).toBeInTheDocument();
  },
};

/** The new-ticket form as a shopper first sees it: topics from the API's list, the shopper's orders. */
export const CreateTicket: Story = {
  args: { screen: 'createTicket', onSend: fn(async () => 'Your ticket is open. We usually answer within a day.') },
};

/**
 * The form's checks: spec 5's messages in the table's order, then the ticket sent. Not a screenshot:
 * once sent the form is empty again under the confirmation, which as a baseline read as a success
 * message before anything was sent (issue 34).
 */
export const CreateTicketChecks: Story = {
  tags: ['!screenshot'],
  args: { screen: 'createTicket', onSend: fn(async () => 'Your ticket is open. We usually answer within a day.') },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Subject'), 'Missing pre-roll');
    await userEvent.click(canvas.getByRole('button', { name: 'Send ticket' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('Please enter topic.');
    await expect(canvas.getByLabelText('Topic')).toHaveFocus();
    await userEvent.selectOptions(canvas.getByLabelText('Topic'), 'An order');
    await userEvent.selectOptions(canvas.getByLabelText('Order (optional)'), 'Order #10482 · Nov 18');
    await userEvent.click(canvas.getByRole('button', { name: 'Send ticket' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('Please enter message.');
    await expect(canvas.getByLabelText('Subject')).toHaveValue('Missing pre-roll');
    await userEvent.type(canvas.getByLabelText('How can we help?'), 'It was not in the bag.');
    await userEvent.click(canvas.getByRole('button', { name: 'Send ticket' }));
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Your ticket is open.'));
    await expect(args.onSend).toHaveBeenCalledWith('It was not in the bag.');
  },
};
