/** The cart's lines and totals, from the local cart store, labelled by the commerce rules (spec 2.10). */
import {
  Button,
  cartFooterItemLabel,
  cartItemPriceLabel,
  cartItemSpecialHref,
  cartItemsHeading,
  cartItemWeightLabel,
  cartQuantityStepper,
  formatMoney,
  productPath,
  SmartLink,
  type CartItem,
} from '@storefront/components';
import { useCartStore } from '../../stores/index.ts';
import * as css from '../shared/styles.ts';

function CartLine({ item, editable }: { item: CartItem; editable: boolean }) {
  const setQuantity = useCartStore((state) => state.setQuantity);
  const remove = useCartStore((state) => state.remove);
  const limits = { optionMaxQuantity: item.maxQuantity };
  const stepper = cartQuantityStepper(item.quantity, limits);
  const weight = cartItemWeightLabel({ category: item.product.category, weight: item.weight });
  return (
    <li {...css.linkItem}>
      <img src={item.product.image} alt="" width={48} height={48} {...css.thumb} />
      <div {...css.lineBody}>
        <SmartLink href={productPath(item.product.slug)}>{item.product.name}</SmartLink>
        {weight ? <span {...css.muted}>{weight}</span> : null}
        <span {...css.muted}>{cartItemPriceLabel(item.price)}</span>
        {item.specialDiscount ? <SmartLink href={cartItemSpecialHref(item.specialDiscount.specialSlug)}>{item.specialDiscount.specialName}</SmartLink> : null}
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

export function CartLines({ editable }: { editable: boolean }) {
  const items = useCartStore((state) => state.items);
  const counter = useCartStore((state) => state.counter);
  const subtotal = items.reduce((sum, item) => sum + item.price * item.quantity, 0);
  return (
    <section {...css.section} aria-label={cartItemsHeading(counter)}>
      <h2 {...css.sectionTitle}>{cartItemsHeading(counter)}</h2>
      <ul {...css.plainList}>
        {items.map((item) => (
          <CartLine key={`${item.productId}-${item.option}`} item={item} editable={editable} />
        ))}
      </ul>
      <p {...css.text}>
        {cartFooterItemLabel(counter)} {formatMoney(subtotal)}
      </p>
    </section>
  );
}
