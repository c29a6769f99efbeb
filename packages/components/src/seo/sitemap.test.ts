import { describe, expect, it } from 'vitest';
import { brands, categories, products, retailers } from '@storefront/fixtures/catalog';
import { buildSitemap, sitemapEntries, type SitemapEntry } from './sitemap.ts';

const ORIGIN = 'https://greenleaf.example';

describe('buildSitemap', () => {
  it('writes a urlset in the sitemap namespace', () => {
    expect(
      buildSitemap([
        { loc: 'https://greenleaf.example/', changefreq: 'daily', priority: 1 },
        { loc: 'https://greenleaf.example/product/a', lastmod: '2025-01-31' },
      ]),
    ).toBe(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
        '<url><loc>https://greenleaf.example/</loc><changefreq>daily</changefreq><priority>1.0</priority></url>',
        '<url><loc>https://greenleaf.example/product/a</loc><lastmod>2025-01-31</lastmod></url>',
        '</urlset>',
        '',
      ].join('\n'),
    );
  });

  it('is an empty urlset for no entries', () => {
    expect(buildSitemap([])).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n</urlset>');
  });

  it.each<[string, SitemapEntry, string]>([
    [
      'escapes & \' " < > in loc',
      { loc: `https://x.example/a?b=1&c='2'&d="<3>"` },
      '<url><loc>https://x.example/a?b=1&amp;c=&apos;2&apos;&amp;d=&quot;&lt;3&gt;&quot;</loc></url>',
    ],
    [
      'date-time lastmod',
      { loc: 'https://x.example/', lastmod: '2025-01-31T10:00:00+01:00' },
      '<lastmod>2025-01-31T10:00:00+01:00</lastmod>',
    ],
    ['priority clamped high', { loc: 'https://x.example/', priority: 7 }, '<priority>1.0</priority>'],
    ['priority clamped low', { loc: 'https://x.example/', priority: -1 }, '<priority>0.0</priority>'],
    ['priority rounded to one decimal', { loc: 'https://x.example/', priority: 0.75 }, '<priority>0.8</priority>'],
  ])('%s', (_, entry, expected) => {
    expect(buildSitemap([entry])).toContain(expected);
  });

  it.each<[string, SitemapEntry]>([
    ['a lastmod that is not a W3C date', { loc: 'https://x.example/', lastmod: 'yesterday' }],
    ['an impossible date', { loc: 'https://x.example/', lastmod: '2025-13-45' }],
    ['an unknown changefreq', { loc: 'https://x.example/', changefreq: 'fortnightly' as SitemapEntry['changefreq'] }],
    ['a priority that is not a number', { loc: 'https://x.example/', priority: Number.NaN }],
  ])('leaves out %s', (_, entry) => {
    expect(buildSitemap([entry])).toContain('<url><loc>https://x.example/</loc></url>');
  });

  it('drops entries whose loc is not an absolute http(s) URL, and repeated locs', () => {
    const xml = buildSitemap([
      { loc: '/relative' },
      { loc: 'javascript:alert(1)' },
      { loc: 'mailto:a@b.example' },
      { loc: 'https://x.example/a' },
      { loc: ' https://x.example/a ' },
    ]);
    expect(xml.match(/<url>/g)).toHaveLength(1);
    expect(xml).toContain('<loc>https://x.example/a</loc>');
  });
});

describe('sitemapEntries', () => {
  const locs = (entries: SitemapEntry[]) => entries.map((entry) => entry.loc);

  it("lists home, the shop path, routes, categories, brands, products and stores with the app's paths", () => {
    const entries = sitemapEntries({
      origin: `${ORIGIN}/`,
      routes: [
        '/deals',
        '/about/',
        '/cart',
        '/account/login-and-security',
        '/product/:productSlug',
        '/:retailerSlug',
        '*',
        '/deals',
        '/faq?x=1',
      ],
      categories: categories.slice(0, 2),
      brands: brands.slice(0, 1),
      products: products.slice(0, 1),
      retailers: retailers.slice(0, 1),
      settings: { shopBasePath: '/shop' },
    });
    expect(locs(entries)).toEqual([
      'https://greenleaf.example/',
      'https://greenleaf.example/shop',
      'https://greenleaf.example/deals',
      'https://greenleaf.example/about',
      'https://greenleaf.example/faq',
      'https://greenleaf.example/category/flower',
      'https://greenleaf.example/category/pre-rolls',
      'https://greenleaf.example/shop/brand/great-lakes-growers',
      'https://greenleaf.example/product/blue-dream-flower-3-5g',
      'https://greenleaf.example/motor-city-provisions-detroit',
    ]);
    expect(entries[0]).toEqual({ loc: 'https://greenleaf.example/', changefreq: 'daily', priority: 1 });
  });

  it.each<[string, Parameters<typeof sitemapEntries>[0]['settings'], string[]]>([
    [
      'shop page two',
      { shopPageTwo: true },
      ['https://greenleaf.example/shop-cannabis-near-me', 'https://greenleaf.example/shop/brand/great-lakes-growers'],
    ],
    [
      'a CMS shop base path',
      { shopBasePath: '/store' },
      ['https://greenleaf.example/store', 'https://greenleaf.example/store/brand/great-lakes-growers'],
    ],
    [
      'an off-site shop link is not listed',
      { shopLink: 'https://other.example/shop' },
      ['https://greenleaf.example/shop/brand/great-lakes-growers'],
    ],
  ])('shop settings: %s', (_, settings, expected) => {
    expect(locs(sitemapEntries({ origin: ORIGIN, brands: brands.slice(0, 1), settings })).slice(1)).toEqual(expected);
  });

  it('covers the demo catalogue: active products only, each URL once', () => {
    const entries = sitemapEntries({ origin: ORIGIN, products, categories, brands, retailers });
    const productLocs = locs(entries).filter((loc) => loc.includes('/product/'));
    expect(productLocs).toHaveLength(products.filter((p) => p.isActive).length);
    expect(productLocs).not.toContain('https://greenleaf.example/product/cherry-limeade-gummies-edible-10pk');
    expect(new Set(locs(entries)).size).toBe(entries.length);
    expect(locs(entries).filter((loc) => loc.includes('/category/'))).toHaveLength(categories.length);
    expect(locs(entries).filter((loc) => loc.includes('/brand/'))).toHaveLength(brands.length);
    expect(locs(entries)).toContain('https://greenleaf.example/flatirons-apothecary-boulder');
    expect(buildSitemap(entries).match(/<url>/g)).toHaveLength(entries.length);
  });

  it.each<[string, Parameters<typeof sitemapEntries>[0], string[]]>([
    ['store without urlSlug: its id', { origin: ORIGIN, retailers: [{ id: 'ret-x', urlSlug: '' }] }, ['https://greenleaf.example/ret-x']],
    [
      'nothing to link: skipped',
      { origin: ORIGIN, retailers: [{}], brands: [{}], categories: [{ categoryName: ' ' }], products: [{ productSlug: '' }] },
      [],
    ],
    [
      'product slug fallback',
      { origin: ORIGIN, products: [{ productSlug: '', slug: 'from-slug' }] },
      ['https://greenleaf.example/product/from-slug'],
    ],
  ])('%s', (_, input, expected) => {
    expect(locs(sitemapEntries(input)).slice(2)).toEqual(expected);
  });
});
