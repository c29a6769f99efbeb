/**
 * The staff order board's calls (issue 35, item 4; packages/demo-api routes/staff.ts). The server decides who may see and move what: a shopper gets 403, staff of
 * another store 404; the board only shows the server's answer.
 */
import { queryOptions } from '@tanstack/react-query';
import { api, request, type CallResult } from './client.ts';

const enc = encodeURIComponent;

export const staffApiPaths = {
  orders: (retailerId?: string) => `/api/staff/orders${retailerId ? `?retailerId=${enc(retailerId)}` : ''}`,
  advance: (id: string) => `/api/staff/orders/${enc(id)}/advance`,
  cancel: (id: string) => `/api/staff/orders/${enc(id)}/cancel`,
  lineUnavailable: (id: string, position: number) => `/api/staff/orders/${enc(id)}/lines/${position}/unavailable`,
} as const;

/** One order as the board sees it: what the handover needs, nothing more of the shopper's. */
export interface StaffBoardOrder {
  id: string;
  number: string;
  status: string;
  orderType: string;
  retailerId: string;
  createdAt: number;
  updatedAt: number;
  slot: string | null;
  customerName: string;
  phone: string;
  deliveryAddress: string | null;
  note: string;
  total: number;
  lines: Array<{ position: number; name: string; option: string; quantity: number; lineTotal: number }>;
  arrivalVehicle: string | null;
  arrivedAt: number | null;
  cancelledBy: string | null;
  cancelReason: string | null;
  /** The status the store moves it to next, or null. */
  next: string | null;
}

export interface StaffBoardAnswer {
  store: { id: string; name: string };
  stores: Array<{ id: string; name: string }>;
  orders: StaffBoardOrder[];
}

export const staffQueryKeys = { board: (retailerId?: string) => ['staff', 'orders', retailerId ?? ''] as const };

/** The board of one of the staff member's stores (the first when none is named). */
export function staffBoardQuery(retailerId?: string) {
  return queryOptions({
    queryKey: staffQueryKeys.board(retailerId),
    queryFn: async ({ signal }): Promise<StaffBoardAnswer> =>
      (await request<{ data: StaffBoardAnswer }>(staffApiPaths.orders(retailerId), { signal })).data,
    staleTime: 0,
  });
}

type StaffAnswer = CallResult<{ statusCode: number; message?: string; data: StaffBoardOrder }>;

/** Moves the order to `to` (the step the board showed: a board behind the order gets 409). */
export const advanceStaffOrder = (id: string, to: string): Promise<StaffAnswer> => api.post(staffApiPaths.advance(id), { to });

export const cancelStaffOrder = (id: string, reason: string): Promise<StaffAnswer> => api.post(staffApiPaths.cancel(id), { reason });

export const markStaffLineUnavailable = (id: string, position: number): Promise<StaffAnswer> =>
  api.post(staffApiPaths.lineUnavailable(id, position), {}, { successToast: true });
