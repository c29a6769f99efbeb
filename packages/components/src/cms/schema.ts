/**
 * The CMS payload: one runtime-validated schema for every CMS setting the spec names (spec 3
 * "CMS settings", "Deals CMS settings", "Initial site data", "Ad placement", abandoned cart) plus
 * our `siteSettings` extension. Every field carries its built-in default, so `cmsSchema.parse({})`
 * is a complete configuration. Parse untrusted payloads with `parseCms` (never throws).
 */
import { z } from 'zod/mini';
import { list, listLimits } from './fields.ts';
import { ageGateSchema, initialSiteDataSchema, siteSettingsSchema } from './blocks/site.ts';
import {
  activeVersionSchema,
  footerCmsSchema,
  generalSettingsSchema,
  headerFooterSettingsSchema,
  headerWidgetSchema,
  menuLinkWidgetSchema,
  quickLinksSchema,
  socialLinksGroupSchema,
  stickyFooterWidgetSchema,
  tickerItemSchema,
  tickerPageSchema,
} from './blocks/chrome.ts';
import {
  cartProductSectionSchema,
  checkoutPopupSettingsSchema,
  customProductCategorySchema,
  deliverySettingsSchema,
  locationPreferenceSchema,
  preferenceModalSchema,
  providerSettingsSchema,
  retailerClosePopupSchema,
  retailerMenuTypeSettingsSchema,
  stateSelectionSettingsSchema,
} from './blocks/store.ts';
import {
  dealsCardSettingsSchema,
  dealsImageSettingSchema,
  dealsSettingsSchema,
  homeDealsSectionSchema,
  homePageSectionsSchema,
} from './blocks/deals.ts';
import {
  abandonedCartCampaignSettingSchema,
  abandonedCartNotificationSettingsSchema,
  adConfigSchema,
  adServiceConfigSchema,
  chatPlatformSchema,
  webAppSchema,
  searchPageItemSchema,
} from './blocks/marketing.ts';

export const cmsSchema = z.object({
  initialSiteData: initialSiteDataSchema,
  siteSettings: siteSettingsSchema,
  ageGateCms: ageGateSchema,
  stickyFooterWidgetCmsData: stickyFooterWidgetSchema,
  generalSettingsComponentUiData: generalSettingsSchema,
  headerFooterSettings: headerFooterSettingsSchema,
  activeVersionCms: activeVersionSchema,
  menuLinkWidgetCmsData: menuLinkWidgetSchema,
  headerWidgetCmsData: headerWidgetSchema,
  checkoutPopupSettingsCMS: checkoutPopupSettingsSchema,
  retailerClosePopupCMS: retailerClosePopupSchema,
  retailerMenuTypeSettingsCMS: retailerMenuTypeSettingsSchema,
  stateSelectionSettingsCMS: stateSelectionSettingsSchema,
  deliverySettingsCMS: deliverySettingsSchema,
  preferenceModalCmsData: preferenceModalSchema,
  locationPreference: locationPreferenceSchema,
  cartProductSectionCmsData: cartProductSectionSchema,
  socialLinksCms: list(socialLinksGroupSchema, listLimits.socialLinks),
  footerCms: footerCmsSchema,
  quickLinks: quickLinksSchema,
  tickerPageCms: tickerPageSchema,
  tickerCrudData: list(tickerItemSchema, listLimits.tickerItems),
  chatPlatformCms: chatPlatformSchema,
  searchPageCms: list(searchPageItemSchema, listLimits.firstItemOnly),
  dealsImageSettingCMS: list(dealsImageSettingSchema, listLimits.firstItemOnly),
  dealsSettingsCms: dealsSettingsSchema,
  DealsCardSettingsCMS: dealsCardSettingsSchema,
  homeDealsSectionCmsData: homeDealsSectionSchema,
  homePageSectionsCms: homePageSectionsSchema,
  providerSettingsCms: providerSettingsSchema,
  customProductCategoryData: list(customProductCategorySchema, listLimits.categories),
  adConfig: adConfigSchema,
  adServiceConfig: adServiceConfigSchema,
  abandonedCartCampaignSettingsCms: list(abandonedCartCampaignSettingSchema, listLimits.firstItemOnly),
  abandonedCartNotificationSettingsCms: abandonedCartNotificationSettingsSchema,
  webAppCms: webAppSchema,
});

/** The CMS payload as authored (every field optional). */
export type CmsInput = z.input<typeof cmsSchema>;
/** The parsed configuration: every field present, defaults filled in. */
export type SiteConfig = z.output<typeof cmsSchema>;
export type CmsBlockName = keyof SiteConfig;
export const cmsBlockNames = Object.keys(cmsSchema.shape) as CmsBlockName[];

export type ShopByChoiceItem = SiteConfig['stickyFooterWidgetCmsData']['shopByChoiceItems'][number];
export type MenuLink = SiteConfig['menuLinkWidgetCmsData']['links'][number];
export type SubLink = MenuLink['subLinks'][number];
export type QuickLink = SiteConfig['quickLinks']['links'][number];
export type SocialLinksGroup = SiteConfig['socialLinksCms'][number];
export type SocialLink = SocialLinksGroup['socialLinks'][number];
export type TickerItem = SiteConfig['tickerCrudData'][number];
export type DesignSevenCategory = SiteConfig['stickyFooterWidgetCmsData']['designSevenCategory'][number];
export type CustomProductCategory = SiteConfig['customProductCategoryData'][number];
export type DealsImageSetting = SiteConfig['dealsImageSettingCMS'][number];
export type SearchPageContent = SiteConfig['searchPageCms'][number];
export type AdConfig = SiteConfig['adConfig'];
export type AdPlacement = AdConfig['placements'][string];
export type AdServiceConfig = SiteConfig['adServiceConfig'];
export type AbandonedCartCampaignSettings = SiteConfig['abandonedCartCampaignSettingsCms'][number];
export type AbandonedCartNotificationSettings = SiteConfig['abandonedCartNotificationSettingsCms'];
export type WebAppSettings = SiteConfig['webAppCms'];
export type InitialSiteData = SiteConfig['initialSiteData'];
export type SiteSettings = SiteConfig['siteSettings'];
export type StickyFooterWidgetCmsData = SiteConfig['stickyFooterWidgetCmsData'];
