/**
 * 'Checkout' pressed (the cart sidebar, the cart page): the checkout offer first when it intercepts
 * (checkoutOfferIntercepts: a source of products in the CMS and not yet seen in this browser
 * session), otherwise on to /checkout. `continueToCheckout` is the offer's own 'Checkout': it marks
 * the offer seen and goes on.
 */
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { checkoutOfferIntercepts } from '@storefront/components';
import { useSite } from '../site/SiteContext.tsx';
import { useUiStore } from '../stores/index.ts';
import { useCartStore } from './cartStore.ts';
import { readSessionValue, writeSessionValue } from '../stores/sessionValue.ts';

export const CHECKOUT_PATH = '/checkout';
const OFFER_SEEN_KEY = 'checkoutOfferSeen';

export function useStartCheckout() {
  const { config } = useSite();
  const navigate = useNavigate();
  const cartItemCount = useCartStore((state) => state.items.length);
  const setCartSidebarOpen = useUiStore((state) => state.setCartSidebarOpen);
  const setCheckoutOfferOpen = useUiStore((state) => state.setCheckoutOfferOpen);
  const cms = config.checkoutPopupSettingsCMS;

  const startCheckout = useCallback(() => {
    setCartSidebarOpen(false);
    if (checkoutOfferIntercepts({ cms, cartItemCount, seenThisSession: readSessionValue(OFFER_SEEN_KEY) !== null })) {
      setCheckoutOfferOpen(true);
    } else {
      void navigate(CHECKOUT_PATH);
    }
  }, [cms, cartItemCount, navigate, setCartSidebarOpen, setCheckoutOfferOpen]);

  const closeOffer = useCallback(() => {
    writeSessionValue(OFFER_SEEN_KEY, '1');
    setCheckoutOfferOpen(false);
  }, [setCheckoutOfferOpen]);

  const continueToCheckout = useCallback(() => {
    closeOffer();
    void navigate(CHECKOUT_PATH);
  }, [closeOffer, navigate]);

  return { startCheckout, continueToCheckout, closeOffer };
}
