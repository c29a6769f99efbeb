import { describe, expect, it } from 'vitest';
import { dealsImageSettingSchema } from './blocks/deals.ts';
import { abandonedCartCampaignSettingSchema, searchPageItemSchema } from './blocks/marketing.ts';
import { ABANDONED_CART_CAMPAIGN_DEFAULTS, DEALS_IMAGE_SETTING_DEFAULTS, SEARCH_PAGE_DEFAULTS } from './listDefaults.ts';
import { abandonedCartCampaignSettingsFrom, dealsImageSettingFrom, searchPageCmsFrom } from './helpers.ts';
import { parseCms } from './parseCms.ts';

describe('the empty-list defaults written out for the browser', () => {
  it.each([
    ['searchPageItemSchema', searchPageItemSchema, SEARCH_PAGE_DEFAULTS],
    ['dealsImageSettingSchema', dealsImageSettingSchema, DEALS_IMAGE_SETTING_DEFAULTS],
    ['abandonedCartCampaignSettingSchema', abandonedCartCampaignSettingSchema, ABANDONED_CART_CAMPAIGN_DEFAULTS],
  ] as const)('%s: the schema parsing {} gives the same', (_name, schema, written) => {
    expect(schema.parse({})).toEqual(written);
  });

  it('an empty list reads as a fresh copy of the defaults (the constants are never handed out)', () => {
    const { config } = parseCms({ searchPageCms: [], dealsImageSettingCMS: [], abandonedCartCampaignSettingsCms: [] });
    const search = searchPageCmsFrom(config);
    expect(search).toEqual(SEARCH_PAGE_DEFAULTS);
    expect(search).not.toBe(SEARCH_PAGE_DEFAULTS);
    expect(dealsImageSettingFrom(config)).toEqual(DEALS_IMAGE_SETTING_DEFAULTS);
    expect(dealsImageSettingFrom(config)).not.toBe(DEALS_IMAGE_SETTING_DEFAULTS);
    expect(abandonedCartCampaignSettingsFrom(config)).toEqual(ABANDONED_CART_CAMPAIGN_DEFAULTS);
    expect(abandonedCartCampaignSettingsFrom(config)).not.toBe(ABANDONED_CART_CAMPAIGN_DEFAULTS);
  });
});
