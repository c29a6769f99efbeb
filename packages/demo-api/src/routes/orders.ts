/**
 * Orders (spec 2.11): placed from the signed-in shopper's server cart, priced on the server, kept
 * with their lines, totals and status history. Placing is ONE transaction — the order, its lines,
 * its first status and the emptied cart land together or not at all — and idempotent: the client's
 * `requestKey` makes a retried 'Place order' return the first order instead of a second one.
 * A shopper only ever sees their own orders (another's id answers 404, as an unknown one does).
 */
import type { CartItem, MenuType, OrderType, Retailer } from '@storefront/components/domain';
import {
  FORM_CHECK_MESSAGES,
  formCheck,
  isCancellableOrder,
  isOfferedSlot,
  isStoreOpen,
  menuTypes,
  orderTypes,
  paymentMethods,
  type PaymentMethod,
} from '@storefront/components/rules';
import type { Kysely, Transaction } from 'kysely';
import type { Database, OrderRow } from '../db/schema.ts';
import {
  ApiError,
  asObject,
  emailField,
  nameField,
  newId,
  ok,
  oneOf,
  optionalString,
  page,
  readJson,
  requireUser,
  requiredString,
  type Json,
  type Route,
  type RouteContext,
} from '../router.ts';
import { findRetailer } from './catalog.ts';
import { clearCart, readCart, userCart } from './cart.ts';
import { priceOrder } from './pricing.ts';
import { returnStock, takeStock } from '../stock.ts';

type Db = Kysely<Database> | Transaction<Database>;

export const ORDER_STATUSES = ['placed', 'accepted', 'ready', 'completed', 'cancelled'] as const;

interface OrderDetails {
  contact: { firstName: string; lastName: string; email: string; phone: string };
  /** The chosen pickup or delivery time (ISO), or null for as soon as possible while the store is open. */
  slot: string | null;
  /** How the shopper pays; a card keeps only its last four digits and expiry. */
  payment: { method: PaymentMethod; cardLastFour?: string; cardExpiry?: string };
  /** A medical order's patient card. */
  medicalCard: { number: string; expiry: string } | null;
  note: string;
  deliveryAddress: string | null;
}

/** The payment as the checkout sends it: the method, and for a card its last four digits and expiry only. */
function paymentOf(body: Json): OrderDetails['payment'] {
  if (body.payment === undefined || body.payment === null) return { method: 'AT_PICKUP' };
  const payment = asObject(body.payment, '"payment"');
  const method = oneOf(payment.method, paymentMethods, 'payment.method');
  if (method !== 'CARD') return { method };
  const cardLastFour = requiredString(payment, 'cardLastFour', 'card number', 4);
  if (!/^\d{4}$/.test(cardLastFour)) throw new ApiError(400, FORM_CHECK_MESSAGES.ccNum);
  const cardExpiry = requiredString(payment, 'cardExpiry', 'card expiry', 7);
  if (!cardExpiry.includes('/')) throw new ApiError(400, FORM_CHECK_MESSAGES.ccExp);
  return { method, cardLastFour, cardExpiry };
}

/**
 * When the order is for: a slot the store offers now (orderSlots: in its hours, not past), or with
 * no slot, now — only while the store is open.
 */
function slotOf(body: Json, retailer: Retailer, now: Date): string | null {
  const slot = optionalString(body, 'slot', 40)?.trim() || null;
  if (slot) {
    if (!isOfferedSlot(retailer, slot, now)) throw new ApiError(400, 'That time is no longer available. Please choose another time.');
    return new Date(slot).toISOString();
  }
  if (!isStoreOpen(retailer, now)) throw new ApiError(400, `${retailer.name} is closed now. Please choose a pickup time.`);
  return null;
}

function details(body: Json, orderType: OrderType, pricingType: MenuType, retailer: Retailer, now: Date): OrderDetails {
  const contact = asObject(body.contact, '"contact"');
  const firstName = nameField(contact, 'firstName', { label: 'first name', max: 100 });
  const lastName = nameField(contact, 'lastName', { label: 'last name', max: 100 });
  const email = emailField(contact);
  const phone = requiredString(contact, 'phone', 'contact number', 40);
  const message = formCheck({ firstName, lastName, email, contactNumber: phone }, ['firstName', 'lastName', 'email', 'contactNumber']);
  if (message) throw new ApiError(400, message);
  const deliveryAddress = optionalString(body, 'deliveryAddress', 300)?.trim() || null;
  if (orderType === 'DELIVERY' && !deliveryAddress) throw new ApiError(400, 'Please enter delivery address.');
  const medical = pricingType === 'MEDICAL' ? asObject(body.medicalCard ?? {}, '"medicalCard"') : null;
  const medicalCard = medical
    ? {
        number: requiredString(medical, 'number', 'medical card number', 40),
        expiry: requiredString(medical, 'expiry', 'medical card expiry', 20),
      }
    : null;
  return {
    contact: { firstName, lastName, email, phone },
    note: optionalString(body, 'note', 500)?.trim() ?? '',
    deliveryAddress,
    slot: slotOf(body, retailer, now),
    payment: paymentOf(body),
    medicalCard,
  };
}

/** The order as the API shows it: totals in dollars and cents, lines, status history. */
async function orderView(db: Db, order: OrderRow) {
  const lines = await db.selectFrom('orderLines').selectAll().where('orderId', '=', order.id).orderBy('position').execute();
  const history = await db
    .selectFrom('orderStatusHistory')
    .select(['status', 'note', 'at'])
    .where('orderId', '=', order.id)
    .orderBy('at')
    .orderBy('id')
    .execute();
  const { requestKey: _requestKey, details: text, ...rest } = order;
  return {
    ...rest,
    details: readJson<OrderDetails | null>(text, null),
    subtotal: order.subtotalCents / 100,
    discount: order.discountCents / 100,
    tax: order.taxCents / 100,
    total: order.totalCents / 100,
    lines: lines.map(({ orderId: _orderId, ...line }) => ({
      ...line,
      unitPrice: line.unitPriceCents / 100,
      lineTotal: line.lineTotalCents / 100,
    })),
    statusHistory: history,
  };
}

async function ownOrder(db: Db, userId: string, id: string): Promise<OrderRow> {
  const order = await db.selectFrom('orders').selectAll().where('userId', '=', userId).where('id', '=', id).executeTakeFirst();
  if (!order) throw new ApiError(404, 'Order not found.');
  return order;
}

const byRequest = (db: Db, userId: string, requestKey: string) =>
  db.selectFrom('orders').selectAll().where('userId', '=', userId).where('requestKey', '=', requestKey).executeTakeFirst();

const orderNumber = (): string => String(1_000_000 + ((crypto.getRandomValues(new Uint32Array(1))[0] ?? 0) % 9_000_000));

const lineRequests = (ctx: RouteContext, items: CartItem[]) =>
  items.map((item) => ({
    product: ctx.catalog.products.find((p) => p.id === item.productId),
    option: item.option,
    quantity: item.quantity,
    label: item.product?.name ?? item.productId,
  }));

export const orderRoutes: Route[] = [
  {
    method: 'POST',
    pattern: '/api/orders',
    handle: async (ctx) => {
      const user = requireUser(ctx);
      const body = asObject(ctx.body);
      const requestKey = requiredString(body, 'requestKey', 'requestKey', 100);
      const previous = await byRequest(ctx.db, user._id, requestKey);
      if (previous) return ok(await orderView(ctx.db, previous), 200, 'Order already placed.');

      const retailerId = requiredString(body, 'retailerId', 'retailerId', 100);
      const retailer = findRetailer(ctx, retailerId);
      if (!retailer) throw new ApiError(404, `Retailer "${retailerId}" was not found.`);
      const orderType = oneOf(body.orderType, orderTypes, 'orderType');
      const pricingType = oneOf(body.pricingType, menuTypes, 'pricingType');
      if (!retailer.menuTypes.includes(pricingType))
        throw new ApiError(400, `${retailer.name} does not offer a ${pricingType.toLowerCase()} menu.`);
      const now = ctx.now();
      const info = details(body, orderType, pricingType, retailer, new Date(now));

      for (let attempt = 0; attempt < 3; attempt += 1) {
        try {
          const placed = await ctx.db.transaction().execute(async (trx) => {
            const cart = await readCart(trx, userCart(user._id));
            if (cart.items.length === 0) throw new ApiError(400, 'Your cart is empty.');
            const { lines, ...totals } = priceOrder(ctx, lineRequests(ctx, cart.items), retailer, pricingType, new Date(now));
            const order: OrderRow = {
              id: newId('ord'),
              number: orderNumber(),
              userId: user._id,
              retailerId: retailer.id,
              orderType,
              pricingType,
              status: 'placed',
              ...totals,
              details: JSON.stringify(info),
              requestKey,
              createdAt: now,
              updatedAt: now,
            };
            // The store's shelf: a line it no longer has enough of refuses the order (nothing is taken).
            await takeStock(
              trx,
              retailer,
              lines.map((line) => ({ productId: line.productId, name: line.name, option: line.option, quantity: line.quantity })),
              now,
            );
            await trx.insertInto('orders').values(order).execute();
            await trx
              .insertInto('orderLines')
              .values(lines.map((line, position) => ({ orderId: order.id, position, ...line })))
              .execute();
            await trx
              .insertInto('orderStatusHistory')
              .values({
                orderId: order.id,
                status: 'placed',
                note: `Placed for ${orderType.toLowerCase().replace(/_/g, ' ')} at ${retailer.name}.`,
                at: now,
              })
              .execute();
            await clearCart(trx, userCart(user._id), now);
            return order;
          });
          return {
            status: 201,
            json: { statusCode: 201, message: `Thank you! Your order #${placed.number} is placed.`, data: await orderView(ctx.db, placed) },
          };
        } catch (error) {
          // The same requestKey placed at the same moment: its order (whether the keys collided, or
          // it emptied the cart first and this one found 'Your cart is empty.'). Else a refusal
          // stands, and a random order number already taken tries again with another.
          const same = await byRequest(ctx.db, user._id, requestKey);
          if (same) return ok(await orderView(ctx.db, same), 200, 'Order already placed.');
          if (error instanceof ApiError || attempt === 2) throw error;
        }
      }
      throw new ApiError(500, 'Could not place the order. Please try again.');
    },
  },
  {
    method: 'GET',
    pattern: '/api/orders',
    handle: async (ctx) => {
      const user = requireUser(ctx);
      const orders = await ctx.db
        .selectFrom('orders')
        .selectAll()
        .where('userId', '=', user._id)
        .orderBy('createdAt', 'desc')
        .limit(500)
        .execute();
      return page(
        orders.map(({ requestKey: _r, details: _d, ...o }) => ({ ...o, total: o.totalCents / 100 })),
        ctx.query,
      );
    },
  },
  {
    method: 'GET',
    pattern: '/api/orders/:id',
    handle: async (ctx) => {
      const user = requireUser(ctx);
      return ok(await orderView(ctx.db, await ownOrder(ctx.db, user._id, ctx.params.id ?? '')));
    },
  },
  {
    method: 'POST',
    pattern: '/api/orders/:id/cancel',
    handle: async (ctx) => {
      const user = requireUser(ctx);
      const now = ctx.now();
      const order = await ctx.db.transaction().execute(async (trx) => {
        const current = await ownOrder(trx, user._id, ctx.params.id ?? '');
        if (current.status === 'cancelled') return current;
        if (!isCancellableOrder(current.status))
          throw new ApiError(409, `Order #${current.number} is ${current.status} and can no longer be cancelled.`);
        // Only moves from the status just read: a concurrent change makes this update miss.
        const result = await trx
          .updateTable('orders')
          .set({ status: 'cancelled', updatedAt: now })
          .where('id', '=', current.id)
          .where('status', '=', current.status)
          .executeTakeFirst();
        if (Number(result.numUpdatedRows) === 0) throw new ApiError(409, 'The order changed meanwhile. Please reload it.');
        await trx
          .insertInto('orderStatusHistory')
          .values({ orderId: current.id, status: 'cancelled', note: 'Cancelled by the shopper.', at: now })
          .execute();
        // What it had taken goes back on the store's shelf.
        const lines = await trx
          .selectFrom('orderLines')
          .select(['productId', 'option', 'quantity'])
          .where('orderId', '=', current.id)
          .execute();
        await returnStock(trx, current.retailerId, lines, now);
        return { ...current, status: 'cancelled', updatedAt: now };
      });
      return ok(await orderView(ctx.db, order), 200, `Order #${order.number} is cancelled.`);
    },
  },
];
