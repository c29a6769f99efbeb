/**
 * One order on the staff board (issue 35, item 4): its number, type and time, the shopper's name and
 * phone, the lines (each can be marked unavailable while the order is not yet handed over and has
 * another line), the arrival for curbside, and the store's buttons: the next step (its label from
 * ADVANCE_LABELS) and 'Cancel order', which asks the reason the shopper will be told.
 */
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../primitives/Button.tsx';
import { Modal } from '../primitives/dialog/Modal.tsx';
import { TextInput } from '../primitives/field/TextInput.tsx';
import * as form from '../primitives/form.css.ts';
import { Inline } from '../primitives/layout/Inline.tsx';
import { Panel } from '../primitives/layout/Panel.tsx';
import { formatMoney } from '../rules/commerce/money.ts';
import { orderTypeName } from '../rules/commerce/orders.ts';
import {
  ADVANCE_LABELS,
  CANCEL_REASON_MAX_LENGTH,
  cancelReasonProblem,
  isOpenOrderStatus,
  isOrderStatus,
  staffStatusName,
} from '../rules/commerce/orderLifecycle.ts';
import { timelineTime } from '../order-status/OrderTimeline.tsx';
import * as css from './StaffBoard.css.ts';

export const STAFF_CANCEL_LABEL = 'Cancel order';
export const STAFF_REASON_LABEL = 'Reason for the shopper';
export const UNAVAILABLE_LABEL = 'Unavailable';
export const arrivalText = (vehicle: string) => `Shopper is here: ${vehicle}`;

/** Lines change only before the order is handed over. */
const LINES_CAN_CHANGE = ['placed', 'confirmed', 'preparing'];

export interface StaffOrderRowOrder {
  id: string;
  number: string;
  status: string;
  orderType: string;
  createdAt: number;
  slot: string | null;
  customerName: string;
  phone: string;
  deliveryAddress: string | null;
  note: string;
  total: number;
  lines: ReadonlyArray<{ position: number; name: string; option: string; quantity: number; lineTotal: number }>;
  arrivalVehicle: string | null;
  cancelReason: string | null;
  next: string | null;
}

export interface StaffOrderRowProps {
  order: StaffOrderRowOrder;
  timeZone?: string;
  onAdvance?: (id: string, to: string) => void;
  onCancel?: (id: string, reason: string) => void;
  onLineUnavailable?: (id: string, position: number) => void;
  /** A change of this order is on its way: its buttons wait. */
  busy?: boolean;
}

export function StaffOrderRow({ order, timeZone, onAdvance, onCancel, onLineUnavailable, busy = false }: StaffOrderRowProps) {
  const id = useId();
  const [asking, setAsking] = useState(false);
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const heading = `#${order.number} · ${orderTypeName(order.orderType)}`;
  const arrived = order.status === 'arrived' && order.arrivalVehicle;
  const linesCanChange = LINES_CAN_CHANGE.includes(order.status) && order.lines.length > 1;
  const sendCancel = (event: FormEvent) => {
    event.preventDefault();
    const found = cancelReasonProblem(reason);
    setProblem(found);
    if (found) return;
    setAsking(false);
    onCancel?.(order.id, reason.trim());
  };
  return (
    <Panel
      as="article"
      gap="sm"
      aria-labelledby={`${id}-title`}
      className={arrived ? css.arrival : undefined}
      data-widget="staff-order"
      data-status={order.status}
    >
      <Inline align="center" justify="between" gap="sm">
        <h3 id={`${id}-title`} className={css.rowTitle}>
          {heading}
        </h3>
        <span className={css.facts}>{staffStatusName(order.status, order.orderType)}</span>
      </Inline>
      {arrived ? <p className={css.arrivalNote}>{arrivalText(order.arrivalVehicle ?? '')}</p> : null}
      <p className={css.facts}>
        {order.customerName}
        {order.phone ? ` · ${order.phone}` : ''} ·{' '}
        {order.slot ? `for ${timelineTime(Date.parse(order.slot), timeZone)}` : 'as soon as possible'} · placed{' '}
        {timelineTime(order.createdAt, timeZone)}
      </p>
      {order.deliveryAddress ? <p className={css.facts}>Deliver to {order.deliveryAddress}</p> : null}
      {order.note ? <p className={css.facts}>Note: {order.note}</p> : null}
      {order.cancelReason ? <p className={css.facts}>Cancelled: {order.cancelReason}</p> : null}
      <ul className={css.lines} aria-label={`Items of order #${order.number}`}>
        {order.lines.map((line) => (
          <li key={line.position} className={css.line}>
            <span>
              {line.quantity} × {line.name} ({line.option}) · {formatMoney(line.lineTotal)}
            </span>
            {linesCanChange && onLineUnavailable ? (
              <Button
                variant="link"
                size="sm"
                disabled={busy}
                onClick={() => onLineUnavailable(order.id, line.position)}
                aria-label={`${UNAVAILABLE_LABEL}: ${line.name} (${line.option}), order #${order.number}`}
              >
                {UNAVAILABLE_LABEL}
              </Button>
            ) : null}
          </li>
        ))}
      </ul>
      <p className={css.facts}>Total {formatMoney(order.total)}</p>
      {isOpenOrderStatus(order.status) ? (
        <Inline gap="sm">
          {order.next && isOrderStatus(order.next) && onAdvance ? (
            <Button
              size="sm"
              loading={busy}
              onClick={() => onAdvance(order.id, order.next ?? '')}
              aria-label={`${ADVANCE_LABELS[order.next]}: order #${order.number}`}
            >
              {ADVANCE_LABELS[order.next]}
            </Button>
          ) : null}
          {onCancel ? (
            <Button
              variant="secondary"
              size="sm"
              disabled={busy}
              onClick={() => setAsking(true)}
              aria-haspopup="dialog"
              aria-label={`${STAFF_CANCEL_LABEL}: order #${order.number}`}
            >
              {STAFF_CANCEL_LABEL}
            </Button>
          ) : null}
        </Inline>
      ) : null}
      <Modal open={asking} onClose={() => setAsking(false)} title={`Cancel order #${order.number}`}>
        <form className={css.reason} onSubmit={sendCancel} noValidate>
          <div className={form.field}>
            <label htmlFor={`${id}-reason`} className={form.label}>
              {STAFF_REASON_LABEL}
            </label>
            <TextInput
              id={`${id}-reason`}
              value={reason}
              maxLength={CANCEL_REASON_MAX_LENGTH}
              aria-invalid={problem ? true : undefined}
              aria-describedby={problem ? `${id}-problem` : undefined}
              onChange={(event) => setReason(event.target.value)}
            />
            {problem ? (
              <p id={`${id}-problem`} className={form.problem} role="alert">
                {problem}
              </p>
            ) : null}
          </div>
          <Inline gap="sm">
            <Button type="submit" variant="danger">
              {STAFF_CANCEL_LABEL}
            </Button>
            <Button variant="secondary" onClick={() => setAsking(false)}>
              Keep order
            </Button>
          </Inline>
        </form>
      </Modal>
    </Panel>
  );
}
