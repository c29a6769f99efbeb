/**
 * Support tickets and chats with the store (GET/POST /api/tickets, /api/chats, a thread's messages).
 * One client over the two collections (rules/content/threads.ts: THREAD_KINDS names them). A failed
 * send shows its toast (the client's rule) and resolves to null, so the form keeps what was typed.
 */
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { apiPaths } from '../rules/api.ts';
import { api, request, requestPage } from './client.ts';
import type { Page } from './envelope.ts';
import { queryKeys } from './keys.ts';

type Collection = 'tickets' | 'chats';

export interface ThreadSummary {
  id: string;
  /** A ticket's subject, category, status and order. */
  subject?: string;
  category?: string;
  status?: string;
  orderId?: string | null;
  /** A chat's store and topic. */
  retailerId?: string;
  topic?: string;
  createdAt: number;
  updatedAt: number;
}

export interface ThreadMessage {
  id: string;
  author: string;
  body: string;
  createdAt: number;
}

export interface Thread extends ThreadSummary {
  messages: ThreadMessage[];
}

const summaryShape = {
  id: z.string(),
  subject: z.optional(z.string()),
  category: z.optional(z.string()),
  status: z.optional(z.string()),
  orderId: z.optional(z.nullable(z.string())),
  retailerId: z.optional(z.string()),
  topic: z.optional(z.string()),
  createdAt: z.number(),
  updatedAt: z.number(),
};
const threadSummary = z.looseObject(summaryShape) as unknown as z.ZodMiniType<ThreadSummary>;
const thread = z.looseObject({
  ...summaryShape,
  messages: z.array(z.looseObject({ id: z.string(), author: z.string(), body: z.string(), createdAt: z.number() })),
});
const threadAnswer = z.looseObject({ statusCode: z.number(), message: z.optional(z.string()), data: thread }) as unknown as z.ZodMiniType<{
  statusCode: number;
  message?: string;
  data: Thread;
}>;

const listPath = (collection: Collection) => (collection === 'tickets' ? apiPaths.tickets : apiPaths.chats);
const itemPath = (collection: Collection, id: string) => (collection === 'tickets' ? apiPaths.ticket(id) : apiPaths.chat(id));
const messagesPath = (collection: Collection, id: string) =>
  collection === 'tickets' ? apiPaths.ticketMessages(id) : apiPaths.chatMessages(id);

/** The signed-in shopper's tickets or chats, most recently changed first. */
export function threadsQuery(collection: Collection) {
  return queryOptions({
    queryKey: queryKeys.threads(collection),
    queryFn: async ({ signal }): Promise<Page<ThreadSummary>> => requestPage(listPath(collection), threadSummary, { signal }),
    staleTime: 0,
  });
}

/** One thread with its messages, oldest first. */
export function threadQuery(collection: Collection, id: string) {
  return queryOptions({
    queryKey: queryKeys.thread(collection, id),
    queryFn: async ({ signal }): Promise<Thread> => (await request(itemPath(collection, id), { signal, schema: threadAnswer })).data,
    staleTime: 0,
  });
}

/** A new ticket ({ category, subject, orderId?, message }) or chat ({ retailerId, topic?, message }). */
export type NewThread = Record<string, string>;

/** Creates the thread with its first message; resolves to it, or null when the call failed (its toast shown). */
export async function createThread(collection: Collection, body: NewThread): Promise<Thread | null> {
  const result = await api.post(listPath(collection), body, { schema: threadAnswer, successToast: true });
  return result.ok ? result.response.data : null;
}

/** Adds the shopper's message; resolves to the thread as it now is, or null when the call failed. */
export async function replyToThread(collection: Collection, id: string, message: string): Promise<Thread | null> {
  const result = await api.post(messagesPath(collection, id), { message }, { schema: threadAnswer });
  return result.ok ? result.response.data : null;
}
