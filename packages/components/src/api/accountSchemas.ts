/**
 * The answer checks of the account's calls (orders.ts, notifications.ts): zod schemas in a module
 * of their own, loaded with the first call that needs them (accountContracts.ts), as schemas.ts is
 * (contracts.ts): the server renders a signed-in shopper's pages with their data, so these calls'
 * modules are in the first load, their checks not.
 */
import { z } from 'zod/mini';
import type { NotificationItem } from '../domain/types.ts';
import type { PurchasedProduct } from '../rules/commerce/accountLists.ts';
import type { NotificationSettingValues } from '../rules/content/notifications.ts';
import type { DealsAlert } from './notifications.ts';
import type { OrderSummary, PlacedOrder } from './orders.ts';
import { envelopeOf } from './schemas.ts';

// ── Orders (orders.ts) ──
const orderLine = z.looseObject({
  productId: z.optional(z.string()),
  slug: z.optional(z.string()),
  name: z.string(),
  option: z.string(),
  quantity: z.number(),
  unitPrice: z.number(),
  lineTotal: z.number(),
});
const placedOrder = z.looseObject({
  id: z.string(),
  number: z.string(),
  status: z.string(),
  retailerId: z.string(),
  orderType: z.string(),
  pricingType: z.string(),
  subtotal: z.number(),
  discount: z.number(),
  tax: z.number(),
  total: z.number(),
  createdAt: z.number(),
  lines: z.array(orderLine),
  statusHistory: z.optional(z.array(z.looseObject({ status: z.string(), note: z.string(), at: z.number() }))),
});
export const placedOrderAnswer = z.looseObject({
  statusCode: z.number(),
  message: z.optional(z.string()),
  data: placedOrder,
}) as unknown as z.ZodMiniType<{
  statusCode: number;
  message?: string;
  data: PlacedOrder;
}>;

export const orderSummary = z.looseObject({
  id: z.string(),
  number: z.string(),
  status: z.string(),
  retailerId: z.string(),
  orderType: z.string(),
  total: z.number(),
  createdAt: z.number(),
}) as unknown as z.ZodMiniType<OrderSummary>;

export const purchases = z.looseObject({
  data: z.array(z.looseObject({ slug: z.string(), name: z.string(), lastOrderedAt: z.number(), timesOrdered: z.number() })),
}) as unknown as z.ZodMiniType<{ data: PurchasedProduct[] }>;

// ── Notifications and their settings (notifications.ts) ──
const feedItem = z.looseObject({
  id: z.string(),
  title: z.string(),
  body: z.string(),
  createdAt: z.string(),
  seen: z.boolean(),
  link: z.optional(z.nullable(z.string())),
});
// The list is a page: { data: { data: [...], total, unseenCount, recommendedProductData } }.
export const notificationFeed = envelopeOf(z.looseObject({ data: z.array(feedItem) })) as unknown as z.ZodMiniType<{
  data: { data: NotificationItem[] };
}>;

export const unseenAnswer = z.looseObject({ data: z.looseObject({ unseenCount: z.number() }) }) as unknown as z.ZodMiniType<{
  data: { unseenCount: number };
}>;

export const settingsAnswer = z.looseObject({
  message: z.optional(z.string()),
  data: z.record(z.string(), z.boolean()),
}) as unknown as z.ZodMiniType<{ message?: string; data: NotificationSettingValues }>;

export const dealsAlert = z.looseObject({
  id: z.string(),
  retailerId: z.string(),
  kind: z.string(),
  value: z.string(),
  createdAt: z.number(),
}) as unknown as z.ZodMiniType<DealsAlert>;

export const alertAnswer = z.looseObject({ message: z.optional(z.string()), data: dealsAlert }) as unknown as z.ZodMiniType<{
  message?: string;
  data: DealsAlert;
}>;
