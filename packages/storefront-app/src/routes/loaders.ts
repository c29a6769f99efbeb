/**
 * Route data loaders: what each page kind shows above the fold, in one place. A loader fills the
 * query cache through the shared query-options factories (@storefront/components/api), so the page
 * reads the same keys and renders from the cache.
 *
 * - The server awaits a route's loader before it renders (the HTML holds the content) and sends the
 *   cache to the client (dehydrate → hydrate); a loader's result also gives the server the HTTP
 *   status (404 for an unknown product, store, deal…) and what the head needs (product, store).
 * - On client navigation the same loader starts with the route's chunk (preloadRoute), so data and
 *   code load in parallel, never chunk → data.
 * What is below the fold (the desktop footer's lists, the side menu's, the search panel's) is not
 * here: those widgets fetch when they show.
 */
import type { QueryClient } from '@tanstack/react-query';
import {
  brandsQuery,
  categoriesQuery,
  customCategoriesQuery,
  dealsAlertsQuery,
  notificationSettingsQuery,
  ordersQuery,
  staffBoardQuery,
  wishlistsQuery,
  productMenuQuery,
  productQuery,
  retailersQuery,
  sitePagesQuery,
  specialQuery,
  specialsQuery,
} from '@storefront/components/api';
import {
  homeSections,
  type Brand,
  type CartItem,
  type Product,
  type Retailer,
  type SiteConfig,
  type Special,
} from '@storefront/components';
import type { ShopperSnapshot } from '../shop/serverState.tsx';
import { findBrand, findCategory, findRetailer } from '../pages/shared/catalogLinks.ts';
import {
  brandMenuFilter,
  cartMenuFilter,
  categoryMenuFilter,
  homeTrendingFilter,
  menuQueryFor,
  searchMenuFilter,
  shopMenuFilter,
  specialMenuFilter,
  type MenuFilter,
  type ShopContext,
} from './pageQueries.ts';
import type { RouteParams } from './resolveRoute.ts';
import type { PageKind, RouteDef } from './routeTable.ts';

export interface LoaderContext {
  queryClient: QueryClient;
  route: RouteDef;
  params: RouteParams;
  search: URLSearchParams;
  config: SiteConfig;
  shop: ShopContext;
  /** The site whose CMS is shown (the information pages' document is per site). */
  siteId: string;
  /** The signed-in shopper (their pages' data) and the cart shown; none: a guest with an empty cart. */
  shopper?: LoaderShopper;
}

export interface LoaderShopper {
  userId: string | null;
  cart: readonly CartItem[];
}

/** The loaders' view of the shopper the server knows (shop/serverState.tsx). */
export const loaderShopper = (snapshot: ShopperSnapshot | null | undefined): LoaderShopper => ({
  userId: snapshot?.user?._id ?? null,
  cart: snapshot?.cart ?? [],
});

/**
 * A signed-in shopper's pages, by route id: their data is in the first HTML (the server asks the API
 * with the shopper's session cookie). A guest's are left to the page ('Sign In Required').
 */
const signedInCalls: Partial<Record<string, (ctx: LoaderContext, userId: string) => Array<Promise<unknown>>>> = {
  'your-order': (ctx) => [ctx.queryClient.ensureQueryData(ordersQuery()), ctx.queryClient.ensureQueryData(retailersQuery(ctx.siteId))],
  // The staff board: a shopper's 403 leaves it to the page (settle), which says the page is for staff.
  staff: (ctx) => [ctx.queryClient.ensureQueryData(staffBoardQuery()), ctx.queryClient.ensureQueryData(retailersQuery(ctx.siteId))],
  'your-list': (ctx, userId) => [ctx.queryClient.ensureQueryData(wishlistsQuery(userId))],
  'my-wishlist': (ctx, userId) => [ctx.queryClient.ensureQueryData(wishlistsQuery(userId))],
  'your-list-detail': (ctx, userId) => [ctx.queryClient.ensureQueryData(wishlistsQuery(userId))],
  'notification-settings': (ctx) => [ctx.queryClient.ensureQueryData(notificationSettingsQuery())],
  // The followed deals are named by their category, brand and store: those lists are in the HTML too.
  'deals-alert': (ctx) => [
    ctx.queryClient.ensureQueryData(dealsAlertsQuery()),
    ctx.queryClient.ensureQueryData(categoriesQuery()),
    ctx.queryClient.ensureQueryData(brandsQuery()),
    ctx.queryClient.ensureQueryData(retailersQuery(ctx.siteId)),
  ],
};

/** The cart priced at the shown store (usePricedCart's calls): its lines are priced in the HTML. */
const cartLoader: RouteLoader = async (ctx) => {
  const cart = ctx.shopper?.cart ?? [];
  if (cart.length === 0) return {};
  await settle([
    menu(ctx, cartMenuFilter(cart)),
    ctx.queryClient.ensureQueryData(specialsQuery(ctx.shop.retailerId)),
    ctx.queryClient.ensureQueryData(retailersQuery(ctx.siteId)),
  ]);
  return {};
};

/** What a loader found, for the server's status code and head (title, JSON-LD, LCP image). */
export interface LoaderResult {
  /** The URL names something that does not exist: the server answers 404. */
  notFound?: boolean;
  product?: Product;
  retailer?: Retailer;
  brand?: Brand;
  special?: Special;
  /** A name for the document title when the page shows one entity. */
  title?: string;
}

export type RouteLoader = (ctx: LoaderContext) => Promise<LoaderResult>;

const none: RouteLoader = async () => ({});

function menu(ctx: LoaderContext, filter: MenuFilter) {
  return ctx.queryClient.ensureQueryData(productMenuQuery(menuQueryFor(filter, ctx.shop)));
}

/** Awaits every call; a failed one leaves its page to show the spec's failure state. */
async function settle(calls: Array<Promise<unknown>>): Promise<void> {
  await Promise.allSettled(calls);
}

const specialsLoader: RouteLoader = async (ctx) => {
  await settle([ctx.queryClient.ensureQueryData(specialsQuery(ctx.shop.retailerId))]);
  return {};
};

async function specialLoader(ctx: LoaderContext, urlSlug: string | null | undefined, brandValue?: string | null): Promise<LoaderResult> {
  if (!urlSlug) return { notFound: true };
  const [special, brands] = await Promise.all([
    ctx.queryClient.ensureQueryData(specialQuery(urlSlug)).catch(() => undefined),
    brandValue ? ctx.queryClient.ensureQueryData(brandsQuery()).catch(() => undefined) : Promise.resolve(undefined),
  ]);
  if (special === null) return { notFound: true };
  if (!special) return {};
  const brand = brandValue ? findBrand(brands, brandValue) : undefined;
  await settle([menu(ctx, specialMenuFilter(special.urlSlug, brand?.id))]);
  return { special, title: special.name };
}

async function brandLoader(ctx: LoaderContext, value: string | undefined): Promise<LoaderResult> {
  const brands = await ctx.queryClient.ensureQueryData(brandsQuery()).catch(() => undefined);
  if (!brands) return {};
  const brand = findBrand(brands, value);
  if (!brand) return { notFound: true };
  await settle([menu(ctx, brandMenuFilter(brand.id, ctx.search))]);
  return { brand, title: brand.brandName };
}

async function categoryLoader(ctx: LoaderContext, value: string | undefined): Promise<LoaderResult> {
  const categories = await ctx.queryClient.ensureQueryData(categoriesQuery()).catch(() => undefined);
  if (!categories) return {};
  const category = findCategory(categories, value);
  if (!category) return { notFound: true };
  await settle([menu(ctx, categoryMenuFilter(category.urlSlug, ctx.search))]);
  return { title: category.categoryName };
}

/** The list of a detail route's items in the raw pages document, and the item's key field. */
const INFO_DETAILS: Partial<Record<string, { list: readonly [string, string]; key: 'slug' | 'id'; param: string }>> = {
  'blog-detail': { list: ['blog', 'posts'], key: 'slug', param: 'slug' },
  'education-detail': { list: ['education', 'articles'], key: 'slug', param: 'slug' },
  event: { list: ['events', 'items'], key: 'id', param: 'id' },
};

/**
 * The information pages: the site's pages document; a post, article or event that is not in it is
 * a 404. Read from the raw document (the page parses it; the parser stays out of the first load).
 */
const infoLoader: RouteLoader = async (ctx) => {
  const raw = await ctx.queryClient.ensureQueryData(sitePagesQuery(ctx.siteId)).catch(() => undefined);
  const detail = INFO_DETAILS[ctx.route.id];
  if (!detail || !raw) return {};
  const [section, list] = detail.list;
  const items = (raw[section] as Record<string, unknown> | undefined)?.[list];
  const wanted = (ctx.params[detail.param] ?? '').toLowerCase();
  const item = Array.isArray(items)
    ? (items as Array<Record<string, unknown>>).find(
        (entry) => typeof entry?.[detail.key] === 'string' && (entry[detail.key] as string).toLowerCase() === wanted,
      )
    : undefined;
  return item ? { title: typeof item.title === 'string' ? item.title : undefined } : { notFound: true };
};

const retailersLoader: RouteLoader = async (ctx) => {
  await settle([ctx.queryClient.ensureQueryData(retailersQuery(ctx.siteId))]);
  return {};
};

export const routeLoaders: Record<PageKind, RouteLoader> = {
  // What the retailer's home sections show (homeSections: the CMS's list, else the default page).
  home: async (ctx) => {
    const calls = homeSections(ctx.config.homePageSectionsCms.sections).map((section) => {
      switch (section.type) {
        case 'deals':
          return ctx.queryClient.ensureQueryData(specialsQuery(ctx.shop.retailerId));
        case 'categories':
          return ctx.queryClient.ensureQueryData(categoriesQuery());
        case 'trending':
          return menu(ctx, homeTrendingFilter(section.limit));
        case 'brands':
          return ctx.queryClient.ensureQueryData(brandsQuery());
        default:
          return Promise.resolve();
      }
    });
    await settle(calls);
    return {};
  },
  shop: async (ctx) => {
    await settle([menu(ctx, shopMenuFilter(ctx.search))]);
    return {};
  },
  shopByPrice: none,
  product: async (ctx) => {
    const slug = ctx.params.productSlug;
    if (!slug) return { notFound: true };
    const product = await ctx.queryClient.ensureQueryData(productQuery(slug, ctx.shop.retailerId)).catch(() => undefined);
    if (product === null) return { notFound: true };
    return product ? { product, title: product.productName } : {};
  },
  categories: async (ctx) => {
    await settle([ctx.queryClient.ensureQueryData(categoriesQuery())]);
    return {};
  },
  category: (ctx) => categoryLoader(ctx, ctx.params.categorySlug ?? ctx.params.slug),
  brands: async (ctx) => {
    await settle([ctx.queryClient.ensureQueryData(brandsQuery())]);
    return {};
  },
  brand: (ctx) => brandLoader(ctx, ctx.params.brand ?? ctx.params.brandSlug),
  sponsoredBrands: async (ctx) => {
    await settle([ctx.queryClient.ensureQueryData(brandsQuery())]);
    return {};
  },
  specials: (ctx) => specialLoader(ctx, ctx.search.get('specialSlug')),
  deals: specialsLoader,
  dealDetail: (ctx) => specialLoader(ctx, ctx.params.slug),
  dealsCategory: async (ctx) => {
    await settle([
      ctx.params.categorySlug === undefined
        ? ctx.queryClient.ensureQueryData(customCategoriesQuery())
        : ctx.queryClient.ensureQueryData(specialsQuery(ctx.shop.retailerId)),
    ]);
    return {};
  },
  dealsCollection: (ctx) => specialLoader(ctx, ctx.search.get('specialSlug'), ctx.search.get('brandId')),
  search: async (ctx) => {
    await settle([menu(ctx, searchMenuFilter(ctx.search))]);
    return {};
  },
  searchDeals: (ctx) => (ctx.params.dealUrlSlug !== undefined ? specialLoader(ctx, ctx.params.dealUrlSlug) : specialsLoader(ctx)),
  searchBrands: (ctx) =>
    ctx.params.brandSlug !== undefined
      ? brandLoader(ctx, ctx.params.brandSlug)
      : ctx.queryClient
          .ensureQueryData(brandsQuery())
          .catch(() => undefined)
          .then(() => ({})),
  searchCategories: (ctx) =>
    ctx.params.slug !== undefined
      ? categoryLoader(ctx, ctx.params.slug)
      : ctx.queryClient
          .ensureQueryData(categoriesQuery())
          .catch(() => undefined)
          .then(() => ({})),
  storeDetails: async (ctx) => {
    const retailers = await ctx.queryClient.ensureQueryData(retailersQuery(ctx.siteId)).catch(() => undefined);
    if (!retailers) return {};
    const retailer = findRetailer(retailers, ctx.params.retailerSlug ?? ctx.params.id);
    return retailer ? { retailer, title: retailer.name } : { notFound: true };
  },
  storeDirectory: retailersLoader,
  stateDirectory: retailersLoader,
  info: infoLoader,
  support: none,
  auth: none,
  account: none,
  lists: none,
  notifications: none,
  settings: none,
  chat: none,
  menu: none,
  cart: cartLoader,
  checkout: cartLoader,
  cartAbandonment: none,
  staff: none,
  notFound: async () => ({ notFound: true }),
};

/** Runs a route's loader; never throws (a failed call is the page's to show). */
export async function runLoader(ctx: LoaderContext): Promise<LoaderResult> {
  try {
    const userId = ctx.shopper?.userId;
    // Every page of a signed-in shopper shows their lists somewhere ('Saved to Your List' on a
    // product, 'Save for Later' on the cart, the header's count): in the HTML, so the browser
    // hydrates with what the server showed instead of its own answer arriving mid-hydration.
    const forShopper = userId
      ? [ctx.queryClient.ensureQueryData(wishlistsQuery(userId)), ...(signedInCalls[ctx.route.id]?.(ctx, userId) ?? [])]
      : undefined;
    const [result] = await Promise.all([routeLoaders[ctx.route.page](ctx), forShopper ? settle(forShopper) : undefined]);
    return result;
  } catch (error) {
    console.error(`[loader] ${ctx.route.id} failed`, error);
    return {};
  }
}
