/**
 * The document head of a server-rendered page: title, description, canonical link, Open Graph and
 * Twitter card tags, robots. Plain data in, plain data (and an HTML string) out.
 *
 * Our readings (the spec does not speak of SEO):
 * - Title: '{page} | {siteName}'; the site name alone on the home page ('/'), when the page title
 *   is blank, or when it is the site name. The CMS has no home-page title, so home is the site name.
 * - Description: the page's (whitespace collapsed), else the site's (siteDescription), else a
 *   sentence built from the site name (defaultSiteDescription); at most DESCRIPTION_MAX_LENGTH characters, cut on a word boundary
 *   with '…'.
 * - og:image: the page image, else the site logo, made absolute; no tag when neither is usable.
 *   twitter:card is 'summary_large_image' with an image, 'summary' without.
 * - robots: 'noindex, follow' for private pages and search results (robots.ts) or when asked.
 */
import type { SiteConfig } from '../cms/schema.ts';
import { normalizePathname } from '../rules/navigation/routes.ts';
import { nonBlank } from '../rules/navigation/text.ts';
import { escapeHtml } from './escape.ts';
import { isNoindexLocation } from './robots.ts';
import { absoluteUrl, canonicalUrl } from './url.ts';

export const TITLE_SEPARATOR = ' | ';
export const DESCRIPTION_MAX_LENGTH = 160;
export const NOINDEX_ROBOTS = 'noindex, follow';
export const ogTypes = ['website', 'product'] as const;
export type OgType = (typeof ogTypes)[number];
export type TwitterCard = 'summary' | 'summary_large_image';

/** What the head needs from the CMS (siteSeoFromCms); spread it into HeadInput. */
export interface SiteSeo {
  siteName: string;
  /** Site logo path or URL (header logo, else footer logo); the fallback og:image. */
  logo?: string;
  /** The site's default description; the CMS has none today, so defaultSiteDescription is used. */
  siteDescription?: string;
}

/** The site's SEO settings from a parsed CMS config: siteSettings.siteName and the header (else footer) logo. */
export function siteSeoFromCms(config: Pick<SiteConfig, 'siteSettings' | 'headerWidgetCmsData' | 'footerCms'>): SiteSeo {
  const siteName = nonBlank(config.siteSettings.siteName) ?? '';
  const logo = nonBlank(config.headerWidgetCmsData.logo) ?? nonBlank(config.footerCms.logo);
  return logo === undefined ? { siteName } : { siteName, logo };
}

/** The fallback description: one sentence built from the site name. */
export function defaultSiteDescription(siteName: string): string {
  const name = nonBlank(siteName);
  return name === undefined
    ? 'Shop cannabis products, brands and deals online.'
    : `Shop cannabis products, brands and deals online at ${name}.`;
}

/**
 * Whitespace collapsed; when longer than `max`, cut at the last space that leaves room for '…'
 * (trailing punctuation dropped) so the result is at most `max` characters. A first word longer
 * than that is cut mid-word.
 */
export function truncateDescription(text: string, max: number = DESCRIPTION_MAX_LENGTH): string {
  const collapsed = text.replace(/\s+/g, ' ').trim();
  if (collapsed.length <= max) return collapsed;
  // The first `max` characters: a space at index max - 1 still ends a word that fits before '…'.
  const room = collapsed.slice(0, max);
  const lastSpace = room.lastIndexOf(' ');
  const cut = lastSpace > 0 ? room.slice(0, lastSpace) : collapsed.slice(0, max - 1);
  return `${cut.replace(/[\s,;:.!?\u2013\u2014-]+$/, '')}…`;
}

/** '{page} | {siteName}'; the site name alone when the page title is blank or is the site name. */
export function pageTitle(page: string | null | undefined, siteName: string): string {
  const site = nonBlank(siteName) ?? '';
  const title = nonBlank(page);
  if (title === undefined || title === site) return site;
  return site === '' ? title : `${title}${TITLE_SEPARATOR}${site}`;
}

export interface HeadInput extends SiteSeo {
  /** The page's own title (a product name, 'Deals', …); blank on the home page. */
  title?: string | null;
  description?: string | null;
  /** The request origin, e.g. 'https://greenleaf.example'. */
  origin: string;
  /** The request path, with its query or without it, e.g. '/shop?pageNo=2&utm_source=x'. */
  path: string;
  /** The query ('?pageNo=2' or 'pageNo=2'), when `path` has none (e.g. URL.search). */
  search?: string;
  /** Page image, a site path or an absolute URL. */
  image?: string | null;
  imageAlt?: string | null;
  type?: OgType;
  /** Forces 'noindex, follow' (e.g. a 404 page). */
  noindex?: boolean;
}

export interface Head {
  title: string;
  description: string;
  canonical: string;
  /** 'og:*' property → content, in render order. */
  openGraph: Record<string, string>;
  twitterCard: TwitterCard;
  robots?: string;
}

function pathWithQuery(path: string, search: string | undefined): string {
  const query = (search ?? '').replace(/^\?/, '');
  return path.includes('?') || query === '' ? path : `${path}?${query}`;
}

export function buildHead(input: HeadInput): Head {
  const siteName = nonBlank(input.siteName) ?? '';
  const location = pathWithQuery(input.path, input.search);
  // The home page is titled by the site name alone, whatever title the route gives it ('Home').
  const pageName = normalizePathname(location) === '/' ? undefined : nonBlank(input.title);
  const title = pageTitle(pageName, siteName);
  const description = truncateDescription(
    nonBlank(input.description) ?? nonBlank(input.siteDescription) ?? defaultSiteDescription(siteName),
  );
  const canonical = canonicalUrl(input.origin, location);
  const pageImage = absoluteUrl(input.image, input.origin);
  const image = pageImage ?? absoluteUrl(input.logo, input.origin);
  const openGraph: Record<string, string> = {
    // og:site_name carries the site, so og:title is the page's own title.
    'og:title': pageName ?? title,
    'og:description': description,
    'og:url': canonical,
    'og:type': input.type ?? 'website',
  };
  if (siteName !== '') openGraph['og:site_name'] = siteName;
  if (image !== undefined) openGraph['og:image'] = image;
  const imageAlt = nonBlank(input.imageAlt);
  if (pageImage !== undefined && imageAlt !== undefined) openGraph['og:image:alt'] = imageAlt;
  const head: Head = { title, description, canonical, openGraph, twitterCard: image === undefined ? 'summary' : 'summary_large_image' };
  if (input.noindex === true || isNoindexLocation(location)) head.robots = NOINDEX_ROBOTS;
  return head;
}

function meta(attribute: 'name' | 'property', key: string, content: string): string {
  return `<meta ${attribute}="${escapeHtml(key)}" content="${escapeHtml(content)}">`;
}

/** The head as HTML, one tag a line, every value escaped. */
export function renderHeadTags(head: Head): string {
  return [
    `<title>${escapeHtml(head.title)}</title>`,
    meta('name', 'description', head.description),
    ...(head.robots === undefined ? [] : [meta('name', 'robots', head.robots)]),
    `<link rel="canonical" href="${escapeHtml(head.canonical)}">`,
    ...Object.entries(head.openGraph).map(([property, content]) => meta('property', property, content)),
    meta('name', 'twitter:card', head.twitterCard),
  ].join('\n');
}
