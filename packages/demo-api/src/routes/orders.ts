/**
 * Orders (spec 2.11): placed from the signed-in shopper's server cart, priced on the server, kept
 * with their lines, totals and status history. Placing is ONE transaction — the order, its lines,
 * its first status and the emptied cart land together or not at all — and idempotent: the client's
 * `requestKey` makes a retried 'Place order' return the first order instead of a second one.
 * A shopper only ever sees their own orders (another's id answers 404, as an unknown one does).
 * After placing (issue 35): every status change is moveOrder (the moves rules/commerce/orderLifecycle
 * allows, one transaction with a compare-and-set, a history row, an e-mail and an SMS), used by the
 * shopper's cancel and "I'm here" here and by the staff board (routes/staff.ts).
 */
import type { CartItem, MenuType, OrderType, Retailer } from '@storefront/components/domain';
import {
  FORM_CHECK_MESSAGES,
  formCheck,
  isOfferedSlot,
  lineUnavailableMessages,
  orderMoveRefusal,
  orderStatusEmail,
  orderStatusName,
  orderStatusSms,
  vehicleProblem,
  type CancelledBy,
  type OrderActor,
  type OrderStatus,
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
import { orderPromoLine, priceOrder, priceOrderWithPromo, toCents } from './pricing.ts';
import { findPromoCode, termsOf } from './promoCodes.ts';
import { writeOrderMessages } from './outbox.ts';
import { returnStock, takeStock } from '../stock.ts';
import { releaseSlot, takeSlot } from './slots.ts';

export type Db = Kysely<Database> | Transaction<Database>;

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
export async function orderView(db: Db, order: OrderRow) {
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
    promo: await orderPromoLine(db, order),
    lines: lines.map(({ orderId: _orderId, ...line }) => ({
      ...line,
      unitPrice: line.unitPriceCents / 100,
      lineTotal: line.lineTotalCents / 100,
    })),
    statusHistory: history,
  };
}

export async function ownOrder(db: Db, userId: string, id: string): Promise<OrderRow> {
  const order = await db.selectFrom('orders').selectAll().where('userId', '=', userId).where('id', '=', id).executeTakeFirst();
  if (!order) throw new ApiError(404, 'Order not found.');
  return order;
}

/** The contact an order's messages go to (its checkout details), with the store's name. */
function orderContact(ctx: RouteContext, order: OrderRow) {
  const info = readJson<Partial<OrderDetails> | null>(order.details, null);
  return {
    email: info?.contact?.email ?? '',
    phone: info?.contact?.phone ?? '',
    firstName: info?.contact?.firstName ?? '',
    store: findRetailer(ctx, order.retailerId)?.name ?? 'Your store',
  };
}

/** Writes the e-mail and the SMS for an order now in `order.status` (inside the change's transaction). */
async function tellShopper(ctx: RouteContext, trx: Db, order: OrderRow, now: number): Promise<void> {
  const contact = orderContact(ctx, order);
  if (!contact.email) return;
  const input = {
    status: order.status,
    orderType: order.orderType,
    number: order.number,
    storeName: contact.store,
    firstName: contact.firstName,
    cancelledBy: order.cancelledBy as CancelledBy | null,
    reason: order.cancelReason,
    vehicle: order.arrivalVehicle,
  };
  await writeOrderMessages(
    trx,
    {
      orderId: order.id,
      email: contact.email,
      phone: contact.phone,
      store: contact.store,
      total: order.totalCents / 100,
      mail: orderStatusEmail(input),
      sms: orderStatusSms(input),
      promo: await orderPromoLine(trx, order),
    },
    now,
  );
}

const REFUSALS = {
  'unknown-status': 'That order status is not known.',
  'not-allowed': null,
  'reason-required': 'Please give the shopper a reason.',
} as const;

export interface OrderMove {
  to: OrderStatus;
  actor: OrderActor;
  /** The store's reason for cancelling. */
  reason?: string;
  /** The curbside shopper's vehicle ("I'm here"). */
  vehicle?: string;
}

/**
 * One status change (issue 35): refused with 409 unless rules/commerce/orderLifecycle allows it to
 * this actor, then in ONE transaction a compare-and-set on the status read (a concurrent change makes
 * it miss: 409), a history row, the stock back on the shelf for a cancellation, and the e-mail and
 * SMS to the shopper. `read` finds the order inside the transaction (it decides who may see it).
 */
export async function moveOrder(ctx: RouteContext, read: (trx: Db) => Promise<OrderRow>, move: OrderMove): Promise<OrderRow> {
  const now = ctx.now();
  return ctx.db.transaction().execute(async (trx) => {
    const current = await read(trx);
    const refusal = orderMoveRefusal({
      orderType: current.orderType,
      from: current.status,
      to: move.to,
      actor: move.actor,
      reason: move.reason,
    });
    if (refusal)
      throw new ApiError(
        409,
        REFUSALS[refusal] ??
          `Order #${current.number} is ${orderStatusName(current.status, current.orderType, current.cancelledBy as CancelledBy | null).toLowerCase()}: it cannot be ${move.to === 'cancelled' ? 'cancelled' : `moved to ${orderStatusName(move.to, current.orderType).toLowerCase()}`} now.`,
      );
    const cancelledBy: CancelledBy | null = move.to === 'cancelled' ? (move.actor === 'shopper' ? 'shopper' : 'store') : null;
    const changes = {
      status: move.to,
      updatedAt: now,
      ...(cancelledBy ? { cancelledBy, cancelReason: cancelledBy === 'store' ? (move.reason?.trim() ?? null) : null } : {}),
      ...(move.to === 'arrived' ? { arrivalVehicle: move.vehicle?.trim() ?? null, arrivedAt: now } : {}),
    };
    // Only moves from the status just read: a concurrent change makes this update miss.
    const result = await trx
      .updateTable('orders')
      .set(changes)
      .where('id', '=', current.id)
      .where('status', '=', current.status)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) throw new ApiError(409, 'The order changed meanwhile. Please reload it.');
    const moved: OrderRow = { ...current, ...changes };
    const note =
      cancelledBy === 'shopper'
        ? 'Cancelled by the shopper.'
        : cancelledBy === 'store'
          ? `Cancelled by the store: ${moved.cancelReason ?? ''}`
          : move.to === 'arrived'
            ? `The shopper is here: ${moved.arrivalVehicle ?? ''}`
            : `${orderStatusName(move.to, current.orderType)}.`;
    await trx.insertInto('orderStatusHistory').values({ orderId: current.id, status: move.to, note, at: now }).execute();
    if (move.to === 'cancelled') {
      // What it had taken goes back on the store's shelf.
      const lines = await trx
        .selectFrom('orderLines')
        .select(['productId', 'option', 'quantity'])
        .where('orderId', '=', current.id)
        .execute();
      await returnStock(trx, current.retailerId, lines, now);
      // And its pickup or delivery time frees the place it held (routes/slots.ts).
      await releaseSlot(trx, current.retailerId, readJson<OrderDetails | null>(current.details, null)?.slot, now);
    }
    await tellShopper(ctx, trx, moved, now);
    return moved;
  });
}

/**
 * Staff mark a line unavailable (issue 35, item 4) while the order is open and not yet handed over:
 * the line leaves the order, the rest is priced again with the one pricing function at the time the
 * order was placed (the deals it was placed under still hold), and the shopper is told by e-mail and
 * SMS. The removed quantity does not go back on the shelf: the store has just found it missing.
 * The order's only line cannot be removed (the store cancels the order with a reason instead).
 */
export async function removeOrderLine(ctx: RouteContext, read: (trx: Db) => Promise<OrderRow>, position: number): Promise<OrderRow> {
  const now = ctx.now();
  return ctx.db.transaction().execute(async (trx) => {
    const current = await read(trx);
    if (!['placed', 'confirmed', 'preparing'].includes(current.status))
      throw new ApiError(
        409,
        `Order #${current.number} is ${orderStatusName(current.status, current.orderType).toLowerCase()}: its lines can no longer change.`,
      );
    const lines = await trx.selectFrom('orderLines').selectAll().where('orderId', '=', current.id).orderBy('position').execute();
    const removed = lines.find((line) => line.position === position);
    if (!removed) throw new ApiError(404, 'That line is not on the order.');
    const kept = lines.filter((line) => line !== removed);
    if (kept.length === 0) throw new ApiError(409, "That is the order's only line: cancel the order with a reason instead.");
    const retailer = findRetailer(ctx, current.retailerId);
    if (!retailer) throw new ApiError(404, 'Order not found.');
    // The promo code the order was placed with keeps applying to what is left (its use stays recorded).
    const used = await orderPromoLine(trx, current);
    const promo = used ? await findPromoCode(trx, used.code) : null;
    const priced = priceOrder(
      ctx,
      kept.map((line) => ({
        product: ctx.catalog.products.find((p) => p.id === line.productId),
        option: line.option,
        quantity: line.quantity,
        label: line.name,
      })),
      retailer,
      current.pricingType as MenuType,
      new Date(current.createdAt),
      promo ? termsOf(promo) : null,
    );
    // Compare-and-set on the status and the time of the last change: a concurrent change misses.
    const totals = {
      subtotalCents: priced.subtotalCents,
      discountCents: priced.discountCents,
      taxCents: priced.taxCents,
      totalCents: priced.totalCents,
    };
    const result = await trx
      .updateTable('orders')
      .set({ ...totals, updatedAt: now })
      .where('id', '=', current.id)
      .where('status', '=', current.status)
      .where('updatedAt', '=', current.updatedAt)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) throw new ApiError(409, 'The order changed meanwhile. Please reload it.');
    if (used)
      await trx
        .updateTable('promoRedemptions')
        .set({ amountCents: toCents(priced.promo?.amount ?? 0) })
        .where('userId', '=', current.userId)
        .where('requestKey', '=', current.requestKey)
        .execute();
    await trx.deleteFrom('orderLines').where('orderId', '=', current.id).execute();
    await trx
      .insertInto('orderLines')
      .values(priced.lines.map((line, index) => ({ orderId: current.id, position: kept[index]?.position ?? index, ...line })))
      .execute();
    const label = `${removed.name} (${removed.option})`;
    await trx
      .insertInto('orderStatusHistory')
      .values({ orderId: current.id, status: current.status, note: `${label} was unavailable and was removed.`, at: now })
      .execute();
    const contact = orderContact(ctx, current);
    const messages = lineUnavailableMessages({
      storeName: contact.store,
      number: current.number,
      lineName: label,
      total: priced.totalCents / 100,
      firstName: contact.firstName,
    });
    if (contact.email)
      await writeOrderMessages(
        trx,
        {
          orderId: current.id,
          email: contact.email,
          phone: contact.phone,
          store: contact.store,
          total: priced.totalCents / 100,
          mail: messages.email,
          sms: messages.sms,
        },
        now,
      );
    return { ...current, ...totals, updatedAt: now };
  });
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
            // Priced with the cart's promo code, its one use recorded in this transaction (pricing.ts).
            const { lines, ...totals } = await priceOrderWithPromo(trx, ctx, {
              user,
              requestKey,
              requests: lineRequests(ctx, cart.items),
              retailer,
              pricingType,
              now,
            });
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
              cancelledBy: null,
              cancelReason: null,
              arrivalVehicle: null,
              arrivedAt: null,
            };
            // The store's shelf: a line it no longer has enough of refuses the order (nothing is taken).
            await takeStock(
              trx,
              retailer,
              lines.map((line) => ({ productId: line.productId, name: line.name, option: line.option, quantity: line.quantity })),
              now,
            );
            // The slot's place (slots.ts): a full slot refuses the order with the next open ones.
            await takeSlot(trx, retailer, orderType, info.slot, now);
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
            await tellShopper(ctx, trx, order, now);
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
      const id = ctx.params.id ?? '';
      const existing = await ownOrder(ctx.db, user._id, id);
      // Cancelling twice answers as the first time did.
      if (existing.status === 'cancelled' && existing.cancelledBy === 'shopper')
        return ok(await orderView(ctx.db, existing), 200, `Order #${existing.number} is cancelled.`);
      const order = await moveOrder(ctx, (trx) => ownOrder(trx, user._id, id), { to: 'cancelled', actor: 'shopper' });
      return ok(await orderView(ctx.db, order), 200, `Order #${order.number} is cancelled.`);
    },
  },
  {
    method: 'POST',
    pattern: '/api/orders/:id/here',
    handle: async (ctx) => {
      const user = requireUser(ctx);
      const body = asObject(ctx.body);
      const vehicle = typeof body.vehicle === 'string' ? body.vehicle : '';
      const problem = vehicleProblem(vehicle);
      if (problem) throw new ApiError(400, problem);
      const id = ctx.params.id ?? '';
      const order = await moveOrder(ctx, (trx) => ownOrder(trx, user._id, id), { to: 'arrived', actor: 'shopper', vehicle });
      return ok(await orderView(ctx.db, order), 200, 'Thanks! The store knows you are here and will bring your order out.');
    },
  },
];
