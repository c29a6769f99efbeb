/** The cart's lines, priced at the shown store (usePricedCart): the CartItemRow widget with line totals (spec 2.10, issue 11). */
import { CartItemRow, cartItemsHeading, Stack } from '@storefront/components';
import { cartLineKey, cartRowItem, useCartLineActions } from '../../cart/useCartLineActions.ts';
import type { PricedCartView } from '../../cart/usePricedCart.ts';
import { useFormTarget } from '../../shop/useFormTarget.ts';
import * as sectionCss from '../shared/Section.css.ts';

export function CartLines({ cart, editable }: { cart: PricedCartView; editable: boolean }) {
  const heading = cartItemsHeading(cart.totals.count);
  const actions = useCartLineActions(cart.items.map(({ item }) => item));
  // Quantities and removal work before the page's code has loaded (the server's cart form).
  const form = useFormTarget('cart');
  return (
    <Stack as="section" gap="md" aria-label={heading} aria-busy={cart.pricing}>
      <h2 className={sectionCss.title}>{heading}</h2>
      <Stack as="ul" gap="sm">
        {cart.items.map(({ item, price, lineTotal, available, stock, cap }) => {
          const key = cartLineKey(item);
          return (
            <CartItemRow
              key={key}
              item={cartRowItem(item)}
              price={price}
              lineTotal={lineTotal}
              available={available}
              stock={stock}
              cap={cap}
              editable={editable}
              onQuantity={(quantity) => actions.onQuantity(key, quantity)}
              onRemove={() => actions.onRemove(key)}
              onMoveToWishlist={() => actions.onMoveToWishlist(key)}
              onSaveForLater={() => actions.onSaveForLater(key)}
              form={form}
            />
          );
        })}
      </Stack>
    </Stack>
  );
}
