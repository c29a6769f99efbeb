/** Spec 3 "Deals CMS settings". */
import { z } from 'zod/mini';
import { block, flag, flags, image, text } from '../fields.ts';

/**
 * dealsImageSettingCMS[0] (spec 3 image rule). The spec's provider-image flag and static-image keys
 * carry a provider's name, which is not reproduced: here they are isProviderImage and providerStaticImage.
 */
export const dealsImageSettingSchema = z.object({
  isProviderImage: flag(false),
  providerStaticImage: image(),
  isCustomImage: flag(false),
  image: image(),
});

export const dealsSettingsSchema = block({ isDescriptionActive: flag(false) });

/** All off: deal card design five (the spec's default). */
export const dealsCardSettingsSchema = block(flags('isDealsCard', ['One', 'Two', 'Three', 'Four', 'Five']));

export const homeDealsSectionSchema = block({
  title: text("Today's Deals"),
  buttonlink: text('/deals'),
  buttontext: text('Shop Deals'),
});
