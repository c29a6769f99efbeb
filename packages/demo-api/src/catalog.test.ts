// @vitest-environment node
/** Invariants of the demo catalogue (fixtures/catalog) the backend, stories and tests rely on. */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { ProductCategory } from '@storefront/components/domain';
import { weekdays } from '@storefront/components/domain';
import { brands, categories, customCategories, demoRetailerIds, products, retailers, specials } from '@storefront/fixtures/catalog';
import { cmsFixtures } from '@storefront/fixtures/cms';
import { catalogImagesDir } from '@storefront/fixtures/paths';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const imagesDir = catalogImagesDir;
const KEBAB = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const categoryNames: ProductCategory[] = [
  'FLOWER',
  'PRE_ROLLS',
  'VAPORIZERS',
  'EDIBLES',
  'CONCENTRATES',
  'TINCTURES',
  'TOPICALS',
  'ACCESSORIES',
];

describe('retailers', () => {
  it('are the nine demo retailers, in order', () => {
    expect(retailers.map((r) => r.id)).toEqual([...demoRetailerIds]);
  });

  it.each(retailers.map((r) => [r.id, r] as const))('%s is complete', (_id, r) => {
    expect(r.retailerId).toBe(r.id);
    expect(r.retailerName).toBe(r.name);
    expect(r.address).toBe(`${r.addressObject.line1}, ${r.addressObject.city}, ${r.addressObject.state} ${r.addressObject.postalCode}`);
    expect(r.contactNumber).toMatch(/^\(\d{3}\) 555-01\d{2}$/);
    expect(r.urlSlug).toMatch(KEBAB);
    expect(r.id.slice(4, 6).toUpperCase()).toBe(r.addressObject.state);
    expect(Object.keys(r.pickupHours)).toEqual([...weekdays]);
    expect(r.menuTypes.length).toBeGreaterThan(0);
    expect(r.timezone).toMatch(/^America\//);
    expect(r.specialHours.some((h) => h.name === 'Thanksgiving Day')).toBe(true);
  });

  it('has Arkansas stores that are medical only', () => {
    for (const r of retailers.filter((x) => x.addressObject.state === 'AR')) expect(r.menuTypes).toEqual(['MEDICAL']);
  });

  it('varies the opening days: 7 days, closed Sundays, weekdays only', () => {
    const openDays = retailers.map((r) => weekdays.filter((d) => r.pickupHours[d].active));
    expect(openDays.some((d) => d.length === 7)).toBe(true);
    expect(openDays.some((d) => d.length === 6 && !d.includes('Sunday'))).toBe(true);
    expect(openDays.some((d) => d.join() === 'Monday,Tuesday,Wednesday,Thursday,Friday')).toBe(true);
  });

  it('has one store with special hours active for today’s date range', () => {
    expect(retailers.filter((r) => r.specialHours.some((h) => h.active && h.specialDateRangeCheckStatus)).map((r) => r.id)).toEqual([
      'ret-az-tempe',
    ]);
  });
});

describe('products', () => {
  it('has at least 64 products with unique kebab-case slugs equal to productSlug', () => {
    expect(products.length).toBeGreaterThanOrEqual(64);
    expect(new Set(products.map((p) => p.slug)).size).toBe(products.length);
    for (const p of products) {
      expect(p.slug).toMatch(KEBAB);
      expect(p.productSlug).toBe(p.slug);
    }
  });

  it.each(categoryNames)('has at least 6 %s products', (category) => {
    expect(products.filter((p) => p.category === category).length).toBeGreaterThanOrEqual(6);
  });

  it('keeps variantsSize equal to the option count and prices positive', () => {
    for (const p of products) {
      expect(p.variantsSize).toBe(p.options.length);
      for (const o of p.options) {
        expect(o.price).toBeGreaterThan(0);
        if (o.specialPrice !== undefined) expect(o.specialPrice).toBeLessThan(o.price);
      }
    }
  });

  it.each([
    ['FLOWER', ['1g', '3.5g', '7g', '14g']],
    ['ACCESSORIES', ['N/A']],
  ] as const)('%s options are %j', (category, options) => {
    for (const p of products.filter((x) => x.category === category)) expect(p.options.map((o) => o.weight)).toEqual(options);
  });

  it('sells edibles in packs', () => {
    for (const p of products.filter((x) => x.category === 'EDIBLES')) expect(p.options.every((o) => /^\d+pk$/.test(o.option))).toBe(true);
  });

  it('has a couple of inactive products and some on special', () => {
    expect(products.filter((p) => !p.isActive).length).toBeGreaterThanOrEqual(2);
    // Specials are priced from their terms (rules/commerce/pricing.ts), never baked into options.
    expect(products.some((p) => (p.specialSlugs ?? []).length > 0)).toBe(true);
    expect(products.some((p) => p.options.some((o) => o.specialPrice !== undefined))).toBe(false);
    expect(specials.every((s) => typeof s.discount?.kind === 'string')).toBe(true);
  });

  it('references known brands and retailers whose menus match', () => {
    for (const p of products) {
      const brand = brands.find((b) => b.id === p.brandId);
      expect(brand?.brandName).toBe(p.brandName);
      expect(p.retailerIds.length).toBeGreaterThan(0);
      for (const id of p.retailerIds) {
        const r = retailers.find((x) => x.id === id);
        expect(r?.menuTypes.some((m) => p.menuTypes.includes(m))).toBe(true);
      }
    }
  });
});

describe('brands, categories, specials', () => {
  it('has at least 16 brands, 6 sponsored, exercising the customImage ignore rule', () => {
    expect(brands.length).toBeGreaterThanOrEqual(16);
    expect(brands.filter((b) => b.isSponsored).length).toBeGreaterThanOrEqual(6);
    expect(brands.some((b) => b.customImage === 'null')).toBe(true);
    expect(brands.filter((b) => b.customImage?.endsWith('default.png'))).toHaveLength(1);
    for (const b of brands) expect(b.urlSlug).toMatch(KEBAB);
  });

  it('has the 8 standard categories', () => {
    expect(categories.map((c) => c.categoryName)).toEqual(categoryNames);
    expect(categories.map((c) => c.displayName)).toEqual([
      'Flower',
      'Pre-Rolls',
      'Vaporizers',
      'Edibles',
      'Concentrates',
      'Tinctures',
      'Topicals',
      'Accessories',
    ]);
  });

  it('has at least 14 specials pointing at known products and retailers', () => {
    expect(specials.length).toBeGreaterThanOrEqual(14);
    for (const s of specials) {
      expect(s.menuDisplayConfiguration.name).toBe(s.name);
      for (const slug of s.productSlugs) expect(products.find((p) => p.slug === slug)?.specialSlugs).toContain(s.urlSlug);
      for (const id of s.retailerIds) expect(demoRetailerIds).toContain(id);
    }
    expect(specials.some((s) => s.menuDisplayConfiguration.image === null)).toBe(true);
    expect(specials.some((s) => s.providerImage)).toBe(true);
  });
});

describe('images', () => {
  /** Every '/images/catalog/…' string anywhere in a JSON value. */
  function catalogImageRefs(value: unknown, out: Set<string> = new Set()): Set<string> {
    if (typeof value === 'string' && value.startsWith('/images/catalog/')) out.add(value);
    else if (Array.isArray(value)) value.forEach((v) => catalogImageRefs(v, out));
    else if (value && typeof value === 'object') Object.values(value).forEach((v) => catalogImageRefs(v, out));
    return out;
  }

  it('exist for every catalogue and CMS reference (except the default.png the brand rule ignores)', () => {
    const refs = catalogImageRefs([retailers, products, brands, categories, customCategories, specials, cmsFixtures]);
    const missing = [...refs].filter(
      (ref) => !ref.endsWith('/default.png') && !existsSync(join(imagesDir, ref.slice('/images/catalog/'.length))),
    );
    expect(missing).toEqual([]);
    expect(refs.size).toBeGreaterThan(130);
  });

  it('are well-formed SVG documents with a title', () => {
    for (const sub of readdirSync(imagesDir)) {
      for (const file of readdirSync(join(imagesDir, sub))) {
        const text = readFileSync(join(imagesDir, sub, file), 'utf8');
        expect(text.startsWith('<svg xmlns="http://www.w3.org/2000/svg"'), file).toBe(true);
        expect(text).toMatch(/<title>[^<]+<\/title>/);
        expect(text.trimEnd().endsWith('</svg>')).toBe(true);
      }
    }
  });

  it('stay under 3 MB in total, with the deals fallback PNG', () => {
    const size = (dir: string): number =>
      readdirSync(dir).reduce((n, f) => n + (statSync(join(dir, f)).isDirectory() ? size(join(dir, f)) : statSync(join(dir, f)).size), 0);
    const png = join(root, 'packages', 'storefront-app', 'public', 'images', 'deals-default-img.png');
    const header = readFileSync(png).subarray(0, 24);
    expect([...header.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    expect([header.readUInt32BE(16), header.readUInt32BE(20)]).toEqual([600, 300]);
    expect(size(imagesDir) + statSync(png).size).toBeLessThan(3 * 1024 * 1024);
  });
});
