/**
 * robots.txt and sitemap.xml for the site of a request: the retailer's public routes (from the
 * route table: no parameters, no sign-in, no private areas), products, categories, brands and stores,
 * read through the same query-options factories as the pages.
 */
import { brandsQuery, categoriesQuery, productMenuQuery, retailersQuery } from '@storefront/components/api';
import { buildSitemap, robotsTxt, sitemapEntries } from '@storefront/components/seo';
import { createQueryClient } from '../api/queryClient.ts';
import { routeTable } from '../routes/routeTable.ts';
import { shopContextFor } from '../routes/pageQueries.ts';
import { initialPreference } from '../stores/index.ts';
import { parseCmsOnce } from '../site/parseSiteCms.ts';
import { cmsQuery } from '@storefront/components/api';

/** Areas of a shopper's own (never indexed, never in the sitemap). */
export const PRIVATE_PAGE_KINDS = new Set([
  'cart',
  'checkout',
  'cartAbandonment',
  'account',
  'lists',
  'notifications',
  'settings',
  'chat',
  'auth',
  'menu',
  'notFound',
]);

/** The route table's public paths without parameters. */
export const publicStaticPaths: readonly string[] = routeTable
  .filter((route) => !route.loginRequired && !PRIVATE_PAGE_KINDS.has(route.page) && !route.path.includes(':') && !route.path.includes('*'))
  .map((route) => route.path);

export function robotsText(origin: string): string {
  return robotsTxt({ origin });
}

const SITEMAP_PRODUCT_LIMIT = 100;

export async function sitemapXml({ origin, siteId }: { origin: string; siteId: string }): Promise<string> {
  const client = createQueryClient({ server: true });
  const config = parseCmsOnce(await client.fetchQuery(cmsQuery(siteId)).catch(() => ({}))).config;
  const shop = shopContextFor(config, initialPreference);
  const [menu, categories, brands, retailers] = await Promise.all([
    client
      .fetchQuery(productMenuQuery({ provider: shop.provider, menuType: shop.menuType, retailerId: null, limit: SITEMAP_PRODUCT_LIMIT }))
      .catch(() => ({ products: [], total: 0 })),
    client.fetchQuery(categoriesQuery()).catch(() => []),
    client.fetchQuery(brandsQuery()).catch(() => []),
    client.fetchQuery(retailersQuery(siteId)).catch(() => []),
  ]);
  return buildSitemap(
    sitemapEntries({
      origin,
      routes: publicStaticPaths,
      products: menu.products,
      categories,
      brands,
      retailers,
      settings: config.siteSettings,
    }),
  );
}
