import { describe, expect, it } from 'vitest';
import { listLimits } from './fields.ts';
import { defaultSiteConfig, parseCms } from './parseCms.ts';
import type { SiteConfig } from './schema.ts';

describe('parseCms: a payload that is not an object', () => {
  it.each([
    ['null', null, 'got null'],
    ['undefined', undefined, 'got undefined'],
    ['a string', '{"tickerPageCms":{}}', 'got string'],
    ['a number', 42, 'got number'],
    ['an array', [{ tickerPageCms: {} }], 'got an array'],
    ['a date', new Date(0), 'got a Date object'],
  ])('%s → every default and one warning', (_label, input, got) => {
    const { config, warnings } = parseCms(input);
    expect(config).toEqual(defaultSiteConfig);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]?.path).toBe('');
    expect(warnings[0]?.message).toContain(got);
  });
});

describe('parseCms: wrong-typed fields take their default, with a warning', () => {
  it.each([
    ['tickerPageCms.isEnabled', { tickerPageCms: { isEnabled: 'yes' } }, false],
    ['tickerPageCms.backgroundColor', { tickerPageCms: { backgroundColor: 12 } }, '#000000'],
    ['retailerClosePopupCMS.alertTitle', { retailerClosePopupCMS: { alertTitle: ['x'] } }, 'Store Closed'],
    ['checkoutPopupSettingsCMS.title', { checkoutPopupSettingsCMS: { title: null } }, 'Checkout Offer'],
    ['initialSiteData.provider', { initialSiteData: { provider: 'someOtherPos' } }, 'dispensaryMenuOne'],
    ['initialSiteData.canMenuType', { initialSiteData: { canMenuType: 'medical' } }, 'RECREATIONAL'],
    ['siteSettings.dealsVersion', { siteSettings: { dealsVersion: 'v3' } }, 'v1'],
    ['headerFooterSettings.isHeaderTwo', { headerFooterSettings: { isHeaderTwo: 1 } }, false],
    ['abandonedCartNotificationSettingsCms.delay', { abandonedCartNotificationSettingsCms: { delay: -5 } }, 1_800_000],
    ['abandonedCartNotificationSettingsCms.delay', { abandonedCartNotificationSettingsCms: { delay: '1000' } }, 1_800_000],
    ['chatPlatformCms.platform', { chatPlatformCms: { platform: 7 } }, null],
    ['stickyFooterWidgetCmsData.homeText', { stickyFooterWidgetCmsData: { homeText: null } }, 'Home'],
  ])('%s', (path, input, expected) => {
    const { config, warnings } = parseCms(input);
    const [block, field] = path.split('.') as [keyof typeof config, string];
    expect((config[block] as Record<string, unknown>)[field]).toBe(expected);
    expect(warnings.map((w) => w.path)).toEqual([path]);
  });

  it.each([
    ['null', null],
    ['a string', 'on'],
    ['an array', [true]],
    ['a number', 3],
  ])('a whole block that is %s → the block defaults', (_label, value) => {
    const { config, warnings } = parseCms({ tickerPageCms: value, quickLinks: { title: 'Links' } });
    expect(config.tickerPageCms).toEqual(defaultSiteConfig.tickerPageCms);
    expect(config.quickLinks.title).toBe('Links');
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatchObject({ path: 'tickerPageCms' });
    expect(warnings[0]?.message).toMatch(/expected object/);
  });

  it('a list that is not a list → an empty list', () => {
    const { config, warnings } = parseCms({ tickerCrudData: { title: 'x' } });
    expect(config.tickerCrudData).toEqual([]);
    expect(warnings).toEqual([{ path: 'tickerCrudData', message: expect.stringContaining('using an empty list') }]);
  });

  it('keeps the valid siblings of a wrong field', () => {
    const { config } = parseCms({ tickerPageCms: { isEnabled: true, backgroundColor: 'red', color: '#fafafa' } });
    expect(config.tickerPageCms).toEqual({ isEnabled: true, backgroundColor: '#000000', color: '#fafafa' });
  });

  it('missing optional fields need no warning', () => {
    const { config, warnings } = parseCms({ tickerPageCms: { isEnabled: true }, headerWidgetCmsData: {} });
    expect(warnings).toEqual([]);
    expect(config.tickerPageCms.backgroundColor).toBe('#000000');
  });

  it('ignores keys it does not know', () => {
    const { config, warnings } = parseCms({ somethingElse: 1, tickerPageCms: { isEnabled: true, extra: 'x' } });
    expect(warnings).toEqual([]);
    expect(config.tickerPageCms).toEqual({ isEnabled: true, backgroundColor: '#000000', color: '#ffffff' });
    expect('somethingElse' in config).toBe(false);
  });
});

describe('parseCms: colours accept only hex', () => {
  it.each([
    ['#1f6f4a', '#1f6f4a'],
    ['#FFF', '#FFF'],
    ['', ''],
  ])('%j is kept', (value, expected) => {
    const { config, warnings } = parseCms({ generalSettingsComponentUiData: { primaryColor: value } });
    expect(config.generalSettingsComponentUiData.primaryColor).toBe(expected);
    expect(warnings).toEqual([]);
  });

  it.each(['red', 'rgb(0,0,0)', '#12345', '#1234567', '1f6f4a', ' #1f6f4a', 'url(javascript:alert(1))', 'var(--x)'])(
    '%j → default and a warning naming the field',
    (value) => {
      const { config, warnings } = parseCms({
        generalSettingsComponentUiData: { primaryColor: value },
        tickerPageCms: { color: value },
      });
      expect(config.generalSettingsComponentUiData.primaryColor).toBe('');
      expect(config.tickerPageCms.color).toBe('#ffffff');
      expect(warnings.map((w) => w.path)).toEqual(['generalSettingsComponentUiData.primaryColor', 'tickerPageCms.color']);
      expect(warnings[1]?.message).toBe(`${JSON.stringify(value)} is not a hex colour (#rgb or #rrggbb); using "#ffffff"`);
    },
  );

  it('checks colours inside list items without dropping the item', () => {
    const { config, warnings } = parseCms({
      stickyFooterWidgetCmsData: { shopByChoiceItems: [{ title: 'Flower', color: 'green' }] },
    });
    expect(config.stickyFooterWidgetCmsData.shopByChoiceItems).toEqual([
      { image: '', link: '', imageTitle: '', imageAlt: '', title: 'Flower', color: '' },
    ]);
    expect(warnings.map((w) => w.path)).toEqual(['stickyFooterWidgetCmsData.shopByChoiceItems.0.color']);
  });
});

describe('parseCms: lists drop invalid items and keep valid ones', () => {
  it.each([
    ['not an object', 5, 'expected object'],
    ['null', null, 'expected object'],
    ['a missing required field', { link: '/deals' }, 'title'],
    ['an empty required field', { title: '', link: '/deals' }, 'title'],
    ['a wrong-typed required field', { title: 9 }, 'title'],
  ])('tickerCrudData item that is %s', (_label, bad, mentions) => {
    const { config, warnings } = parseCms({
      tickerCrudData: [{ title: 'First', link: '/a' }, bad, { title: 'Third', link: '/c' }],
    });
    expect(config.tickerCrudData).toEqual([
      { title: 'First', link: '/a' },
      { title: 'Third', link: '/c' },
    ]);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]?.path).toBe('tickerCrudData.1');
    expect(warnings[0]?.message).toContain('invalid item dropped');
    expect(warnings[0]?.message).toContain(mentions);
  });

  it('drops several bad items of one list at once (indexes stay right)', () => {
    const { config, warnings } = parseCms({ checkoutPopupSettingsCMS: { productSlugs: [1, 'a', null, 'b', '', 'c'] } });
    expect(config.checkoutPopupSettingsCMS.productSlugs).toEqual(['a', 'b', 'c']);
    expect(warnings.map((w) => w.path)).toEqual([
      'checkoutPopupSettingsCMS.productSlugs.0',
      'checkoutPopupSettingsCMS.productSlugs.2',
      'checkoutPopupSettingsCMS.productSlugs.4',
    ]);
  });

  it('repairs nested lists at the innermost level', () => {
    const { config, warnings } = parseCms({
      menuLinkWidgetCmsData: {
        links: [
          { label: 'Shop', url: '/shop', subLinks: [{ label: 'Flower', url: '/category/flower' }, { url: 3 }, 'x'] },
          { url: '/nolabel' },
          { label: 'Deals', url: 12 },
        ],
      },
    });
    expect(config.menuLinkWidgetCmsData.links).toEqual([
      { label: 'Shop', url: '/shop', subLinks: [{ label: 'Flower', url: '/category/flower' }] },
      { label: 'Deals', url: '', subLinks: [] },
    ]);
    // One warning per dropped item (nothing about the fields inside it), one per reset field.
    expect(warnings.map((w) => w.path)).toEqual([
      'menuLinkWidgetCmsData.links.0.subLinks.1',
      'menuLinkWidgetCmsData.links.0.subLinks.2',
      'menuLinkWidgetCmsData.links.1',
      'menuLinkWidgetCmsData.links.2.url',
    ]);
  });

  it('drops an ad placement of an unknown type and keeps the others', () => {
    const { config, warnings } = parseCms({
      adConfig: {
        channelId: 'web',
        placements: {
          'cart-sidecar-desktop-banner': { adType: 'banner', zoneId: 'z1', width: 300, height: 250 },
          'home-popunder': { adType: 'popunder', zoneId: 'z2' },
          broken: 'banner',
        },
      },
    });
    expect(Object.keys(config.adConfig.placements)).toEqual(['cart-sidecar-desktop-banner']);
    expect(config.adConfig.placements['cart-sidecar-desktop-banner']).toMatchObject({
      adType: 'banner',
      zoneId: 'z1',
      width: 300,
      maxItems: 0,
    });
    expect(warnings.map((w) => w.path).sort()).toEqual(['adConfig.placements.broken', 'adConfig.placements.home-popunder']);
  });
});

describe('parseCms never throws and never touches its input', () => {
  it('does not mutate the payload it repairs', () => {
    const input = { tickerCrudData: [1, { title: 'ok' }], tickerPageCms: { color: 'red' } };
    const before = structuredClone(input);
    parseCms(input);
    expect(input).toEqual(before);
  });

  it('survives a cyclic payload', () => {
    const cyclic: Record<string, unknown> = { tickerPageCms: { isEnabled: true } };
    cyclic['self'] = cyclic;
    (cyclic['tickerPageCms'] as Record<string, unknown>)['loop'] = cyclic;
    const { config } = parseCms(cyclic);
    expect(config.tickerPageCms.isEnabled).toBe(true);
  });

  it('survives a getter that throws', () => {
    const hostile = {
      get tickerPageCms(): unknown {
        throw new Error('boom');
      },
    };
    const { config, warnings } = parseCms(hostile);
    expect(config).toEqual(defaultSiteConfig);
    expect(warnings[0]?.message).toContain('boom');
  });

  it("keeps a '__proto__' key from JSON as plain data", () => {
    const { config, warnings } = parseCms(JSON.parse('{"__proto__": {"polluted": true}, "tickerPageCms": {"isEnabled": true}}'));
    expect(config.tickerPageCms.isEnabled).toBe(true);
    expect(warnings).toEqual([]);
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
  });
});

describe('parseCms: hostile sizes are bounded (list limits, linear repairs)', () => {
  it('parses 16,000 bad ticker items in well under 2 s, keeping everything else', () => {
    const input = { siteSettings: { siteName: 'Big' }, tickerCrudData: Array.from({ length: 16_000 }, () => ({})) };
    const start = performance.now();
    const { config, warnings } = parseCms(input);
    const elapsed = performance.now() - start;
    expect(config.siteSettings.siteName).toBe('Big');
    expect(config.tickerCrudData).toEqual([]);
    // One warning for the cut, one per bad item within the limit.
    expect(warnings).toHaveLength(listLimits.tickerItems + 1);
    expect(elapsed).toBeLessThan(2_000);
  });

  const item = (i: number) => ({
    title: `t${i}`,
    label: `l${i}`,
    url: `/u${i}`,
    categoryName: `c${i}`,
    urlSlug: `s${i}`,
    retailerId: `r${i}`,
  });
  it.each<[string, number, (items: unknown[]) => unknown, (config: SiteConfig) => unknown[]]>([
    ['tickerCrudData', listLimits.tickerItems, (items) => ({ tickerCrudData: items }), (c) => c.tickerCrudData],
    [
      'menuLinkWidgetCmsData.links',
      listLimits.links,
      (items) => ({ menuLinkWidgetCmsData: { links: items } }),
      (c) => c.menuLinkWidgetCmsData.links,
    ],
    [
      'headerWidgetCmsData.links',
      listLimits.links,
      (items) => ({ headerWidgetCmsData: { links: items } }),
      (c) => c.headerWidgetCmsData.links,
    ],
    [
      'menuLinkWidgetCmsData.links.0.subLinks',
      listLimits.links,
      (items) => ({ menuLinkWidgetCmsData: { links: [{ label: 'Shop', subLinks: items }] } }),
      (c) => c.menuLinkWidgetCmsData.links[0]?.subLinks ?? [],
    ],
    ['quickLinks.links', listLimits.links, (items) => ({ quickLinks: { links: items } }), (c) => c.quickLinks.links],
    [
      'customProductCategoryData',
      listLimits.categories,
      (items) => ({ customProductCategoryData: items }),
      (c) => c.customProductCategoryData,
    ],
    [
      'stickyFooterWidgetCmsData.designSevenCategory',
      listLimits.categories,
      (items) => ({ stickyFooterWidgetCmsData: { designSevenCategory: items } }),
      (c) => c.stickyFooterWidgetCmsData.designSevenCategory,
    ],
    ['footerCms.retailers', listLimits.retailers, (items) => ({ footerCms: { retailers: items } }), (c) => c.footerCms.retailers],
    [
      'checkoutPopupSettingsCMS.productSlugs',
      listLimits.productSlugs,
      (items) => ({ checkoutPopupSettingsCMS: { productSlugs: items.map((_, i) => `p${i}`) } }),
      (c) => c.checkoutPopupSettingsCMS.productSlugs,
    ],
    ['searchPageCms', listLimits.firstItemOnly, (items) => ({ searchPageCms: items }), (c) => c.searchPageCms],
    [
      'siteSettings.allowedImageHosts',
      listLimits.imageHosts,
      (items) => ({ siteSettings: { allowedImageHosts: items.map((_, i) => `cdn${i}.example.com`) } }),
      (c) => c.siteSettings.allowedImageHosts,
    ],
  ])('%s keeps its first %i items and says so', (path, limit, payload, read) => {
    const atLimit = parseCms(payload(Array.from({ length: limit }, (_, i) => item(i))));
    expect(read(atLimit.config)).toHaveLength(limit);
    expect(atLimit.warnings).toEqual([]);
    const over = parseCms(payload(Array.from({ length: limit + 5 }, (_, i) => item(i))));
    expect(read(over.config)).toHaveLength(limit);
    expect(over.warnings).toEqual([
      { path, message: `${limit + 5} items, more than the limit of ${limit}; only the first ${limit} are read` },
    ]);
  });

  it('the limits are generous: every list allows at least 20, link and category lists at least 200', () => {
    expect(Math.min(...Object.values(listLimits))).toBeGreaterThanOrEqual(20);
    for (const limit of [listLimits.links, listLimits.tickerItems, listLimits.categories, listLimits.retailers]) {
      expect(limit).toBeGreaterThanOrEqual(200);
    }
  });
});

describe('parseCms: a branch nested too deeply is dropped, the rest parsed', () => {
  function nested(levels: number): unknown {
    let value: unknown = 'leaf';
    for (let i = 0; i < levels; i += 1) value = { x: value };
    return value;
  }
  const branding = {
    siteSettings: { siteName: 'Greenleaf' },
    generalSettingsComponentUiData: { primaryColor: '#1f6f4a' },
    headerWidgetCmsData: { logo: '/images/cms/logo.svg' },
  };

  it.each([
    ['under an unknown key', { somethingElse: nested(8_000) }, 'somethingElse.x.x', []],
    ['under an unknown key of a block', { tickerPageCms: { isEnabled: true, extra: nested(8_000) } }, 'tickerPageCms.extra.x', []],
    [
      'as the value of a field',
      { tickerPageCms: { isEnabled: true, color: nested(8_000) } },
      'tickerPageCms.color.x',
      ['tickerPageCms.color'],
    ],
    [
      'inside a list item',
      { tickerCrudData: [{ title: 'A', link: nested(8_000) }, { title: 'B' }] },
      'tickerCrudData.0.link.x',
      ['tickerCrudData.0.link'],
    ],
    ['200,000 levels deep', { somethingElse: nested(200_000) }, 'somethingElse.x.x', []],
  ])('8,000 levels %s: branding kept, one warning for the cut', (_label, extra, pathStart, resets) => {
    const { config, warnings } = parseCms({ ...branding, ...extra });
    expect(config.siteSettings.siteName).toBe('Greenleaf');
    expect(config.generalSettingsComponentUiData.primaryColor).toBe('#1f6f4a');
    expect(config.headerWidgetCmsData.logo).toBe('/images/cms/logo.svg');
    expect(config.tickerPageCms.color).toBe('#ffffff');
    const [cut, ...rest] = warnings;
    expect(cut?.message).toBe('nested deeper than 64 levels; dropped');
    expect(cut?.path.startsWith(pathStart)).toBe(true);
    expect(rest.map((w) => w.path)).toEqual(resets);
  });

  it('keeps the valid items beside a too-deep one', () => {
    const { config } = parseCms({
      tickerCrudData: [
        { title: 'A', link: nested(8_000) },
        { title: 'B', link: '/b' },
      ],
    });
    expect(config.tickerCrudData).toEqual([
      { title: 'A', link: '' },
      { title: 'B', link: '/b' },
    ]);
  });
});

describe('parseCms: strings must be well-formed Unicode (no lone surrogates)', () => {
  it.each([
    ['a lone high surrogate', '\uD800'],
    ['a lone low surrogate', 'flower-\uDC00'],
    ['a reversed pair', '\uDE00\uD83D'],
  ])('%s in a custom category slug drops that category only', (_label, slug) => {
    const { config, warnings } = parseCms({
      customProductCategoryData: [
        { categoryName: 'Flower', urlSlug: 'flower' },
        { categoryName: 'Bad', urlSlug: slug },
        { categoryName: 'Edibles', urlSlug: 'edibles' },
      ],
    });
    expect(config.customProductCategoryData.map((c) => c.urlSlug)).toEqual(['flower', 'edibles']);
    expect(warnings).toEqual([
      { path: 'customProductCategoryData.1', message: expect.stringContaining('contains a lone surrogate (malformed Unicode)') },
    ]);
  });

  it('a lone surrogate in a text field takes the default; a real pair (emoji) is kept', () => {
    const { config, warnings } = parseCms({
      stickyFooterWidgetCmsData: { homeText: 'Home \uD83C', dealsText: 'Deals 🌿' },
    });
    expect(config.stickyFooterWidgetCmsData.homeText).toBe('Home');
    expect(config.stickyFooterWidgetCmsData.dealsText).toBe('Deals 🌿');
    expect(warnings).toEqual([
      { path: 'stickyFooterWidgetCmsData.homeText', message: 'contains a lone surrogate (malformed Unicode); using "Home"' },
    ]);
  });
});
