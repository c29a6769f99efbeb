/**
 * The placed order (issue 11): its number and status, where and when, what was bought, and what it
 * costs as the server priced it. Values come from the order the API answered; nothing is re-derived.
 * OrderDetails is the part Your Order's detail shares (OrderCard).
 */
import type { ReactNode } from 'react';
import { formatMoney } from '../rules/commerce/money.ts';
import { Panel } from '../primitives/layout/Panel.tsx';
import { Stack } from '../primitives/layout/Stack.tsx';
import * as css from './CartSummary.css.ts';

export interface OrderDetailsProps {
  status: string;
  storeName: string | null;
  /** 'Pickup', 'Curbside pickup' or 'Delivery', with the time when one was chosen. */
  when: string;
  lines: ReadonlyArray<{ name: string; option: string; quantity: number; lineTotal: number }>;
  subtotal: number;
  discount: number;
  /** The promo code's discount line (part of `discount`), as the cart and checkout showed it. */
  promo?: { label: string; amount: number } | null;
  tax: number;
  total: number;
}

export interface OrderConfirmationProps extends OrderDetailsProps {
  number: string;
  actions?: ReactNode;
}

export const orderPlacedHeading = (number: string) => `Thank you! Your order #${number} is placed.`;

/** A status as shown: its first letter capitalised ('placed' → 'Placed'). */
export const orderStatusLabel = (status: string): string => status.charAt(0).toUpperCase() + status.slice(1).replace(/_/g, ' ');

/** Status, store and time, the lines, and the totals the server computed. */
export function OrderDetails({ status, storeName, when, lines, subtotal, discount, promo = null, tax, total }: OrderDetailsProps) {
  // The deals' part of the discount; the promo code's part has its own line (as in CartSummary).
  const dealDiscount = Math.round((discount - (promo?.amount ?? 0)) * 100) / 100;
  return (
    <>
      <dl className={css.rows}>
        <dt className={css.term}>Status</dt>
        <dd className={css.value}>{orderStatusLabel(status)}</dd>
        {storeName ? (
          <>
            <dt className={css.term}>Store</dt>
            <dd className={css.value}>{storeName}</dd>
          </>
        ) : null}
        <dt className={css.term}>When</dt>
        <dd className={css.value}>{when}</dd>
      </dl>
      <Stack as="ul" gap="xs" aria-label="Items">
        {lines.map((line) => (
          <li key={`${line.name}-${line.option}`} className={css.meterRow}>
            <span>
              {line.quantity} × {line.name} ({line.option})
            </span>
            <span>{formatMoney(line.lineTotal)}</span>
          </li>
        ))}
      </Stack>
      <dl className={css.rows}>
        <dt className={css.term}>Subtotal</dt>
        <dd className={css.value}>{formatMoney(subtotal)}</dd>
        {dealDiscount > 0 ? (
          <>
            <dt className={css.term}>Discount</dt>
            <dd className={`${css.value} ${css.discount}`}>-{formatMoney(dealDiscount)}</dd>
          </>
        ) : null}
        {promo ? (
          <>
            <dt className={css.term}>{promo.label}</dt>
            <dd className={`${css.value} ${css.discount}`}>-{formatMoney(promo.amount)}</dd>
          </>
        ) : null}
        <dt className={css.term}>Taxes</dt>
        <dd className={css.value}>{formatMoney(tax)}</dd>
      </dl>
      <dl className={`${css.rows} ${css.totalRow}`}>
        <dt className={css.total}>Total Price</dt>
        <dd className={`${css.value} ${css.total}`}>{formatMoney(total)}</dd>
      </dl>
    </>
  );
}

export function OrderConfirmation({ number, actions, ...details }: OrderConfirmationProps) {
  return (
    <Panel as="section" gap="sm" aria-labelledby={`order-${number}`}>
      <h2 className={css.title} id={`order-${number}`}>
        {orderPlacedHeading(number)}
      </h2>
      <OrderDetails {...details} />
      {actions}
    </Panel>
  );
}
