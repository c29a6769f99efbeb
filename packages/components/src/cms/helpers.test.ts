import { describe, expect, it } from 'vitest';
import { SHOP_BY_CHOICE_LIMIT } from '../rules/constants.ts';
import { parseCms } from './parseCms.ts';
import {
  abandonedCartCampaignSettingsFrom,
  dealImageSettingFromCms,
  dealsImageSettingFrom,
  hasChatPlatform,
  searchPageCmsFrom,
  shopByChoiceItemsFrom,
} from './helpers.ts';

const item = (n: number) => ({
  image: `/i/${n}.svg`,
  link: `/l/${n}`,
  imageTitle: `T${n}`,
  imageAlt: `A${n}`,
  title: `Item ${n}`,
  color: '#eeeeee',
});
const legacy = (ordinal: string, n: number) => ({
  [`shopByChoiceImage${ordinal}`]: `/legacy/${n}.svg`,
  [`shopByChoiceLink${ordinal}`]: `/legacy/${n}`,
  [`shopByChoiceTitle${ordinal}`]: `Legacy ${n}`,
  [`shopByChoiceImageTitle${ordinal}`]: `LT${n}`,
  [`shopByChoiceImageAlt${ordinal}`]: `LA${n}`,
  [`shopByChoiceColor${ordinal}`]: '#abcdef',
});
const allLegacy = { ...legacy('One', 1), ...legacy('Two', 2), ...legacy('Three', 3), ...legacy('Four', 4) };
const titlesOf = (sticky: Record<string, unknown>) =>
  shopByChoiceItemsFrom(parseCms({ stickyFooterWidgetCmsData: sticky }).config).map((i) => i.title);

describe('shopByChoiceItemsFrom', () => {
  it.each([
    ['the list when it has items', { shopByChoiceItems: [item(1), item(2)], ...allLegacy }, ['Item 1', 'Item 2']],
    [
      `at most ${SHOP_BY_CHOICE_LIMIT} list items`,
      { shopByChoiceItems: [1, 2, 3, 4, 5, 6].map(item) },
      ['Item 1', 'Item 2', 'Item 3', 'Item 4'],
    ],
    ['the legacy fields when the list is empty', { shopByChoiceItems: [], ...allLegacy }, ['Legacy 1', 'Legacy 2', 'Legacy 3', 'Legacy 4']],
    ['only the legacy items that are filled in', { ...legacy('Two', 2), ...legacy('Four', 4) }, ['Legacy 2', 'Legacy 4']],
    ['nothing when neither is set', {}, []],
  ])('uses %s', (_label, sticky, titles) => {
    expect(titlesOf(sticky)).toEqual(titles);
  });

  it('maps every legacy field onto the item shape', () => {
    const { config } = parseCms({ stickyFooterWidgetCmsData: legacy('Three', 3) });
    expect(shopByChoiceItemsFrom(config)).toEqual([
      { image: '/legacy/3.svg', link: '/legacy/3', imageTitle: 'LT3', imageAlt: 'LA3', title: 'Legacy 3', color: '#abcdef' },
    ]);
  });
});

describe('first-item readers', () => {
  it('searchPageCmsFrom: the first item, else the defaults', () => {
    expect(searchPageCmsFrom(parseCms({ searchPageCms: [{ title: 'One' }, { title: 'Two' }] }).config).title).toBe('One');
    expect(searchPageCmsFrom(parseCms({}).config)).toMatchObject({ title: 'Search', placeholder: 'Type here to search products' });
  });

  it('dealsImageSettingFrom: dealsImageSettingCMS[0], else all off', () => {
    const { config } = parseCms({ dealsImageSettingCMS: [{ isCustomImage: true, image: '/d.svg' }, { isProviderImage: true }] });
    expect(dealsImageSettingFrom(config)).toEqual({
      isProviderImage: false,
      providerStaticImage: '',
      isCustomImage: true,
      image: '/d.svg',
    });
    expect(dealsImageSettingFrom(parseCms({}).config)).toEqual({
      isProviderImage: false,
      providerStaticImage: '',
      isCustomImage: false,
      image: '',
    });
  });

  it.each([
    [
      { dealsImageSettingCMS: [{ isProviderImage: true, providerStaticImage: '/p.svg' }] },
      { providerImageOn: true, providerStaticImage: '/p.svg', isCustomImage: false, image: '' },
    ],
    [
      { dealsImageSettingCMS: [{ isCustomImage: true, image: '/d.svg' }] },
      { providerImageOn: false, providerStaticImage: '', isCustomImage: true, image: '/d.svg' },
    ],
    [{}, { providerImageOn: false, providerStaticImage: '', isCustomImage: false, image: '' }],
  ])('dealImageSettingFromCms(%j): the deal image rule names', (json, expected) => {
    expect(dealImageSettingFromCms(parseCms(json).config)).toEqual(expected);
  });

  it('abandonedCartCampaignSettingsFrom: the first item, else inactive', () => {
    const { config } = parseCms({ abandonedCartCampaignSettingsCms: [{ isActive: true, triggerTiming: 900000 }, { isActive: false }] });
    expect(abandonedCartCampaignSettingsFrom(config)).toEqual({ isActive: true, triggerTiming: 900000 });
    expect(abandonedCartCampaignSettingsFrom(parseCms({}).config).isActive).toBe(false);
  });

  it.each([
    [null, false],
    ['', false],
    ['   ', false],
    ['storefrontChat', true],
  ])('hasChatPlatform(%j) → %s', (platform, expected) => {
    expect(hasChatPlatform(parseCms({ chatPlatformCms: { platform } }).config)).toBe(expected);
  });
});
