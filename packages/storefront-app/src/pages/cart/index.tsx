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

/** The pages that list the cart: whether lines can be edited, and the one onward link (none on checkout). */
const cartPageKinds = {
  cart: { editable: true, next: { href: '/checkout', label: 'Checkout' } },
  checkout: { editable: false, next: null },
  cartAbandonment: { editable: true, next: { href: '/cart', label: 'View Cart' } },
} as const satisfies Record<string, { editable: boolean; next: { href: string; label: string } | null }>;

function cartPage(kind: keyof typeof cartPageKinds) {
  const { editable, next } = cartPageKinds[kind];
  return function CartPage({ route }: PageProps) {
    const empty = useCartStore((state) => state.items.length === 0);
    return (
      <PageFrame title={route.title}>
        {empty ? (
          <EmptyCart />
        ) : (
          <>
            <CartLines editable={editable} />
            {next ? (
              <p {...css.text}>
                <SmartLink href={next.href}>{next.label}</SmartLink>
              </p>
            ) : null}
          </>
        )}
      </PageFrame>
    );
  };
}

const pages: PageModule = { cart: cartPage('cart'), checkout: cartPage('checkout'), cartAbandonment: cartPage('cartAbandonment') };
export default pages;
