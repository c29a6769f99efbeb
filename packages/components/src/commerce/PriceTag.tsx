/**
 * A price as priceOption gives it (issue 11): the price the shopper pays, and while a deal runs the
 * regular price struck through beside it and the deal's name. Screen readers hear 'Sale price' and
 * 'Regular price' instead of a strike-through they can't see.
 */
import { formatMoney } from '../rules/commerce/money.ts';
import type { OptionPrice } from '../rules/commerce/pricing.ts';
import { VisuallyHidden } from '../primitives/VisuallyHidden.tsx';
import * as css from './PriceTag.css.ts';

export interface PriceTagProps {
  price: OptionPrice;
  /** Show the deal's name under the price (product page, cart); cards leave it out. */
  showSpecial?: boolean;
  /** Prefix of the visible price, e.g. 'From ' on a card with several options. */
  prefix?: string;
}

export function PriceTag({ price, showSpecial = false, prefix = '' }: PriceTagProps) {
  if (!price.onSale)
    return (
      <span className={css.tag}>
        <span className={css.price}>
          {prefix}
          {formatMoney(price.price)}
        </span>
      </span>
    );
  return (
    <span className={css.tag}>
      <span className={css.sale}>
        <VisuallyHidden>Sale price </VisuallyHidden>
        {prefix}
        {formatMoney(price.price)}
      </span>
      <s className={css.regular}>
        <VisuallyHidden>Regular price </VisuallyHidden>
        {formatMoney(price.regular)}
      </s>
      {showSpecial && price.special ? <span className={css.special}>{price.special.specialName}</span> : null}
    </span>
  );
}
