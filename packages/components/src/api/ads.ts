/**
 * Sponsored ads (issue 12, spec 2.15, 4 "Ad loading"): the creatives one slot shows (GET
 * /api/ads/serve with the slot's AdRequest) and its impressions and clicks (POST /api/ads/events).
 * An ad that fails to come is hidden by its slot (NOT_LOADED); no call here shows a toast (spec 8:
 * "Other errors: not shown").
 */
import { queryOptions, skipToken } from '@tanstack/react-query';
import type { Product } from '../domain/types.ts';
import { apiPaths, withQuery } from '../rules/api.ts';
import type { AdRequest } from '../rules/commerce/ads.ts';
import { api, request } from './client.ts';
import { queryKeys } from './keys.ts';
import { STALE_MS } from './queryPolicy.ts';
import { contract } from './contracts.ts';

/** A native banner: the advertiser's brand, its logo, a headline, a line of copy and a call to action. */
export interface BannerCreative {
  adId: string;
  kind: 'banner';
  brandName: string;
  headline: string;
  body: string;
  cta: string;
  /** The brand's logo (an image the storefront serves). */
  logo: string;
  /** Where the banner leads (a path inside the storefront). */
  href: string;
  background: string;
  color: string;
}

/** A sponsored product: shown as the storefront's own product card with the 'Sponsored' label. */
export interface ProductCreative {
  adId: string;
  kind: 'product';
  product: Product;
}

export type AdCreative = BannerCreative | ProductCreative;

export interface AdServeAnswer {
  slot: string;
  ads: AdCreative[];
}

// Its check: adServeAnswerSchema (schemas.ts), loaded with the call.
const adServeAnswer = contract((schemas) => schemas.adServeAnswerSchema);

/** The request as the ad service's query string (every field; the service checks them again). */
export function adServePath(adRequest: AdRequest): string {
  return withQuery(apiPaths.adServe, { ...adRequest });
}

/** One slot's creatives; null (the slot's plan is nothing): no call. Not retried: a slot that does not fill in 5 s is hidden anyway. */
export function adsQuery(adRequest: AdRequest | null) {
  return queryOptions({
    queryKey: queryKeys.ads(adRequest),
    queryFn:
      adRequest === null
        ? skipToken
        : async ({ signal }): Promise<AdCreative[]> => (await request(adServePath(adRequest), { signal, schema: adServeAnswer })).data.ads,
    staleTime: STALE_MS.menu,
    retry: false,
    meta: { toast: false },
  });
}

export interface AdEvent {
  adId: string;
  kind: 'impression' | 'click';
  placement: string;
  retailerId?: string;
  visitorId?: string;
}

/** Records an impression or a click; a failure is dropped (the ad service's count, not the shopper's concern). */
export async function recordAdEvent(event: AdEvent): Promise<void> {
  await api.post(apiPaths.adEvents, event, { silent: true });
}
