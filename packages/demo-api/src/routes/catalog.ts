/** Catalogue routes: sites and CMS, retailers (incl. closest), product menu, products, brands, categories, specials. */
import type { Category, Product, Retailer } from '@storefront/components/domain';
import {
  applyCatalogFilters,
  catalogFacets,
  CBD_BUCKETS,
  cleanFacetValues,
  CLOSEST_RETAILER_MAX_DISTANCE,
  compareProducts,
  emptyCatalogFilters,
  FACET_API_FIELDS,
  facetKeys,
  lowestPrice,
  menuTypes,
  pricingPart,
  runningSpecials,
  SHOP_BY_PRICE_BUCKETS,
  specialsCovering,
  STRAIN_FILTERS,
  THC_BUCKETS,
  type CatalogFilters,
  type FacetContext,
  type FacetKey,
  type MenuType,
} from '@storefront/components/rules';
import { certificateFileName, certificateOfAnalysisPdf, certificatePath } from '../certificate.ts';
import { stockAt, withStock, type StockLevels } from '../stock.ts';
import { encodeRetailerPayload } from '@storefront/components/rules/retailer-payload';
import {
  CLOSEST_LOCATION_TYPE,
  PRODUCT_MENU_DEFAULT_LIMIT,
  PRODUCT_MENU_MAX_LIMIT,
  productSortKeys,
  sortDirections,
  type ProductMenuRequest,
  type ProductMenuSuccess,
  type SiteSummary,
} from '@storefront/components/api';
import {
  ApiError,
  asObject,
  oneOf,
  ok,
  optionalNumber,
  optionalString,
  optionalStringArray,
  page,
  requiredNumber,
  searchText,
  type Json,
  type Route,
  type RouteContext,
} from '../router.ts';

// ── Helpers ────────────────────────────────────────────────────────────────────────────────────
const slugify = (text: string): string =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

function field(value: unknown, ...path: string[]): unknown {
  let cur = value;
  for (const key of path) {
    if (typeof cur !== 'object' || cur === null) return undefined;
    cur = (cur as Record<string, unknown>)[key];
  }
  return cur;
}

export function findRetailer(ctx: RouteContext, idOrSlug: string): Retailer | undefined {
  return ctx.catalog.retailers.find((r) => r.id === idOrSlug || r.retailerId === idOrSlug || r.urlSlug === idOrSlug);
}

/** Great-circle distance in miles. */
export function distanceMiles(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const rad = (d: number) => (d * Math.PI) / 180;
  const a = Math.sin(rad(lat2 - lat1) / 2) ** 2 + Math.cos(rad(lat1)) * Math.cos(rad(lat2)) * Math.sin(rad(lon2 - lon1) / 2) ** 2;
  return 2 * 3958.8 * Math.asin(Math.min(1, Math.sqrt(a)));
}

/**
 * A product as a store serves it now: with the specials running for it there (activeSpecials), so
 * every page prices it with the one pricing function (priceOption). Without a store: no specials.
 */
export function servedProduct(
  ctx: RouteContext,
  product: Product,
  retailer: Retailer | undefined,
  running = runningAt(ctx, retailer),
  stock?: StockLevels,
): Product {
  const labResults = product.labResults ? { ...product.labResults, certificateUrl: certificatePath(product.productSlug) } : undefined;
  return {
    ...withStock(product, stock),
    ...(labResults ? { labResults } : {}),
    activeSpecials: specialsCovering(product, running).map(pricingPart),
  };
}

/** The chosen store's stock levels (none without a store: the catalogue's quantities). */
export const storeStock = (ctx: RouteContext, retailer: Retailer | undefined): Promise<StockLevels | undefined> =>
  retailer ? stockAt(ctx.db, retailer.id) : Promise.resolve(undefined);

/** The specials running at the store now (none without a store): read once per request. */
export function runningAt(ctx: RouteContext, retailer: Retailer | undefined) {
  return retailer
    ? runningSpecials(ctx.catalog.specials, { retailerId: retailer.id, now: new Date(ctx.now()), timeZone: retailer.timezone })
    : [];
}

/** The lowest price a shopper pays for the product on a menu (the one pricing function). */
export const effectivePrice = (p: Product, menuType?: MenuType): number => lowestPrice(p.options, { menuType, specials: p.activeSpecials });

function categoryDisplay(ctx: RouteContext, category: string): string {
  const c = ctx.catalog.categories.find((x) => x.categoryName === category);
  return c?.displayName ?? c?.categoryName ?? category;
}

const escapeHtml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

/** Wraps every case-insensitive occurrence of a token in <em>…</em>; everything else is HTML-escaped. */
export function highlight(text: string, tokens: string[]): string {
  const ranges: Array<[number, number]> = [];
  for (const token of tokens.filter(Boolean)) {
    const re = new RegExp(token.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'gi');
    for (const m of text.matchAll(re)) ranges.push([m.index, m.index + m[0].length]);
  }
  ranges.sort((a, b) => a[0] - b[0]);
  let out = '';
  let pos = 0;
  for (const [start, end] of ranges) {
    if (end <= pos) continue;
    const from = Math.max(start, pos);
    out += `${escapeHtml(text.slice(pos, from))}<em>${escapeHtml(text.slice(from, end))}</em>`;
    pos = end;
  }
  return out + escapeHtml(text.slice(pos));
}

// ── Sites and CMS ──────────────────────────────────────────────────────────────────────────────
/** A site's own stores: the retailers its CMS lists in footerCms.retailers. */
function siteRetailerIds(raw: unknown): string[] {
  const footerRetailers = field(raw, 'footerCms', 'retailers');
  return Array.isArray(footerRetailers)
    ? footerRetailers.map((r) => field(r, 'retailerId')).filter((r): r is string => typeof r === 'string')
    : [];
}

function siteSummaries(ctx: RouteContext): SiteSummary[] {
  return Object.entries(ctx.cms.fixtures).map(([id, raw]) => {
    const provider = field(raw, 'initialSiteData', 'provider');
    const retailer = field(raw, 'initialSiteData', 'canSelectedRetailerId');
    const siteName = field(raw, 'siteSettings', 'siteName');
    return {
      id,
      name: ctx.cms.names[id] ?? (typeof siteName === 'string' ? siteName : id),
      ...(typeof provider === 'string' ? { provider } : {}),
      ...(typeof retailer === 'string' ? { defaultRetailerId: retailer } : {}),
      retailerIds: siteRetailerIds(raw),
    };
  });
}

function siteCms(ctx: RouteContext, siteId: string): unknown {
  const raw = ctx.cms.fixtures[siteId];
  if (raw === undefined) throw new ApiError(404, `No CMS configuration for site "${siteId}".`);
  return raw;
}

/**
 * The stores a `?site=` asks for: that site's own (the retailers its CMS lists in
 * footerCms.retailers), every store when the site lists none or no site is named (Storybook, the
 * API's own tests), and a 404 for a site that does not exist.
 */
export function siteStores(ctx: RouteContext): (retailer: Retailer) => boolean {
  const siteId = ctx.query.get('site')?.trim();
  if (!siteId) return () => true;
  const own = new Set(siteRetailerIds(siteCms(ctx, siteId)));
  return own.size === 0 ? () => true : (retailer) => own.has(retailer.id) || own.has(retailer.retailerId);
}

/** A site's information pages; a known site without any answers an empty document (pages show their empty states). */
function sitePages(ctx: RouteContext, siteId: string): unknown {
  if (ctx.cms.fixtures[siteId] === undefined) throw new ApiError(404, `No CMS configuration for site "${siteId}".`);
  return ctx.cms.pages[siteId] ?? {};
}

// ── Product menu ───────────────────────────────────────────────────────────────────────────────
/** Validates a menu request body (spec 7); throws a 400 ApiError with the first problem. */
export function parseMenuRequest(value: unknown): ProductMenuRequest {
  const body = asObject(value);
  const filterRaw = body.filter === undefined || body.filter === null ? {} : asObject(body.filter, '"filter"');
  const isActive = filterRaw.isActive;
  if (isActive !== undefined && isActive !== null && typeof isActive !== 'boolean')
    throw new ApiError(400, '"filter.isActive" must be true or false.');
  const filter = {
    brandIds: optionalStringArray(filterRaw, 'brandIds'),
    slugs: optionalStringArray(filterRaw, 'slugs'),
    categories: optionalStringArray(filterRaw, 'categories'),
    price: optionalString(filterRaw, 'price'),
    specialSlug: optionalString(filterRaw, 'specialSlug'),
    isActive: typeof isActive === 'boolean' ? isActive : undefined,
    strains: tableValues(filterRaw, 'strains', STRAIN_FILTERS),
    thc: tableValues(filterRaw, 'thc', THC_BUCKETS),
    cbd: tableValues(filterRaw, 'cbd', CBD_BUCKETS),
    effects: optionalStringArray(filterRaw, 'effects'),
    weights: optionalStringArray(filterRaw, 'weights'),
  };
  if (filter.price !== undefined && filter.price !== '' && !SHOP_BY_PRICE_BUCKETS.some((b) => b.value === filter.price)) {
    throw new ApiError(400, `"filter.price" must be one of ${SHOP_BY_PRICE_BUCKETS.map((b) => b.value).join(', ')}.`);
  }
  const facets = body.facets;
  if (facets !== undefined && facets !== null && typeof facets !== 'boolean') throw new ApiError(400, '"facets" must be true or false.');
  let pagination = { offset: 0, limit: PRODUCT_MENU_DEFAULT_LIMIT };
  if (body.pagination !== undefined && body.pagination !== null) {
    const p = asObject(body.pagination, '"pagination"');
    const offset = optionalNumber(p, 'offset') ?? 0;
    const limit = optionalNumber(p, 'limit') ?? PRODUCT_MENU_DEFAULT_LIMIT;
    if (!Number.isInteger(offset) || offset < 0) throw new ApiError(400, '"pagination.offset" must be a whole number of at least 0.');
    if (!Number.isInteger(limit) || limit < 1 || limit > PRODUCT_MENU_MAX_LIMIT) {
      throw new ApiError(400, `"pagination.limit" must be a whole number from 1 to ${PRODUCT_MENU_MAX_LIMIT}.`);
    }
    pagination = { offset, limit };
  }
  let sort: ProductMenuRequest['sort'];
  if (body.sort !== undefined && body.sort !== null) {
    const s = asObject(body.sort, '"sort"');
    sort = { key: oneOf(s.key, productSortKeys, 'sort.key'), direction: oneOf(s.direction ?? 'DESC', sortDirections, 'sort.direction') };
  }
  const menuType = body.menuType === undefined || body.menuType === null ? undefined : oneOf(body.menuType, menuTypes, 'menuType');
  const retailerId = optionalString(body, 'retailerId');
  const search = searchText(body.search, 'search');
  return {
    ...(retailerId ? { retailerId } : {}),
    filter: Object.fromEntries(Object.entries(filter).filter(([, v]) => v !== undefined)),
    ...(search ? { search } : {}),
    ...(menuType ? { menuType } : {}),
    pagination,
    ...(sort ? { sort } : {}),
    ...(facets === true ? { facets: true } : {}),
  };
}

/** A filter field whose values come from a fixed table (strain types, potency ranges): an unknown value is a 400. */
function tableValues(raw: Record<string, unknown>, name: string, table: ReadonlyArray<{ value: string }>): string[] | undefined {
  const values = optionalStringArray(raw, name);
  const unknown = values?.find((v) => !table.some((t) => t.value === v));
  if (unknown !== undefined) throw new ApiError(400, `"filter.${name}" must be among ${table.map((t) => t.value).join(', ')}.`);
  return values;
}

/** How the facets read a category: its URL slug and display name from the catalogue. */
function facetContext(ctx: RouteContext, menuType?: MenuType): FacetContext {
  return {
    menuType,
    category: (category) => {
      const c = ctx.catalog.categories.find((x) => x.categoryName === category);
      return { value: c?.urlSlug ?? slugify(category), label: categoryDisplay(ctx, category) };
    },
  };
}

/**
 * The request's facet fields (FACET_API_FIELDS, the table the client writes them by) as the
 * shopper's filters. Categories may be enum values ('PRE_ROLLS') or URL slugs, effects their names.
 */
function requestFilters(ctx: RouteContext, filter: NonNullable<ProductMenuRequest['filter']>): CatalogFilters {
  const categorySlug = (wanted: string) =>
    ctx.catalog.categories.find((c) => c.categoryName === wanted || c.categoryName === wanted.toUpperCase())?.urlSlug ?? slugify(wanted);
  const readAs: Partial<Record<FacetKey, (value: string) => string>> = { category: categorySlug, effect: slugify };
  const filters = emptyCatalogFilters();
  for (const key of facetKeys) {
    const raw: string | string[] | undefined = filter[FACET_API_FIELDS[key]];
    const values = raw === undefined ? [] : Array.isArray(raw) ? raw : raw === '' ? [] : [raw];
    filters[key] = cleanFacetValues(key, values.map(readAs[key] ?? ((value) => value)));
  }
  return filters;
}

/**
 * The product menu: the store's active products on the menu, narrowed by search, slugs and a
 * special, then by the shopper's facets (catalogFilters.ts: the same rule the pages read), sorted
 * and paged. With `facets`, each facet's values and counts over the narrowed list come back too.
 */
export function productMenu(ctx: RouteContext, request: ProductMenuRequest, stock?: StockLevels): ProductMenuSuccess['menu'] {
  const { filter = {}, search, menuType, retailerId } = request;
  if (retailerId && !findRetailer(ctx, retailerId)) throw new ApiError(404, `Retailer "${retailerId}" was not found.`);
  const retailer = retailerId ? findRetailer(ctx, retailerId) : undefined;
  const special = filter.specialSlug ? ctx.catalog.specials.find((s) => s.urlSlug === filter.specialSlug) : undefined;
  const needle = search?.trim().toLowerCase() ?? '';
  const wantActive = filter.isActive ?? true;
  const running = runningAt(ctx, retailer);
  const base = ctx.catalog.products
    .filter((p) => p.isActive === wantActive && (!retailer || p.retailerIds.includes(retailer.id)))
    .map((p) => servedProduct(ctx, p, retailer, running, stock))
    .filter(
      (p) =>
        (!menuType || p.menuTypes.includes(menuType)) &&
        (!filter.slugs?.length || filter.slugs.includes(p.slug) || filter.slugs.includes(p.productSlug)) &&
        (!filter.specialSlug || (special !== undefined && (special.productSlugs.length === 0 || special.productSlugs.includes(p.slug)))) &&
        (!needle || `${p.productName} ${p.brandName} ${categoryDisplay(ctx, p.category)}`.toLowerCase().includes(needle)),
    );
  const facetCtx = facetContext(ctx, menuType);
  const filters = requestFilters(ctx, filter);
  let list = applyCatalogFilters(base, filters, facetCtx);
  const sort = request.sort ?? (filter.slugs?.length ? undefined : { key: 'POPULAR' as const, direction: 'DESC' as const });
  if (sort) {
    list = [...list].sort(compareProducts(sort, menuType));
  } else if (filter.slugs?.length) {
    const order = filter.slugs;
    list = [...list].sort((a, b) => order.indexOf(a.slug) - order.indexOf(b.slug));
  }
  const { offset, limit } = request.pagination ?? { offset: 0, limit: PRODUCT_MENU_DEFAULT_LIMIT };
  return {
    products: list.slice(offset, offset + limit),
    total: list.length,
    ...(request.facets ? { facets: catalogFacets(base, filters, facetCtx) } : {}),
  };
}

// ── Routes ─────────────────────────────────────────────────────────────────────────────────────
export const catalogRoutes: Route[] = [
  { method: 'GET', pattern: '/api/sites', handle: (ctx) => page(siteSummaries(ctx), ctx.query) },
  { method: 'GET', pattern: '/api/cms/:siteId', handle: (ctx) => ok(siteCms(ctx, ctx.params.siteId ?? '')) },
  { method: 'GET', pattern: '/api/cms/:siteId/pages', handle: (ctx) => ok(sitePages(ctx, ctx.params.siteId ?? '')) },

  {
    method: 'GET',
    pattern: '/api/retailers',
    handle: (ctx) => {
      const state = ctx.query.get('state')?.trim().toUpperCase();
      const name = searchText(ctx.query.get('name'), 'name')?.trim().toLowerCase();
      const menuType = ctx.query.get('menuType');
      const ofSite = siteStores(ctx);
      const list = ctx.catalog.retailers.filter(
        (r) =>
          ofSite(r) &&
          (!state || r.addressObject.state.toUpperCase() === state) &&
          (!name || [r.name, r.retailerName, r.addressObject.city].some((v) => v.toLowerCase().includes(name))) &&
          (!menuType || r.menuTypes.includes(oneOf(menuType, menuTypes, 'menuType'))),
      );
      return page(list, ctx.query);
    },
  },
  {
    method: 'POST',
    pattern: '/api/retailers/filter',
    handle: (ctx) => {
      const type = ctx.query.get('type');
      if (type !== CLOSEST_LOCATION_TYPE)
        throw new ApiError(400, `Unsupported retailer filter type "${type ?? ''}"; use "${CLOSEST_LOCATION_TYPE}".`);
      const body: Json = asObject(ctx.body);
      const lat = requiredNumber(body, 'userLatitude');
      const lon = requiredNumber(body, 'userLongitude');
      if (Math.abs(lat) > 90 || Math.abs(lon) > 180) throw new ApiError(400, 'userLatitude / userLongitude are out of range.');
      const maxDistance = optionalNumber(body, 'maxDistance') ?? CLOSEST_RETAILER_MAX_DISTANCE;
      if (maxDistance <= 0) throw new ApiError(400, '"maxDistance" must be greater than 0.');
      const ofSite = siteStores(ctx);
      const near = ctx.catalog.retailers
        .filter(ofSite)
        .map((r) => ({
          ...r,
          locationDetail: {
            distance: Math.round(distanceMiles(lat, lon, r.coordinates.latitude, r.coordinates.longitude) * 10_000) / 10_000,
          },
        }))
        .filter((r) => r.locationDetail.distance <= maxDistance)
        .sort((a, b) => a.locationDetail.distance - b.locationDetail.distance);
      return ok(encodeRetailerPayload(near));
    },
  },
  {
    method: 'GET',
    pattern: '/api/retailers/:idOrSlug',
    handle: (ctx) => {
      const retailer = findRetailer(ctx, ctx.params.idOrSlug ?? '');
      if (!retailer) throw new ApiError(404, `Retailer "${ctx.params.idOrSlug ?? ''}" was not found.`);
      return ok(retailer);
    },
  },

  {
    method: 'POST',
    pattern: '/api/menu/products',
    handle: async (ctx) => {
      const request = parseMenuRequest(ctx.body);
      const stock = await storeStock(ctx, request.retailerId ? findRetailer(ctx, request.retailerId) : undefined);
      return { status: 200, json: { statusCode: 200, menu: productMenu(ctx, request, stock) } satisfies ProductMenuSuccess };
    },
  },
  {
    method: 'GET',
    pattern: '/api/products/:slug',
    handle: async (ctx) => {
      const slug = ctx.params.slug ?? '';
      const product = ctx.catalog.products.find((p) => p.slug === slug || p.productSlug === slug || p.id === slug);
      if (!product) throw new ApiError(404, `Product "${slug}" was not found.`);
      const retailerId = ctx.query.get('retailerId');
      const retailer = retailerId ? findRetailer(ctx, retailerId) : undefined;
      return ok(servedProduct(ctx, product, retailer, undefined, await storeStock(ctx, retailer)));
    },
  },

  {
    method: 'GET',
    pattern: '/api/products/:slug/certificate-of-analysis.pdf',
    handle: (ctx) => {
      const slug = ctx.params.slug ?? '';
      const product = ctx.catalog.products.find((p) => p.productSlug === slug);
      if (!product) throw new ApiError(404, `Product "${slug}" was not found.`);
      if (!product.labResults) throw new ApiError(404, `"${product.productName}" has no certificate of analysis.`);
      return {
        status: 200,
        json: null,
        file: {
          type: 'application/pdf',
          bytes: certificateOfAnalysisPdf(product, product.labResults),
          fileName: certificateFileName(product.productSlug),
        },
      };
    },
  },
  {
    method: 'GET',
    pattern: '/api/brands',
    handle: (ctx) => {
      const sponsored = ctx.query.get('sponsored');
      const retailerId = ctx.query.get('retailerId');
      const carried = retailerId
        ? new Set(ctx.catalog.products.filter((p) => p.retailerIds.includes(retailerId)).map((p) => p.brandId))
        : null;
      const list = ctx.catalog.brands.filter(
        (b) => (sponsored === null || (sponsored === 'true') === Boolean(b.isSponsored)) && (!carried || carried.has(b.id)),
      );
      return page(list, ctx.query);
    },
  },
  {
    method: 'GET',
    pattern: '/api/brands/:idOrSlug',
    handle: (ctx) => {
      const key = ctx.params.idOrSlug ?? '';
      const brand = ctx.catalog.brands.find((b) => b.id === key || b.urlSlug === key || slugify(b.brandName) === key);
      if (!brand) throw new ApiError(404, `Brand "${key}" was not found.`);
      return ok(brand);
    },
  },
  { method: 'GET', pattern: '/api/categories', handle: (ctx) => page(ctx.catalog.categories, ctx.query) },
  {
    method: 'GET',
    pattern: '/api/custom-categories',
    handle: (ctx) => {
      const siteId = ctx.query.get('siteId');
      if (!siteId) return page(ctx.catalog.customCategories, ctx.query);
      const configured = field(siteCms(ctx, siteId), 'customProductCategoryData');
      const list = Array.isArray(configured) && configured.length > 0 ? (configured as Category[]) : ctx.catalog.customCategories;
      return page(list, ctx.query);
    },
  },
  {
    method: 'GET',
    pattern: '/api/specials',
    handle: (ctx) => {
      const retailerId = ctx.query.get('retailerId');
      const search = searchText(ctx.query.get('search'), 'search')?.trim().toLowerCase();
      const categorySlug = ctx.query.get('categorySlug');
      const list = ctx.catalog.specials.filter(
        (s) =>
          (!retailerId || s.retailerIds.includes(retailerId)) &&
          (!categorySlug || s.categorySlug === categorySlug) &&
          (!search || (s.menuDisplayConfiguration.name || s.name).toLowerCase().includes(search)),
      );
      // At a store, each says whether it runs there now (its days and hours, the store's clock):
      // today's deals list those, the deals pages all of them with their schedule.
      const retailer = retailerId ? ctx.catalog.retailers.find((r) => r.id === retailerId || r.retailerId === retailerId) : undefined;
      if (!retailer) return page(list, ctx.query);
      const running = new Set(
        runningSpecials(list, { retailerId: retailer.id, now: new Date(ctx.now()), timeZone: retailer.timezone }).map((s) => s.id),
      );
      return page(
        list.map((s) => ({ ...s, runningNow: running.has(s.id) })),
        ctx.query,
      );
    },
  },
  {
    method: 'GET',
    pattern: '/api/specials/:urlSlug',
    handle: (ctx) => {
      const special = ctx.catalog.specials.find((s) => s.urlSlug === ctx.params.urlSlug || s.id === ctx.params.urlSlug);
      if (!special) throw new ApiError(404, `Special "${ctx.params.urlSlug ?? ''}" was not found.`);
      return ok(special);
    },
  },
];
