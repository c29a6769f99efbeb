/**
 * The checkout offer's contents (spec 2.11): the products from the filtered product menu call of
 * spec 7 (configuredCheckoutOfferRequest: the CMS's productSlugs, active only; or with
 * enableCartBasedSuggestions cartBasedCheckoutOfferRequest: the cart's categories), ordered and
 * filtered by checkoutOfferProducts (the configured order; nothing already in the cart). A request
 * the rules refuse (no store, no slugs, no categories) or a failed call is the empty list: 'Looks
 * like no product found.'. Checkout is disabled while the store is closed (useStoreStatus).
 */
import {
  cartBasedCheckoutOfferRequest,
  CheckoutClosedNotice,
  CheckoutOffer,
  checkoutOfferProducts,
  configuredCheckoutOfferRequest,
  storeClosedModalContent,
} from '@storefront/components';
import type { ProductMenuQuery } from '@storefront/components/api';
import { useProductMenu } from '../../api/queries.ts';
import { useStartCheckout } from '../../cart/useStartCheckout.ts';
import { useShop } from '../../shop/useShop.ts';
import { useStoreStatus } from '../../store-choice/useStoreStatus.ts';
import { useCartStore, useUiStore } from '../../stores/index.ts';

export default function CheckoutOfferHost() {
  const { config, provider, menuType, retailerId } = useShop();
  const open = useUiStore((state) => state.checkoutOfferOpen);
  const items = useCartStore((state) => state.items);
  const status = useStoreStatus();
  const { continueToCheckout, closeOffer } = useStartCheckout();
  const cms = config.checkoutPopupSettingsCMS;

  const context = { retailerId, menuType, provider };
  const request = cms.enableCartBasedSuggestions
    ? cartBasedCheckoutOfferRequest({ ...context, cartItems: items })
    : configuredCheckoutOfferRequest({ ...context, productSlugs: cms.productSlugs });
  const query: ProductMenuQuery = request
    ? { ...request.filter, retailerId: request.retailerId, provider: request.provider, menuType: request.menuType, ...request.pagination }
    : { retailerId, provider, menuType };
  const menu = useProductMenu(query, open && request !== null);
  const products =
    request === null
      ? []
      : menu.data === undefined
        ? undefined
        : checkoutOfferProducts({
            enableCartBasedSuggestions: cms.enableCartBasedSuggestions,
            cartItems: items,
            products: menu.data.products,
            productSlugs: cms.productSlugs,
          });

  return (
    <CheckoutOffer
      open={open}
      onClose={closeOffer}
      cms={cms}
      products={products}
      provider={provider}
      menuType={menuType}
      checkoutDisabled={status.checkoutDisabled}
      closedNotice={<CheckoutClosedNotice content={storeClosedModalContent(config.retailerClosePopupCMS)} />}
      onCheckout={continueToCheckout}
    />
  );
}
