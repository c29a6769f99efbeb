/**
 * How an order is described in the confirmation and in Your Order (issue 11): its order type
 * without the store bar's preposition ('Pickup', 'Curbside Pickup', 'Delivery'), with the chosen
 * time in the store's time zone, and when it was placed.
 */
import type { OrderType } from '../../domain/types.ts';
import { orderTypeLabels } from '../navigation/storeBar.ts';

/**
 * The statuses in which a shopper may still cancel an order (the server and Your Order alike): before
 * preparing starts (orderLifecycle.ts reads it from here: this module is in every page's first load,
 * the lifecycle's rules only in the pages that show an order's status).
 */
export const CANCELLABLE_ORDER_STATUSES: readonly string[] = ['placed', 'confirmed'];

export const isCancellableOrder = (status: string): boolean => CANCELLABLE_ORDER_STATUSES.includes(status);

/** Completed and cancelled orders move no further (Your Order stops asking for their status). */
export const isClosedOrderStatus = (status: string): boolean => status === 'completed' || status === 'cancelled';

/** 'Pickup from' → 'Pickup'; an unknown type reads as it came. */
export function orderTypeName(orderType: string): string {
  const label = (orderTypeLabels as Record<string, string | undefined>)[orderType];
  return label ? label.replace(/ (from|to)$/, '') : orderType;
}

/** 'Pickup, Wednesday 1:30 PM' with a chosen time (read in the store's time zone); 'Pickup' for as soon as possible. */
export function orderWhenLabel(order: { orderType: OrderType | string; slot?: string | null }, timeZone?: string): string {
  const slot = order.slot ? new Date(order.slot) : null;
  const time =
    slot && !Number.isNaN(slot.getTime())
      ? `, ${slot.toLocaleString('en-US', { weekday: 'long', hour: 'numeric', minute: '2-digit', ...(timeZone ? { timeZone } : {}) })}`
      : '';
  return `${orderTypeName(order.orderType)}${time}`;
}

/** The day an order was placed: 'Nov 18, 2026' (in the store's time zone when known). */
export function orderPlacedDate(createdAt: number, timeZone?: string): string {
  return new Date(createdAt).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    ...(timeZone ? { timeZone } : {}),
  });
}
