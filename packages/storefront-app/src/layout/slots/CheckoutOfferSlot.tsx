/**
 * The checkout offer slot (spec 2.11): opened by ui.checkoutOfferOpen (useStartCheckout); its module
 * (CheckoutOfferHost) loads on the first open and is fetched ahead when the browser is idle.
 */
import { onDemandSlot } from './onDemandSlot.tsx';

export const CheckoutOfferSlot = onDemandSlot(
  (state) => state.checkoutOfferOpen,
  () => import('./CheckoutOfferHost.tsx'),
);
