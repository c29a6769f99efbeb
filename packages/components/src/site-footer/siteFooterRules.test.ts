import { describe, expect, it } from 'vitest';
import type { ProviderKind } from '../rules/constants.ts';
import { additionalSectionRetailers, footerQuickLinks, showsAdditionalSection } from './siteFooterRules.ts';

describe('showsAdditionalSection (spec 2.14: all three must hold)', () => {
  it.each<[boolean, number, ProviderKind | undefined, boolean]>([
    [true, 1, 'dispensaryMenuOne', true],
    [true, 3, 'dispensaryMenuTwo', true],
    [false, 3, 'dispensaryMenuOne', false],
    [true, 0, 'dispensaryMenuOne', false],
    [true, 2, 'ecommerce', false],
    [true, 2, undefined, false],
    [false, 0, 'ecommerce', false],
  ])(
    'enableAdditionalSection %s, %i matching retailer(s), provider %s → %s',
    (enableAdditionalSection, matchingRetailerCount, provider, shown) => {
      expect(showsAdditionalSection({ enableAdditionalSection, matchingRetailerCount, provider })).toBe(shown);
    },
  );
});

describe("footerQuickLinks — '/find-a-dispensary' and '/store-directory' hidden for the e-commerce kind", () => {
  const links = [
    { label: 'About Us', url: '/about' },
    { label: 'Find a Dispensary', url: '/find-a-dispensary' },
    { label: 'Store Directory', url: '/store-directory/' },
    { label: 'Directory (MI)', url: '/store-directory?state=MI' },
    { label: 'FAQ', url: '/faq' },
  ];
  it.each<[ProviderKind | undefined, string[]]>([
    ['ecommerce', ['About Us', 'FAQ']],
    ['dispensaryMenuOne', links.map((l) => l.label)],
    ['dispensaryMenuTwo', links.map((l) => l.label)],
    [undefined, links.map((l) => l.label)],
  ])('provider %s → %j', (provider, labels) => {
    expect(footerQuickLinks(links, provider).map((l) => l.label)).toEqual(labels);
  });
});

describe('additionalSectionRetailers', () => {
  const retailers = [{ id: 'a', retailerId: 'a' }, { id: 'b', retailerId: 'pos-b' }, { id: 'c' }];
  it.each([
    [
      ['c', 'a'],
      ['c', 'a'],
    ],
    [['pos-b'], ['b']],
    [[' a '], ['a']],
    [['zzz'], []],
    [[], []],
  ])('configured %j → %j (CMS order, by id or retailerId)', (configured, ids) => {
    expect(
      additionalSectionRetailers(
        configured.map((retailerId) => ({ retailerId })),
        retailers,
      ).map((r) => r.id),
    ).toEqual(ids);
  });
});
