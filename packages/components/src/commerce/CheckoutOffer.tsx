/**
 * The checkout offer popup (spec 2.11): the CMS title and description (checkoutOfferContent: 'Checkout
 * Offer' and 'Complete your purchase to take advantage of this special offer!' when blank), a carousel
 * of the offered products (checkoutOfferProducts picks them: the cart's categories without what is
 * in the cart, or the configured products in their order) at 2 slides below 640 px, otherwise 4
 * (checkoutOfferSlidesPerView), 'View Cart' and 'Checkout' (disabled while the store is closed and
 * the store-closed setting is on), 'Looks like no product found.' when there is nothing to offer.
 * It closes on any link click and on browser back.
 */
import { useEffect, type ReactNode } from 'react';
import type { Product } from '../domain/types.ts';
import type { MenuType, ProviderKind } from '../rules/constants.ts';
import { breakpoints } from '@storefront/tokens';
import { CHECKOUT_OFFER_NO_PRODUCTS_MESSAGE, checkoutOfferContent, checkoutOfferSlidesPerView } from '../rules/commerce/checkoutOffer.ts';
import { Carousel } from '../primitives/carousel/Carousel.tsx';
import { Dialog } from '../primitives/dialog/Dialog.tsx';
import { CartButtons } from './CartButtons.tsx';
import { ProductCard } from './ProductCard.tsx';
import { Stack } from '../primitives/layout/Stack.tsx';
import * as css from './CheckoutOffer.css.ts';

export interface CheckoutOfferProps {
  open: boolean;
  onClose: () => void;
  /** checkoutPopupSettingsCMS's title and description (blank → the spec's defaults). */
  cms: { title?: string | null; description?: string | null };
  /** The offered products, in order; undefined while they load. */
  products: readonly Product[] | undefined;
  provider: ProviderKind;
  menuType?: MenuType;
  checkoutDisabled?: boolean;
  /** Why checkout is disabled (the store-closed notice). */
  closedNotice?: ReactNode;
  /** 'Checkout' pressed: go on to the checkout (the popup has been seen). */
  onCheckout: () => void;
  viewCartHref?: string;
}

const SKELETON_CARDS = 4;

export function CheckoutOffer({
  open,
  onClose,
  cms,
  products,
  provider,
  menuType,
  checkoutDisabled = false,
  closedNotice,
  onCheckout,
  viewCartHref = '/cart',
}: CheckoutOfferProps) {
  const { title, description } = checkoutOfferContent(cms);

  // "It closes on browser back": the back button closes the popup (the route changes, too).
  useEffect(() => {
    if (!open) return undefined;
    window.addEventListener('popstate', onClose);
    return () => window.removeEventListener('popstate', onClose);
  }, [open, onClose]);

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={title}
      description={description}
      placement="center"
      width="full"
      className={css.panel}
      footer={
        <Stack gap="sm" className={css.footer}>
          {checkoutDisabled ? closedNotice : null}
          <CartButtons checkoutDisabled={checkoutDisabled} onCheckout={onCheckout} onNavigate={onClose} viewCartHref={viewCartHref} />
        </Stack>
      }
    >
      <Stack gap="lg" data-widget="checkout-offer" aria-busy={products === undefined || undefined}>
        {products === undefined ? (
          <div className={css.skeletonRow}>
            {Array.from({ length: SKELETON_CARDS }, (_, i) => (
              <div key={i} className={i >= checkoutOfferSlidesPerView(0) ? css.skeletonExtra : undefined}>
                <ProductCard product={null} provider={provider} />
              </div>
            ))}
          </div>
        ) : products.length === 0 ? (
          <p className={css.empty} role="status">
            {CHECKOUT_OFFER_NO_PRODUCTS_MESSAGE}
          </p>
        ) : (
          <Carousel
            label={title}
            items={products}
            getKey={(product) => product.id}
            renderItem={(product) => (
              // Every link closes the popup (spec 2.11); the images are few and in view: eager.
              <ProductCard product={product} provider={provider} menuType={menuType} imageLoading="eager" onClick={onClose} />
            )}
            slidesPerView={checkoutOfferSlidesPerView(0)}
            breakpoints={{ sm: { slidesPerView: checkoutOfferSlidesPerView(breakpoints.sm) } }}
            prevLabel="Previous products"
            nextLabel="Next products"
          />
        )}
      </Stack>
    </Dialog>
  );
}
