/** Cart, checkout and the cart-abandonment landing page (spec 2.1, 2.10, 8 'Shopping cart is empty!'). */
import { Button, CartSummary, Inline, SmartLink, Stack } from '@storefront/components';
import { useCheckoutHold } from '../../cart/useCheckoutHold.tsx';
import { CartPromoField } from '../../cart/useCartPromo.tsx';
import { usePricedCart, type PricedCartView } from '../../cart/usePricedCart.ts';
import { useStartCheckout } from '../../cart/useStartCheckout.ts';
import { PageFrame } from '../../layout/PageFrame.tsx';
import type { PageModule, PageProps } from '../../routes/PageProps.ts';
import { selectIsSignedIn, useCartStore, useSessionStore } from '../../stores/index.ts';
import { SavedForLaterSection } from './SavedForLaterSection.tsx';
import { CartLines } from './CartLines.tsx';
import { CheckoutPage } from './CheckoutPage.tsx';
import { EmptyCart } from './EmptyCart.tsx';
import { CartReminderOfferSlot } from '../../marketing/CartReminderOfferSlot.tsx';
import * as css from '../shared/page.css.ts';
import * as cartCss from './cartLayout.css.ts';

const CHECKOUT_LABEL_TEXT = 'Checkout';

/** The pages that list the cart: whether lines can be edited, and the one onward link (none on checkout). */
const cartPageKinds = {
  cart: { editable: true, next: { href: '/checkout', label: CHECKOUT_LABEL_TEXT } },
  cartAbandonment: { editable: true, next: { href: '/cart', label: 'View Cart' } },
} as const satisfies Record<string, { editable: boolean; next: { href: string; label: string } | null }>;

const CHECKOUT_LABEL = CHECKOUT_LABEL_TEXT;

/**
 * The way on: 'Checkout' (through the checkout offer when it intercepts: useStartCheckout), or while
 * the store is closed (spec 5: "Checkout is disabled when the store-closed setting is on and the
 * store is closed") or a line is more than the store has left (useCheckoutHold), a disabled
 * 'Checkout' with the reason; the abandonment page links to the cart.
 */
function CheckoutGate({ next, cart }: { next: { href: string; label: string } | null; cart: PricedCartView }) {
  const { held, notice } = useCheckoutHold(cart);
  const { startCheckout } = useStartCheckout();
  if (!next) return notice;
  if (next.label === CHECKOUT_LABEL)
    return (
      <Inline gap="sm" align="end">
        {notice}
        <Button variant="primary" fullWidth disabled={held} onClick={startCheckout}>
          {CHECKOUT_LABEL}
        </Button>
      </Inline>
    );
  return (
    <p className={css.text}>
      <SmartLink href={next.href}>{next.label}</SmartLink>
    </p>
  );
}

function cartPage(kind: keyof typeof cartPageKinds) {
  const { editable, next } = cartPageKinds[kind];
  return function CartPage({ route }: PageProps) {
    const empty = useCartStore((state) => state.items.length === 0);
    const cart = usePricedCart();
    const signedIn = useSessionStore(selectIsSignedIn);
    return (
      <PageFrame title={route.title}>
        {empty ? (
          <>
            <EmptyCart />
            {signedIn ? <SavedForLaterSection /> : null}
          </>
        ) : (
          <Inline gap="xl" align="start">
            <div className={cartCss.lines}>
              <CartLines cart={cart} editable={editable} />
              {signedIn ? <SavedForLaterSection /> : null}
            </div>
            <Stack gap="md" className={cartCss.summary}>
              <CartPromoField />
              <CartSummary
                totals={cart.totals}
                taxesKnown={cart.taxesKnown}
                limits={cart.limits}
                actions={<CheckoutGate next={next} cart={cart} />}
              />
              {/* Under the summary (last in its column): appearing after load, it moves nothing above it. */}
              <CartReminderOfferSlot />
            </Stack>
          </Inline>
        )}
      </PageFrame>
    );
  };
}

const pages: PageModule = { cart: cartPage('cart'), checkout: CheckoutPage, cartAbandonment: cartPage('cartAbandonment') };
export default pages;
