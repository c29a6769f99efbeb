/**
 * The staff order board's API (issue 35, item 4): a staff member (auth/staff.ts) lists their store's
 * orders by status, moves one a step on, cancels one with a reason, and marks a line unavailable
 * (the order re-priced, the shopper told). Every change is routes/orders.ts moveOrder or
 * removeOrderLine: one transaction, compare-and-set on the status, a history row, an e-mail and an
 * SMS. Staff see what the handover needs (the shopper's name and phone, the lines, the arrival) and
 * nothing else of the shopper's: no e-mail, payment, medical card, nor their other stores' orders.
 */
import { cancelReasonProblem, nextOrderStatus, type OrderStatus } from '@storefront/components/rules';
import type { StaffBoardOrder } from '@storefront/components/api';
import type { OrderRow } from '../db/schema.ts';
import { requireStaff, staffOrder } from '../auth/staff.ts';
import { ApiError, asObject, ok, readJson, type Route, type RouteContext } from '../router.ts';
import { findRetailer } from './catalog.ts';
import { moveOrder, removeOrderLine, type Db } from './orders.ts';

/** Closed orders stay on the board this long after their last change (the day's handovers). */
export const STAFF_BOARD_CLOSED_MS = 12 * 60 * 60 * 1000;
/** The most orders one board shows. */
export const STAFF_BOARD_LIMIT = 200;

/** The board's order (the client's StaffBoardOrder, one shape for both sides), its next status typed. */
export type StaffOrderView = Omit<StaffBoardOrder, 'next'> & { next: OrderStatus | null };

async function staffView(db: Db, orders: OrderRow[]): Promise<StaffOrderView[]> {
  if (orders.length === 0) return [];
  const lines = await db
    .selectFrom('orderLines')
    .select(['orderId', 'position', 'name', 'option', 'quantity', 'lineTotalCents'])
    .where(
      'orderId',
      'in',
      orders.map((o) => o.id),
    )
    .orderBy('position')
    .execute();
  return orders.map((order) => {
    const details = readJson<{ contact?: unknown; slot?: unknown; deliveryAddress?: unknown; note?: unknown } | null>(order.details, null);
    const contact = (details?.contact ?? {}) as { firstName?: string; lastName?: string; phone?: string };
    return {
      id: order.id,
      number: order.number,
      status: order.status,
      orderType: order.orderType,
      retailerId: order.retailerId,
      createdAt: order.createdAt,
      updatedAt: order.updatedAt,
      slot: typeof details?.slot === 'string' ? details.slot : null,
      customerName: [contact.firstName, contact.lastName?.charAt(0) ? `${contact.lastName.charAt(0)}.` : ''].filter(Boolean).join(' '),
      phone: contact.phone ?? '',
      deliveryAddress: typeof details?.deliveryAddress === 'string' ? details.deliveryAddress : null,
      note: typeof details?.note === 'string' ? details.note : '',
      total: order.totalCents / 100,
      lines: lines
        .filter((line) => line.orderId === order.id)
        .map((line) => ({
          position: line.position,
          name: line.name,
          option: line.option,
          quantity: line.quantity,
          lineTotal: line.lineTotalCents / 100,
        })),
      arrivalVehicle: order.arrivalVehicle,
      arrivedAt: order.arrivedAt,
      cancelledBy: order.cancelledBy,
      cancelReason: order.cancelReason,
      next: nextOrderStatus(order.orderType, order.status),
    };
  });
}

const storeOf = (ctx: RouteContext, id: string) => ({ id, name: findRetailer(ctx, id)?.name ?? id });

async function oneView(ctx: RouteContext, order: OrderRow): Promise<StaffOrderView> {
  const [view] = await staffView(ctx.db, [order]);
  if (!view) throw new ApiError(404, 'Order not found.');
  return view;
}

export const staffRoutes: Route[] = [
  {
    method: 'GET',
    pattern: '/api/staff/orders',
    handle: async (ctx) => {
      const staff = await requireStaff(ctx);
      const asked = ctx.query.get('retailerId');
      // Another store's board answers as an unknown store would.
      if (asked && !staff.stores.includes(asked)) throw new ApiError(404, 'Store not found.');
      const retailerId = asked ?? staff.stores[0] ?? '';
      const since = ctx.now() - STAFF_BOARD_CLOSED_MS;
      const orders = await ctx.db
        .selectFrom('orders')
        .selectAll()
        .where('retailerId', '=', retailerId)
        .where((eb) => eb.or([eb('status', 'not in', ['completed', 'cancelled']), eb('updatedAt', '>=', since)]))
        // The newest first under the limit (the board sorts each section oldest first).
        .orderBy('createdAt', 'desc')
        .limit(STAFF_BOARD_LIMIT)
        .execute();
      return ok({
        store: storeOf(ctx, retailerId),
        stores: staff.stores.map((id) => storeOf(ctx, id)),
        orders: await staffView(ctx.db, orders),
      });
    },
  },
  {
    method: 'POST',
    pattern: '/api/staff/orders/:id/advance',
    handle: async (ctx) => {
      const staff = await requireStaff(ctx);
      const body = asObject(ctx.body ?? {});
      const id = ctx.params.id ?? '';
      const current = await staffOrder(ctx.db, staff.stores, id);
      // The status the board showed the button for: a board behind the order is refused, never moved twice.
      const to = typeof body.to === 'string' ? body.to : (nextOrderStatus(current.orderType, current.status) ?? current.status);
      const order = await moveOrder(ctx, (trx) => staffOrder(trx, staff.stores, id), { to: to as OrderStatus, actor: 'staff' });
      return ok(await oneView(ctx, order), 200, `Order #${order.number} moved on.`);
    },
  },
  {
    method: 'POST',
    pattern: '/api/staff/orders/:id/cancel',
    handle: async (ctx) => {
      const staff = await requireStaff(ctx);
      const body = asObject(ctx.body ?? {});
      const reason = typeof body.reason === 'string' ? body.reason.trim() : '';
      const problem = cancelReasonProblem(reason);
      if (problem) throw new ApiError(400, problem);
      const id = ctx.params.id ?? '';
      const order = await moveOrder(ctx, (trx) => staffOrder(trx, staff.stores, id), { to: 'cancelled', actor: 'staff', reason });
      return ok(await oneView(ctx, order), 200, `Order #${order.number} is cancelled.`);
    },
  },
  {
    method: 'POST',
    pattern: '/api/staff/orders/:id/lines/:position/unavailable',
    handle: async (ctx) => {
      const staff = await requireStaff(ctx);
      const id = ctx.params.id ?? '';
      const position = Number(ctx.params.position);
      if (!Number.isInteger(position) || position < 0) throw new ApiError(404, 'That line is not on the order.');
      const order = await removeOrderLine(ctx, (trx) => staffOrder(trx, staff.stores, id), position);
      return ok(await oneView(ctx, order), 200, `Order #${order.number} was re-priced and the shopper told.`);
    },
  },
];
