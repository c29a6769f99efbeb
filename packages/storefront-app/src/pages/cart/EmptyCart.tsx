/** The empty cart (spec 8 'Shopping cart is empty!') with the way back to the shop. */
import { CART_EMPTY_MESSAGE, SmartLink, shopPath } from '@storefront/components';
import { useShop } from '../../shop/useShop.ts';
import * as css from '../shared/styles.ts';

export function EmptyCart() {
  const { settings } = useShop();
  return (
    <>
      <p {...css.text}>{CART_EMPTY_MESSAGE}</p>
      <p {...css.text}>
        <SmartLink href={shopPath(settings)}>Shop</SmartLink>
      </p>
    </>
  );
}
