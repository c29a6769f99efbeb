/** The empty cart (spec 8 'Shopping cart is empty!') with the way back to the shop. */
import { CART_EMPTY_MESSAGE, SmartLink, shopPath } from '@storefront/components';
import { useShop } from '../../shop/useShop.ts';
import * as css from '../shared/page.css.ts';

export function EmptyCart() {
  const { settings } = useShop();
  return (
    <>
      <p className={css.text}>{CART_EMPTY_MESSAGE}</p>
      <p className={css.text}>
        <SmartLink href={shopPath(settings)}>Shop</SmartLink>
      </p>
    </>
  );
}
