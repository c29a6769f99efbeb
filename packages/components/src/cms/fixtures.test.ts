/**
 * The demo retailer fixtures (fixtures/cms): complete, valid, distinct, and consistent with the
 * demo catalogue and their own images. Also the SiteConfig → CmsThemeInput contract.
 */
import { existsSync, readdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { themeFromCms, type CmsThemeInput } from '@storefront/tokens';
import { cmsFixtureIds, cmsFixtureNames, cmsFixtures, type CmsFixtureId } from '@storefront/fixtures/cms';
import { demoRetailerIds, products, retailers } from '@storefront/fixtures/catalog';
import { SHOP_BY_CHOICE_LIMIT } from '../rules/constants.ts';
import { cmsSchema, type SiteConfig } from './schema.ts';
import { defaultSiteConfig, parseCms } from './parseCms.ts';
import { shopByChoiceItemsFrom } from './helpers.ts';
import { flagMatrices } from '../workbench/flagMatrices.ts';

const fixturesDir = resolve(dirname(fileURLToPath(import.meta.url)), '../../../../fixtures/cms');
const parsed = (id: CmsFixtureId): SiteConfig => parseCms(cmsFixtures[id]).config;

/** Every string in a JSON value, with its dot path. */
function strings(value: unknown, path = ''): Array<[string, string]> {
  if (typeof value === 'string') return [[path, value]];
  if (Array.isArray(value)) return value.flatMap((item, i) => strings(item, `${path}.${i}`));
  if (typeof value === 'object' && value !== null) {
    return Object.entries(value).flatMap(([key, item]) => strings(item, path ? `${path}.${key}` : key));
  }
  return [];
}

/** Paths of object keys the defaults have and the fixture lacks (records and lists are free-form). */
function missingKeys(defaults: unknown, raw: unknown, path = ''): string[] {
  if (typeof defaults !== 'object' || defaults === null || Array.isArray(defaults) || path.endsWith('placements')) return [];
  const object = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
  return Object.entries(defaults).flatMap(([key, value]) => {
    const child = path ? `${path}.${key}` : key;
    return key in object ? missingKeys(value, object[key], child) : [child];
  });
}

describe.each(cmsFixtureIds)('fixture %s', (id) => {
  const raw = cmsFixtures[id];

  it('parses with zero warnings and validates structurally', () => {
    expect(parseCms(raw).warnings).toEqual([]);
    expect(cmsSchema.safeParse(raw).success).toBe(true);
  });

  it('is complete: it sets every field, so parsing changes nothing', () => {
    expect(missingKeys(defaultSiteConfig, raw)).toEqual([]);
    expect(parsed(id)).toEqual(raw);
  });

  it('round-trips: the parsed config parses to itself with no warnings', () => {
    const config = parsed(id);
    expect(parseCms(JSON.parse(JSON.stringify(config)))).toEqual({ config, warnings: [] });
  });

  it('is named as its site', () => {
    expect(parsed(id).siteSettings.siteName).toBe(cmsFixtureNames[id]);
  });

  it.each([
    ['headerFooterSettings', 'isHeader'],
    ['headerFooterSettings', 'isFooter'],
    ['activeVersionCms', 'isMenu'],
    ['DealsCardSettingsCMS', 'isDealsCard'],
  ] as const)('turns on exactly one %s.%s* flag', (block, prefix) => {
    const on = Object.entries(parsed(id)[block]).filter(([key, value]) => key.startsWith(prefix) && value === true);
    expect(on).toHaveLength(1);
  });

  it('fills every content block with believable content', () => {
    const c = parsed(id);
    expect(c.menuLinkWidgetCmsData.links.length).toBeGreaterThanOrEqual(4);
    expect(c.menuLinkWidgetCmsData.links.some((link) => link.subLinks.length > 0)).toBe(true);
    expect(c.headerWidgetCmsData.links.length).toBeGreaterThan(0);
    expect(c.headerWidgetCmsData.logo).toMatch(/^\/images\/cms\/.+\.svg$/);
    expect(c.quickLinks.links.length).toBeGreaterThan(0);
    expect(c.socialLinksCms[0]?.socialLinks.length).toBeGreaterThan(0);
    expect(c.tickerCrudData.length).toBeGreaterThanOrEqual(3);
    expect(shopByChoiceItemsFrom(c)).toHaveLength(SHOP_BY_CHOICE_LIMIT);
    expect(c.stickyFooterWidgetCmsData.designSevenCategory.length).toBeGreaterThan(0);
    expect(c.checkoutPopupSettingsCMS.productSlugs.length).toBeGreaterThan(0);
    expect(c.customProductCategoryData).toHaveLength(6);
    expect(Object.keys(c.adConfig.placements)).toContain('cart-sidecar-desktop-banner');
    expect(c.abandonedCartCampaignSettingsCms).toHaveLength(1);
    expect(c.searchPageCms).toHaveLength(1);
    expect(c.dealsImageSettingCMS).toHaveLength(1);
    expect(c.footerCms.retailers.length).toBeGreaterThan(0);
  });

  it('refers only to demo catalogue products and retailers', () => {
    const c = parsed(id);
    const slugs = new Set(products.map((p) => p.productSlug));
    expect(c.checkoutPopupSettingsCMS.productSlugs.filter((slug) => !slugs.has(slug))).toEqual([]);
    const ids: readonly string[] = demoRetailerIds;
    const refs = [c.initialSiteData.canSelectedRetailerId, ...c.footerCms.retailers.map((r) => r.retailerId)];
    expect(refs.filter((ref) => !ids.includes(ref))).toEqual([]);
    // A retailer's configuration lists the stores of its own state.
    const states = new Set(refs.map((ref) => retailers.find((r) => r.id === ref)?.addressObject.state));
    expect(states.size).toBe(1);
  });

  it('uses local images only, and every /images/cms file exists', () => {
    const all = strings(raw);
    const remote = all.filter(([path, value]) => /^(https?:)?\/\//i.test(value) && path !== 'siteSettings.host');
    expect(remote).toEqual([]);
    const imageField =
      /(^|\.)(image|logo|deliveryicon|bannerImage|providerStaticImage|\w+MenuImage|\w+MoreImage|shopByChoiceImage(One|Two|Three|Four))$/;
    const imageFields = all.filter(([path]) => imageField.test(path));
    expect(imageFields.length).toBeGreaterThan(20);
    for (const [path, value] of imageFields) expect(value, path).toMatch(/^$|^\/images\//);
    const nonEmpty = all.filter(([, value]) => value.startsWith('/images/'));
    for (const [path, value] of nonEmpty)
      expect(value, path).toMatch(/^\/images\/(cms|catalog\/categories)\/([a-z0-9-]+\.svg|[a-z0-9-]+-app-icon-(192|512)\.png)$/);
    const missing = nonEmpty
      .map(([, value]) => value)
      .filter(
        (value) => value.startsWith('/images/cms/') && !existsSync(resolve(fixturesDir, 'images', value.slice('/images/cms/'.length))),
      );
    expect(missing).toEqual([]);
  });

  it('gives the theme readable colours (no theme warnings)', () => {
    const config = parsed(id);
    const { values, warnings } = themeFromCms(config);
    expect(warnings).toEqual([]);
    expect(values.color.brand).toBe(config.generalSettingsComponentUiData.primaryColor);
    expect(values.color.ticker.background).toBe(config.tickerPageCms.backgroundColor);
  });
});

describe('the four demo retailers', () => {
  it.each<[CmsFixtureId, Record<string, unknown>]>([
    [
      'greenleaf',
      {
        'initialSiteData.provider': 'dispensaryMenuOne',
        'headerFooterSettings.isHeaderOne': true,
        'headerFooterSettings.isFooterOne': true,
        'activeVersionCms.isMenuOne': true,
        'DealsCardSettingsCMS.isDealsCardFive': true,
        'headerWidgetCmsData.isStickyHeader': true,
        'tickerPageCms.isEnabled': true,
        'generalSettingsComponentUiData.primaryColor': '#1f6f4a',
        'retailerMenuTypeSettingsCMS.isMedicalTypeOn': true,
        'stateSelectionSettingsCMS.enableStateSelector': true,
        'providerSettingsCms.isPosAddressProvider': false,
        'adServiceConfig.isEnabled': true,
      },
    ],
    [
      'copper-state',
      {
        'initialSiteData.provider': 'dispensaryMenuTwo',
        'providerSettingsCms.isPosAddressProvider': true,
        'headerFooterSettings.isHeaderThree': true,
        'headerFooterSettings.isFooterFive': true,
        'activeVersionCms.isMenuTwo': true,
        'activeVersionCms.isRetailerVersionTwo': true,
        'DealsCardSettingsCMS.isDealsCardTwo': true,
        'headerWidgetCmsData.isStickyHeader': false,
        'tickerPageCms.isEnabled': false,
        'siteSettings.dealsVersion': 'v2',
        'siteSettings.shopPageTwo': true,
        'adServiceConfig.isEnabled': false,
      },
    ],
    [
      'mile-high',
      {
        'initialSiteData.provider': 'ecommerce',
        'headerFooterSettings.isHeaderSix': true,
        'headerFooterSettings.isFooterSeven': true,
        'activeVersionCms.isMenuThree': true,
        'activeVersionCms.isRetailerVersionFive': true,
        'DealsCardSettingsCMS.isDealsCardThree': true,
        'headerWidgetCmsData.isStickyHeader': true,
        'tickerPageCms.isEnabled': true,
        'tickerPageCms.color': '#ffffff',
        'footerCms.enableAdditionalSection': true,
        'adServiceConfig.isEnabled': false,
      },
    ],
    [
      // Issue 14: the variants no other demo retailer shows, on a provider combination of its own.
      'natural-state',
      {
        'initialSiteData.provider': 'dispensaryMenuOne',
        'initialSiteData.canMenuType': 'MEDICAL',
        'providerSettingsCms.isPosAddressProvider': true,
        'headerFooterSettings.isHeaderFive': true,
        'headerFooterSettings.isFooterTen': true,
        'activeVersionCms.isMenuFour': true,
        'activeVersionCms.isRetailerVersionFour': true,
        'DealsCardSettingsCMS.isDealsCardOne': true,
        'retailerMenuTypeSettingsCMS.isMedicalTypeOn': true,
        'deliverySettingsCMS.hideDeliveryBtn': true,
        'headerWidgetCmsData.isStickyHeader': false,
        'tickerPageCms.isEnabled': true,
        'footerCms.enableAdditionalSection': true,
        'adServiceConfig.isEnabled': false,
      },
    ],
  ])('%s is configured as briefed', (id, expected) => {
    const config = parsed(id);
    for (const [path, value] of Object.entries(expected)) {
      const [block, field] = path.split('.') as [keyof SiteConfig, string];
      expect((config[block] as Record<string, unknown>)[field], path).toBe(value);
    }
  });

  it('look clearly different: distinct brand, header, page and ticker colours', () => {
    const colours = cmsFixtureIds.map((id) => {
      const g = parsed(id).generalSettingsComponentUiData;
      return [g.primaryColor, g.headerBackgroundColor, g.pageBackgroundColor, g.accentColor];
    });
    for (let i = 0; i < 4; i += 1) expect(new Set(colours.map((c) => c[i])).size).toBe(cmsFixtureIds.length);
  });

  it('use every image in fixtures/cms/images (no orphans): a fixture or a flag matrix of the workbench shows each', () => {
    const matrixPatches = Object.values(flagMatrices).flatMap((matrix) => matrix.axes.flatMap((axis) => axis.options.map((o) => o.patch)));
    const used = new Set(
      [...cmsFixtureIds.map((id) => cmsFixtures[id]), ...matrixPatches].flatMap((value) => strings(value).map(([, text]) => text)),
    );
    const files = readdirSync(resolve(fixturesDir, 'images')).filter((file) => /\.(svg|png)$/.test(file));
    expect(files.filter((file) => !used.has(`/images/cms/${file}`))).toEqual([]);
  });
});

describe('SiteConfig satisfies the theme input', () => {
  it('is assignable to CmsThemeInput (checked by tsc) and themes the defaults without warnings', () => {
    const input: CmsThemeInput = defaultSiteConfig;
    const { warnings, values } = themeFromCms(input);
    expect(warnings).toEqual([]);
    expect(values.color.ticker).toEqual({ background: '#000000', text: '#ffffff' });
  });
});
