/** Store, order-type and cart settings: checkout offer, store closed, menu type, state, delivery, preference modal. */
import { z } from 'zod';
import { block, flag, list, required, text } from '../fields.ts';

/** Spec 2.11. */
export const checkoutPopupSettingsSchema = block({
  title: text('Checkout Offer'),
  description: text('Complete your purchase to take advantage of this special offer!'),
  enableCartBasedSuggestions: flag(false),
  /** Kept in the configured order (spec 4). */
  productSlugs: list(required()),
}).meta({ description: 'Checkout offer popup (spec 2.11).' });

/** Spec 2.12. */
export const retailerClosePopupSchema = block({
  isTurnOn: flag(false),
  alertTitle: text('Store Closed'),
  alertDescription: text('Our store is currently closed. You can browse, but checkout is disabled'),
  buttonText: text('Close'),
}).meta({ description: 'Store closed modal (spec 2.12).' });

export const retailerMenuTypeSettingsSchema = block({ isMedicalTypeOn: flag(false) }).meta({
  description: "Medical menu switch (spec 2.8 'Shop Medical').",
});

export const stateSelectionSettingsSchema = block({ enableStateSelector: flag(false) }).meta({
  description: "Store-preference 'Select a State' chooser (spec 2.7).",
});

export const deliverySettingsSchema = block({
  turnOffCurbsidePickup: flag(false),
  hideDeliveryBtn: flag(false),
  /** Off: 'Sorry, delivery is currently unavailable.' (spec 2.7). */
  isActive: flag(false),
}).meta({ description: 'Order-type tabs and delivery availability (spec 2.7).' });

export const preferenceModalSchema = block({
  image: text(''),
  title: text('How do you want to shop?'),
  subtitle: text(''),
  deliverytext: text('Delivery'),
  pickuptext: text('Pickup'),
  deliveryicon: text(''),
  deliverytitle: text('Delivery'),
  deliverysubtitle: text(''),
}).meta({ description: 'Default store-preference modal content (spec 2.7).' });

export const locationPreferenceSchema = block({
  image: text(''),
  imageAlt: text(''),
  imageTitle: text(''),
  title: text('Select a Store'),
  subTitle: text(''),
}).meta({ description: 'Location preference content (spec 2.7).' });

export const cartProductSectionSchema = block({ isShowLocation: flag(false) }).meta({
  description: 'Cart sidebar location block (spec 2.10).',
});

export const providerSettingsSchema = block({
  /** "The POS-address flag" (spec 1): its real key is a provider's name, not reproduced. */
  isPosAddressProvider: flag(false),
}).meta({ description: 'Provider settings (spec 1): the POS-address flag.' });

export const customProductCategorySchema = z.object({
  categoryName: required(),
  urlSlug: required(),
  image: text(''),
  imageAlt: text(''),
  imageTitle: text(''),
});
