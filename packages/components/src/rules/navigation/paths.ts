/**
 * Route paths and link targets of spec 2.1 and 2.6: shop path and its query forms, home and cart
 * overrides, deals paths, deal card links, brand / category / store paths, menu link targets and
 * the 'Apply Now' link.
 */
import { DEALS_VERSION_V2, DEFAULT_SHOP_BASE_PATH, SHOP_PAGE_TWO_PATH } from '../constants.ts';
import { isSafeHref, safeHref } from './safeHref.ts';
import { nonBlank, slugify } from './text.ts';

export const HOME_PATH = '/';
export const CART_PATH = '/cart';
export const DEALS_PATH = '/deals';
export const DEALS_CATEGORY_PATH = '/deals-category';
export const DEALS_COLLECTION_PATH = '/deals-collection';
/** The category segment used by /deals-collection/category?specialSlug=… (spec 2.1). */
export const DEALS_COLLECTION_DEFAULT_SEGMENT = 'category';
export const SEARCH_PATH = '/search';
export const SEARCH_DEALS_PATH = '/search/deals';
export const SEARCH_BRANDS_PATH = '/search/brands';
export const BRANDS_PATH = '/brands';
export const CATEGORIES_PATH = '/categories';
export const SPONSORED_BRAND_PATH = '/sponsored-brand';
export const CAREER_PATH = '/career';
/** The shopper's lists ('Your List', spec 2.1): the wishlist icon, the account menu and the bottom bar's heart. */
export const YOUR_LIST_PATH = '/your-list';
export const APPLY_NOW_LABEL = 'Apply Now';

/** The CMS inputs of the shop path (spec 2.1 'Shop page path'). */
export interface ShopPathSettings {
  /** The 'shop page two' option. */
  shopPageTwo?: boolean | null;
  /** The CMS-configurable default shop base path (ours defaults to DEFAULT_SHOP_BASE_PATH). */
  shopBasePath?: string | null;
  /** The CMS override of the shop link. */
  shopLink?: string | null;
}

/**
 * encodeURIComponent, or undefined when the value cannot be encoded: a lone UTF-16 surrogate (e.g.
 * '\uD800' in a CMS slug) makes encodeURIComponent throw a URIError. The path rules below then
 * give no link for that one value, instead of throwing out of the widget that lists it (a throw
 * took the whole mobile bottom bar down).
 */
export function encodeUriPart(value: string): string | undefined {
  try {
    return encodeURIComponent(value);
  } catch {
    return undefined;
  }
}

/** Appends `query` (already encoded) to a path that may already carry a query or a hash. */
export function appendQuery(path: string, query: string): string {
  const hashAt = path.indexOf('#');
  const base = hashAt >= 0 ? path.slice(0, hashAt) : path;
  const hash = hashAt >= 0 ? path.slice(hashAt) : '';
  return `${base}${base.includes('?') ? '&' : '?'}${query}${hash}`;
}

/**
 * The shop base path: the CMS value when it is a safe site path other than '/' (that is Home),
 * without trailing slashes; else DEFAULT_SHOP_BASE_PATH.
 */
export function shopBasePath(settings?: ShopPathSettings | null): string {
  const configured = (nonBlank(settings?.shopBasePath) ?? '').replace(/\/+$/, '');
  return configured.startsWith('/') && isSafeHref(configured) ? configured : DEFAULT_SHOP_BASE_PATH;
}

/**
 * The shop path (spec 2.1): SHOP_PAGE_TWO_PATH when 'shop page two' is on; otherwise the CMS
 * shopLink when it is non-blank and safe; otherwise the shop base path. The spec's sentence puts
 * the shopLink override inside the "otherwise" branch, so shop page two wins over it.
 */
export function shopPath(settings?: ShopPathSettings | null): string {
  if (settings?.shopPageTwo === true) return SHOP_PAGE_TWO_PATH;
  return safeHref(nonBlank(settings?.shopLink), undefined) ?? shopBasePath(settings);
}

/**
 * The shop path for the query forms: the shop path when it can take a query (a site path or an
 * http(s) URL). A shopLink that is an in-page anchor ('#top') or a mailto:/tel: link cannot: the
 * query would land on the current page ('?pageNo=1&price=…#top'), so the query forms use the shop
 * base path instead. The anchor still serves the Shop link itself.
 */
export function shopPathForQuery(settings?: ShopPathSettings | null): string {
  const shop = shopPath(settings);
  return shop.startsWith('/') || /^https?:/i.test(shop) ? shop : shopBasePath(settings);
}

/**
 * '{shop}?search={term}' with the trimmed term URL-encoded; the bare shop path when blank (or when
 * the term cannot be encoded).
 */
export function shopSearchPath(term: string | null | undefined, settings?: ShopPathSettings | null): string {
  const trimmed = nonBlank(term);
  const encoded = trimmed === undefined ? undefined : encodeUriPart(trimmed);
  return encoded === undefined ? shopPath(settings) : appendQuery(shopPathForQuery(settings), `search=${encoded}`);
}

/**
 * '{shop}?pageNo=1&price={priceValue}' (spec 2.1, the Shop By Price buckets of spec 9); the shop
 * base path stands in for a shop link that cannot take a query (see shopPathForQuery).
 */
export function shopByPricePath(priceValue: string | number, settings?: ShopPathSettings | null): string {
  return appendQuery(shopPathForQuery(settings), `pageNo=1&price=${encodeURIComponent(String(priceValue).trim())}`);
}

/**
 * The shop with catalogue filters chosen (issue 13): a query from catalogQueryString or facetQuery
 * ('?strain=indica') on the shop path for query forms; an empty query is the shop itself.
 */
export function shopFilterPath(query: string, settings?: ShopPathSettings | null): string {
  const bare = query.replace(/^\?/, '');
  return bare ? appendQuery(shopPathForQuery(settings), bare) : shopPath(settings);
}

/** Links home: the CMS homeLink when non-blank and safe, else '/'. */
export function homePath(homeLink?: string | null): string {
  return safeHref(nonBlank(homeLink), HOME_PATH);
}

/** Links to the cart: the CMS cartLink when non-blank and safe, else '/cart'. */
export function cartPath(cartLink?: string | null): string {
  return safeHref(nonBlank(cartLink), CART_PATH);
}

/** '/deals-category' when the deals version is 'v2', else '/deals'. */
export function dealsPath(dealsVersion?: string | null): string {
  return nonBlank(dealsVersion) === DEALS_VERSION_V2 ? DEALS_CATEGORY_PATH : DEALS_PATH;
}

/**
 * '/deals-category/{slug}': a custom deals category; a CMS link (when safe) wins (spec 2.5 design 7).
 * Undefined (no link for this category) when there is neither a slug that can be encoded nor a link.
 */
export function dealsCategoryPath(categorySlug: string | null | undefined, cmsLink?: string | null): string | undefined {
  const slug = nonBlank(categorySlug);
  const encoded = slug === undefined ? undefined : encodeUriPart(slug);
  const fallback = encoded === undefined ? undefined : `${DEALS_CATEGORY_PATH}/${encoded}`;
  return safeHref(nonBlank(cmsLink), fallback);
}

/** Where a deal card link is built (spec 2.1). */
export type DealLinkOrigin = 'brandDetails' | 'dealsCollection' | 'other';

export interface DealCollectionLinkInput {
  /** The deal's urlSlug. */
  specialSlug: string | null | undefined;
  origin?: DealLinkOrigin;
  /** The current deals-collection category slug, or a given category name (slugified here). */
  category?: string | null;
  /** The resolved brand slug: of the brand details page, or of the brand in the query. */
  brandSlug?: string | null;
}

/**
 * A deal's products page (spec 2.1):
 * - from a deals-collection page, or when a category is given:
 *   '/deals-collection/{categorySlug}?specialSlug={slug}' (+ '&brandId={brandSlug}' when a brand is
 *   in the query);
 * - otherwise '/deals-collection/category?specialSlug={slug}' (+ '&brandId={brandSlug}' only from a
 *   brand details page).
 * Undefined when the deal has no slug (or one that cannot be encoded); a brand slug that cannot
 * be encoded is left out.
 */
export function dealCollectionPath(input: DealCollectionLinkInput): string | undefined {
  const specialSlug = nonBlank(input.specialSlug);
  if (specialSlug === undefined) return undefined;
  const category = slugify(input.category);
  const brandSlug = nonBlank(input.brandSlug);
  const byCategory = input.origin === 'dealsCollection' || category !== '';
  const segment = category === '' ? DEALS_COLLECTION_DEFAULT_SEGMENT : category;
  const withBrand = brandSlug !== undefined && (byCategory || input.origin === 'brandDetails');
  const special = encodeUriPart(specialSlug);
  if (special === undefined) return undefined;
  // The segment is a slug ([a-z0-9-]) or the default segment: nothing to encode.
  const path = `${DEALS_COLLECTION_PATH}/${segment}?specialSlug=${special}`;
  const brand = withBrand ? encodeUriPart(brandSlug) : undefined;
  return brand === undefined ? path : `${path}&brandId=${brand}`;
}

/** The brand fields the slug rules read. */
export interface BrandRef {
  id?: string | null;
  urlSlug?: string | null;
  brandName?: string | null;
}

/** A brand's slug: its urlSlug, else its slugified brandName; undefined when neither gives one. */
export function brandSlugOf(brand: BrandRef | null | undefined): string | undefined {
  const slug = nonBlank(brand?.urlSlug) ?? slugify(brand?.brandName);
  return slug === '' ? undefined : slug;
}

/**
 * Brand slug resolution for deals links (spec 2.1): the query value is matched against a brand's id,
 * urlSlug or slugified brandName in the locally stored brandList; the matched brand's slug is
 * returned. Undefined when the query is blank, the list is not a list, or nothing matches.
 */
export function resolveBrandSlug(query: string | null | undefined, brandList: unknown): string | undefined {
  const wanted = nonBlank(query);
  if (wanted === undefined || !Array.isArray(brandList)) return undefined;
  const brands = brandList.filter((brand): brand is BrandRef => typeof brand === 'object' && brand !== null);
  const match = brands.find(
    (brand) => nonBlank(brand.id) === wanted || nonBlank(brand.urlSlug) === wanted || slugify(brand.brandName) === wanted,
  );
  return brandSlugOf(match);
}

/** `${prefix}/{encoded slug}`, or undefined when there is no slug or it cannot be encoded. */
function slugPath(prefix: string, slug: string | undefined): string | undefined {
  const encoded = slug === undefined ? undefined : encodeUriPart(slug);
  return encoded === undefined ? undefined : `${prefix}/${encoded}`;
}

/** '/brand/{slug}' under the shop base path, e.g. '/shop/brand/x' (spec 2.1). */
export function brandPath(brand: BrandRef | null | undefined, settings?: ShopPathSettings | null): string | undefined {
  return slugPath(`${shopBasePath(settings)}/brand`, brandSlugOf(brand));
}

/** '/search/brands/{brandUrlSlug or slugified brandName}' (spec 2.1). */
export function searchBrandPath(brand: BrandRef | null | undefined): string | undefined {
  return slugPath(SEARCH_BRANDS_PATH, brandSlugOf(brand));
}

/** '/search/deals/{dealUrlSlug}' (spec 2.1). */
export function searchDealPath(dealUrlSlug: string | null | undefined): string | undefined {
  return slugPath(SEARCH_DEALS_PATH, nonBlank(dealUrlSlug));
}

/** '/category/{slugified categoryName}' (spec 2.1). */
export function categoryPath(categoryName: string | null | undefined): string | undefined {
  const slug = slugify(categoryName);
  return slug === '' ? undefined : `/category/${slug}`;
}

/** '/product/{productSlug}' (spec 2.1, 2.4). */
export function productPath(productSlug: string | null | undefined): string | undefined {
  return slugPath('/product', nonBlank(productSlug));
}

/** Store details: '/{urlSlug}', falling back to '/{id}', then '/{retailerId}' (spec 2.1, 2.8). */
export function storeDetailsPath(
  retailer: { urlSlug?: string | null; id?: string | null; retailerId?: string | null } | null | undefined,
): string | undefined {
  return slugPath('', nonBlank(retailer?.urlSlug) ?? nonBlank(retailer?.id) ?? nonBlank(retailer?.retailerId));
}

/** A CMS menu link or sub-link (menuLinkWidgetCmsData.links[]). */
export interface MenuLinkRef {
  label?: string | null;
  url?: string | null;
}

export interface MenuLinkContext extends ShopPathSettings {
  /** 'header': the scrolling CMS menu of every header (spec 2.3); 'sideMenu': spec 2.6. */
  placement: 'header' | 'sideMenu';
  dealsVersion?: string | null;
}

/**
 * A menu link's target, or undefined when it has none (no url, or an unsafe one):
 * - header: a link labelled 'deals' (any case) with no url goes to '/deals';
 * - side menu: 'Deals' goes to the deals path of the deals version; 'Shop' and 'Shop All' go to
 *   the shop path (shop page two or the shop base path). These side-menu targets win over a url.
 */
export function menuLinkTarget(link: MenuLinkRef, context: MenuLinkContext): string | undefined {
  const label = (link.label ?? '').trim().toLowerCase();
  const url = nonBlank(link.url);
  if (context.placement === 'sideMenu') {
    if (label === 'deals') return dealsPath(context.dealsVersion);
    if (label === 'shop' || label === 'shop all') return shopPath(context);
  } else if (label === 'deals' && url === undefined) {
    return DEALS_PATH;
  }
  return safeHref(url, undefined);
}

/** A CMS menu link with its sub-links (menuLinkWidgetCmsData.links[] / headerWidgetCmsData.links[]). */
export interface MenuLinkTreeRef extends MenuLinkRef {
  subLinks?: readonly MenuLinkRef[] | null;
}

/** A menu link with its target resolved; undefined href: the link only opens its sub-links. */
export interface MenuLinkWithTarget {
  label: string;
  href: string | undefined;
  subLinks: Array<{ label: string; href: string }>;
}

/**
 * CMS menu links with their targets (menuLinkTarget for the placement), labels trimmed. A link or
 * sub-link with a blank label is dropped; so is a sub-link without a target, and a link with
 * neither a target nor sub-links (ours: nothing to show or to open). The header (placement
 * 'header') and the side menu (placement 'sideMenu') both read their links through this.
 */
export function menuLinksWithTargets(links: readonly MenuLinkTreeRef[] | null | undefined, context: MenuLinkContext): MenuLinkWithTarget[] {
  return (links ?? []).flatMap((link) => {
    const label = nonBlank(link.label);
    if (label === undefined) return [];
    const subLinks = (link.subLinks ?? []).flatMap((sub) => {
      const subLabel = nonBlank(sub.label);
      const href = menuLinkTarget(sub, context);
      return subLabel === undefined || href === undefined ? [] : [{ label: subLabel, href }];
    });
    const href = menuLinkTarget(link, context);
    return href === undefined && subLinks.length === 0 ? [] : [{ label, href, subLinks }];
  });
}

/** The 'Apply Now' nav link to '/career', only when the career-version setting is on (spec 2.1, 2.3). */
export function applyNowLink(careerEnabled: boolean | null | undefined): { label: string; href: string } | null {
  return careerEnabled === true ? { label: APPLY_NOW_LABEL, href: CAREER_PATH } : null;
}
