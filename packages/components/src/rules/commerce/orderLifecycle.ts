/**
 * An order's life after 'Place order' (issue 35, item 3): its statuses, which move each order type
 * allows and who may make it, how each status reads to the shopper, the e-mail and the SMS text each
 * change writes, and when the curbside "I'm here" button is offered. Pure: the server refuses what
 * these refuse (routes/orders.ts, routes/staff.ts) and the widgets show what these say.
 *
 * Paths by order type:
 * - pickup:   placed → confirmed → preparing → ready → completed
 * - curbside: placed → confirmed → preparing → ready → arrived → completed
 * - delivery: placed → confirmed → preparing → out_for_delivery → completed
 * The shopper may cancel while placed or confirmed (before preparing starts); the store may cancel
 * with a reason from any open status. One status 'cancelled' keeps who cancelled beside it
 * (`cancelledBy`), so reports and purchases that leave cancelled orders out need no change.
 */
import type { OrderType } from '../../domain/types.ts';
import { formatMoney } from './money.ts';
import { CANCELLABLE_ORDER_STATUSES, isClosedOrderStatus } from './orders.ts';

export const ORDER_STATUSES = [
  'placed',
  'confirmed',
  'preparing',
  'ready',
  'out_for_delivery',
  'arrived',
  'completed',
  'cancelled',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export type CancelledBy = 'shopper' | 'store';

/** The statuses an order moves through, in order, for its type (cancelling leaves the path). */
export const ORDER_PATHS: Readonly<Record<OrderType, readonly OrderStatus[]>> = {
  PICKUP: ['placed', 'confirmed', 'preparing', 'ready', 'completed'],
  CURBSIDE_PICKUP: ['placed', 'confirmed', 'preparing', 'ready', 'arrived', 'completed'],
  DELIVERY: ['placed', 'confirmed', 'preparing', 'out_for_delivery', 'completed'],
};

/** Before preparing starts the shelf is untouched: the shopper may still change their mind. */
export const SHOPPER_CANCELLABLE_STATUSES = CANCELLABLE_ORDER_STATUSES as readonly OrderStatus[];

export const isOrderStatus = (status: string): status is OrderStatus => (ORDER_STATUSES as readonly string[]).includes(status);

/** Completed and cancelled orders move no further. */
export const isOpenOrderStatus = (status: string): boolean => isOrderStatus(status) && !isClosedOrderStatus(status);

const pathOf = (orderType: string): readonly OrderStatus[] =>
  (ORDER_PATHS as Record<string, readonly OrderStatus[] | undefined>)[orderType] ?? ORDER_PATHS.PICKUP;

/**
 * The status the store moves an order to next, or null when it cannot. A curbside order waits at
 * 'ready' for the shopper's "I'm here"; the store may still hand it over (the shopper walked in),
 * so 'ready' → 'completed' is allowed to staff as well.
 */
export function nextOrderStatus(orderType: string, status: string): OrderStatus | null {
  const path = pathOf(orderType);
  const index = path.indexOf(status as OrderStatus);
  if (index < 0 || index === path.length - 1) return null;
  if (orderType === 'CURBSIDE_PICKUP' && status === 'ready') return 'completed';
  return path[index + 1] ?? null;
}

export type OrderActor = 'shopper' | 'staff';

export type OrderMoveRefusal = 'unknown-status' | 'not-allowed' | 'reason-required';

/**
 * Whether `actor` may move an order of `orderType` from `from` to `to`: null when allowed, else why
 * not. Staff advance one step (nextOrderStatus) or cancel an open order with a reason; the shopper
 * cancels before preparing and says "I'm here" at a ready curbside order.
 */
export function orderMoveRefusal(input: {
  orderType: string;
  from: string;
  to: string;
  actor: OrderActor;
  reason?: string;
}): OrderMoveRefusal | null {
  const { orderType, from, to, actor } = input;
  if (!isOrderStatus(from) || !isOrderStatus(to)) return 'unknown-status';
  if (to === 'cancelled') {
    if (actor === 'shopper') return SHOPPER_CANCELLABLE_STATUSES.includes(from) ? null : 'not-allowed';
    if (!isOpenOrderStatus(from)) return 'not-allowed';
    return (input.reason ?? '').trim() ? null : 'reason-required';
  }
  if (actor === 'shopper') return orderType === 'CURBSIDE_PICKUP' && from === 'ready' && to === 'arrived' ? null : 'not-allowed';
  return nextOrderStatus(orderType, from) === to ? null : 'not-allowed';
}

/** "I'm here" is offered on a curbside order once it is ready, until the shopper has said it. */
export const offersImHere = (orderType: string, status: string): boolean => orderType === 'CURBSIDE_PICKUP' && status === 'ready';

/** The store's button for the next step ('Confirm', 'Start preparing' …), by the status it moves to. */
export const ADVANCE_LABELS: Readonly<Record<OrderStatus, string>> = {
  placed: 'Place',
  confirmed: 'Confirm',
  preparing: 'Start preparing',
  ready: 'Mark ready',
  out_for_delivery: 'Send out for delivery',
  arrived: 'Mark arrived',
  completed: 'Complete',
  cancelled: 'Cancel',
};

/** How a status reads to the shopper for their order type ('Ready for pickup', 'Ready for curbside pickup'). */
export function orderStatusName(status: string, orderType: string, cancelledBy?: CancelledBy | null): string {
  switch (status) {
    case 'placed':
      return 'Placed';
    case 'accepted':
    case 'confirmed':
      return 'Confirmed';
    case 'preparing':
      return 'Preparing';
    case 'ready':
      return orderType === 'CURBSIDE_PICKUP' ? 'Ready for curbside pickup' : 'Ready for pickup';
    case 'out_for_delivery':
      return 'Out for delivery';
    case 'arrived':
      return 'Arrived';
    case 'completed':
      return orderType === 'DELIVERY' ? 'Delivered' : 'Picked up';
    case 'cancelled':
      return cancelledBy === 'store' ? 'Cancelled by the store' : cancelledBy === 'shopper' ? 'Cancelled by you' : 'Cancelled';
    default:
      return status.charAt(0).toUpperCase() + status.slice(1).replace(/_/g, ' ');
  }
}

/** What staff see for a status on the board (the shopper's words, but 'Shopper arrived' for curbside). */
export const staffStatusName = (status: string, orderType: string): string =>
  status === 'arrived' ? 'Shopper arrived' : status === 'completed' ? 'Completed' : orderStatusName(status, orderType);

export interface OrderMessageInput {
  status: string;
  orderType: string;
  number: string;
  storeName: string;
  firstName?: string;
  cancelledBy?: CancelledBy | null;
  /** The store's reason for cancelling. */
  reason?: string | null;
  /** The shopper's vehicle ("I'm here"). */
  vehicle?: string | null;
}

/** One sentence per status and order type: the body of the e-mail and (shortened) of the SMS. */
function statusSentence(input: OrderMessageInput): string {
  const { status, orderType, storeName } = input;
  const pickup = orderType === 'CURBSIDE_PICKUP' ? 'curbside pickup' : 'pickup';
  switch (status) {
    case 'placed':
      return `${storeName} has your order and will confirm it shortly.`;
    case 'confirmed':
      return `${storeName} confirmed your order.`;
    case 'preparing':
      return orderType === 'DELIVERY'
        ? `${storeName} is preparing your order for delivery.`
        : `${storeName} is preparing your order for ${pickup}.`;
    case 'ready':
      return orderType === 'CURBSIDE_PICKUP'
        ? `Your order is ready for curbside pickup at ${storeName}. When you park, tap "I'm here" in your order.`
        : `Your order is ready for pickup at ${storeName}. Bring a valid photo ID.`;
    case 'out_for_delivery':
      return `Your order is on its way from ${storeName}. Have a valid photo ID ready.`;
    case 'arrived':
      return `${storeName} knows you are here${input.vehicle ? ` (${input.vehicle})` : ''} and will bring your order out.`;
    case 'completed':
      return orderType === 'DELIVERY' ? `Your order from ${storeName} was delivered. Thank you!` : `You picked up your order. Thank you!`;
    case 'cancelled':
      return input.cancelledBy === 'store'
        ? `${storeName} cancelled your order${input.reason ? `: ${input.reason}` : '.'}`
        : `You cancelled your order at ${storeName}.`;
    default:
      return `Your order is now ${orderStatusName(status, orderType, input.cancelledBy)}.`;
  }
}

export interface OrderStatusEmail {
  subject: string;
  greeting: string;
  body: string;
}

/** The e-mail a status change writes to the outbox. */
export function orderStatusEmail(input: OrderMessageInput): OrderStatusEmail {
  const name = (input.firstName ?? '').trim();
  return {
    subject: `Order #${input.number}: ${orderStatusName(input.status, input.orderType, input.cancelledBy)}`,
    greeting: name ? `Hi ${name},` : 'Hello,',
    body: statusSentence(input),
  };
}

/** An SMS stays within one 160-character segment. */
export const SMS_MAX_LENGTH = 160;

/** The SMS text a status change writes to the outbox: the store, the order number, the sentence, cut to one segment. */
export function orderStatusSms(input: OrderMessageInput): string {
  const text = `${input.storeName}: order #${input.number}. ${statusSentence(input)}`;
  return text.length <= SMS_MAX_LENGTH ? text : `${text.slice(0, SMS_MAX_LENGTH - 1)}…`;
}

/** What the shopper is told when staff mark a line unavailable (the order re-priced). */
export function lineUnavailableSentence(input: { storeName: string; lineName: string; total: number }): string {
  return `${input.storeName} no longer has ${input.lineName} for your order. It was removed and your new total is ${formatMoney(input.total)}.`;
}

/** The e-mail and SMS for a removed line. */
export function lineUnavailableMessages(input: { storeName: string; number: string; lineName: string; total: number; firstName?: string }) {
  const sentence = lineUnavailableSentence(input);
  const name = (input.firstName ?? '').trim();
  const sms = `${input.storeName}: order #${input.number}. ${sentence}`;
  return {
    email: { subject: `Order #${input.number}: an item was removed`, greeting: name ? `Hi ${name},` : 'Hello,', body: sentence },
    sms: sms.length <= SMS_MAX_LENGTH ? sms : `${sms.slice(0, SMS_MAX_LENGTH - 1)}…`,
  };
}

/** A vehicle description for "I'm here": 2–80 characters, no control characters. Null when fine, else the message. */
export const VEHICLE_MAX_LENGTH = 80;
export const VEHICLE_MESSAGE = 'Please describe your vehicle (for example, blue Honda Civic).';
export function vehicleProblem(vehicle: string): string | null {
  const text = vehicle.trim();
  // eslint-disable-next-line no-control-regex
  if (text.length < 2 || text.length > VEHICLE_MAX_LENGTH || /[\u0000-\u001f\u007f]/.test(text)) return VEHICLE_MESSAGE;
  return null;
}

/** A store's cancel reason: 3–200 characters. */
export const CANCEL_REASON_MAX_LENGTH = 200;
export const CANCEL_REASON_MESSAGE = 'Please give the shopper a reason (3 to 200 characters).';
export const cancelReasonProblem = (reason: string): string | null =>
  reason.trim().length < 3 || reason.trim().length > CANCEL_REASON_MAX_LENGTH ? CANCEL_REASON_MESSAGE : null;

export interface TimelineEntry {
  status: string;
  label: string;
  /** When it happened (epoch ms), or null for a step still ahead. */
  at: number | null;
  state: 'done' | 'current' | 'ahead' | 'cancelled';
  note?: string;
}

/**
 * The order's timeline: every step of its type's path, the ones passed with their time, the current
 * one marked, the rest ahead; a cancelled order ends at its cancellation (with the reason) and shows
 * no steps ahead. `history` is the status history, oldest first.
 */
export function orderTimeline(input: {
  orderType: string;
  status: string;
  history: ReadonlyArray<{ status: string; at: number; note?: string }>;
  cancelledBy?: CancelledBy | null;
  cancelReason?: string | null;
}): TimelineEntry[] {
  const { orderType, status } = input;
  const path = pathOf(orderType);
  const seen = new Map<string, { at: number; note?: string }>();
  // A step's time is when it was reached: a later row of the same status (a line the store removed) is not a new step.
  for (const entry of input.history) {
    const step = entry.status === 'accepted' ? 'confirmed' : entry.status;
    if (!seen.has(step)) seen.set(step, entry);
  }
  if (status === 'cancelled') {
    const passed = path.filter((step) => seen.has(step));
    const cancelled = seen.get('cancelled');
    const reason = input.cancelReason?.trim();
    return [
      ...passed.map((step) => ({
        status: step,
        label: orderStatusName(step, orderType),
        at: seen.get(step)?.at ?? null,
        state: 'done' as const,
      })),
      {
        status: 'cancelled',
        label: orderStatusName('cancelled', orderType, input.cancelledBy),
        at: cancelled?.at ?? null,
        state: 'cancelled',
        ...(reason ? { note: reason } : {}),
      },
    ];
  }
  const current = path.indexOf((status === 'accepted' ? 'confirmed' : status) as OrderStatus);
  return (
    path
      // A curbside order handed over without "I'm here" never arrived: the step is left out.
      .filter((step) => !(step === 'arrived' && status === 'completed' && !seen.has('arrived')))
      .map((step) => {
        const index = path.indexOf(step);
        const state = index < current ? 'done' : index === current ? 'current' : 'ahead';
        return {
          status: step,
          label: orderStatusName(step, orderType),
          at: state === 'ahead' ? null : (seen.get(step)?.at ?? null),
          state,
        };
      })
  );
}

/** The staff board's sections, in the order staff work them: arrivals first, then by the next step to take. */
export const STAFF_BOARD_SECTIONS = [
  { key: 'arrived', title: 'Arrived (curbside)', statuses: ['arrived'] },
  { key: 'new', title: 'New', statuses: ['placed'] },
  { key: 'confirmed', title: 'Confirmed', statuses: ['confirmed'] },
  { key: 'preparing', title: 'Preparing', statuses: ['preparing'] },
  { key: 'ready', title: 'Ready or out for delivery', statuses: ['ready', 'out_for_delivery'] },
  { key: 'closed', title: 'Done today', statuses: ['completed', 'cancelled'] },
] as const satisfies ReadonlyArray<{ key: string; title: string; statuses: readonly OrderStatus[] }>;

/** The board's orders by section (each oldest first, as they came); a status no section knows is left out. */
export function staffBoardSections<T extends { status: string; createdAt: number }>(orders: readonly T[]) {
  return STAFF_BOARD_SECTIONS.map((section) => ({
    key: section.key,
    title: section.title,
    orders: orders
      .filter((order) => (section.statuses as readonly string[]).includes(order.status))
      .sort((a, b) => a.createdAt - b.createdAt),
  }));
}
