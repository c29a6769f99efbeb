import { describe, expect, it } from 'vitest';
import { DEALS_DEFAULT_IMAGE, DEALS_LIST_LIMIT } from '../constants.ts';
import {
  brandImage,
  brandImageIsLogo,
  DEALS_NOT_FOUND_MESSAGE,
  dealDisplayName,
  dealImage,
  searchDeals,
  todaysDealsButton,
} from './deals.ts';
import type { DealImageSetting, DealImageSource, TodaysDealsButtonInput } from './deals.ts';

describe('dealImage (spec 3)', () => {
  it('falls back to /images/deals-default-img.png', () => {
    expect(DEALS_DEFAULT_IMAGE).toBe('/images/deals-default-img.png');
  });

  const deal: DealImageSource = { providerImage: '/p/deal.png', menuDisplayConfiguration: { image: '/p/menu.png' } };
  const setting: DealImageSetting = {
    providerImageOn: true,
    providerStaticImage: '/p/static.png',
    isCustomImage: true,
    image: '/c/custom.png',
  };

  it.each<[string, DealImageSource | null, DealImageSetting | null | undefined, string]>([
    ['provider flag on: the deal’s provider image', deal, setting, '/p/deal.png'],
    ['provider flag on, no providerImage: menuDisplayConfiguration.image', { ...deal, providerImage: ' ' }, setting, '/p/menu.png'],
    ['provider flag on, deal has no image: the provider static image', {}, setting, '/p/static.png'],
    ['provider flag on, no image anywhere, custom on: the custom image', {}, { ...setting, providerStaticImage: '' }, '/c/custom.png'],
    [
      'provider flag on, nothing usable, custom off: default',
      { providerImage: null, menuDisplayConfiguration: null },
      { providerImageOn: true, isCustomImage: false, image: '/c/custom.png' },
      '/images/deals-default-img.png',
    ],
    ['provider flag off, custom on: the custom image', deal, { ...setting, providerImageOn: false }, '/c/custom.png'],
    [
      'provider flag off, custom on but blank: default',
      deal,
      { providerImageOn: false, isCustomImage: true, image: '  ' },
      '/images/deals-default-img.png',
    ],
    ['both off: default', deal, { providerImageOn: null, isCustomImage: null, image: '/c/custom.png' }, '/images/deals-default-img.png'],
    ['no setting: default', deal, undefined, '/images/deals-default-img.png'],
    ['no deal, flag on: static image', null, setting, '/p/static.png'],
  ])('%s', (_case, dealInput, settingInput, expected) => {
    expect(dealImage(dealInput, settingInput)).toBe(expected);
  });
});

describe('dealDisplayName — menuDisplayConfiguration.name, else the name', () => {
  it.each([
    [{ name: 'VAPE-WED-15', menuDisplayConfiguration: { name: 'Vape Wednesday' } }, 'Vape Wednesday'],
    [{ name: 'VAPE-WED-15', menuDisplayConfiguration: { name: '  ' } }, 'VAPE-WED-15'],
    [{ name: ' Daily ', menuDisplayConfiguration: null }, 'Daily'],
    [{ menuDisplayConfiguration: { name: null } }, ''],
  ])('%j → %j', (deal, expected) => {
    expect(dealDisplayName(deal)).toBe(expected);
  });
});

describe('searchDeals (trimmed, case-insensitive on menuDisplayConfiguration.name, first 10)', () => {
  const named = (name: string | null) => ({ menuDisplayConfiguration: name === null ? null : { name } });
  const deals = [
    named('20% Off Flower'),
    named('BOGO Edibles'),
    named('Flower Friday'),
    named(null),
    ...Array.from({ length: 12 }, (_, index) => named(`Vape Deal ${index + 1}`)),
  ];

  it('uses the spec limit and message', () => {
    expect(DEALS_LIST_LIMIT).toBe(10);
    expect(DEALS_NOT_FOUND_MESSAGE).toBe('Not found!');
  });

  it.each<[string | null | undefined, string[]]>([
    ['flower', ['20% Off Flower', 'Flower Friday']],
    ['  FLOWER  ', ['20% Off Flower', 'Flower Friday']],
    ['bogo', ['BOGO Edibles']],
    ['vape deal 1', ['Vape Deal 1', 'Vape Deal 10', 'Vape Deal 11', 'Vape Deal 12']],
    ['vape', Array.from({ length: 10 }, (_, index) => `Vape Deal ${index + 1}`)],
    ['nothing like this', []],
  ])('%j → %j', (query, names) => {
    expect(searchDeals(deals, query).map((deal) => deal.menuDisplayConfiguration?.name)).toEqual(names);
  });

  it.each([[''], ['   '], [null], [undefined]])('an empty query %j lists the first 10', (query) => {
    expect(searchDeals(deals, query)).toEqual(deals.slice(0, 10));
  });

  it.each([[null], [undefined], [[]]])('no deals (%j) → []', (list) => {
    expect(searchDeals(list, 'x')).toEqual([]);
  });
});

describe('brandImage (customImage ignored when the string null or a default.png)', () => {
  it.each([
    [{ customImage: '/b/custom.png', imageUrl: '/b/url.png' }, '/b/custom.png'],
    [{ customImage: 'null', imageUrl: '/b/url.png' }, '/b/url.png'],
    [{ customImage: 'https://cdn.test/brands/default.png', imageUrl: '/b/url.png' }, '/b/url.png'],
    [{ customImage: '/DEFAULT.PNG', imageUrl: '/b/url.png' }, '/b/url.png'],
    [{ customImage: '/default.png?v=2', imageUrl: '/b/url.png' }, '/b/url.png'],
    [{ customImage: '/default.png.jpg', imageUrl: '/b/url.png' }, '/default.png.jpg'],
    [{ customImage: '  ', imageUrl: '/b/url.png' }, '/b/url.png'],
    [{ customImage: null, imageUrl: '/b/url.png' }, '/b/url.png'],
    [{ customImage: 'null', imageUrl: '' }, undefined],
    [{}, undefined],
    [null, undefined],
  ])('%j → %j', (brand, expected) => {
    expect(brandImage(brand)).toBe(expected);
  });
});

describe('brandImageIsLogo (the image brandImage picks is imageUrl, the square logo)', () => {
  it.each([
    [{ customImage: '/b/custom.png', imageUrl: '/b/url.png' }, false],
    [{ customImage: '/b/custom.png' }, false],
    [{ customImage: 'null', imageUrl: '/b/url.png' }, true],
    [{ customImage: '/default.png', imageUrl: '/b/url.png' }, true],
    [{ customImage: null, imageUrl: '/b/url.png' }, true],
    [{ customImage: 'null', imageUrl: ' ' }, false],
    [{}, false],
    [null, false],
  ])('%j → %j', (brand, expected) => {
    expect(brandImageIsLogo(brand)).toBe(expected);
  });
});

describe("today's deals button (spec 2.9)", () => {
  const cms = { buttontext: 'View All Deals', buttonlink: '/deals?sort=new' };
  it.each<[TodaysDealsButtonInput, { label: string; href: string } | null]>([
    [
      { isMobile: true, dealsVersion: 'v2', ...cms },
      { label: 'Deals by Category', href: '/deals' },
    ],
    [
      { isMobile: true, dealsVersion: 'v1', ...cms },
      { label: 'View All Deals', href: '/deals?sort=new' },
    ],
    [
      { isMobile: false, dealsVersion: 'v2', ...cms },
      { label: 'View All Deals', href: '/deals?sort=new' },
    ],
    [
      { isMobile: false, dealsVersion: 'v2', buttontext: 'Deals', buttonlink: 'javascript:x' },
      { label: 'Deals', href: '/deals-category' },
    ],
    [
      { isMobile: false, buttontext: ' Deals ', buttonlink: '  ' },
      { label: 'Deals', href: '/deals' },
    ],
    [{ isMobile: false, buttontext: '', buttonlink: '/deals' }, null],
    [{ isMobile: true, dealsVersion: null }, null],
  ])('%j → %j', (input, expected) => {
    expect(todaysDealsButton(input)).toEqual(expected);
  });
});
