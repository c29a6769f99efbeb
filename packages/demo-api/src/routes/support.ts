/**
 * Support tickets and chats with the store: both are a shopper's threads of messages, so they are
 * one set of routes over a table of the two kinds. A thread is created with its first message in
 * one transaction; a reply adds a message and bumps the thread's updatedAt in one transaction.
 * A shopper only ever reaches their own threads (another's id answers 404).
 */
import type { Kysely } from 'kysely';
import {
  CHAT_FORM_FIELDS,
  checkFormFields,
  REPLY_FORM_FIELDS,
  TICKET_CATEGORIES,
  TICKET_FORM_FIELDS,
  type FormFieldSpec,
} from '@storefront/components/rules';
import {
  ApiError,
  asObject,
  MAX_MESSAGE_LENGTH,
  nameField,
  newId,
  ok,
  optionalString,
  page,
  requireUser,
  requiredString,
  type Json,
  type Route,
  type RouteContext,
} from '../router.ts';
import { findRetailer } from './catalog.ts';

export { TICKET_CATEGORIES };

/** The storefront's form table, checked here too, so the messages are the ones the form shows ('Please enter subject.'). */
function checkFields(fields: readonly FormFieldSpec[], body: Json): void {
  const message = checkFormFields(fields, body as Record<string, unknown>);
  if (message) throw new ApiError(400, message);
}

interface ThreadKind {
  /** URL segment and id prefix. */
  path: 'tickets' | 'chats';
  idPrefix: string;
  threads: 'tickets' | 'chatThreads';
  messages: 'ticketMessages' | 'chatMessages';
  /** The messages table's column naming its thread. */
  threadColumn: 'ticketId' | 'threadId';
  /** Who answers the shopper. */
  other: 'staff' | 'store';
  /** The thread's own fields from a create request (validated). */
  fields: (ctx: RouteContext, userId: string, body: Json) => Promise<Record<string, string | null>>;
  created: string;
}

const kinds: ThreadKind[] = [
  {
    path: 'tickets',
    idPrefix: 'tkt',
    threads: 'tickets',
    messages: 'ticketMessages',
    threadColumn: 'ticketId',
    other: 'staff',
    created: 'Your ticket is open. We usually answer within a day.',
    fields: async (ctx, userId, body) => {
      checkFields(TICKET_FORM_FIELDS, body);
      const subject = nameField(body, 'subject', { max: 150 });
      const category = optionalString(body, 'category', 20) ?? 'other';
      if (!(TICKET_CATEGORIES as readonly string[]).includes(category))
        throw new ApiError(400, `"category" must be one of ${TICKET_CATEGORIES.join(', ')}.`);
      const orderId = optionalString(body, 'orderId', 100)?.trim() || null;
      if (orderId) {
        const own = await ctx.db
          .selectFrom('orders')
          .select('id')
          .where('userId', '=', userId)
          .where('id', '=', orderId)
          .executeTakeFirst();
        if (!own) throw new ApiError(404, 'Order not found.');
      }
      return { subject, category, orderId, status: 'open' };
    },
  },
  {
    path: 'chats',
    idPrefix: 'cht',
    threads: 'chatThreads',
    messages: 'chatMessages',
    threadColumn: 'threadId',
    other: 'store',
    created: 'Message sent. The store will answer here.',
    fields: async (ctx, _userId, body) => {
      checkFields(CHAT_FORM_FIELDS, body);
      const retailerId = requiredString(body, 'retailerId', 'retailerId', 100);
      const retailer = findRetailer(ctx, retailerId);
      if (!retailer) throw new ApiError(404, `Retailer "${retailerId}" was not found.`);
      return { retailerId: retailer.id, topic: nameField(body, 'topic', { max: 150, required: false }) ?? `Chat with ${retailer.name}` };
    },
  },
];

// The two kinds differ only in table names, so queries go through an untyped view of the schema.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;
const messageOf = (body: Json): string => {
  checkFields(REPLY_FORM_FIELDS, body);
  return requiredString(body, 'message', 'message', MAX_MESSAGE_LENGTH);
};

async function ownThread(db: AnyDb, kind: ThreadKind, userId: string, id: string): Promise<Record<string, unknown>> {
  const thread = (await db.selectFrom(kind.threads).selectAll().where('userId', '=', userId).where('id', '=', id).executeTakeFirst()) as
    | Record<string, unknown>
    | undefined;
  if (!thread) throw new ApiError(404, kind.path === 'tickets' ? 'Ticket not found.' : 'Chat not found.');
  return thread;
}

async function threadView(db: AnyDb, kind: ThreadKind, thread: Record<string, unknown>) {
  const messages = await db
    .selectFrom(kind.messages)
    .select(['id', 'author', 'body', 'createdAt'])
    .where(kind.threadColumn, '=', thread.id)
    .orderBy('createdAt')
    .orderBy('id')
    .execute();
  const { userId: _userId, ...rest } = thread;
  return { ...rest, messages };
}

function routesFor(kind: ThreadKind): Route[] {
  const base = `/api/${kind.path}`;
  return [
    {
      method: 'GET',
      pattern: base,
      handle: async (ctx) => {
        const user = requireUser(ctx);
        const rows = (await (ctx.db as AnyDb)
          .selectFrom(kind.threads)
          .selectAll()
          .where('userId', '=', user._id)
          .orderBy('updatedAt', 'desc')
          .limit(500)
          .execute()) as Array<Record<string, unknown>>;
        return page(
          rows.map(({ userId: _u, ...row }) => row),
          ctx.query,
        );
      },
    },
    {
      method: 'POST',
      pattern: base,
      handle: async (ctx) => {
        const user = requireUser(ctx);
        const body = asObject(ctx.body);
        const fields = await kind.fields(ctx, user._id, body);
        const message = messageOf(body);
        const now = ctx.now();
        const id = newId(kind.idPrefix);
        await (ctx.db as AnyDb).transaction().execute(async (trx) => {
          await trx
            .insertInto(kind.threads)
            .values({ id, userId: user._id, ...fields, createdAt: now, updatedAt: now })
            .execute();
          await trx
            .insertInto(kind.messages)
            .values({ id: newId('msg'), [kind.threadColumn]: id, author: 'shopper', body: message, createdAt: now })
            .execute();
        });
        const thread = await ownThread(ctx.db as AnyDb, kind, user._id, id);
        return ok(await threadView(ctx.db as AnyDb, kind, thread), 201, kind.created);
      },
    },
    {
      method: 'GET',
      pattern: `${base}/:id`,
      handle: async (ctx) => {
        const user = requireUser(ctx);
        const thread = await ownThread(ctx.db as AnyDb, kind, user._id, ctx.params.id ?? '');
        return ok(await threadView(ctx.db as AnyDb, kind, thread));
      },
    },
    {
      method: 'POST',
      pattern: `${base}/:id/messages`,
      handle: async (ctx) => {
        const user = requireUser(ctx);
        const message = messageOf(asObject(ctx.body));
        const now = ctx.now();
        const db = ctx.db as AnyDb;
        await db.transaction().execute(async (trx) => {
          const thread = await ownThread(trx, kind, user._id, ctx.params.id ?? '');
          await trx
            .insertInto(kind.messages)
            .values({ id: newId('msg'), [kind.threadColumn]: thread.id, author: 'shopper', body: message, createdAt: now })
            .execute();
          // A shopper's reply reopens an answered or closed ticket: it waits for support again.
          await trx
            .updateTable(kind.threads)
            .set(kind.path === 'tickets' ? { updatedAt: now, status: 'open' } : { updatedAt: now })
            .where('id', '=', thread.id)
            .execute();
        });
        return ok(await threadView(db, kind, await ownThread(db, kind, user._id, ctx.params.id ?? '')), 201, 'Message sent.');
      },
    },
  ];
}

export const supportRoutes: Route[] = kinds.flatMap(routesFor);
