import { describe, expect, it } from 'vitest';
import { themeFromCms } from '@storefront/tokens';
import { cmsFixtureIds, cmsFixtures } from '@storefront/fixtures/cms';
import { adviseOnCms, contrastPairs, editDistance, nearestKey, type CmsAdvice } from './cmsAdvice.ts';
import { cmsSchema } from './schema.ts';

/** The advice at one path (the tests ask for exactly what a retailer would read there). */
const at = (advice: readonly CmsAdvice[], path: string) => advice.filter((item) => item.path === path);

/** Wording a developer reads and a retailer should not: zod's, the JSON Schema validator's, parseCms's. */
const VALIDATOR_WORDS = /Instance type|Invalid input|expected \w+, received|invalid item dropped|does not match|; using /;

describe('adviseOnCms: conflicting variant flags', () => {
  // Spec 2.2: "one of eight header variants is used, chosen by the CMS flags isHeaderOne to isHeaderEight";
  // the resolver takes the first flag on, so every other flag that is on is ignored.
  it.each([
    [
      'headers',
      { headerFooterSettings: { isHeaderOne: true, isHeaderFour: true } },
      ['headerFooterSettings.isHeaderFour'],
      "shows 'isHeaderOne'",
    ],
    [
      'three headers',
      { headerFooterSettings: { isHeaderTwo: true, isHeaderFive: true, isHeaderEight: true } },
      ['headerFooterSettings.isHeaderFive', 'headerFooterSettings.isHeaderEight'],
      "shows 'isHeaderTwo'",
    ],
    [
      'bottom bars',
      { headerFooterSettings: { isFooterTen: true, isFooterThree: true } },
      ['headerFooterSettings.isFooterTen'],
      "shows 'isFooterThree'",
    ],
    ['side menus', { activeVersionCms: { isMenuTwo: true, isMenuFour: true } }, ['activeVersionCms.isMenuFour'], "shows 'isMenuTwo'"],
    [
      'store choosers',
      { activeVersionCms: { isRetailerVersionFive: true, isRetailerVersionThree: true } },
      ['activeVersionCms.isRetailerVersionFive'],
      "shows 'isRetailerVersionThree'",
    ],
    [
      'deal cards',
      { DealsCardSettingsCMS: { isDealsCardOne: true, isDealsCardTwo: true } },
      ['DealsCardSettingsCMS.isDealsCardTwo'],
      "shows 'isDealsCardOne'",
    ],
  ])('two or more %s on: a warning at each ignored flag naming the one shown', (_family, payload, paths, shows) => {
    const advice = adviseOnCms(payload);
    expect(advice.map((item) => item.path)).toEqual(paths);
    for (const item of advice) {
      expect(item.severity).toBe('warning');
      expect(item.message).toContain(shows);
      expect(item.message).toContain(`ignores '${item.path.split('.')[1]}'`);
    }
  });

  it.each([
    ['one flag on', { headerFooterSettings: { isHeaderFour: true } }],
    ['one on, the rest false', { headerFooterSettings: { isHeaderOne: false, isHeaderFour: true, isFooterTwo: true } }],
    [
      'flags of different families',
      { headerFooterSettings: { isHeaderTwo: true, isFooterTwo: true }, activeVersionCms: { isMenuTwo: true, isRetailerVersionTwo: true } },
    ],
  ])('no conflict for %s', (_case, payload) => {
    expect(adviseOnCms(payload)).toEqual([]);
  });
});

describe('adviseOnCms: unknown keys, with the nearest known key', () => {
  it.each([
    [
      'a misspelt flag',
      { headerFooterSettings: { isHeaderFuor: true } },
      'headerFooterSettings.isHeaderFuor',
      "Did you mean 'isHeaderFour'?",
    ],
    ['a wrong case', { siteSettings: { sitename: 'Leaf' } }, 'siteSettings.sitename', "Did you mean 'siteName'?"],
    ['a misspelt block', { headerFooterSetings: {} }, 'headerFooterSetings', "Did you mean 'headerFooterSettings'?"],
    [
      'a key inside a list item',
      { quickLinks: { links: [{ label: 'Deals', url: '/deals', lable: 'x' }] } },
      'quickLinks.links.0.lable',
      "Did you mean 'label'?",
    ],
    [
      'nothing close',
      { siteSettings: { favouriteStrain: 'x' } },
      'siteSettings.favouriteStrain',
      "is not a setting we know in 'siteSettings'",
    ],
  ])('%s', (_case, payload, path, words) => {
    const advice = at(adviseOnCms(payload), path);
    expect(advice).toHaveLength(1);
    expect(advice[0]).toMatchObject({ severity: 'warning' });
    expect(advice[0]!.message).toContain(words);
  });

  it('knows every key of the schema: a payload of every default has no unknown key', () => {
    expect(adviseOnCms(cmsSchema.parse({}))).toEqual([]);
  });

  it('takes any key inside a record (ad placements are named by the retailer)', () => {
    const payload = { adConfig: { placements: { homeTopBanner: {} } } };
    expect(adviseOnCms(payload).filter((item) => item.message.includes('not a setting we know'))).toEqual([]);
  });

  it.each([
    ['isHeaderFuor', 'isHeaderFour'],
    ['primaryColour', 'primaryColor'],
    ['LOGO', 'logo'],
    ['logo', undefined],
    ['zzzzzzzz', undefined],
  ])('nearestKey(%s) is %s', (key, expected) => {
    const known = ['isHeaderFour', 'isHeaderFive', 'primaryColor', 'logo', 'logoAlt', 'color'].filter((name) => name !== key);
    expect(
      nearestKey(
        key,
        known.filter((name) => name !== 'logo' || key !== 'logo'),
      ),
    ).toBe(expected);
  });

  it.each([
    ['kitten', 'sitting', 3],
    ['', 'abc', 3],
    ['same', 'same', 0],
    ['isHeaderFuor', 'isHeaderFour', 1],
    ['lable', 'label', 1],
    ['ab', 'ba', 1],
  ])('editDistance(%s, %s) = %i', (a, b, distance) => {
    expect(editDistance(a, b)).toBe(distance);
  });
});

describe('adviseOnCms: links', () => {
  const CODE = "would run code in the shopper's browser, so the storefront will not use it";
  it.each([
    [
      'javascript: in a bottom bar link',
      { stickyFooterWidgetCmsData: { dealsLink: 'javascript:alert(1)' } },
      'stickyFooterWidgetCmsData.dealsLink',
      CODE,
    ],
    [
      'a hidden JaVaScRiPt: in a menu',
      { menuLinkWidgetCmsData: { links: [{ label: 'A', url: ' java\tscript:alert(1)' }] } },
      'menuLinkWidgetCmsData.links.0.url',
      CODE,
    ],
    ['data: in quick links', { quickLinks: { links: [{ label: 'A', url: 'data:text/html,<b>' }] } }, 'quickLinks.links.0.url', CODE],
    [
      'vbscript: in a home section',
      { homePageSectionsCms: { sections: [{ type: 'deals', buttonLink: 'vbscript:x' }] } },
      'homePageSectionsCms.sections.0.buttonLink',
      CODE,
    ],
    [
      'file: in a sub-link',
      { menuLinkWidgetCmsData: { links: [{ label: 'A', subLinks: [{ label: 'B', url: 'file:///etc/passwd' }] }] } },
      'menuLinkWidgetCmsData.links.0.subLinks.0.url',
      "'file:' are not allowed",
    ],
    ['a protocol-relative link', { siteSettings: { shopLink: '//evil.example/shop' } }, 'siteSettings.shopLink', "leaves out 'https:'"],
    ['a bare word', { siteSettings: { cartLink: 'cart' } }, 'siteSettings.cartLink', 'is not a link the storefront can follow'],
  ])('%s is a problem', (_case, payload, path, words) => {
    const advice = at(adviseOnCms(payload), path);
    expect(advice).toHaveLength(1);
    expect(advice[0]).toMatchObject({ severity: 'problem' });
    expect(advice[0]!.message).toContain(words);
  });

  it.each([
    [
      'another site in the bottom bar',
      { stickyFooterWidgetCmsData: { dealsLink: 'https://other.example/deals' } },
      'stickyFooterWidgetCmsData.dealsLink',
      'another website (other.example)',
    ],
    ['another site as the home link', { siteSettings: { homeLink: 'http://other.example/' } }, 'siteSettings.homeLink', 'another website'],
    ['mailto: as the shop link', { siteSettings: { shopLink: 'mailto:shop@example.com' } }, 'siteSettings.shopLink', 'email or phone app'],
  ])('%s is a warning (the field should stay on the store)', (_case, payload, path, words) => {
    const advice = at(adviseOnCms(payload), path);
    expect(advice).toHaveLength(1);
    expect(advice[0]).toMatchObject({ severity: 'warning' });
    expect(advice[0]!.message).toContain(words);
  });

  it.each([
    ['a site path', { stickyFooterWidgetCmsData: { dealsLink: '/deals' } }],
    ['an anchor', { siteSettings: { shopLink: '#shop' } }],
    ["the store's own host", { siteSettings: { host: 'https://leaf.example', shopLink: 'https://leaf.example/shop' } }],
    ['another site in a menu', { menuLinkWidgetCmsData: { links: [{ label: 'Blog', url: 'https://blog.example/' }] } }],
    [
      'mailto: and tel: in quick links',
      {
        quickLinks: {
          links: [
            { label: 'Mail', url: 'mailto:a@b.example' },
            { label: 'Call', url: 'tel:+15550100' },
          ],
        },
      },
    ],
    [
      'a social profile',
      { socialLinksCms: [{ isShowSocialLink: true, socialLinks: [{ link: 'https://instagram.com/leaf', title: 'Instagram' }] }] },
    ],
    ['an empty link (the built-in path)', { siteSettings: { shopLink: '' } }],
  ])('%s: no advice', (_case, payload) => {
    expect(adviseOnCms(payload)).toEqual([]);
  });
});

describe('adviseOnCms: images from hosts the CMS does not allow (imagePolicy, through parseCms)', () => {
  it.each([
    [
      'another host',
      { headerWidgetCmsData: { logo: 'https://tracker.example/p.gif' } },
      'headerWidgetCmsData.logo',
      "add 'tracker.example' to 'siteSettings.allowedImageHosts'",
    ],
    [
      'a data: image',
      { footerCms: { logo: 'data:image/png;base64,AAAA' } },
      'footerCms.logo',
      "Images written as 'data:…' are not allowed",
    ],
    [
      'a javascript: image',
      { footerCms: { logo: 'javascript:alert(1)' } },
      'footerCms.logo',
      "Images written as 'javascript:…' are not allowed",
    ],
  ])('%s is a problem', (_case, payload, path, words) => {
    const advice = at(adviseOnCms(payload), path);
    expect(advice).toHaveLength(1);
    expect(advice[0]).toMatchObject({ severity: 'problem' });
    expect(advice[0]!.message).toContain(words);
  });

  it('an allowed host is fine', () => {
    expect(
      adviseOnCms({ siteSettings: { allowedImageHosts: ['cdn.example'] }, headerWidgetCmsData: { logo: 'https://cdn.example/l.png' } }),
    ).toEqual([]);
  });
});

describe('adviseOnCms: contrast of the retailer’s colours', () => {
  it.each([
    [
      'white ticker text on yellow',
      { tickerPageCms: { color: '#ffffff', backgroundColor: '#ffff00' } },
      'tickerPageCms.color',
      '1.07:1',
      '4.5:1',
    ],
    [
      'grey header text on white',
      { generalSettingsComponentUiData: { headerFontColor: '#999', headerBackgroundColor: '#fff' } },
      'generalSettingsComponentUiData.headerFontColor',
      '2.84:1',
      '4.5:1',
    ],
    [
      'a faint footer hover',
      { generalSettingsComponentUiData: { footerHoverColor: '#eeeeee', footerBackgroundColor: '#ffffff' } },
      'generalSettingsComponentUiData.footerHoverColor',
      '1.16:1',
      '3:1',
    ],
  ])('%s: a warning with the pair, the ratio and the target', (_case, payload, path, ratio, target) => {
    const advice = at(adviseOnCms(payload), path);
    expect(advice).toHaveLength(1);
    expect(advice[0]).toMatchObject({ severity: 'warning' });
    expect(advice[0]!.message).toContain(ratio);
    expect(advice[0]!.message).toContain(`below the ${target}`);
  });

  it.each([
    ['black on white', { tickerPageCms: { color: '#000000', backgroundColor: '#ffffff' } }],
    ['only one colour of the pair set (the theme picks the other)', { tickerPageCms: { color: '#ffffff' } }],
    [
      'footer hover at 3:1 is enough for a hover',
      { generalSettingsComponentUiData: { footerHoverColor: '#949494', footerBackgroundColor: '#ffffff' } },
    ],
  ])('%s: no advice', (_case, payload) => {
    expect(adviseOnCms(payload)).toEqual([]);
  });

  // The pairs are listed in cmsAdvice.ts because themeFromCms cannot load in the workbench's
  // manager; this keeps the list and themeFromCms in step: each pair made unreadable is one that
  // themeFromCms replaces, at the same field, and the other way round.
  it.each(contrastPairs.map((pair) => [`${pair[0]}.${pair[1]}`, pair] as const))(
    '%s is judged as themeFromCms judges it',
    (_name, pair) => {
      const [block, foreground, background] = pair;
      const payload = { [block]: { [foreground]: '#fefefe', [background]: '#ffffff' } };
      const field = `${block}.${foreground}`;
      expect(themeFromCms(payload).warnings.some((warning) => warning.startsWith(`${field}:`) && warning.includes('contrast'))).toBe(true);
      expect(at(adviseOnCms(payload), field)).toHaveLength(1);
    },
  );

  it('themeFromCms judges no pair the list lacks', () => {
    const all = Object.fromEntries(
      ['generalSettingsComponentUiData', 'tickerPageCms', 'stickyFooterWidgetCmsData'].map((block) => [
        block,
        {} as Record<string, string>,
      ]),
    );
    for (const [block, foreground, background] of contrastPairs) {
      all[block]![foreground] = '#fefefe';
      all[block]![background] = '#ffffff';
    }
    const judged = themeFromCms(all)
      .warnings.filter((warning) => warning.includes('contrast'))
      .map((warning) => warning.split(':')[0]);
    expect(new Set(judged)).toEqual(new Set(contrastPairs.map(([block, foreground]) => `${block}.${foreground}`)));
  });
});

describe('adviseOnCms: what parseCms repairs, in plain words', () => {
  it.each([
    [
      'a flag written "yes"',
      { headerFooterSettings: { isHeaderOne: 'yes' } },
      'headerFooterSettings.isHeaderOne',
      'This should be true or false (on or off), but it is "yes". The storefront treats it as off.',
    ],
    [
      'a colour name',
      { generalSettingsComponentUiData: { primaryColor: 'green' } },
      'generalSettingsComponentUiData.primaryColor',
      '"green" is not a colour the storefront can read',
    ],
    [
      'an unknown option',
      { siteSettings: { dealsVersion: 'v9' } },
      'siteSettings.dealsVersion',
      'This should be one of "v1" and "v2", but it is "v9". The storefront uses "v1" instead.',
    ],
    [
      'a number as text',
      { homePageSectionsCms: { sections: [{ type: 'trending', limit: -2 }] } },
      'homePageSectionsCms.sections.0.limit',
      'a whole number, 0 or more',
    ],
    [
      'a menu link without its label',
      { menuLinkWidgetCmsData: { links: [{ url: '/deals' }] } },
      'menuLinkWidgetCmsData.links.0',
      "Item 1 of 'menuLinkWidgetCmsData.links' has no 'label', which every item needs",
    ],
    ['a quick link with an empty url', { quickLinks: { links: [{ label: 'A', url: '' }] } }, 'quickLinks.links.0', "has no 'url'"],
    ['a block that is a list', { siteSettings: [] }, 'siteSettings', 'a group of settings ({ … })'],
    [
      'a list that is too long',
      { tickerCrudData: Array.from({ length: 201 }, (_, i) => ({ title: `t${i}` })) },
      'tickerCrudData',
      'reads only the first 200',
    ],
  ])('%s', (_case, payload, path, words) => {
    const advice = at(adviseOnCms(payload), path);
    expect(advice).toHaveLength(1);
    expect(advice[0]).toMatchObject({ severity: 'problem' });
    expect(advice[0]!.message).toContain(words);
  });

  it('no validator wording reaches the retailer', () => {
    const payload = {
      headerFooterSettings: { isHeaderOne: 'yes', isFooterTwo: 3 },
      siteSettings: { siteName: 7, dealsVersion: null, allowedImageHosts: ['https://x/'] },
      menuLinkWidgetCmsData: { links: [{ url: 5 }, 'x', { label: 'A', subLinks: [{}] }] },
      tickerPageCms: { color: 'rgb(0,0,0)' },
      generalSettingsComponentUiData: [],
      headerWidgetCmsData: { logo: 'http://a.example/x.png' },
    };
    const advice = adviseOnCms(payload);
    expect(advice.length).toBeGreaterThan(8);
    for (const item of advice) expect(item.message).not.toMatch(VALIDATOR_WORDS);
  });
});

describe('adviseOnCms: whole payloads', () => {
  it.each(cmsFixtureIds)('the demo fixture %s gives no advice', (id) => {
    expect(adviseOnCms(cmsFixtures[id])).toEqual([]);
  });

  it.each([
    ['null', null],
    ['an array', [{ siteSettings: {} }]],
    ['a number', 42],
    ['a string', '{"siteSettings":{}}'],
  ])('%s gives one clear problem', (_case, payload) => {
    const advice = adviseOnCms(payload);
    expect(advice).toHaveLength(1);
    expect(advice[0]).toMatchObject({ path: '', severity: 'problem' });
    expect(advice[0]!.message).toContain('must be one JSON object');
  });

  it('lists problems before warnings', () => {
    const advice = adviseOnCms({
      headerFooterSettings: { isHeaderOne: true, isHeaderTwo: true, isFooterOne: 'on' },
      siteSettings: { shopLink: 'javascript:x' },
    });
    const severities = advice.map((item) => item.severity);
    expect(severities).toEqual([...severities].sort((a, b) => (a === b ? 0 : a === 'problem' ? -1 : 1)));
    expect(severities).toContain('warning');
  });

  it.each([
    ['10 levels deep inside a block', { siteSettings: nest(10) }],
    ['10 levels deep at an unknown key', { sitesettings: nest(10) }],
    ['100 levels deep', { menuLinkWidgetCmsData: { links: [nest(100)] } }],
    ['a list of nulls', { menuLinkWidgetCmsData: { links: [null, null] }, socialLinksCms: [null], adConfig: { placements: { a: null } } }],
    [
      'odd values everywhere',
      { headerFooterSettings: null, activeVersionCms: 3, DealsCardSettingsCMS: 'x', tickerPageCms: [], quickLinks: { links: {} } },
    ],
    ['a __proto__ key', JSON.parse('{"__proto__": {"isHeaderOne": true}, "siteSettings": {"__proto__": 1}}') as unknown],
  ])('never throws: %s', (_case, payload) => {
    expect(() => adviseOnCms(payload)).not.toThrow();
    for (const item of adviseOnCms(payload)) expect(item.message).not.toMatch(VALIDATOR_WORDS);
  });
});

function nest(levels: number): unknown {
  let value: unknown = 'deep';
  for (let i = 0; i < levels; i += 1) value = { [`level${i}`]: value, link: 'javascript:x' };
  return value;
}
