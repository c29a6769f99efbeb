/** Initial site data (spec 3) and our site settings extension. */
import { z } from 'zod/mini';
import {
  DEFAULT_SHOP_BASE_PATH,
  FULL_TEXT_SEARCH_TYPE,
  PROVIDER_DISPENSARY_MENU_ONE,
  menuTypes,
  providerKinds,
} from '../../rules/constants.ts';
import { block, count, flag, image, list, listLimits, text } from '../fields.ts';
import { imageHostSchema } from '../imagePolicy.ts';

export const dealsVersions = ['v1', 'v2'] as const;
export type DealsVersion = (typeof dealsVersions)[number];

/** Spec 3 "Initial site data". */
export const initialSiteDataSchema = block({
  provider: z._default(z.enum(providerKinds), PROVIDER_DISPENSARY_MENU_ONE),
  /** The retailer chosen before ('' = none). */
  canSelectedRetailerId: text(''),
  canMenuType: z._default(z.enum(menuTypes), 'RECREATIONAL'),
  /** When the current checkout was created (epoch ms; 0 = never). */
  checkoutCreationTime: count(0),
  canAgeConsent: flag(false),
  isVisitedCustomerChoicePage: flag(false),
});

/**
 * Extension (not named by the spec): the first-visit age gate's wording (issue 10: "'Are you 21 or
 * older?' (or the retailer's CMS wording)"). Blank fields use the defaults (age-gate/ageGateContent.ts).
 */
export const ageGateSchema = block({
  title: text('Are you 21 or older?'),
  description: text('You must be 21 or older, or a registered medical marijuana patient, to enter this site.'),
  confirmText: text('Yes, I am 21+'),
  declineText: text('No'),
  medicalText: text('I am a medical patient'),
  rememberText: text('We will remember your answer on this browser.'),
  exitTitle: text('Sorry, you are not old enough to visit'),
  exitDescription: text(
    'Come back when you are 21. If you are a medical patient under 21, visit a licensed medical dispensary with your caregiver.',
  ),
  logo: image(),
});

/** siteSettings.allowedImageHosts (exported for the JSON Schema's description). */
export const allowedImageHostsSchema = list(imageHostSchema, listLimits.imageHosts);

/**
 * Extension (not named by the spec): values the spec says are configurable without naming their
 * keys. Empty link overrides ('') mean "not overridden": the shop/home/cart rules use their own paths.
 */
export const siteSettingsSchema = block({
  siteName: text('Storefront'),
  /** Base URL for structured data (spec 2.2 {host}). */
  host: text('http://localhost:4000'),
  dealsVersion: z._default(z.enum(dealsVersions), 'v1'),
  /** 'shop page two': the shop path becomes SHOP_PAGE_TWO_PATH. */
  shopPageTwo: flag(false),
  shopBasePath: text(DEFAULT_SHOP_BASE_PATH),
  shopLink: text(''),
  homeLink: text(''),
  cartLink: text(''),
  /** FULL_TEXT_SEARCH_TYPE opens the in-page search overlay; any other value navigates to /search. */
  searchType: text(FULL_TEXT_SEARCH_TYPE),
  /** Shows the 'Apply Now' header link to /career. */
  isCareerVersionOn: flag(false),
  isDefaultHomePage: flag(false),
  /**
   * Hosts (e.g. 'cdn.example.com', or 'cdn.example.com:8443') from which CMS images may load, besides
   * the storefront's own origin. Empty (the default): only site paths ('/images/…') and the origin of
   * `host`. See imagePolicy.ts.
   */
  allowedImageHosts: allowedImageHostsSchema,
});
