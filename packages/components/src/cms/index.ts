// CMS schema: the one runtime-validated description of every CMS setting (issue 2, deliverable 4).
export {
  cmsSchema,
  cmsBlockNames,
  type CmsInput,
  type SiteConfig,
  type CmsBlockName,
  type ShopByChoiceItem,
  type MenuLink,
  type SubLink,
  type QuickLink,
  type SocialLinksGroup,
  type SocialLink,
  type TickerItem,
  type DesignSevenCategory,
  type CustomProductCategory,
  type DealsImageSetting,
  type SearchPageContent,
  type AdConfig,
  type AdPlacement,
  type AdServiceConfig,
  type AbandonedCartCampaignSettings,
  type AbandonedCartNotificationSettings,
  type InitialSiteData,
  type SiteSettings,
  type StickyFooterWidgetCmsData,
} from './schema.ts';
export { parseCms, defaultSiteConfig, createDefaultSiteConfig, type ParsedCms } from './parseCms.ts';
export { type CmsWarning } from './lenient.ts';
export { HEX_COLOUR_PATTERN } from './fields.ts';
export { dealsVersions, type DealsVersion } from './blocks/site.ts';
export {
  shopByChoiceItemsFrom,
  searchPageCmsFrom,
  dealsImageSettingFrom,
  dealImageSettingFromCms,
  abandonedCartCampaignSettingsFrom,
  hasChatPlatform,
} from './helpers.ts';
// The popup enumerations (popupTemplates, popupButtonTypes, …) are rules: '../rules' exports them.
export { popupCampaignSchema, parsePopupCampaigns, type PopupCampaign, type ParsedPopupCampaigns } from './popupCampaign.ts';
export { cmsJsonSchema, cmsJsonSchemaText, CMS_JSON_SCHEMA_PATH } from './jsonSchema.ts';
export {
  sitePagesSchema,
  sitePagesLimits,
  parseSitePages,
  type SitePages,
  type Article,
  type FaqItem,
  type CareerOpening,
  type SiteEvent,
  type ParsedSitePages,
} from './sitePages.ts';
export { imagePolicyFrom, type ImagePolicy } from './imagePolicy.ts';
// The preview panel's plain-word advice on a retailer's CMS JSON (issue 34).
export { adviseOnCms, type CmsAdvice, type CmsAdviceSeverity } from './cmsAdvice.ts';
export {
  fieldAxis,
  fieldPatch,
  flagCombinations,
  FULL_PRODUCT_LIMIT,
  mergePatch,
  selectFlag,
  type CmsPatch,
  type FlagAxis,
  type FlagCombination,
  type FlagMatrix,
  type MatrixViewport,
} from './flagMatrix.ts';
