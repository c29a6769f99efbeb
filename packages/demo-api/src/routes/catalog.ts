/**
 * Catalogue routes: sites and CMS (sites.ts), retailers (incl. closest), product menu (productMenu.ts),
 * products, brands, categories, specials. What other routes look up in the catalogue is in
 * catalogLookup.ts, re-exported here.
 */
import type { Category } from '@storefront/components/domain';
import { CLOSEST_RETAILER_MAX_DISTANCE, menuTypes, runningSpecials } from '@storefront/components/rules';
import { certificateFileName, certificateOfAnalysisPdf } from '../certificate.ts';
import { encodeRetailerPayload } from '@storefront/components/rules/retailer-payload';
import { CLOSEST_LOCATION_TYPE } from '@storefront/components/api';
import { ApiError, asObject, oneOf, ok, optionalNumber, page, requiredNumber, searchText, type Json, type Route } from '../router.ts';
import { field, slugify, findRetailer, servedProduct, storeStock, distanceMiles } from './catalogLookup.ts';
import { siteCms, siteRoutes, siteStores } from './sites.ts';
import { productMenuRoutes } from './productMenu.ts';

export { distanceMiles, effectivePrice, findRetailer, highlight, runningAt, servedProduct, storeStock } from './catalogLookup.ts';
export { parseMenuRequest, productMenu } from './productMenu.ts';
export { siteStores } from './sites.ts';

// The routes of sites and the product menu are in sites.ts and productMenu.ts; the order is the table's.
export const catalogRoutes: Route[] = [
  ...siteRoutes,

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
  ...productMenuRoutes,
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
