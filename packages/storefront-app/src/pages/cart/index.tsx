/** Cart, checkout and the cart-abandonment landing page (spec 2.1, 2.10, 8 'Shopping cart is empty!'). */
import { CART_EMPTY_MESSAGE, SmartLink, shopPath } from '@storefront/components';
import { PageFrame } from '../../layout/PageFrame.tsx';
import type { PageModule, PageProps } from '../../routes/PageProps.ts';
import { useCartStore } from '../../stores/index.ts';
import { useShopContext } from '../shared/useShopContext.ts';
import { CartLines } from './CartLines.tsx';
import * as css from '../shared/styles.ts';

function EmptyCart() {
  const { settings } = useShopContext();
  return (
    <>
      <p {...css.text}>{CART_EMPTY_MESSAGE}</p>
      <p {...css.text}>
        <SmartLink href={shopPath(settings)}>Shop</SmartLink>
      </p>
    </>
  );
}

function CartPage({ route }: PageProps) {
  const empty = useCartStore((state) => state.items.length === 0);
  return (
    <PageFrame title={route.title}>
      {empty ? (
        <EmptyCart />
      ) : (
        <>
          <CartLines editable />
          <p {...css.text}>
            <SmartLink href="/checkout">Checkout</SmartLink>
          </p>
        </>
      )}
    </PageFrame>
  );
}

function CheckoutPage({ route }: PageProps) {
  const empty = useCartStore((state) => state.items.length === 0);
  return <PageFrame title={route.title}>{empty ? <EmptyCart /> : <CartLines editable={false} />}</PageFrame>;
}

function CartAbandonmentPage({ route }: PageProps) {
  const empty = useCartStore((state) => state.items.length === 0);
  return (
    <PageFrame title={route.title}>
      {empty ? (
        <EmptyCart />
      ) : (
        <>
          <CartLines editable />
          <p {...css.text}>
            <SmartLink href="/cart">View Cart</SmartLink>
          </p>
        </>
      )}
    </PageFrame>
  );
}

const pages: PageModule = { cart: CartPage, checkout: CheckoutPage, cartAbandonment: CartAbandonmentPage };
export default pages;
