/** The cart's lines, priced at the shown store (usePricedCart), labelled by the commerce rules (spec 2.10). */
import {
  Button,
  cartItemPriceLabel,
  cartItemSpecialHref,
  cartItemsHeading,
  cartItemWeightLabel,
  cartQuantityStepper,
  formatMoney,
  productPath,
  SmartLink,
} from '@storefront/components';
import type { PricedCartItem, PricedCartView } from '../../cart/usePricedCart.ts';
import { useCartStore } from '../../stores/index.ts';
import * as css from '../shared/styles.ts';

function CartLine({ line, editable }: { line: PricedCartItem; editable: boolean }) {
  const { item, price } = line;
  const setQuantity = useCartStore((state) => state.setQuantity);
  const remove = useCartStore((state) => state.remove);
  const limits = { optionMaxQuantity: item.maxQuantity };
  const stepper = cartQuantityStepper(item.quantity, limits);
  // 'Weight : ...' (not for EDIBLES or N/A); an edible shows its pack size instead (issue 11).
  const weight = cartItemWeightLabel({ category: item.product.category, weight: item.weight }) ?? (item.option && item.option.toUpperCase() !== 'N/A' ? `Pack : ${item.option}` : null);
  const special = price.special ?? item.specialDiscount ?? null;
  return (
    <li {...css.linkItem}>
      <img src={item.product.image} alt="" width={48} height={48} {...css.thumb} />
      <div {...css.lineBody}>
        <SmartLink href={productPath(item.product.slug)}>{item.product.name}</SmartLink>
        {weight ? <span {...css.muted}>{weight}</span> : null}
        <span {...css.muted}>
          {cartItemPriceLabel(price.price)}
          {price.onSale ? (
            <>
              {' '}
              <s aria-label={`regular price ${formatMoney(price.regular)}`}>{formatMoney(price.regular)}</s>
            </>
          ) : null}
        </span>
        {special ? <SmartLink href={cartItemSpecialHref(special.specialSlug)}>{special.specialName}</SmartLink> : null}
        <span>
          Line total: <strong>{formatMoney(line.lineTotal)}</strong>
        </span>
      </div>
      {editable ? (
        <div {...css.form} role="group" aria-label={`Quantity of ${item.product.name}`}>
          <Button size="sm" variant="secondary" disabled={!stepper.canDecrement} aria-label="Decrease quantity" onClick={() => setQuantity(item.productId, item.option, item.quantity - 1)}>
            −
          </Button>
          <span aria-live="polite">{item.quantity}</span>
          <Button size="sm" variant="secondary" disabled={!stepper.canIncrement} aria-label="Increase quantity" onClick={() => setQuantity(item.productId, item.option, item.quantity + 1)}>
            +
          </Button>
          <Button size="sm" variant="ghost" onClick={() => remove(item.productId, item.option)} aria-label={`Remove ${item.product.name}`}>
            Remove
          </Button>
        </div>
      ) : (
        <span>× {item.quantity}</span>
      )}
    </li>
  );
}

export function CartLines({ cart, editable }: { cart: PricedCartView; editable: boolean }) {
  const heading = cartItemsHeading(cart.totals.count);
  return (
    <section {...css.section} aria-label={heading} aria-busy={cart.pricing}>
      <h2 {...css.sectionTitle}>{heading}</h2>
      <ul {...css.plainList}>
        {cart.items.map((line) => (
          <CartLine key={`${line.item.productId}-${line.item.option}`} line={line} editable={editable} />
        ))}
      </ul>
    </section>
  );
}
