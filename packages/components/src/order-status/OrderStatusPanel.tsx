/**
 * The order's status on Your Order (issue 35, item 3): the timeline, the curbside "I'm here" once
 * ready (or the vehicle the store was told), and 'Cancel order' behind a confirmation while the
 * shopper may still cancel. The app keeps it fresh (it polls while the order is open) and sends.
 */
import { useId, useState } from 'react';
import { Button } from '../primitives/Button.tsx';
import { Stack } from '../primitives/layout/Stack.tsx';
import { CANCEL_ORDER_LABEL, orderHeading } from '../commerce/OrderCard.tsx';
import { isCancellableOrder } from '../rules/commerce/orders.ts';
import { offersImHere, orderTimeline, type CancelledBy } from '../rules/commerce/orderLifecycle.ts';
import { CancelOrderDialog } from './CancelOrderDialog.tsx';
import { ImHereForm } from './ImHereForm.tsx';
import { ORDER_TIMELINE_TITLE, OrderTimeline } from './OrderTimeline.tsx';
import * as css from './OrderStatus.css.ts';

export const arrivedMessage = (vehicle: string) => `The store knows you are here (${vehicle}) and will bring your order out.`;

export interface OrderStatusPanelProps {
  order: {
    number: string;
    orderType: string;
    status: string;
    statusHistory: ReadonlyArray<{ status: string; at: number; note?: string }>;
    cancelledBy?: string | null;
    cancelReason?: string | null;
    arrivalVehicle?: string | null;
  };
  timeZone?: string;
  /** "I'm here": resolves to an error message, or null once the store was told. */
  onImHere?: (vehicle: string) => Promise<string | null> | string | null;
  sendingImHere?: boolean;
  /** Cancels after the confirmation; offered only while the order may be cancelled. */
  onCancel?: () => void;
  cancelling?: boolean;
}

export function OrderStatusPanel({ order, timeZone, onImHere, sendingImHere, onCancel, cancelling }: OrderStatusPanelProps) {
  const id = useId();
  const [confirming, setConfirming] = useState(false);
  const entries = orderTimeline({
    orderType: order.orderType,
    status: order.status,
    history: order.statusHistory,
    cancelledBy: (order.cancelledBy ?? null) as CancelledBy | null,
    cancelReason: order.cancelReason ?? null,
  });
  return (
    <Stack as="section" gap="sm" aria-labelledby={`${id}-title`} data-widget="order-status">
      <h3 id={`${id}-title`} className={css.title}>
        {ORDER_TIMELINE_TITLE}
      </h3>
      {/* Status changes arrive by polling: announced politely, without moving focus. */}
      <div aria-live="polite">
        <OrderTimeline entries={entries} timeZone={timeZone} headingId={`${id}-title`} />
      </div>
      {order.status === 'arrived' && order.arrivalVehicle ? <p className={css.arrived}>{arrivedMessage(order.arrivalVehicle)}</p> : null}
      {onImHere && offersImHere(order.orderType, order.status) ? <ImHereForm onSubmit={onImHere} submitting={sendingImHere} /> : null}
      {onCancel && isCancellableOrder(order.status) ? (
        <div>
          <Button
            variant="secondary"
            size="sm"
            onClick={() => setConfirming(true)}
            aria-haspopup="dialog"
            aria-label={`${CANCEL_ORDER_LABEL}: ${orderHeading(order.number)}`}
          >
            {CANCEL_ORDER_LABEL}
          </Button>
          <CancelOrderDialog
            open={confirming}
            number={order.number}
            cancelling={cancelling}
            onClose={() => setConfirming(false)}
            onConfirm={() => {
              setConfirming(false);
              onCancel();
            }}
          />
        </div>
      ) : null}
    </Stack>
  );
}
