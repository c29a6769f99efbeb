/** Small readers over a parsed SiteConfig for settings the spec reads in a particular way. */
import { SHOP_BY_CHOICE_LIMIT } from '../rules/constants.ts';
import type { DealImageSetting } from '../rules/navigation/deals.ts';
import { ABANDONED_CART_CAMPAIGN_DEFAULTS, DEALS_IMAGE_SETTING_DEFAULTS, SEARCH_PAGE_DEFAULTS } from './listDefaults.ts';
import type { AbandonedCartCampaignSettings, DealsImageSetting, SearchPageContent, ShopByChoiceItem, SiteConfig } from './schema.ts';

const legacyOrdinals = ['One', 'Two', 'Three', 'Four'] as const;

/**
 * Shop By Choice items (spec 2.5 design 5): the shopByChoiceItems list when it has any, otherwise
 * the legacy per-item fields One to Four (items with neither a title nor an image are skipped);
 * at most SHOP_BY_CHOICE_LIMIT.
 */
export function shopByChoiceItemsFrom(config: Pick<SiteConfig, 'stickyFooterWidgetCmsData'>): ShopByChoiceItem[] {
  const data = config.stickyFooterWidgetCmsData;
  if (data.shopByChoiceItems.length > 0) return data.shopByChoiceItems.slice(0, SHOP_BY_CHOICE_LIMIT);
  return legacyOrdinals
    .map((n) => ({
      image: data[`shopByChoiceImage${n}`],
      link: data[`shopByChoiceLink${n}`],
      imageTitle: data[`shopByChoiceImageTitle${n}`],
      imageAlt: data[`shopByChoiceImageAlt${n}`],
      title: data[`shopByChoiceTitle${n}`],
      color: data[`shopByChoiceColor${n}`],
    }))
    .filter((item) => item.title !== '' || item.image !== '')
    .slice(0, SHOP_BY_CHOICE_LIMIT);
}

/** searchPageCms: "the first item of the list is used" (spec 7); defaults when the list is empty. */
export function searchPageCmsFrom(config: Pick<SiteConfig, 'searchPageCms'>): SearchPageContent {
  return config.searchPageCms[0] ?? { ...SEARCH_PAGE_DEFAULTS };
}

/** dealsImageSettingCMS[0] (spec 3 deal image rule); all off when the list is empty. */
export function dealsImageSettingFrom(config: Pick<SiteConfig, 'dealsImageSettingCMS'>): DealsImageSetting {
  return config.dealsImageSettingCMS[0] ?? { ...DEALS_IMAGE_SETTING_DEFAULTS };
}

/**
 * dealsImageSettingFrom(config) in the names of the deal image rule (dealImage): the CMS names the
 * provider-image flag isProviderImage, the rule providerImageOn.
 */
export function dealImageSettingFromCms(config: Pick<SiteConfig, 'dealsImageSettingCMS'>): DealImageSetting {
  const setting = dealsImageSettingFrom(config);
  return {
    providerImageOn: setting.isProviderImage,
    providerStaticImage: setting.providerStaticImage,
    isCustomImage: setting.isCustomImage,
    image: setting.image,
  };
}

/** "first item of abandonedCartCampaignSettingsCms" (spec 3); inactive when the list is empty. */
export function abandonedCartCampaignSettingsFrom(
  config: Pick<SiteConfig, 'abandonedCartCampaignSettingsCms'>,
): AbandonedCartCampaignSettings {
  return config.abandonedCartCampaignSettingsCms[0] ?? { ...ABANDONED_CART_CAMPAIGN_DEFAULTS };
}

/** 'Chat with Retailer' appears only when a chat platform is configured (spec 6). */
export function hasChatPlatform(config: Pick<SiteConfig, 'chatPlatformCms'>): boolean {
  return (config.chatPlatformCms.platform ?? '').trim() !== '';
}
