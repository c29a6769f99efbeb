/** Search routes: suggestions (spec 3, "Search suggestion") and the search page CMS item. */
import type { SearchSuggestionResult } from '@storefront/components/domain';
import { menuTypes } from '@storefront/components/rules';
import { SEARCH_SUGGESTION_PRODUCT_LIMIT } from '@storefront/components/api';
import { defaultSearchPageCms } from '../demoData.ts';
import { ApiError, oneOf, ok, searchText, type Route, type RouteContext } from '../router.ts';
import { findRetailer, highlight } from './catalog.ts';

/** "{brandName} - {productName} - {category display name}". */
export const SUGGESTION_SEPARATOR = ' - ';

export function searchSuggestions(
  ctx: RouteContext,
  q: string,
  retailerId: string | null,
  menuType: string | null,
): SearchSuggestionResult {
  const tokens = q.trim().split(/\s+/).filter(Boolean);
  if (tokens.length === 0) return { suggestions: [], brands: [], products: [], totalProducts: 0 };
  const retailer = retailerId ? findRetailer(ctx, retailerId) : undefined;
  if (retailerId && !retailer) throw new ApiError(404, `Retailer "${retailerId}" was not found.`);
  const menu = menuType ? oneOf(menuType, menuTypes, 'menuType') : undefined;

  const matches = ctx.catalog.products
    .filter((p) => p.isActive && (!retailer || p.retailerIds.includes(retailer.id)) && (!menu || p.menuTypes.includes(menu)))
    .map((p) => {
      const category = ctx.catalog.categories.find((c) => c.categoryName === p.category);
      const text = [p.brandName, p.productName, category?.displayName ?? p.category].join(SUGGESTION_SEPARATOR);
      return { p, text };
    })
    .filter(({ text }) => tokens.every((t) => text.toLowerCase().includes(t.toLowerCase())))
    .sort((a, b) => b.p.popularity - a.p.popularity);

  const top = matches.slice(0, SEARCH_SUGGESTION_PRODUCT_LIMIT);
  const brandNames = [
    ...ctx.catalog.brands.filter((b) => tokens.some((t) => b.brandName.toLowerCase().includes(t.toLowerCase()))).map((b) => b.brandName),
    ...matches.map(({ p }) => p.brandName),
  ];
  return {
    suggestions: top.map(({ p, text }) => ({
      highlight: highlight(text, tokens),
      brandNameAndProductNameAndCategoryName: text,
      productSlug: p.productSlug,
      productName: p.productName,
      image: p.image,
      variantsSize: p.variantsSize,
    })),
    brands: [...new Set(brandNames)].slice(0, SEARCH_SUGGESTION_PRODUCT_LIMIT),
    products: top.map(({ p }) => ({
      slug: p.slug,
      productSlug: p.productSlug,
      productName: p.productName,
      image: p.image,
      variantsSize: p.variantsSize,
      category: p.category,
    })),
    totalProducts: matches.length,
  };
}

function field(value: unknown, key: string): unknown {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined;
}

export const searchRoutes: Route[] = [
  {
    method: 'GET',
    pattern: '/api/search/suggestions',
    handle: (ctx) =>
      ok(searchSuggestions(ctx, searchText(ctx.query.get('q'), 'q') ?? '', ctx.query.get('retailerId'), ctx.query.get('menuType'))),
  },
  {
    method: 'GET',
    pattern: '/api/search-page-cms',
    handle: (ctx) => {
      const siteId = ctx.query.get('siteId');
      if (!siteId) return ok(defaultSearchPageCms);
      const raw = ctx.cms.fixtures[siteId];
      if (raw === undefined) throw new ApiError(404, `No CMS configuration for site "${siteId}".`);
      const configured = field(raw, 'searchPageCms');
      return ok(Array.isArray(configured) && configured.length > 0 ? configured : defaultSearchPageCms);
    },
  },
];
