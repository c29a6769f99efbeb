/**
 * A store's pickup and delivery slots with the places left (GET /api/retailers/:idOrSlug/slots, issue
 * 35), and the next open slots a refused order answers with (409: the slot just filled up).
 */
import { queryOptions } from '@tanstack/react-query';
import { apiPaths } from '../rules/api.ts';
import type { OfferedSlot } from '../rules/commerce/pickupSlots.ts';
import { ApiError, MALFORMED_ANSWER_MESSAGE, request } from './client.ts';
import { queryKeys } from './keys.ts';

export interface StoreSlots {
  retailerId: string;
  ordersPerSlot: number;
  slots: OfferedSlot[];
}

const isText = (value: unknown): value is string => typeof value === 'string';

/**
 * One slot of an answer, or null when it is not one. Read by hand rather than by a zod schema: the
 * checkout's module would otherwise load zod for this one shape.
 */
function slotOf(value: unknown): OfferedSlot | null {
  if (typeof value !== 'object' || value === null) return null;
  const { value: at, label, date, dayLabel, timeLabel, remaining } = value as Record<string, unknown>;
  if (!isText(at) || !isText(label) || !isText(date) || !isText(dayLabel) || !isText(timeLabel)) return null;
  if (typeof remaining !== 'number' || !Number.isInteger(remaining) || remaining < 1) return null;
  return { value: at, label, date, dayLabel, timeLabel, remaining };
}

const slotsOf = (value: unknown): OfferedSlot[] =>
  Array.isArray(value) ? value.map(slotOf).filter((slot): slot is OfferedSlot => slot !== null) : [];

/** The store's offered slots now; never cached (the places change with every order). */
export function storeSlotsQuery(retailerId: string) {
  return queryOptions({
    queryKey: queryKeys.storeSlots(retailerId),
    queryFn: async ({ signal }): Promise<StoreSlots> => {
      const answer = await request<{ data?: unknown }>(apiPaths.retailerSlots(retailerId), { signal });
      const data = typeof answer.data === 'object' && answer.data !== null ? (answer.data as Record<string, unknown>) : null;
      if (!data || !isText(data.retailerId) || typeof data.ordersPerSlot !== 'number' || !Array.isArray(data.slots))
        throw new ApiError(MALFORMED_ANSWER_MESSAGE, 200, answer, 'malformed');
      return { retailerId: data.retailerId, ordersPerSlot: data.ordersPerSlot, slots: slotsOf(data.slots) };
    },
    staleTime: 0,
  });
}

/**
 * The next open slots in the answer of an order refused because its slot just filled up
 * (error.data.nextSlots, read defensively), or null when the answer is not that refusal.
 */
export function nextSlotsOf(answer: unknown): OfferedSlot[] | null {
  const error =
    typeof answer === 'object' && answer !== null ? (answer as { error?: { data?: { nextSlots?: unknown } } }).error : undefined;
  const next = error?.data?.nextSlots;
  return Array.isArray(next) ? slotsOf(next) : null;
}
