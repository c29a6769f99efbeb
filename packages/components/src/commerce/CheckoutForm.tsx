/**
 * The checkout form (issue 11): the shopper's details, the pickup or delivery time the store offers,
 * the delivery address, the medical card on a medical menu, payment at pickup or by card, a note,
 * and 'Place order'. The check runs before submitting (checkoutCheck: spec 5's messages, shown here
 * and handed to `onInvalid` for the warning toast); nothing typed is lost on a failure — the values
 * live in the form until the order is placed.
 */
import clsx from 'clsx';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import type { MenuType, OrderType } from '../domain/types.ts';
import { checkoutCheck, EMPTY_CHECKOUT, PAYMENT_LABELS, paymentMethods, type CheckoutValues } from '../rules/commerce/checkout.ts';
import { noOfferedSlotsMessage, type OfferedSlot } from '../rules/commerce/pickupSlots.ts';
import { SlotPicker } from '../slot-picker/SlotPicker.tsx';
import { Button } from '../primitives/Button.tsx';
import { Tiles } from '../primitives/layout/Tiles.tsx';
import { panel as panelRecipe } from '../primitives/layout/panel.css.ts';
import { Stack } from '../primitives/layout/Stack.tsx';
import * as css from './CheckoutForm.css.ts';

export const PLACE_ORDER_LABEL = 'Place order';

export interface CheckoutFormProps {
  orderType: OrderType;
  menuType: MenuType;
  /** The store's offered slots with their places (a full one is not among them). */
  slots: readonly OfferedSlot[];
  /** Why the slots changed (the chosen one just filled up): shown in the slot picker. */
  slotMessage?: string | null;
  initialValues?: Partial<CheckoutValues>;
  /** The store is closed and the store-closed setting is on (spec 5): 'Place order' is disabled. */
  disabled?: boolean;
  submitting?: boolean;
  /** Called with valid values only. */
  onSubmit: (values: CheckoutValues) => void;
  /** The check's message (the page shows it as a warning toast too). */
  onInvalid?: (message: string) => void;
  /** Each change, so the page can keep what was typed (never the card number). */
  onChange?: (values: CheckoutValues) => void;
  /** Shown above the button (e.g. the order total). */
  summary?: ReactNode;
}

export function CheckoutForm({
  orderType,
  menuType,
  slots,
  slotMessage,
  initialValues,
  disabled = false,
  submitting = false,
  onSubmit,
  onInvalid,
  onChange,
  summary,
}: CheckoutFormProps) {
  const [values, setValues] = useState<CheckoutValues>(() => ({ ...EMPTY_CHECKOUT, slot: slots[0]?.value ?? '', ...initialValues }));
  const [problem, setProblem] = useState<string | null>(null);
  const id = useId();
  // The time shown is the time sent: a kept slot the store no longer offers (a draft from earlier,
  // or slots that arrived after the form) reads as the first slot offered now, never as nothing.
  const slot = slots.some((offered) => offered.value === values.slot) ? values.slot : (slots[0]?.value ?? '');
  const delivery = orderType === 'DELIVERY';
  const set = <K extends keyof CheckoutValues>(key: K, value: CheckoutValues[K]) => {
    setValues((current) => {
      const next = { ...current, [key]: value };
      onChange?.(next);
      return next;
    });
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const sent = { ...values, slot };
    const message = checkoutCheck(sent, { orderType, menuType });
    setProblem(message);
    if (message) {
      onInvalid?.(message);
      return;
    }
    onSubmit(sent);
  };
  const text = (
    key: keyof CheckoutValues,
    label: string,
    options: { type?: string; autoComplete?: string; inputMode?: 'numeric' | 'tel' | 'email'; wide?: boolean } = {},
  ) => (
    <div className={options.wide ? `${css.field} ${css.wide}` : css.field}>
      <label className={css.label} htmlFor={`${id}-${key}`}>
        {label}
      </label>
      <input
        id={`${id}-${key}`}
        className={css.input}
        type={options.type ?? 'text'}
        autoComplete={options.autoComplete}
        inputMode={options.inputMode}
        value={values[key]}
        onChange={(event) => set(key, event.target.value as never)}
      />
    </div>
  );
  const timeLabel = delivery ? 'Delivery time' : 'Pickup time';
  return (
    <Stack as="form" gap="lg" className={css.form} onSubmit={submit} noValidate aria-label="Checkout">
      <Tiles as="fieldset" minItemWidth="14rem" gap="md" className={clsx(panelRecipe(), css.group)}>
        <legend className={css.legend}>Your details</legend>
        {text('firstName', 'First name', { autoComplete: 'given-name' })}
        {text('lastName', 'Last name', { autoComplete: 'family-name' })}
        {text('email', 'Email', { type: 'email', autoComplete: 'email', inputMode: 'email' })}
        {text('contactNumber', 'Phone', { type: 'tel', autoComplete: 'tel', inputMode: 'tel' })}
      </Tiles>

      <Tiles as="fieldset" minItemWidth="14rem" gap="md" className={clsx(panelRecipe(), css.group)}>
        <legend className={css.legend}>{delivery ? 'Delivery' : orderType === 'CURBSIDE_PICKUP' ? 'Curbside pickup' : 'Pickup'}</legend>
        <div className={`${css.field} ${css.wide}`}>
          <SlotPicker
            slots={slots}
            value={slot}
            onChange={(value) => set('slot', value)}
            label={timeLabel}
            emptyText={noOfferedSlotsMessage(orderType)}
            message={slotMessage}
          />
        </div>
        {delivery ? (
          <div className={`${css.field} ${css.wide}`}>
            <label className={css.label} htmlFor={`${id}-deliveryAddress`}>
              Delivery address
            </label>
            <textarea
              id={`${id}-deliveryAddress`}
              className={css.textarea}
              autoComplete="street-address"
              value={values.deliveryAddress}
              onChange={(event) => set('deliveryAddress', event.target.value)}
            />
          </div>
        ) : null}
        {menuType === 'MEDICAL' ? (
          <>
            {text('medicalCardNumber', 'Medical card number')}
            {text('medicalCardExpiry', 'Medical card expiry (MM/YY)', { inputMode: 'numeric' })}
          </>
        ) : null}
      </Tiles>

      <Tiles as="fieldset" minItemWidth="14rem" gap="md" className={clsx(panelRecipe(), css.group)}>
        <legend className={css.legend}>Payment</legend>
        <div className={`${css.field} ${css.wide}`} role="radiogroup" aria-label="Payment method">
          {paymentMethods.map((method) => (
            <label key={method} className={css.choice}>
              <input
                className={css.radio}
                type="radio"
                name={`${id}-payment`}
                value={method}
                checked={values.payment === method}
                onChange={() => set('payment', method)}
              />
              {method === 'AT_PICKUP' && delivery ? 'Pay on delivery (cash or debit)' : PAYMENT_LABELS[method]}
            </label>
          ))}
        </div>
        {values.payment === 'CARD' ? (
          <>
            {text('ccNum', 'Card number', { autoComplete: 'cc-number', inputMode: 'numeric' })}
            {text('ccExp', 'Expiry (MM/YY)', { autoComplete: 'cc-exp', inputMode: 'numeric' })}
            <p className={`${css.note} ${css.wide}`}>
              Demo store: no payment is taken; only the card's last four digits are kept with the order.
            </p>
          </>
        ) : null}
        <div className={`${css.field} ${css.wide}`}>
          <label className={css.label} htmlFor={`${id}-note`}>
            Note for the store (optional)
          </label>
          <textarea id={`${id}-note`} className={css.textarea} value={values.note} onChange={(event) => set('note', event.target.value)} />
        </div>
      </Tiles>

      {problem ? (
        <p className={css.problem} role="alert">
          {problem}
        </p>
      ) : null}
      {summary}
      <Button type="submit" variant="primary" fullWidth loading={submitting} disabled={disabled || slots.length === 0}>
        {PLACE_ORDER_LABEL}
      </Button>
    </Stack>
  );
}
