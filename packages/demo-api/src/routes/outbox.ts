/**
 * The demo's e-mail outbox (issue 12 item 4): the abandoned-cart reminders the status call schedules
 * (engagement.ts) are "sent" once they fall due — written out as the e-mail the store would send:
 * a subject, the cart's items with images and prices (today's prices at the shopper's store, from
 * the catalogue, never the browser's word), and a link back to /cart-abandonment. No mail leaves
 * the machine: a developer reads them at GET /api/dev/outbox, which the server offers only when it
 * is started with the outbox on (the demo; never for a deployment with real shoppers).
 */
import {
  formatMoney,
  menuTypes,
  PASSWORD_RESET_TTL_MINUTES,
  priceOption,
  runningSpecials,
  specialsCovering,
  type MenuType,
} from '@storefront/components/rules';
import type { Kysely, Transaction } from 'kysely';
import type { MailedLinkPayload } from '../auth/mailedLinks.ts';
import type { Database } from '../db/schema.ts';
import { ApiError, hasControlCharacter, newId, readJson, type Route, type RouteContext } from '../router.ts';
import { findRetailer } from './catalog.ts';
import { ABANDONED_CART_TEMPLATE, abandonedCartDedupeKey } from './engagement.ts';

export const ABANDONED_CART_SUBJECT = 'You left something in your cart';
/** The sign-in link mail (routes/signInLink.ts). */
export const SIGN_IN_LINK_TEMPLATE = 'sign-in-link';
export const SIGN_IN_LINK_SUBJECT = 'Your sign-in link';
export const signInLinkDedupeKey = (emailKey: string): string => `sign-in-link:${emailKey}`;
/** The password reset mail (routes/passwordReset.ts, issue 35). */
export const PASSWORD_RESET_TEMPLATE = 'password-reset';
export const PASSWORD_RESET_SUBJECT = 'Reset your password';
export const passwordResetDedupeKey = (emailKey: string): string => `password-reset:${emailKey}`;
export const CART_ABANDONMENT_LINK = '/cart-abandonment';
/** The longest first name a greeting shows (an account's names are at most 100 characters). */
const GREETING_NAME_MAX = 100;
/** How many outbox entries the listing shows (newest first). */
export const OUTBOX_LIST_LIMIT = 50;

export interface ReminderLine {
  productId: string;
  name: string;
  option: string;
  quantity: number;
  image: string;
  /** Unit price and line total, formatted ($12.00). */
  price: string;
  lineTotal: string;
}

export interface RenderedEmail {
  subject: string;
  greeting: string;
  lines: ReminderLine[];
  total: string;
  /** Back to the cart (the signed-in cart is kept on the server, so it is there to finish). */
  link: string;
  store: string;
}

/** An order's status change or a removed line (issue 35): one e-mail and one SMS row each (writeOrderMessages). */
export const ORDER_STATUS_TEMPLATE = 'order-status';
export const orderMessagesDedupeKey = (orderId: string): string => `order:${orderId}`;
export const YOUR_ORDER_LINK = '/your-order';
export type OutboxChannel = 'email' | 'sms';

export interface OutboxEntry {
  id: string;
  /** The e-mail address, or for an SMS the phone number. */
  to: string;
  /** The second channel kind (issue 35): an SMS row carries its `text`; nothing is sent either way. */
  channel: OutboxChannel;
  /** The SMS text (SMS rows only). */
  text?: string;
  template: string;
  status: 'scheduled' | 'sent' | 'cancelled';
  sendAfter: number;
  sentAt: number | null;
  email: RenderedEmail;
}

interface ReminderPayload {
  cartId?: unknown;
  cartItems?: unknown;
  firstName?: unknown;
  retailerId?: unknown;
  menuType?: unknown;
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** The reminder as the shopper would read it, priced from the catalogue at `now`. Items the store no longer sells are left out. */
export function renderAbandonedCartEmail(ctx: RouteContext, payload: ReminderPayload): RenderedEmail {
  const retailer = findRetailer(ctx, text(payload.retailerId));
  const menuType: MenuType = (menuTypes as readonly string[]).includes(text(payload.menuType))
    ? (text(payload.menuType) as MenuType)
    : 'RECREATIONAL';
  const running = retailer
    ? runningSpecials(ctx.catalog.specials, { retailerId: retailer.id, now: new Date(ctx.now()), timeZone: retailer.timezone })
    : [];
  const lines: ReminderLine[] = [];
  let totalCents = 0;
  for (const raw of Array.isArray(payload.cartItems) ? payload.cartItems : []) {
    const item = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
    const product = ctx.catalog.products.find((p) => p.id === item.productId);
    const option = product?.options.find((o) => o.option === item.option);
    const quantity = typeof item.quantity === 'number' && Number.isInteger(item.quantity) && item.quantity > 0 ? item.quantity : 0;
    if (!product || !option || !quantity || !product.isActive || (retailer && !product.retailerIds.includes(retailer.id))) continue;
    const { price } = priceOption({ option, menuType, specials: specialsCovering(product, running) });
    const cents = Math.round(price * 100) * quantity;
    totalCents += cents;
    lines.push({
      productId: product.id,
      name: product.productName,
      option: option.option,
      quantity,
      image: product.image,
      price: formatMoney(price),
      lineTotal: formatMoney(cents / 100),
    });
  }
  // The account's first name (engagement.ts writes it from the session), shown only while it is a plain name.
  const stored = text(payload.firstName).trim();
  const firstName = stored.length <= GREETING_NAME_MAX && !hasControlCharacter(stored) ? stored : '';
  return {
    subject: ABANDONED_CART_SUBJECT,
    greeting: firstName ? `Hi ${firstName}, your cart is waiting.` : 'Your cart is waiting.',
    lines,
    total: formatMoney(totalCents / 100),
    link: `${CART_ABANDONMENT_LINK}?cartId=${encodeURIComponent(text(payload.cartId))}`,
    store: retailer?.name ?? '',
  };
}

/** A mailed link (auth/mailedLinks.ts) as its reader sees it: `what` ends 'here is your link to …'. */
function renderLinkEmail(subject: string, what: string, payload: Partial<MailedLinkPayload>): RenderedEmail {
  const firstName = text(payload.firstName).trim();
  return {
    subject,
    greeting: `${firstName ? `Hi ${firstName}, here` : 'Here'} is your link to ${what}`,
    lines: [],
    total: formatMoney(0),
    link: text(payload.link),
    store: '',
  };
}

/** The sign-in link mail as its reader sees it. */
export const renderSignInLinkEmail = (payload: Partial<MailedLinkPayload>): RenderedEmail =>
  renderLinkEmail(
    SIGN_IN_LINK_SUBJECT,
    'sign in. It works once, within 15 minutes. If you did not ask for it, you can ignore this e-mail.',
    payload,
  );

/** The password reset mail as its reader sees it. */
export const renderPasswordResetEmail = (payload: Partial<MailedLinkPayload>): RenderedEmail =>
  renderLinkEmail(
    PASSWORD_RESET_SUBJECT,
    `set a new password. It works once, within ${PASSWORD_RESET_TTL_MINUTES} minutes, and signs you out on your other devices. If you did not ask for it, you can ignore this e-mail: your password stays as it is.`,
    payload,
  );

/** Each link mail's template and how it reads. */
const LINK_EMAILS: Record<string, (payload: Partial<MailedLinkPayload>) => RenderedEmail> = {
  [SIGN_IN_LINK_TEMPLATE]: renderSignInLinkEmail,
  [PASSWORD_RESET_TEMPLATE]: renderPasswordResetEmail,
};

/** What an order message row keeps: the e-mail's words and the SMS text, rendered when the change happened. */
interface OrderMessagePayload {
  orderId?: unknown;
  subject?: unknown;
  greeting?: unknown;
  body?: unknown;
  total?: unknown;
  store?: unknown;
  text?: unknown;
  /** The promo code's discount line (issue 35, item 1), as the cart and checkout showed it. */
  promo?: { label?: unknown; amount?: unknown } | null;
}

export interface OrderMessages {
  orderId: string;
  email: string;
  phone: string;
  store: string;
  /** The order's total after the change, in dollars. */
  total: number;
  mail: { subject: string; greeting: string; body: string };
  sms: string;
  /** The order's promo code line, shown in the e-mail as in the cart (the SMS stays short). */
  promo?: { label: string; amount: number } | null;
}

/**
 * Writes a change's two messages to the outbox inside the change's transaction (so a refused change
 * writes none): the e-mail to the order's contact address and the SMS to its phone, due at once.
 * A contact without a phone gets the e-mail only.
 */
export async function writeOrderMessages(
  trx: Kysely<Database> | Transaction<Database>,
  messages: OrderMessages,
  now: number,
): Promise<void> {
  const base = { dedupeKey: orderMessagesDedupeKey(messages.orderId), template: ORDER_STATUS_TEMPLATE, sendAfter: now, createdAt: now };
  const payload = { orderId: messages.orderId, store: messages.store, total: messages.total };
  const rows = [
    {
      ...base,
      id: newId('out'),
      channel: 'email',
      toEmail: messages.email.trim().toLowerCase(),
      payload: JSON.stringify({ ...payload, ...messages.mail, promo: messages.promo ?? null }),
    },
    ...(messages.phone.trim()
      ? [
          {
            ...base,
            id: newId('out'),
            channel: 'sms',
            toEmail: messages.phone.trim(),
            payload: JSON.stringify({ ...payload, text: messages.sms }),
          },
        ]
      : []),
  ];
  await trx.insertInto('emailOutbox').values(rows).execute();
}

/** An order message as its reader sees it: the e-mail's greeting and sentence, or the SMS text as the greeting. */
export function renderOrderMessage(payload: OrderMessagePayload): RenderedEmail {
  const body = text(payload.body);
  const promo =
    payload.promo && typeof payload.promo.amount === 'number' && payload.promo.amount > 0
      ? ` ${text(payload.promo.label)}: -${formatMoney(payload.promo.amount)}.`
      : '';
  return {
    subject: text(payload.subject),
    greeting: payload.text !== undefined ? text(payload.text) : `${text(payload.greeting)} ${body}${promo}`.trim(),
    lines: [],
    total: formatMoney(typeof payload.total === 'number' ? payload.total : 0),
    link: YOUR_ORDER_LINK,
    store: text(payload.store),
  };
}

/** Marks the reminders that have fallen due as sent; the number sent. */
export async function deliverDueEmails(db: Kysely<Database>, now: number): Promise<number> {
  const result = await db
    .updateTable('emailOutbox')
    .set({ sentAt: now })
    .where('sendAfter', '<=', now)
    .where('sentAt', 'is', null)
    .where('cancelledAt', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows ?? 0);
}

export const outboxRoutes: Route[] = [
  {
    method: 'GET',
    pattern: '/api/dev/outbox',
    handle: async (ctx) => {
      if (!ctx.devOutbox) throw new ApiError(404, 'Not found.');
      const now = ctx.now();
      await deliverDueEmails(ctx.db, now);
      const to = (ctx.query.get('to') ?? '').trim().toLowerCase().slice(0, 320);
      let query = ctx.db.selectFrom('emailOutbox').selectAll().orderBy('createdAt', 'desc').orderBy('id', 'desc').limit(OUTBOX_LIST_LIMIT);
      // An order's messages are found by their address (the e-mail, or the SMS's phone number).
      if (to)
        query = query.where((eb) =>
          eb.or([
            eb('dedupeKey', 'in', [abandonedCartDedupeKey(to), signInLinkDedupeKey(to), passwordResetDedupeKey(to)]),
            eb.and([eb('template', '=', ORDER_STATUS_TEMPLATE), eb('toEmail', '=', to)]),
          ]),
        );
      const rows = await query.execute();
      const entries: OutboxEntry[] = rows.map((row) => ({
        id: row.id,
        to: row.toEmail,
        channel: row.channel === 'sms' ? 'sms' : 'email',
        ...(row.channel === 'sms' ? { text: text(readJson<OrderMessagePayload>(row.payload, {}).text) } : {}),
        template: row.template,
        status: row.cancelledAt !== null ? 'cancelled' : row.sentAt !== null ? 'sent' : 'scheduled',
        sendAfter: row.sendAfter,
        sentAt: row.sentAt,
        email:
          row.template === ABANDONED_CART_TEMPLATE
            ? renderAbandonedCartEmail(ctx, readJson<ReminderPayload>(row.payload, {}))
            : row.template === ORDER_STATUS_TEMPLATE
              ? renderOrderMessage(readJson<OrderMessagePayload>(row.payload, {}))
              : (LINK_EMAILS[row.template]?.(readJson<Partial<MailedLinkPayload>>(row.payload, {})) ?? {
                  subject: row.template,
                  greeting: '',
                  lines: [],
                  total: formatMoney(0),
                  link: '/',
                  store: '',
                }),
      }));
      return { status: 200, json: { statusCode: 200, data: { entries } } };
    },
  },
];
