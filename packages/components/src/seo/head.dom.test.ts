import { describe, expect, it } from 'vitest';
import { cmsFixtures } from '@storefront/fixtures/cms';
import { parseCms } from '../cms/parseCms.ts';
import {
  buildHead,
  defaultSiteDescription,
  DESCRIPTION_MAX_LENGTH,
  pageTitle,
  renderHeadTags,
  siteSeoFromCms,
  truncateDescription,
  type HeadInput,
  type SiteSeo,
} from './head.ts';

const ORIGIN = 'https://greenleaf.example';
const SITE: SiteSeo = { siteName: 'Greenleaf Collective', logo: '/images/cms/greenleaf-logo.svg' };

function head(overrides: Partial<HeadInput> = {}, site: SiteSeo = SITE) {
  return buildHead({ ...site, origin: ORIGIN, path: '/', ...overrides });
}

describe('siteSeoFromCms', () => {
  it.each<[keyof typeof cmsFixtures, SiteSeo]>([
    ['greenleaf', { siteName: 'Greenleaf Collective', logo: '/images/cms/greenleaf-logo.svg' }],
    ['copper-state', { siteName: 'Copper State Cannabis', logo: '/images/cms/copper-state-logo.svg' }],
    ['mile-high', { siteName: 'Mile High Goods', logo: '/images/cms/mile-high-logo.svg' }],
  ])('%s → %j', (id, expected) => {
    expect(siteSeoFromCms(parseCms(cmsFixtures[id]).config)).toEqual(expected);
  });

  it.each<[unknown, SiteSeo]>([
    [{}, { siteName: 'Storefront' }],
    [
      { siteSettings: { siteName: 'X' }, footerCms: { logo: '/f.svg' } },
      { siteName: 'X', logo: '/f.svg' },
    ],
    [
      { siteSettings: { siteName: 'X' }, headerWidgetCmsData: { logo: '/h.svg' }, footerCms: { logo: '/f.svg' } },
      { siteName: 'X', logo: '/h.svg' },
    ],
  ])('defaults and the footer logo fallback: %j → %j', (cms, expected) => {
    expect(siteSeoFromCms(parseCms(cms).config)).toEqual(expected);
  });
});

describe('pageTitle', () => {
  it.each<[string | null | undefined, string, string]>([
    ['Deals', 'Greenleaf Collective', 'Deals | Greenleaf Collective'],
    ['  Blue Dream  ', 'Greenleaf Collective', 'Blue Dream | Greenleaf Collective'],
    ['Greenleaf Collective', 'Greenleaf Collective', 'Greenleaf Collective'],
    ['', 'Greenleaf Collective', 'Greenleaf Collective'],
    [null, 'Greenleaf Collective', 'Greenleaf Collective'],
    ['Deals', '  ', 'Deals'],
    [undefined, '', ''],
  ])('pageTitle(%j, %j) → %j', (page, site, expected) => {
    expect(pageTitle(page, site)).toBe(expected);
  });
});

describe('truncateDescription', () => {
  const words = (count: number) => Array.from({ length: count }, (_, i) => `word${i}`).join(' ');

  it.each<[string, string]>([
    ['  A   short\n description. ', 'A short description.'],
    ['x'.repeat(160), 'x'.repeat(160)],
    ['x'.repeat(161), `${'x'.repeat(159)}…`],
    [`${'a'.repeat(150)} bbbbbbbbbb`, `${'a'.repeat(150)}…`],
    [`${'a'.repeat(150)}, bbbbbbbbbbbbbbb`, `${'a'.repeat(150)}…`],
    [`${'a'.repeat(159)} b`, `${'a'.repeat(159)}…`],
  ])('%j → %j', (text, expected) => {
    expect(truncateDescription(text)).toBe(expected);
  });

  it('cuts on a word boundary within the limit', () => {
    const cut = truncateDescription(words(60));
    expect(cut.length).toBeLessThanOrEqual(DESCRIPTION_MAX_LENGTH);
    expect(cut.endsWith('…')).toBe(true);
    expect(words(60).startsWith(cut.slice(0, -1))).toBe(true);
    expect(words(60).charAt(cut.length - 1)).toBe(' ');
  });
});

describe('buildHead', () => {
  it.each<[string, Partial<HeadInput>, string]>([
    ['home: the site name alone, even when the route says "Home"', { path: '/', title: 'Home' }, 'Greenleaf Collective'],
    ['home with a tracking query', { path: '/?utm_source=x', title: 'Home' }, 'Greenleaf Collective'],
    ['a page', { path: '/deals', title: 'Deals' }, 'Deals | Greenleaf Collective'],
    ['a page without a title', { path: '/deals' }, 'Greenleaf Collective'],
  ])('title: %s', (_, input, expected) => {
    expect(head(input).title).toBe(expected);
  });

  it('builds a product page head', () => {
    expect(
      head({
        path: '/product/blue-dream-flower-3-5g?site=greenleaf&utm_campaign=x',
        title: 'Blue Dream',
        description: 'A sweet berry sativa-dominant classic.',
        image: '/images/catalog/products/blue-dream-flower-3-5g.svg',
        imageAlt: 'Blue Dream flower',
        type: 'product',
      }),
    ).toEqual({
      title: 'Blue Dream | Greenleaf Collective',
      description: 'A sweet berry sativa-dominant classic.',
      canonical: 'https://greenleaf.example/product/blue-dream-flower-3-5g',
      openGraph: {
        'og:title': 'Blue Dream',
        'og:description': 'A sweet berry sativa-dominant classic.',
        'og:url': 'https://greenleaf.example/product/blue-dream-flower-3-5g',
        'og:type': 'product',
        'og:site_name': 'Greenleaf Collective',
        'og:image': 'https://greenleaf.example/images/catalog/products/blue-dream-flower-3-5g.svg',
        'og:image:alt': 'Blue Dream flower',
      },
      twitterCard: 'summary_large_image',
    });
  });

  it.each<[string, Partial<HeadInput>, SiteSeo, Record<string, string | undefined>]>([
    ['page image', { image: 'https://cdn.example/p.png' }, SITE, { 'og:image': 'https://cdn.example/p.png', card: 'summary_large_image' }],
    [
      'no page image: the site logo',
      {},
      SITE,
      { 'og:image': 'https://greenleaf.example/images/cms/greenleaf-logo.svg', card: 'summary_large_image' },
    ],
    [
      'unsafe page image: the site logo',
      { image: 'javascript:alert(1)' },
      SITE,
      { 'og:image': 'https://greenleaf.example/images/cms/greenleaf-logo.svg', card: 'summary_large_image' },
    ],
    ['no image at all', { image: '' }, { siteName: 'Greenleaf Collective' }, { 'og:image': undefined, card: 'summary' }],
    [
      'alt without a page image is dropped',
      { imageAlt: 'Logo?' },
      SITE,
      { 'og:image': 'https://greenleaf.example/images/cms/greenleaf-logo.svg', 'og:image:alt': undefined, card: 'summary_large_image' },
    ],
    [
      'alt with a page image',
      { image: '/p.png', imageAlt: 'A jar' },
      SITE,
      { 'og:image': 'https://greenleaf.example/p.png', 'og:image:alt': 'A jar', card: 'summary_large_image' },
    ],
  ])('image: %s', (_, input, site, expected) => {
    const result = head(input, site);
    expect(result.openGraph['og:image']).toBe(expected['og:image']);
    expect(result.openGraph['og:image:alt']).toBe(expected['og:image:alt']);
    expect(result.twitterCard).toBe(expected.card);
  });

  it.each<[string, Partial<HeadInput>, SiteSeo, string]>([
    ['the page description', { description: '  Hand-picked\n flower. ' }, SITE, 'Hand-picked flower.'],
    ['the site default', { description: '  ' }, { ...SITE, siteDescription: 'Site default.' }, 'Site default.'],
    ['a sentence from the site name', {}, SITE, 'Shop cannabis products, brands and deals online at Greenleaf Collective.'],
    ['no site name either', {}, { siteName: ' ' }, 'Shop cannabis products, brands and deals online.'],
  ])('description: %s', (_, input, site, expected) => {
    expect(head(input, site).description).toBe(expected);
    expect(defaultSiteDescription('Greenleaf Collective')).toBe('Shop cannabis products, brands and deals online at Greenleaf Collective.');
  });

  it('truncates a long description to the limit', () => {
    const result = head({ description: 'Lorem ipsum dolor sit amet. '.repeat(20) });
    expect(result.description.length).toBeLessThanOrEqual(DESCRIPTION_MAX_LENGTH);
    expect(result.description.endsWith('…')).toBe(true);
    expect(result.openGraph['og:description']).toBe(result.description);
  });

  it.each<[string, Partial<HeadInput>, string | undefined]>([
    ['public page', { path: '/deals' }, undefined],
    ['cart', { path: '/cart' }, 'noindex, follow'],
    ['account page', { path: '/account/login-and-security' }, 'noindex, follow'],
    ['search results', { path: '/shop?search=gummies' }, 'noindex, follow'],
    ['asked for', { path: '/missing', noindex: true }, 'noindex, follow'],
  ])('robots: %s', (_, input, expected) => {
    expect(head(input).robots).toBe(expected);
  });

  it.each<[string, Partial<HeadInput>, string, string | undefined]>([
    [
      'query given apart (URL.search)',
      { path: '/shop', search: '?price=20&utm_source=x' },
      'https://greenleaf.example/shop?price=20',
      undefined,
    ],
    ['query given apart without "?"', { path: '/shop', search: 'search=gummies' }, 'https://greenleaf.example/shop', 'noindex, follow'],
    ['query in the path wins', { path: '/shop?pageNo=2', search: '?pageNo=3' }, 'https://greenleaf.example/shop?pageNo=2', undefined],
    ['empty search', { path: '/shop', search: '' }, 'https://greenleaf.example/shop', undefined],
  ])('path and search: %s', (_, input, canonical, robots) => {
    const result = head(input);
    expect(result.canonical).toBe(canonical);
    expect(result.robots).toBe(robots);
  });

  it('spreads the CMS site settings in', () => {
    const site = siteSeoFromCms(parseCms(cmsFixtures['mile-high']).config);
    const result = buildHead({ ...site, origin: 'https://milehigh.example', path: '/deals', title: 'Deals' });
    expect(result.title).toBe('Deals | Mile High Goods');
    expect(result.openGraph['og:image']).toBe('https://milehigh.example/images/cms/mile-high-logo.svg');
  });

  it('uses site-relative URLs when the origin is not usable', () => {
    const result = head({ origin: '', path: '/deals?utm_source=x' });
    expect(result.canonical).toBe('/deals');
    expect(result.openGraph['og:image']).toBe('/images/cms/greenleaf-logo.svg');
  });
});

describe('renderHeadTags', () => {
  it('renders every tag', () => {
    const html = renderHeadTags(head({ path: '/cart', title: 'Cart', image: '/c.png' }));
    expect(html.split('\n')).toEqual([
      '<title>Cart | Greenleaf Collective</title>',
      '<meta name="description" content="Shop cannabis products, brands and deals online at Greenleaf Collective.">',
      '<meta name="robots" content="noindex, follow">',
      '<link rel="canonical" href="https://greenleaf.example/cart">',
      '<meta property="og:title" content="Cart">',
      '<meta property="og:description" content="Shop cannabis products, brands and deals online at Greenleaf Collective.">',
      '<meta property="og:url" content="https://greenleaf.example/cart">',
      '<meta property="og:type" content="website">',
      '<meta property="og:site_name" content="Greenleaf Collective">',
      '<meta property="og:image" content="https://greenleaf.example/c.png">',
      '<meta name="twitter:card" content="summary_large_image">',
    ]);
  });

  const nasty = `Bad "Kush" </title><script>alert('x')</script> & more`;

  it('escapes every value', () => {
    const html = renderHeadTags(
      head({
        siteName: `Tom's "Shop" <b>`,
        logo: undefined,
        path: '/product/x?specialSlug="><script>',
        title: nasty,
        description: nasty,
        image: '/img/"onerror=alert(1).png',
        imageAlt: nasty,
      }),
    );
    expect(html).not.toMatch(/<script|<b>|<\/title><|"Kush"|'x'|& more/);
    expect(html).toContain(
      '<title>Bad &quot;Kush&quot; &lt;/title&gt;&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt; &amp; more | Tom&#39;s &quot;Shop&quot; &lt;b&gt;</title>',
    );
  });

  it('round-trips through an HTML parser unchanged', () => {
    const input = { siteName: `Tom's "Shop" <b>`, path: '/x', title: nasty, description: nasty, image: '/a.png', imageAlt: nasty };
    const built = head(input);
    const doc = new DOMParser().parseFromString(
      `<!doctype html><html><head>${renderHeadTags(built)}</head><body></body></html>`,
      'text/html',
    );
    expect(doc.head.querySelectorAll('script')).toHaveLength(0);
    expect(doc.title).toBe(built.title);
    expect(doc.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(nasty);
    expect(doc.querySelector('meta[property="og:image:alt"]')?.getAttribute('content')).toBe(nasty);
    expect(doc.querySelector('meta[property="og:site_name"]')?.getAttribute('content')).toBe(`Tom's "Shop" <b>`);
  });
});
