/**
 * Orders (issue 11): place one from the signed-in shopper's server cart, read them back. The server
 * prices, checks limits, the store's time slot and the payment again (packages/demo-api orders).
 */
import type { MenuType, OrderType } from '../domain/types.ts';
import { apiPaths } from '../rules/api.ts';
import type { PaymentMethod } from '../rules/commerce/checkout.ts';
import type { PurchasedProduct } from '../rules/commerce/accountLists.ts';
import { queryOptions } from '@tanstack/react-query';
import { accountContract } from './accountContracts.ts';
import { api, request, requestPage, type CallResult } from './client.ts';
import type { Page } from './envelope.ts';
import { queryKeys } from './keys.ts';

export interface OrderLine {
  /** The product and its slug (the order detail has them; 'Buy again' matches by them). */
  productId?: string;
  slug?: string;
  name: string;
  option: string;
  quantity: number;
  unitPrice: number;
  lineTotal: number;
}

export interface PlacedOrder {
  id: string;
  number: string;
  status: string;
  retailerId: string;
  orderType: OrderType;
  pricingType: MenuType;
  subtotal: number;
  discount: number;
  tax: number;
  total: number;
  createdAt: number;
  lines: OrderLine[];
  /** The promo code's discount line (issue 35; part of `discount`), or null. */
  promo?: { code: string; label: string; amount: number } | null;
  details?: { slot?: string | null; payment?: { method: PaymentMethod; cardLastFour?: string } } | null;
  /** The order's statuses, oldest first (the order detail). */
  statusHistory?: Array<{ status: string; note: string; at: number }>;
  /** Who cancelled a cancelled order ('shopper' | 'store') and the store's reason (issue 35). */
  cancelledBy?: string | null;
  cancelReason?: string | null;
  /** The curbside shopper's "I'm here": their vehicle and when. */
  arrivalVehicle?: string | null;
  arrivedAt?: number | null;
}

export interface PlaceOrderRequest {
  /** One per checkout attempt: a retried 'Place order' returns the first order. */
  requestKey: string;
  retailerId: string;
  orderType: OrderType;
  pricingType: MenuType;
  contact: { firstName: string; lastName: string; email: string; phone: string };
  slot: string;
  deliveryAddress?: string;
  note?: string;
  payment: { method: PaymentMethod; cardLastFour?: string; cardExpiry?: string };
  medicalCard?: { number: string; expiry: string };
}

const placedOrderAnswer = accountContract((schemas) => schemas.placedOrderAnswer);

/** Places the order; the server's message ('Thank you! Your order #… is placed.') shows as a toast. */
export function placeOrder(body: PlaceOrderRequest): Promise<CallResult<{ statusCode: number; message?: string; data: PlacedOrder }>> {
  return api.post(apiPaths.orders, body, { schema: placedOrderAnswer, successToast: true, timeoutMs: 20_000 });
}

export interface OrderSummary {
  id: string;
  number: string;
  status: string;
  retailerId: string;
  orderType: OrderType;
  total: number;
  createdAt: number;
}

const orderSummary = accountContract((schemas) => schemas.orderSummary);

/** The signed-in shopper's orders, newest first (Your Order). */
export function ordersQuery() {
  return queryOptions({
    queryKey: queryKeys.orders(),
    queryFn: async ({ signal }): Promise<Page<OrderSummary>> => requestPage(apiPaths.orders, orderSummary, { signal }),
    staleTime: 0,
  });
}

/** One of the shopper's orders with its lines and status history (Your Order's detail). */
export function orderQuery(id: string) {
  return queryOptions({
    queryKey: queryKeys.order(id),
    queryFn: async ({ signal }): Promise<PlacedOrder> => (await request(apiPaths.order(id), { signal, schema: placedOrderAnswer })).data,
    staleTime: 0,
  });
}

/** Cancels an order that is still placed or confirmed (before preparing); the server's message shows as a toast. */
export function cancelOrder(id: string): Promise<CallResult<{ statusCode: number; message?: string; data: PlacedOrder }>> {
  return api.post(apiPaths.orderCancel(id), {}, { schema: placedOrderAnswer, successToast: true });
}

/** The curbside shopper's "I'm here" with their vehicle (issue 35): a ready curbside order only, else 409. */
export function sayImHere(id: string, vehicle: string): Promise<CallResult<{ statusCode: number; message?: string; data: PlacedOrder }>> {
  return api.post(`${apiPaths.order(id)}/here`, { vehicle }, { schema: placedOrderAnswer, successToast: true });
}

const purchases = accountContract((schemas) => schemas.purchases);

/** What the shopper ordered before, one entry per product (Buy Again). */
export function purchasesQuery() {
  return queryOptions({
    queryKey: queryKeys.purchases(),
    queryFn: async ({ signal }): Promise<PurchasedProduct[]> => (await request(apiPaths.mePurchases, { signal, schema: purchases })).data,
    staleTime: 0,
  });
}
