/**
 * A concrete URL for every route-table entry, with parameters taken from the demo catalogue (so a
 * product page shows a real product, a store slug a real store). Routes whose content the spec does
 * not define (blog, events, responses, chat threads, lists) get a plain sample value.
 */
import { brands, categories, customCategories, products, retailers, specials } from '@storefront/fixtures/catalog';
import { cmsFixtureIds, cmsPagesFixtures } from '@storefront/fixtures/cms';
import type { RouteDef } from '@storefront/app/routes';

function first<T>(list: readonly T[], what: string): T {
  const value = list[0];
  if (value === undefined) throw new Error(`The demo catalogue has no ${what}`);
  return value;
}

const product = first(products, 'products');
const brand = first(brands, 'brands');
const category = first(categories, 'categories');
const customCategory = first(customCategories, 'custom categories');
const special = first(specials, 'specials');
const retailer = first(retailers, 'retailers');
/** The first demo retailer's information pages (a fresh browser shows that retailer). */
const sitePages = cmsPagesFixtures[cmsFixtureIds[0]];
const post = first(sitePages.blog.posts, 'blog posts');
const guide = first(sitePages.education.articles, 'education articles');
const event = first(sitePages.events.items, 'events');

/** Values by parameter name (react-router `:name`), and for the splat. */
const paramValues: Record<string, string> = {
  productSlug: product.productSlug,
  brand: brand.urlSlug,
  brandSlug: brand.urlSlug,
  categorySlug: category.urlSlug,
  slug: category.urlSlug,
  dealUrlSlug: special.urlSlug,
  retailerSlug: retailer.urlSlug ?? retailer.id,
  id: retailer.id,
  '*': 'sample',
};

/** Per-route overrides where the parameter means something else, or a query is part of the route. */
const overrides: Record<string, string> = {
  'deal-detail': `/deals/${special.urlSlug}`,
  'deals-category-detail': `/deals-category/${customCategory.urlSlug}`,
  'deals-collection': `/deals-collection/category?specialSlug=${special.urlSlug}`,
  specials: `/specials?specialSlug=${special.urlSlug}`,
  'brand-details': `/brands/${brand.id}`,
  'blog-detail': `/blog/${post.slug}`,
  'education-detail': `/education/${guide.slug}`,
  response: '/response/1',
  event: `/events/${event.id}`,
  'your-list-detail': '/your-list/weekend',
  'chat-thread': '/chat-with-retailer/1',
  'cart-abandonment-deep': '/cart-abandonment/cart-1',
  'not-found': '/this-page/does-not-exist',
};

export function exampleUrl(route: RouteDef): string {
  const override = overrides[route.id];
  if (override !== undefined) return override;
  return route.path
    .split('/')
    .map((segment) => {
      if (segment === '*') return paramValues['*'];
      if (!segment.startsWith(':')) return segment;
      const value = paramValues[segment.slice(1)];
      if (value === undefined) throw new Error(`No example value for ${segment} in ${route.path}`);
      return encodeURIComponent(value);
    })
    .join('/');
}

export const demoData = { product, brand, category, customCategory, special, retailer, sitePages, post, guide, event };
