/**
 * Your Order (issue 11): the signed-in shopper's orders, newest first, each as an OrderCard: the
 * detail (lines, totals, status history) loaded when opened, 'Buy again' (the order's lines matched
 * to today's menu at the store shown now: buyAgainRequests, added through the cart's limits and
 * maxima: useAddManyToCart; what the store no longer sells is said, never dropped silently), and
 * the order's status (issue 35) with its details: the timeline, kept fresh by polling
 * while it is open (a status staff set shows without a reload), "I'm here" for a ready curbside
 * order, and 'Cancel order' behind a confirmation until preparing starts.
 */
import { lazy, Suspense, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  cancelOrder,
  orderQuery,
  ordersQuery,
  productMenuQuery,
  sayImHere,
  type OrderSummary,
  type PlacedOrder,
} from '@storefront/components/api';
import {
  buyAgainRequests,
  buyAgainUnavailableMessage,
  isClosedOrderStatus,
  notify,
  ORDER_DETAILS_FAILED_MESSAGE,
  OrderCard,
  orderPlacedDate,
  orderTypeName,
  orderWhenLabel,
  storeName,
  type Retailer,
  Stack,
} from '@storefront/components';
import { useRetailers } from '../../api/queries.ts';
import { useAddManyToCart } from '../../cart/useAddToCart.ts';
import { useShop } from '../../shop/useShop.ts';
import * as css from '../shared/page.css.ts';

export const NO_ORDERS_MESSAGE = 'You have no orders yet.';
export const ORDERS_FAILED_MESSAGE = 'Your orders could not be loaded. Please try again.';
/**
 * The order's status panel loads when an order is first opened: its timeline, dialog and form are not
 * needed to list the orders, and the account pages' first load is at its limit.
 */
const OrderStatusPanel = lazy(() => import('@storefront/components/order-status').then((module) => ({ default: module.OrderStatusPanel })));

/** How often an open order's status is asked again while it is shown. */
export const ORDER_STATUS_POLL_MS = 4_000;

function detailOf(order: PlacedOrder, retailer: Retailer | undefined) {
  const timeZone = retailer?.timezone;
  return {
    status: order.status,
    storeName: retailer ? storeName(retailer) : null,
    when: orderWhenLabel({ orderType: order.orderType, slot: order.details?.slot ?? null }, timeZone),
    lines: order.lines,
    subtotal: order.subtotal,
    discount: order.discount,
    promo: order.promo ?? null,
    tax: order.tax,
    total: order.total,
  };
}

function OrderEntry({ summary, retailer }: { summary: OrderSummary; retailer: Retailer | undefined }) {
  const queryClient = useQueryClient();
  const { provider, menuType, retailerId } = useShop();
  const addMany = useAddManyToCart();
  const [expanded, setExpanded] = useState(false);
  const [busy, setBusy] = useState<'buyAgain' | 'cancel' | 'here' | null>(null);
  const detail = useQuery({
    ...orderQuery(summary.id),
    enabled: expanded,
    refetchInterval: (query) => (isClosedOrderStatus(query.state.data?.status ?? summary.status) ? false : ORDER_STATUS_POLL_MS),
  });
  const status = detail.data?.status ?? summary.status;

  const buyAgain = async () => {
    setBusy('buyAgain');
    try {
      const order = await queryClient.fetchQuery(orderQuery(summary.id));
      const slugs = [...new Set(order.lines.flatMap((line) => (line.slug ? [line.slug] : [])))];
      const menu = slugs.length
        ? await queryClient.fetchQuery(productMenuQuery({ retailerId, provider, menuType, slugs, limit: slugs.length }))
        : { products: [] };
      const { adds, unavailable } = buyAgainRequests(order.lines, menu.products, { menuType, provider });
      addMany(adds);
      if (unavailable.length > 0) notify.warning(buyAgainUnavailableMessage(unavailable));
    } catch {
      notify.error(ORDER_DETAILS_FAILED_MESSAGE);
    } finally {
      setBusy(null);
    }
  };

  const cancel = async () => {
    setBusy('cancel');
    const result = await cancelOrder(summary.id);
    setBusy(null);
    if (result.ok) await queryClient.invalidateQueries({ queryKey: ordersQuery().queryKey });
  };

  const imHere = async (vehicle: string): Promise<string | null> => {
    setBusy('here');
    const result = await sayImHere(summary.id, vehicle);
    setBusy(null);
    if (!result.ok) return result.message;
    queryClient.setQueryData(orderQuery(summary.id).queryKey, result.response.data);
    return null;
  };

  return (
    <Stack as="li" gap="sm">
      <OrderCard
        order={{
          number: summary.number,
          status,
          placedOn: orderPlacedDate(summary.createdAt, retailer?.timezone),
          typeName: orderTypeName(summary.orderType),
          total: summary.total,
        }}
        detail={!expanded ? undefined : detail.isError ? null : detail.data ? detailOf(detail.data, retailer) : undefined}
        expanded={expanded}
        onToggle={() => setExpanded((open) => !open)}
        onBuyAgain={() => void buyAgain()}
        buyingAgain={busy === 'buyAgain'}
      />
      {expanded && detail.data ? (
        <Suspense fallback={null}>
          <OrderStatusPanel
            order={{ ...detail.data, statusHistory: detail.data.statusHistory ?? [] }}
            timeZone={retailer?.timezone}
            onImHere={imHere}
            sendingImHere={busy === 'here'}
            onCancel={() => void cancel()}
            cancelling={busy === 'cancel'}
          />
        </Suspense>
      ) : null}
    </Stack>
  );
}

export function YourOrders() {
  const orders = useQuery(ordersQuery());
  const retailers = useRetailers();
  if (orders.isPending) return <p className={css.muted}>Loading your orders…</p>;
  if (orders.isError) return <p className={css.text}>{ORDERS_FAILED_MESSAGE}</p>;
  if (orders.data.items.length === 0) return <p className={css.text}>{NO_ORDERS_MESSAGE}</p>;
  return (
    <Stack as="ul" gap="sm" aria-label="Your orders, newest first">
      {orders.data.items.map((order) => (
        <OrderEntry key={order.id} summary={order} retailer={retailers.data?.find((r) => r.id === order.retailerId)} />
      ))}
    </Stack>
  );
}
