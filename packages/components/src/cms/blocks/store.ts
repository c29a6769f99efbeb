/** Store, order-type and cart settings: checkout offer, store closed, menu type, state, delivery, preference modal. */
import { z } from 'zod/mini';
import { block, flag, image, list, listLimits, required, text } from '../fields.ts';

/** Spec 2.11. */
export const checkoutPopupSettingsSchema = block({
  title: text('Checkout Offer'),
  description: text('Complete your purchase to take advantage of this special offer!'),
  enableCartBasedSuggestions: flag(false),
  /** Kept in the configured order (spec 4). */
  productSlugs: list(required(), listLimits.productSlugs),
});

/** Spec 2.12. */
export const retailerClosePopupSchema = block({
  isTurnOn: flag(false),
  alertTitle: text('Store Closed'),
  alertDescription: text('Our store is currently closed. You can browse, but checkout is disabled'),
  buttonText: text('Close'),
});

export const retailerMenuTypeSettingsSchema = block({ isMedicalTypeOn: flag(false) });

export const stateSelectionSettingsSchema = block({ enableStateSelector: flag(false) });

export const deliverySettingsSchema = block({
  turnOffCurbsidePickup: flag(false),
  hideDeliveryBtn: flag(false),
  /** Off: 'Sorry, delivery is currently unavailable.' (spec 2.7). */
  isActive: flag(false),
});

export const preferenceModalSchema = block({
  image: image(),
  title: text('How do you want to shop?'),
  subtitle: text(''),
  deliverytext: text('Delivery'),
  pickuptext: text('Pickup'),
  deliveryicon: image(),
  deliverytitle: text('Delivery'),
  deliverysubtitle: text(''),
});

export const locationPreferenceSchema = block({
  image: image(),
  imageAlt: text(''),
  imageTitle: text(''),
  title: text('Select a Store'),
  subTitle: text(''),
});

export const cartProductSectionSchema = block({ isShowLocation: flag(false) });

export const providerSettingsSchema = block({
  /** "The POS-address flag" (spec 1): its real key is a provider's name, not reproduced. */
  isPosAddressProvider: flag(false),
});

export const customProductCategorySchema = z.object({
  categoryName: required(),
  urlSlug: required(),
  image: image(),
  imageAlt: text(''),
  imageTitle: text(''),
});
