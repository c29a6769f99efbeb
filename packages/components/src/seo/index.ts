// SEO for the server-rendered storefront: head tags, JSON-LD, sitemap.xml and robots.txt.
// Pure functions over plain data (no React); the app calls them per request.
export { escapeHtml, escapeXml } from './escape.ts';
export { CANONICAL_QUERY_PARAMS, absoluteUrl, canonicalUrl, normalizeOrigin, type CanonicalQueryParam } from './url.ts';
export {
  DEFAULT_ROBOTS_DISALLOW,
  NOINDEX_PATH_PREFIXES,
  SEARCH_QUERY_PARAM,
  SEARCH_RESULTS_PATH,
  SITEMAP_PATH,
  isNoindexLocation,
  isSearchResultsLocation,
  robotsTxt,
  type RobotsTxtInput,
} from './robots.ts';
export {
  DESCRIPTION_MAX_LENGTH,
  NOINDEX_ROBOTS,
  TITLE_SEPARATOR,
  ogTypes,
  buildHead,
  defaultSiteDescription,
  pageTitle,
  renderHeadTags,
  siteSeoFromCms,
  truncateDescription,
  type Head,
  type HeadInput,
  type OgType,
  type SiteSeo,
  type TwitterCard,
} from './head.ts';
export {
  DEFAULT_CURRENCY,
  IN_STOCK,
  OUT_OF_STOCK,
  SCHEMA_ORG_CONTEXT,
  productJsonLd,
  type AggregateOfferJsonLd,
  type Availability,
  type OfferJsonLd,
  type ProductJsonLd,
  type ProductJsonLdOptions,
  type ProductSeoSource,
} from './productJsonLd.ts';
export {
  ALL_DAY_CLOSES,
  ALL_DAY_OPENS,
  DEFAULT_ADDRESS_COUNTRY,
  openingHoursSpecification,
  storeJsonLd,
  type DayName,
  type OpeningHoursSpecificationJsonLd,
  type PostalAddressJsonLd,
  type StoreJsonLd,
  type StoreJsonLdOptions,
  type StoreSeoSource,
} from './storeJsonLd.ts';
export { breadcrumbJsonLd, jsonLdScript, jsonLdScriptText } from './jsonLd.ts';
// The BreadcrumbList itself is the breadcrumb rule's (spec 2.2); re-exported, not rebuilt.
export {
  breadcrumbs,
  breadcrumbStructuredData,
  type BreadcrumbContext,
  type BreadcrumbListItem,
  type BreadcrumbListJsonLd,
  type Crumb,
} from '../rules/navigation/breadcrumbs.ts';
export {
  SITEMAP_MAX_URLS,
  SITEMAP_NAMESPACE,
  buildSitemap,
  sitemapChangefreqs,
  sitemapEntries,
  type SitemapChangefreq,
  type SitemapEntry,
  type SitemapInput,
} from './sitemap.ts';
