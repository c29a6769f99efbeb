/**
 * Customer support and chat with the store (spec 2.1; issue 13, item 3): /customer-support (the
 * ways to get help and the shopper's tickets), /ticket-list, /create-ticket, /response/{id} (one
 * ticket and the reply box), /chat-with-retailer (the shopper's chats and a new one with the store
 * shown) and /chat-with-retailer/{id}. Signed-in only: the backend keeps the threads per account.
 * What differs between tickets and chats is the rules' THREAD_KINDS table; the widgets are
 * ThreadList, ThreadView and FieldsForm.
 */
import { useNavigate } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  CHAT_FORM_FIELDS,
  FieldsForm,
  hasChatPlatform,
  notify,
  orderPlacedDate,
  SmartLink,
  Stack,
  storeName,
  THREAD_KINDS,
  threadDayGroups,
  threadListEntry,
  ThreadList,
  ThreadView,
  TICKET_CATEGORY_CHOICES,
  TICKET_CATEGORY_LABELS,
  TICKET_FORM_FIELDS,
  ticketStatusLabel,
  type ThreadKindId,
  type TicketCategory,
} from '@storefront/components';
import { createThread, ordersQuery, replyToThread, threadQuery, threadsQuery, type Thread } from '@storefront/components/api';
import { PageFrame } from '../../layout/PageFrame.tsx';
import { SignInRequired } from '../../layout/SignInRequired.tsx';
import type { PageProps } from '../../routes/PageProps.ts';
import { useRetailers } from '../../api/queries.ts';
import { useNow } from '../../store-choice/useStoreStatus.ts';
import { useSite } from '../../site/SiteContext.tsx';
import { selectIsSignedIn, useSessionStore } from '../../stores/index.ts';
import { LinkList } from '../shared/LinkList.tsx';
import { Section } from '../shared/Section.tsx';
import { useShop } from '../../shop/useShop.ts';
import * as css from '../shared/page.css.ts';

export const THREADS_FAILED_MESSAGE = 'This could not be loaded. Please try again.';
export const CREATE_TICKET_SUBMIT_LABEL = 'Send ticket';
export const START_CHAT_SUBMIT_LABEL = 'Send message';
export const CHAT_NOT_OFFERED_MESSAGE = 'This store does not offer chat. Please use the contact form or open a support ticket.';
export const SUPPORT_INTRO =
  'Questions about an order, a product or your account? Open a ticket and our team answers here, usually within a day.';

/** The shopper's tickets or chats as the list shows them. */
function Threads({ kind, limit, action = true }: { kind: ThreadKindId; limit?: number; action?: boolean }) {
  const spec = THREAD_KINDS[kind];
  const threads = useQuery(threadsQuery(spec.collection));
  const now = useNow();
  if (threads.isPending || !now) return <p className={css.muted}>Loading…</p>;
  if (threads.isError) return <p className={css.text}>{THREADS_FAILED_MESSAGE}</p>;
  const items = threads.data.items.slice(0, limit).map((thread) => threadListEntry(kind, thread, now));
  return (
    <ThreadList
      items={items}
      label={spec.listLabel}
      emptyMessage={spec.emptyMessage}
      {...(action ? { action: { label: spec.newLabel, href: spec.newPath } } : {})}
    />
  );
}

/** /customer-support: the ways to get help, then the most recent tickets. */
function SupportHome() {
  const { config } = useSite();
  const links = [
    { key: 'create', label: THREAD_KINDS.ticket.newLabel, href: THREAD_KINDS.ticket.newPath },
    { key: 'list', label: 'All your tickets', href: THREAD_KINDS.ticket.listPath },
    ...(hasChatPlatform(config) ? [{ key: 'chat', label: 'Chat with Retailer', href: THREAD_KINDS.chat.listPath }] : []),
    { key: 'faq', label: 'FAQ', href: '/faq' },
    { key: 'contact', label: 'Contact Us', href: '/contact' },
  ];
  return (
    <>
      <p className={css.text}>{SUPPORT_INTRO}</p>
      <LinkList label="Ways to get help" items={links} />
      <Section title="Your recent tickets">
        <Threads kind="ticket" limit={3} action={false} />
      </Section>
    </>
  );
}

/** /create-ticket: the form over TICKET_FORM_FIELDS; the shopper's orders to choose from; the new ticket's page after. */
function CreateTicket() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const orders = useQuery(ordersQuery());
  const retailers = useRetailers();
  const orderChoices = (orders.data?.items ?? []).map((order) => ({
    value: order.id,
    label: `Order #${order.number} · ${orderPlacedDate(order.createdAt, retailers.data?.find((r) => r.id === order.retailerId)?.timezone)}`,
  }));
  return (
    <FieldsForm
      fields={TICKET_FORM_FIELDS}
      label="Create Support Ticket"
      submitLabel={CREATE_TICKET_SUBMIT_LABEL}
      choices={{ category: TICKET_CATEGORY_CHOICES, orderId: orderChoices }}
      onInvalid={(message) => notify.warning(message)}
      onSubmit={async (values) => {
        const thread = await createThread('tickets', {
          category: values.category ?? '',
          subject: values.subject ?? '',
          message: values.message ?? '',
          ...(values.orderId ? { orderId: values.orderId } : {}),
        });
        if (!thread) return null;
        await queryClient.invalidateQueries({ queryKey: threadsQuery('tickets').queryKey });
        queryClient.setQueryData(threadQuery('tickets', thread.id).queryKey, thread);
        void navigate(THREAD_KINDS.ticket.threadPath(thread.id));
        return 'Your ticket is open.';
      }}
    >
      <p className={css.muted}>Tell us what happened. We answer on this ticket, usually within a day.</p>
    </FieldsForm>
  );
}

/** /chat-with-retailer: the shopper's chats, and a new one with the store shown (when the CMS configures chat). */
function ChatHome() {
  const { config } = useSite();
  const { retailerId } = useShop();
  const retailers = useRetailers();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  if (!hasChatPlatform(config)) {
    return (
      <p className={css.text}>
        {CHAT_NOT_OFFERED_MESSAGE} <SmartLink href="/contact">Contact Us</SmartLink> ·{' '}
        <SmartLink href={THREAD_KINDS.ticket.newPath}>{THREAD_KINDS.ticket.newLabel}</SmartLink>
      </p>
    );
  }
  const retailer = retailers.data?.find((r) => r.id === retailerId);
  const name = retailer ? storeName(retailer) : 'the store';
  return (
    <>
      <Section title="Your chats">
        <Threads kind="chat" action={false} />
      </Section>
      <Section title={`Message ${name}`}>
        {retailerId ? (
          <Stack gap="xl" className={css.readingWidth}>
            <FieldsForm
              fields={CHAT_FORM_FIELDS}
              label={`Message ${name}`}
              submitLabel={START_CHAT_SUBMIT_LABEL}
              onInvalid={(message) => notify.warning(message)}
              onSubmit={async (values) => {
                const thread = await createThread('chats', { retailerId, topic: values.topic ?? '', message: values.message ?? '' });
                if (!thread) return null;
                await queryClient.invalidateQueries({ queryKey: threadsQuery('chats').queryKey });
                queryClient.setQueryData(threadQuery('chats', thread.id).queryKey, thread);
                void navigate(THREAD_KINDS.chat.threadPath(thread.id));
                return 'Message sent.';
              }}
            />
          </Stack>
        ) : (
          <p className={css.text}>
            Choose a store first. <SmartLink href="/find-a-dispensary">Find a dispensary</SmartLink>
          </p>
        )}
      </Section>
    </>
  );
}

function threadMeta(kind: ThreadKindId, thread: Thread, storeLabel: string | null): string | null {
  if (kind === 'chat') return storeLabel;
  const topic = TICKET_CATEGORY_LABELS[thread.category as TicketCategory] as string | undefined;
  return topic ? `Topic: ${topic}` : null;
}

/** /response/{id} and /chat-with-retailer/{id}: one thread and the reply box. */
function ThreadPage({ kind, id }: { kind: ThreadKindId; id: string }) {
  const spec = THREAD_KINDS[kind];
  const queryClient = useQueryClient();
  const thread = useQuery({ ...threadQuery(spec.collection, id), retry: false });
  const retailers = useRetailers();
  const now = useNow();
  if (thread.isPending || !now) return <p className={css.muted}>Loading…</p>;
  if (thread.isError) {
    return (
      <p className={css.text}>
        {spec.notFoundMessage} <SmartLink href={spec.listPath}>{kind === 'ticket' ? 'Your tickets' : 'Your chats'}</SmartLink>
      </p>
    );
  }
  const data = thread.data;
  const retailer = data.retailerId ? retailers.data?.find((r) => r.id === data.retailerId) : undefined;
  const storeLabel = retailer ? storeName(retailer) : null;
  const title = (kind === 'ticket' ? data.subject : data.topic)?.trim() || threadListEntry(kind, data, 0).title;
  return (
    <>
      <ThreadView
        title={title}
        status={kind === 'ticket' ? ticketStatusLabel(data.status) : null}
        meta={threadMeta(kind, data, storeLabel)}
        groups={threadDayGroups(kind, data.messages, now, kind === 'chat' ? (storeLabel ?? undefined) : undefined)}
        replyLabel={spec.replyLabel}
        sendLabel={spec.sendLabel}
        onInvalid={(message) => notify.warning(message)}
        onReply={async (message) => {
          const next = await replyToThread(spec.collection, id, message);
          if (!next) return null;
          queryClient.setQueryData(threadQuery(spec.collection, id).queryKey, next);
          void queryClient.invalidateQueries({ queryKey: threadsQuery(spec.collection).queryKey, exact: true });
          return 'Message sent.';
        }}
      />
      <p className={css.muted}>
        <SmartLink href={spec.listPath}>{kind === 'ticket' ? 'All your tickets' : 'All your chats'}</SmartLink>
      </p>
    </>
  );
}

function supportBody(routeId: string, params: PageProps['params']) {
  switch (routeId) {
    case 'customer-support':
      return <SupportHome />;
    case 'ticket-list':
      return <Threads kind="ticket" />;
    case 'create-ticket':
      return <CreateTicket />;
    case 'response':
      return <ThreadPage kind="ticket" id={params.id ?? ''} />;
    case 'chat-thread':
      return <ThreadPage kind="chat" id={params.id ?? ''} />;
    default:
      return <ChatHome />;
  }
}

/** The support and chat pages: a guest sees the sign-in notice (which returns here afterwards). */
export function SupportPage({ route, params }: PageProps) {
  const signedIn = useSessionStore(selectIsSignedIn);
  return <PageFrame title={route.title}>{signedIn ? supportBody(route.id, params) : <SignInRequired />}</PageFrame>;
}
