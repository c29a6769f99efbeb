/** CMS fields in Controls (issue 14, item 1): the args' patch, read by parseCms as the preview decorator does. */
import { describe, expect, it } from 'vitest';
import { parseCms } from '@storefront/components/cms';
import { flagMatrices } from '@storefront/components/workbench';
import { resolveDealCardVariant, resolveBottomBarVariant, resolveHeaderVariant, resolveMenuVariant } from '@storefront/components/rules';
import { cmsFixtures } from '@storefront/fixtures/cms';
import { cmsArgsPatch, cmsArgTypes, cmsControls } from '../../../stories/support/cmsControls.ts';
import { patchJson } from '../../../stories/support/cms.tsx';

const configWith = (args: Record<string, unknown>) => parseCms(patchJson(cmsFixtures.greenleaf, cmsArgsPatch(args))).config;
const greenleaf = parseCms(cmsFixtures.greenleaf).config;

describe('cmsArgsPatch', () => {
  it.each([
    ['header variant', { cmsHeader: 'four' }, (c: ReturnType<typeof configWith>) => resolveHeaderVariant(c.headerFooterSettings), 'four'],
    [
      'bottom bar design',
      { cmsBottomBar: 'seven' },
      (c: ReturnType<typeof configWith>) => resolveBottomBarVariant(c.headerFooterSettings),
      'seven',
    ],
    ['side menu version', { cmsSideMenu: 'three' }, (c: ReturnType<typeof configWith>) => resolveMenuVariant(c.activeVersionCms), 'three'],
    [
      'deal card design',
      { cmsDealCard: 'two' },
      (c: ReturnType<typeof configWith>) => resolveDealCardVariant(c.DealsCardSettingsCMS),
      'two',
    ],
    ['provider', { cmsProvider: 'ecommerce' }, (c: ReturnType<typeof configWith>) => c.initialSiteData.provider, 'ecommerce'],
    [
      'site name',
      { cmsSiteName: 'Plum Street Provisions' },
      (c: ReturnType<typeof configWith>) => c.siteSettings.siteName,
      'Plum Street Provisions',
    ],
    [
      'primary colour',
      { cmsPrimaryColor: '#7a2e8c' },
      (c: ReturnType<typeof configWith>) => c.generalSettingsComponentUiData.primaryColor,
      '#7a2e8c',
    ],
    [
      'deal descriptions off',
      { cmsDealDescription: false },
      (c: ReturnType<typeof configWith>) => c.dealsSettingsCms.isDescriptionActive,
      false,
    ],
    ['delivery hidden', { cmsHideDelivery: true }, (c: ReturnType<typeof configWith>) => c.deliverySettingsCMS.hideDeliveryBtn, true],
  ])('%s', (_name, args, read, expected) => {
    expect(read(configWith(args))).toEqual(expected);
    expect(read(greenleaf)).not.toEqual(expected);
  });

  it('leaves the CMS alone with no control set, an empty text, a value a control does not offer, or an arg that is not a CMS field', () => {
    expect(cmsArgsPatch({})).toBeUndefined();
    expect(
      cmsArgsPatch({ cmsSiteName: '', cmsHeader: 'eleven', cmsHideDelivery: 'yes', variant: 'two', family: 'headers' }),
    ).toBeUndefined();
  });

  it('merges several controls into one patch', () => {
    const config = configWith({ cmsHeader: 'two', cmsBottomBar: 'three', cmsSiteName: 'Two Rivers' });
    expect([
      resolveHeaderVariant(config.headerFooterSettings),
      resolveBottomBarVariant(config.headerFooterSettings),
      config.siteSettings.siteName,
    ]).toEqual(['two', 'three', 'Two Rivers']);
  });

  it('offers every variant of the tables, in the CMS group of Controls', () => {
    expect(cmsControls.cmsHeader.options).toBe(flagMatrices.headers.variants);
    expect(cmsControls.cmsBottomBar.options).toBe(flagMatrices.bottomBars.variants);
    for (const argType of Object.values(cmsArgTypes)) expect(argType?.table?.category).toBe('CMS');
  });
});
