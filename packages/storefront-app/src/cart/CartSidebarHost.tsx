/**
 * The cart sidebar's contents (spec 2.10): the CartSidebar widget over the priced cart
 * (usePricedCart: the one pricing function, the state's taxes and limits), the line actions
 * (useCartLineActions), the location block by the CMS (cartLocationFromCms), checkout held
 * while the store is closed or a line is more than the store has left (useCheckoutHold), 'Checkout' through the checkout offer (useStartCheckout), and the desktop banner ad slot.
 */
import { AdSlotHost } from '../ads/AdSlotHost.tsx';
import { CartReminderOffer } from '../marketing/CartReminderOffer.tsx';
import { CART_SIDECAR_AD_PLACEMENT, CartSidebar, cartLocationFromCms } from '@storefront/components';
import { cartLineKey, cartRowItem, useCartLineActions } from './useCartLineActions.ts';
import { useCheckoutHold } from './useCheckoutHold.tsx';
import { CartPromoField } from './useCartPromo.tsx';
import { usePricedCart } from './usePricedCart.ts';
import { useStartCheckout } from './useStartCheckout.ts';
import { useShopperChromeState } from '../chrome/useShopperChromeState.ts';
import { useSite } from '../site/SiteContext.tsx';
import { useUiStore } from '../stores/index.ts';

export default function CartSidebarHost() {
  const { config } = useSite();
  const open = useUiStore((state) => state.cartSidebarOpen);
  const setOpen = useUiStore((state) => state.setCartSidebarOpen);
  const cart = usePricedCart();
  const actions = useCartLineActions(cart.items.map(({ item }) => item));
  const hold = useCheckoutHold(cart);
  const { startCheckout } = useStartCheckout();
  const { orderPreference } = useShopperChromeState();
  const location = orderPreference ? cartLocationFromCms(config, orderPreference, config.initialSiteData.provider) : null;

  return (
    <CartSidebar
      open={open}
      onClose={() => setOpen(false)}
      lines={cart.items.map(({ item, price, available, stock, cap }) => ({
        key: cartLineKey(item),
        price,
        available,
        stock,
        cap,
        item: cartRowItem(item),
      }))}
      totals={cart.totals}
      taxesKnown={cart.taxesKnown}
      limits={cart.limits}
      location={location}
      checkoutDisabled={hold.held}
      closedNotice={hold.notice}
      // Spec 2.10: the cart holds the 'cart-sidecar-desktop-banner' placement (desktop only).
      adSlot={<AdSlotHost slotName={CART_SIDECAR_AD_PLACEMENT} modes="desktop" />}
      // Issue 12 item 5: the abandoned-cart reminder is offered here; the browser asks only on its button.
      reminder={<CartReminderOffer headingLevel={3} />}
      // Issue 35: the promo code, above the totals it changes.
      promoSlot={<CartPromoField />}
      // 'Checkout' may show the checkout offer first (spec 2.10, 2.11).
      onCheckout={startCheckout}
      {...actions}
    />
  );
}
