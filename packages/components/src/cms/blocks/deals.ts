/** Spec 3 "Deals CMS settings". */
import { z } from 'zod/mini';
import { block, count, flag, flags, image, list, text } from '../fields.ts';
import { homeSectionTypes } from '../../rules/content/homeSections.ts';

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

/**
 * Extension: the home page's sections in the retailer's order (issue 13). A section of an unknown
 * type is dropped (with a warning); an empty or missing list is the default page (homeSections).
 */
export const homeSectionSchema = z.object({
  type: z.enum(homeSectionTypes),
  title: text(''),
  subtitle: text(''),
  image: image(),
  imageAlt: text(''),
  buttonText: text(''),
  buttonLink: text(''),
  /** How many products or brands (trending, brands); 0 = the default. */
  limit: count(0),
});

export const homePageSectionsSchema = block({ sections: list(homeSectionSchema, 20) });
