/**
 * The head of a server-rendered page, from the route, its loader's result and the CMS: title,
 * description, canonical URL and Open Graph tags (buildHead/renderHeadTags), JSON-LD for a product
 * (`Product` with its offers) or a store (`Store` with address, geo and opening hours), and the
 * image to preload as the page's largest paint. The pure builders are the design system's
 * (@storefront/components/seo); this only picks their inputs.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { SiteConfig } from '@storefront/components';
import { webAppHeadTags } from './webApp.ts';
import { buildHead, jsonLdScript, productJsonLd, renderHeadTags, storeJsonLd } from '@storefront/components/seo';
import type { LoaderResult } from '../routes/loaders.ts';
import type { RouteDef } from '../routes/routeTable.ts';

export interface PageHead {
  tags: string;
  lcpImage?: { href: string };
}

export interface PageHeadInput {
  origin: string;
  url: URL;
  route: RouteDef;
  result: LoaderResult;
  config: SiteConfig;
  queryClient: QueryClient;
}

const HOME_PAGE_IDS = new Set(['home', 'homepage2']);

export function buildPageHead({ origin, url, route, result, config }: PageHeadInput): PageHead {
  const siteName = config.siteSettings.siteName;
  const product = result.product;
  const image = product?.image ?? result.retailer?.image ?? result.brand?.imageUrl ?? undefined;
  const head = buildHead({
    siteName,
    title: HOME_PAGE_IDS.has(route.id) ? siteName : (result.title ?? route.title),
    description: product?.description ?? result.brand?.description ?? undefined,
    origin,
    path: url.pathname,
    search: url.search,
    image,
    type: product ? 'product' : 'website',
    noindex: result.notFound === true || route.loginRequired === true,
  });
  const jsonLd = [
    product ? productJsonLd(product, { origin, siteName }) : null,
    result.retailer ? storeJsonLd(result.retailer, { origin }) : null,
  ].filter((entry) => entry !== null);
  return {
    tags: renderHeadTags(head) + webAppHeadTags(config) + jsonLd.map((entry) => jsonLdScript(entry)).join(''),
    lcpImage: product?.image ? { href: product.image } : undefined,
  };
}
