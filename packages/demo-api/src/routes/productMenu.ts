/** The product menu (spec 7, POST /api/menu/products): the request's validation, its filters and facets, sorting and paging at a store. */
import {
  applyCatalogFilters,
  catalogFacets,
  CBD_BUCKETS,
  cleanFacetValues,
  compareProducts,
  emptyCatalogFilters,
  FACET_API_FIELDS,
  facetKeys,
  menuTypes,
  SHOP_BY_PRICE_BUCKETS,
  STRAIN_FILTERS,
  THC_BUCKETS,
  type CatalogFilters,
  type FacetContext,
  type FacetKey,
  type MenuType,
} from '@storefront/components/rules';
import type { StockLevels } from '../stock.ts';
import {
  PRODUCT_MENU_DEFAULT_LIMIT,
  PRODUCT_MENU_MAX_LIMIT,
  productSortKeys,
  sortDirections,
  type ProductMenuRequest,
  type ProductMenuSuccess,
} from '@storefront/components/api';
import {
  ApiError,
  asObject,
  oneOf,
  optionalNumber,
  optionalString,
  optionalStringArray,
  searchText,
  type Route,
  type RouteContext,
} from '../router.ts';
import { slugify, categoryDisplay, findRetailer, servedProduct, storeStock, runningAt } from './catalogLookup.ts';

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

export const productMenuRoutes: Route[] = [
  {
    method: 'POST',
    pattern: '/api/menu/products',
    handle: async (ctx) => {
      const request = parseMenuRequest(ctx.body);
      const stock = await storeStock(ctx, request.retailerId ? findRetailer(ctx, request.retailerId) : undefined);
      return { status: 200, json: { statusCode: 200, menu: productMenu(ctx, request, stock) } satisfies ProductMenuSuccess };
    },
  },
];
