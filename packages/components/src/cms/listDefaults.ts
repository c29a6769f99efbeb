/**
 * What the first-item readers (helpers.ts) give for an empty CMS list: each item schema's defaults,
 * written out so the readers, which run in the browser, need no zod (the server parses the CMS:
 * the browser's first load has no schema). listDefaults.test.ts holds them to the schemas.
 */
import type { AbandonedCartCampaignSettings, DealsImageSetting, SearchPageContent } from './schema.ts';

/** searchPageItemSchema's defaults (blocks/marketing.ts). */
export const SEARCH_PAGE_DEFAULTS: Readonly<SearchPageContent> = Object.freeze({
  title: 'Search',
  placeholder: 'Type here to search products',
  topBrandsTitle: 'Top Brands',
  trendingProductsTitle: 'Trending Products',
  bannerImage: '',
  bannerImageAlt: '',
  bannerLink: '',
});

/** dealsImageSettingSchema's defaults (blocks/deals.ts): all off. */
export const DEALS_IMAGE_SETTING_DEFAULTS: Readonly<DealsImageSetting> = Object.freeze({
  isProviderImage: false,
  providerStaticImage: '',
  isCustomImage: false,
  image: '',
});

/** abandonedCartCampaignSettingSchema's defaults (blocks/marketing.ts): inactive, 1 h. */
export const ABANDONED_CART_CAMPAIGN_DEFAULTS: Readonly<AbandonedCartCampaignSettings> = Object.freeze({
  isActive: false,
  triggerTiming: 3_600_000,
});
