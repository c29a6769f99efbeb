import { describe, expect, it } from 'vitest';
import { parseCms } from '../cms/parseCms.ts';
import { dealCardPropsFromCms, todaysDealsPropsFromCms } from './dealsPropsFromCms.ts';

describe('dealCardPropsFromCms (spec 2.9)', () => {
  it.each([
    ['design five when no flag is on', {}, 'five'],
    ['the flag that is on', { DealsCardSettingsCMS: { isDealsCardTwo: true } }, 'two'],
    ['the first flag on when several are', { DealsCardSettingsCMS: { isDealsCardFour: true, isDealsCardOne: true } }, 'one'],
  ])('picks %s', (_label, raw, variant) => {
    expect(dealCardPropsFromCms(parseCms(raw).config).variant).toBe(variant);
  });

  it.each([true, false])('shows the description when dealsSettingsCms.isDescriptionActive is %s', (on) => {
    expect(dealCardPropsFromCms(parseCms({ dealsSettingsCms: { isDescriptionActive: on } }).config).showDescription).toBe(on);
  });

  it('passes the deal image setting through', () => {
    const { config } = parseCms({ dealsImageSettingCMS: [{ isCustomImage: true, image: '/deal.png' }] });
    expect(dealCardPropsFromCms(config).imageSetting).toMatchObject({ isCustomImage: true, image: '/deal.png' });
  });
});

describe('todaysDealsPropsFromCms (spec 2.9)', () => {
  it('takes the section, the deals version and the deal cards from the CMS', () => {
    const { config } = parseCms({
      homeDealsSectionCmsData: { title: "Today's Deals", buttontext: 'See all', buttonlink: '/deals' },
      siteSettings: { dealsVersion: 'v2' },
      DealsCardSettingsCMS: { isDealsCardThree: true },
      dealsSettingsCms: { isDescriptionActive: true },
    });
    expect(todaysDealsPropsFromCms(config)).toEqual({
      section: config.homeDealsSectionCmsData,
      dealsVersion: 'v2',
      ...dealCardPropsFromCms(config),
    });
    expect(todaysDealsPropsFromCms(config)).toMatchObject({
      section: { title: "Today's Deals", buttontext: 'See all', buttonlink: '/deals' },
      variant: 'three',
      showDescription: true,
    });
  });
});
