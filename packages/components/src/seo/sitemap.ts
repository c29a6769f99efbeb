/**
 * sitemap.xml (sitemaps.org protocol 0.9): the XML writer and the storefront's entries.
 *
 * Entries (our choice): home, the shop path, the given static routes, then every category, brand,
 * active product and store, each path from the navigation rule the app links with:
 * categoryPath ('/category/{slug}'), brandPath ('{shop base}/brand/{slug}'), productPath
 * ('/product/{productSlug}'), storeDetailsPath ('/{urlSlug}', else '/{id}'). Static routes that are
 * patterns (':param', '*'), off-site, or private/noindex (robots.ts) are skipped; a URL is listed
 * once. A sitemap holds at most SITEMAP_MAX_URLS URLs: split larger catalogues by the caller.
 */
import type { Product } from '../domain/types.ts';
import { brandPath, categoryPath, HOME_PATH, productPath, shopPath, storeDetailsPath } from '../rules/navigation/paths.ts';
import type { BrandRef, ShopPathSettings } from '../rules/navigation/paths.ts';
import { normalizePathname } from '../rules/navigation/routes.ts';
import { nonBlank } from '../rules/navigation/text.ts';
import { escapeXml } from './escape.ts';
import { isNoindexLocation } from './robots.ts';
import { absoluteUrl } from './url.ts';

export const SITEMAP_NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';
export const SITEMAP_MAX_URLS = 50_000;
export const sitemapChangefreqs = ['always', 'hourly', 'daily', 'weekly', 'monthly', 'yearly', 'never'] as const;
export type SitemapChangefreq = (typeof sitemapChangefreqs)[number];

export interface SitemapEntry {
  /** An absolute http(s) URL; entries with anything else are left out. */
  loc: string;
  /** W3C date or date-time ('2025-01-31', '2025-01-31T10:00:00+00:00'); left out when not one. */
  lastmod?: string;
  changefreq?: SitemapChangefreq;
  /** 0.0 – 1.0 (clamped), written with one decimal. */
  priority?: number;
}

const W3C_DATE = /^\d{4}-\d{2}-\d{2}(?:T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:\d{2}))?$/;

function isAbsoluteHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

function urlElement(entry: SitemapEntry): string {
  const parts = [`<loc>${escapeXml(entry.loc.trim())}</loc>`];
  const lastmod = nonBlank(entry.lastmod);
  if (lastmod !== undefined && W3C_DATE.test(lastmod) && !Number.isNaN(Date.parse(lastmod))) parts.push(`<lastmod>${lastmod}</lastmod>`);
  if (entry.changefreq !== undefined && sitemapChangefreqs.includes(entry.changefreq))
    parts.push(`<changefreq>${entry.changefreq}</changefreq>`);
  if (typeof entry.priority === 'number' && Number.isFinite(entry.priority)) {
    parts.push(`<priority>${Math.min(1, Math.max(0, entry.priority)).toFixed(1)}</priority>`);
  }
  return `<url>${parts.join('')}</url>`;
}

/** The urlset document; entries with a non-absolute loc are dropped, a repeated loc is written once. */
export function buildSitemap(entries: readonly SitemapEntry[]): string {
  const seen = new Set<string>();
  const urls = entries.filter((entry) => {
    const loc = entry.loc.trim();
    if (!isAbsoluteHttpUrl(loc) || seen.has(loc)) return false;
    seen.add(loc);
    return true;
  });
  return ['<?xml version="1.0" encoding="UTF-8"?>', `<urlset xmlns="${SITEMAP_NAMESPACE}">`, ...urls.map(urlElement), '</urlset>', ''].join(
    '\n',
  );
}

export interface SitemapInput {
  origin: string;
  /** Static route paths (a route table's paths may be given as they are: patterns are skipped). */
  routes?: readonly string[];
  products?: ReadonlyArray<Pick<Product, 'productSlug'> & Partial<Pick<Product, 'slug' | 'isActive'>>>;
  categories?: ReadonlyArray<{ categoryName: string }>;
  brands?: readonly BrandRef[];
  retailers?: ReadonlyArray<{ urlSlug?: string | null; id?: string | null; retailerId?: string | null }>;
  /** The CMS shop settings (config.siteSettings fits): the shop path and the brand paths under it. */
  settings?: ShopPathSettings | null;
}

/** The sitemap entries of a storefront (see the module note), ready for buildSitemap. */
export function sitemapEntries(input: SitemapInput): SitemapEntry[] {
  const entries: SitemapEntry[] = [];
  const seen = new Set<string>();
  const add = (path: string | undefined, changefreq: SitemapChangefreq, priority: number): void => {
    const loc = path?.startsWith('/') ? absoluteUrl(path, input.origin) : undefined;
    if (loc === undefined || seen.has(loc)) return;
    seen.add(loc);
    entries.push({ loc, changefreq, priority });
  };
  add(HOME_PATH, 'daily', 1);
  add(shopPath(input.settings), 'daily', 0.9);
  for (const route of input.routes ?? []) {
    const path = normalizePathname(route);
    if (/[:*]/.test(path) || isNoindexLocation(path)) continue;
    add(path, 'weekly', 0.5);
  }
  for (const category of input.categories ?? []) add(categoryPath(category.categoryName), 'daily', 0.8);
  for (const brand of input.brands ?? []) add(brandPath(brand, input.settings), 'weekly', 0.6);
  for (const product of input.products ?? []) {
    if (product.isActive !== false) add(productPath(nonBlank(product.productSlug) ?? product.slug), 'daily', 0.7);
  }
  for (const retailer of input.retailers ?? []) add(storeDetailsPath(retailer), 'weekly', 0.6);
  return entries;
}
