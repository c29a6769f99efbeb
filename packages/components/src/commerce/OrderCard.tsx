/**
 * One order in Your Order (issue 11): its number and status, when it was placed, how (pickup,
 * curbside, delivery) and its total; 'Order details' opens what was bought, the totals the server
 * computed and the status history (loaded on first open); 'Buy again' puts its items back in the
 * cart at today's prices; 'Cancel order' while it is still placed or accepted. Values come from the
 * API's order; the app does the adding and the cancelling.
 */
import { useId } from 'react';
import { ChevronDown, ChevronUp } from 'lucide-react';
import { Button } from '../primitives/Button.tsx';
import { Skeleton } from '../primitives/Skeleton.tsx';
import { formatMoney } from '../rules/commerce/money.ts';
import { BUY_AGAIN_LABEL } from '../rules/commerce/buyAgain.ts';
import { OrderDetails, orderStatusLabel, type OrderDetailsProps } from './OrderConfirmation.tsx';
import { Inline } from '../primitives/layout/Inline.tsx';
import { Panel } from '../primitives/layout/Panel.tsx';
import { Stack } from '../primitives/layout/Stack.tsx';
import * as css from './OrderCard.css.ts';

export const ORDER_DETAILS_LABEL = 'Order details';
export const CANCEL_ORDER_LABEL = 'Cancel order';
export const ORDER_DETAILS_FAILED_MESSAGE = 'The order could not be loaded. Please try again.';
export const orderHeading = (number: string) => `Order #${number}`;

export interface OrderCardProps {
  order: { number: string; status: string; placedOn: string; typeName: string; total: number };
  /** The order's details once open: undefined while loading, null when they failed. */
  detail?: (OrderDetailsProps & { history?: ReadonlyArray<{ status: string; note: string; at: string }> }) | null;
  expanded: boolean;
  onToggle: () => void;
  onBuyAgain?: () => void;
  buyingAgain?: boolean;
  /** Shown while the order can still be cancelled. */
  onCancel?: () => void;
  cancelling?: boolean;
}

const statusTone = (status: string): keyof typeof css.status =>
  status === 'cancelled' ? 'cancelled' : status === 'completed' || status === 'ready' ? 'done' : 'active';

export function OrderCard({
  order,
  detail,
  expanded,
  onToggle,
  onBuyAgain,
  buyingAgain = false,
  onCancel,
  cancelling = false,
}: OrderCardProps) {
  const id = useId();
  const headingId = `${id}-heading`;
  const detailId = `${id}-detail`;
  return (
    <Panel as="article" gap="md" aria-labelledby={headingId} data-widget="order-card">
      <Inline align="center" justify="between" gap="sm">
        <h2 id={headingId} className={css.number}>
          {orderHeading(order.number)}
        </h2>
        <span className={css.status[statusTone(order.status)]}>{orderStatusLabel(order.status)}</span>
      </Inline>
      <dl className={css.facts}>
        <Stack gap="xxs">
          <dt className={css.factTerm}>Placed</dt>
          <dd className={css.factValue}>{order.placedOn}</dd>
        </Stack>
        <Stack gap="xxs">
          <dt className={css.factTerm}>Type</dt>
          <dd className={css.factValue}>{order.typeName}</dd>
        </Stack>
        <Stack gap="xxs">
          <dt className={css.factTerm}>Total</dt>
          <dd className={css.factValue}>{formatMoney(order.total)}</dd>
        </Stack>
      </dl>
      {expanded ? (
        <Stack gap="sm" id={detailId} className={css.detail} aria-busy={detail === undefined || undefined}>
          {detail === undefined ? (
            <Skeleton shape="text" lines={4} />
          ) : detail === null ? (
            <p className={css.problem} role="alert">
              {ORDER_DETAILS_FAILED_MESSAGE}
            </p>
          ) : (
            <>
              <OrderDetails {...detail} />
              {detail.history && detail.history.length > 0 ? (
                <>
                  <h3 className={css.historyTitle}>Status history</h3>
                  <ol className={css.history}>
                    {detail.history.map((entry, index) => (
                      <li key={`${entry.status}-${index}`}>
                        {orderStatusLabel(entry.status)}, {entry.at}
                        {entry.note ? `: ${entry.note}` : ''}
                      </li>
                    ))}
                  </ol>
                </>
              ) : null}
            </>
          )}
        </Stack>
      ) : null}
      <Inline gap="sm">
        <Button
          variant="secondary"
          size="sm"
          aria-expanded={expanded}
          aria-controls={expanded ? detailId : undefined}
          onClick={onToggle}
          trailingIcon={expanded ? <ChevronUp size={16} aria-hidden="true" /> : <ChevronDown size={16} aria-hidden="true" />}
        >
          {ORDER_DETAILS_LABEL}
        </Button>
        {onBuyAgain ? (
          <Button size="sm" onClick={onBuyAgain} loading={buyingAgain} aria-label={`${BUY_AGAIN_LABEL}: ${orderHeading(order.number)}`}>
            {BUY_AGAIN_LABEL}
          </Button>
        ) : null}
        {onCancel ? (
          <Button
            variant="link"
            size="sm"
            onClick={onCancel}
            loading={cancelling}
            aria-label={`${CANCEL_ORDER_LABEL}: ${orderHeading(order.number)}`}
          >
            {CANCEL_ORDER_LABEL}
          </Button>
        ) : null}
      </Inline>
    </Panel>
  );
}
