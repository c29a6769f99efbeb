/**
 * The cart's totals (spec 2.10 footer; issue 11): 'Item ({count})' with the subtotal at regular
 * prices, each tax, 'Discount' only above 0, the promo code's own line when a code is applied
 * ('Promo code WELCOME15-… (15% off)', its part taken out of 'Discount'), 'Total Price'; and the
 * purchase-limit meter of the store's state and menu. Values come from priceCart and limitUsage; this widget only shows them.
 */
import type { ReactNode } from 'react';
import { cartFooterItemLabel, shouldShowDiscountRow } from '../rules/commerce/cart.ts';
import { formatMoney } from '../rules/commerce/money.ts';
import { roundCents } from '../rules/commerce/pricing.ts';
import type { PricedCart } from '../rules/commerce/cartPricing.ts';
import type { LimitUse } from '../rules/commerce/taxesAndLimits.ts';
import { Panel } from '../primitives/layout/Panel.tsx';
import { Stack } from '../primitives/layout/Stack.tsx';
import * as css from './CartSummary.css.ts';

export const CART_TAXES_LABEL = 'Taxes';
export const CART_DISCOUNT_LABEL = 'Discount';
export const CART_TOTAL_LABEL = 'Total Price';
export const CART_NO_TAX_NOTE = 'Taxes are calculated at the store.';

export interface CartSummaryProps {
  totals: PricedCart;
  /** null when the store's state has no tax table (the note says taxes come at the store). */
  taxesKnown?: boolean;
  limits?: readonly LimitUse[];
  title?: string;
  /** Buttons under the totals (View Cart, Checkout). */
  actions?: ReactNode;
}

export function CartSummary({ totals, taxesKnown = true, limits = [], title = 'Order Summary', actions }: CartSummaryProps) {
  // The deals' part of the discount; the promo code's part has its own line.
  const dealDiscount = roundCents(totals.discount - (totals.promo?.amount ?? 0));
  return (
    <Panel as="section" gap="sm" aria-label={title}>
      <h2 className={css.title}>{title}</h2>
      <dl className={css.rows}>
        <dt className={css.term}>{cartFooterItemLabel(totals.count)}</dt>
        <dd className={css.value}>{formatMoney(totals.subtotal)}</dd>
        <Row term={CART_TAXES_LABEL} value={formatMoney(totals.taxTotal)} />
        {totals.taxes.map((tax) => (
          <Row key={tax.name} term={tax.name} value={formatMoney(tax.amount)} termClass={css.taxPart} valueClass={css.taxPart} />
        ))}
        {shouldShowDiscountRow(dealDiscount) ? (
          <Row term={CART_DISCOUNT_LABEL} value={`-${formatMoney(dealDiscount)}`} valueClass={css.discount} />
        ) : null}
        {totals.promo ? <Row term={totals.promo.label} value={`-${formatMoney(totals.promo.amount)}`} valueClass={css.discount} /> : null}
      </dl>
      <dl className={`${css.rows} ${css.totalRow}`}>
        <dt className={css.total}>{CART_TOTAL_LABEL}</dt>
        <dd className={`${css.value} ${css.total}`}>{formatMoney(totals.total)}</dd>
      </dl>
      {taxesKnown ? null : <p className={css.note}>{CART_NO_TAX_NOTE}</p>}
      {limits.length > 0 ? <LimitMeter limits={limits} /> : null}
      {actions}
    </Panel>
  );
}

function Row({ term, value, termClass, valueClass }: { term: string; value: string; termClass?: string; valueClass?: string }) {
  return (
    <>
      <dt className={termClass ? `${css.term} ${termClass}` : css.term}>{term}</dt>
      <dd className={valueClass ? `${css.value} ${valueClass}` : css.value}>{value}</dd>
    </>
  );
}

/** How much of each purchase limit the cart uses: a meter per limit, the amount in words beside it. */
export function LimitMeter({ limits }: { limits: readonly LimitUse[] }) {
  return (
    <Stack as="ul" gap="xs" aria-label="Purchase limits">
      {limits.map((use) => {
        const words = `${use.used} of ${use.limit} ${use.unit}`;
        return (
          <li key={use.group} className={css.meterRow}>
            <span>{use.label}</span>
            <span className={use.over ? css.over : undefined}>{use.over ? `${words} — over the limit` : words}</span>
            <meter
              className={css.bar}
              min={0}
              max={use.limit}
              value={Math.min(use.used, use.limit)}
              low={use.limit * 0.75}
              high={use.limit * 0.9}
              optimum={0}
              aria-label={`${use.label}: ${words}`}
            />
          </li>
        );
      })}
    </Stack>
  );
}
