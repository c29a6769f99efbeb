import { useId, useState, type FormEvent } from 'react';
import { Truck } from 'lucide-react';
import { Button } from '../primitives/Button.tsx';
import { TextInput } from '../primitives/field/TextInput.tsx';
import { notify } from '../overlays/notify.ts';
import { formatMoney } from '../rules/commerce/money.ts';
import { STORE_CARD_LOADING_LABEL } from '../rules/navigation/storeCard.ts';
import { deliveryAddressCheck, NO_DELIVERY_FOR_ADDRESS_MESSAGE, type DeliveryAddressValues } from '../rules/commerce/delivery.ts';
import type { DeliveryCheckResult, DeliveryOption } from '../api/delivery.ts';
import { nonBlank } from '../rules/navigation/text.ts';
import { Inline } from '../primitives/layout/Inline.tsx';
import { Stack } from '../primitives/layout/Stack.tsx';
import * as css from './StorePreference.css.ts';

/** Labels and states of the delivery form (ours: the spec names the form, not its wording). */
export const CHECK_ADDRESS_LABEL = 'Check address';
export const CHECKING_ADDRESS_LABEL = 'Checking…';
export const DELIVER_FROM_STORE_LABEL = 'Deliver from this store';
export const DELIVERING_FROM_STORE_LABEL = 'Delivering from this store';
export const DELIVERY_CHECK_FAILED_MESSAGE = 'We could not check this address. Please try again.';
export const STORES_DELIVERING_LABEL = 'Stores that deliver to this address';

/** The form's fields, in order, with what the browser may fill in. */
export const DELIVERY_FORM_FIELDS = [
  { key: 'line1', label: 'Street address', autoComplete: 'address-line1', maxLength: 120 },
  { key: 'city', label: 'City', autoComplete: 'address-level2', maxLength: 80 },
  { key: 'postalCode', label: 'ZIP code', autoComplete: 'postal-code', maxLength: 10 },
] as const satisfies ReadonlyArray<{ key: keyof DeliveryAddressValues; label: string; autoComplete: string; maxLength: number }>;

export const emptyDeliveryAddress: DeliveryAddressValues = { line1: '', city: '', postalCode: '' };

export interface DeliveryFormContent {
  icon?: string | undefined;
  title?: string | undefined;
  subtitle?: string | undefined;
}

export interface DeliveryFormProps {
  /** What the shopper typed (kept by the parent, so switching tabs loses nothing). */
  values: DeliveryAddressValues;
  onValuesChange: (values: DeliveryAddressValues) => void;
  content?: DeliveryFormContent;
  /** Checks the address against each store's delivery zone (the demo backend's POST /api/delivery/check). */
  onCheck: (values: DeliveryAddressValues) => Promise<DeliveryCheckResult>;
  /** Deliver from this store to this address (order type DELIVERY). */
  onChoose: (address: DeliveryCheckResult['address'], option: DeliveryOption) => unknown;
  /** The retailer the shopper shops now (its button reads 'Delivering from this store'). */
  currentRetailerId?: string | null;
  /** The store the shopper is switching to. */
  choosingRetailerId?: string | null;
}

type CheckState = { kind: 'idle' } | { kind: 'checking' } | { kind: 'failed' } | { kind: 'done'; result: DeliveryCheckResult };

/**
 * The delivery tab's form (spec 2.7): street address, city and ZIP, checked with the shared form
 * check before submit (its message as a warning toast and beside the form, spec 5), then against
 * the stores' delivery zones; the stores that deliver there with their fee and minimum.
 */
export function DeliveryForm({
  values,
  onValuesChange,
  content,
  onCheck,
  onChoose,
  currentRetailerId = null,
  choosingRetailerId = null,
}: DeliveryFormProps) {
  const id = useId();
  const [error, setError] = useState<string | null>(null);
  const [check, setCheck] = useState<CheckState>({ kind: 'idle' });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const message = deliveryAddressCheck(values);
    setError(message);
    if (message) {
      notify.warning(message);
      return;
    }
    setCheck({ kind: 'checking' });
    onCheck(values).then(
      (result) => setCheck({ kind: 'done', result }),
      () => setCheck({ kind: 'failed' }),
    );
  };

  const change = (key: keyof DeliveryAddressValues, value: string) => {
    const next = { ...values, [key]: value };
    onValuesChange(next);
    // The message clears once the form passes the check.
    if (error && deliveryAddressCheck(next) === null) setError(null);
  };

  const title = nonBlank(content?.title);
  const subtitle = nonBlank(content?.subtitle);
  const icon = nonBlank(content?.icon);

  return (
    <Stack gap="md">
      {title || subtitle ? (
        <Inline align="center" wrap={false} gap="md">
          {icon ? (
            <img src={icon} alt="" width={40} height={40} className={css.deliveryIcon} />
          ) : (
            <Truck size={32} aria-hidden="true" className={css.deliveryIcon} />
          )}
          <div>
            {title ? <p className={css.deliveryTitle}>{title}</p> : null}
            {subtitle ? <p className={css.muted}>{subtitle}</p> : null}
          </div>
        </Inline>
      ) : null}
      <form className={css.form} onSubmit={submit} noValidate aria-describedby={error ? `${id}-error` : undefined}>
        {DELIVERY_FORM_FIELDS.map((field) => (
          <Stack gap="xs" key={field.key} className={css.field} data-field={field.key}>
            <label className={css.label} htmlFor={`${id}-${field.key}`}>
              {field.label}
            </label>
            <TextInput
              id={`${id}-${field.key}`}
              className={css.input}
              name={field.key}
              autoComplete={field.autoComplete}
              inputMode={field.key === 'postalCode' ? 'numeric' : undefined}
              maxLength={field.maxLength}
              required
              value={values[field.key]}
              onChange={(event) => change(field.key, event.target.value)}
            />
          </Stack>
        ))}
        {error ? (
          <p id={`${id}-error`} className={css.error} role="alert">
            {error}
          </p>
        ) : null}
        <Button type="submit" variant="primary" fullWidth loading={check.kind === 'checking'}>
          {check.kind === 'checking' ? CHECKING_ADDRESS_LABEL : CHECK_ADDRESS_LABEL}
        </Button>
      </form>
      <div aria-live="polite">
        {check.kind === 'failed' ? <p className={css.message}>{DELIVERY_CHECK_FAILED_MESSAGE}</p> : null}
        {check.kind === 'done' && check.result.retailers.length === 0 ? (
          <p className={css.message}>{NO_DELIVERY_FOR_ADDRESS_MESSAGE}</p>
        ) : null}
        {check.kind === 'done' && check.result.retailers.length > 0 ? (
          <Stack as="section" gap="sm" aria-labelledby={`${id}-stores`}>
            <h3 id={`${id}-stores`} className={css.sectionTitle}>
              {STORES_DELIVERING_LABEL}
            </h3>
            <Stack as="ul" gap="sm">
              {check.result.retailers.map((option) => {
                const current = option.retailerId === currentRetailerId;
                const choosing = option.retailerId === choosingRetailerId;
                return (
                  <Inline as="li" align="center" justify="between" wrap={false} gap="md" key={option.retailerId} className={css.option}>
                    <div>
                      <p className={css.optionName}>{option.name}</p>
                      <p className={css.muted}>
                        Delivery fee {formatMoney(option.fee)} · Minimum order {formatMoney(option.minimum)}
                        {option.etaMinutes ? ` · ${option.etaMinutes[0]}–${option.etaMinutes[1]} min` : ''}
                      </p>
                    </div>
                    <Button
                      size="sm"
                      variant={current ? 'secondary' : 'primary'}
                      disabled={choosingRetailerId !== null}
                      onClick={() => onChoose(check.result.address, option)}
                    >
                      {choosing ? STORE_CARD_LOADING_LABEL : current ? DELIVERING_FROM_STORE_LABEL : DELIVER_FROM_STORE_LABEL}
                    </Button>
                  </Inline>
                );
              })}
            </Stack>
          </Stack>
        ) : null}
      </div>
    </Stack>
  );
}
