/** The site's raw CMS payload (GET /api/cms/:siteId); parseCms reads it, leniently, field by field. */
import { queryOptions } from '@tanstack/react-query';
import { apiPaths } from '../rules/api.ts';
import { request } from './client.ts';
import { queryKeys } from './keys.ts';
import { retryDelay, retryQuery, STALE_MS } from './queryPolicy.ts';
import { contracts } from './contracts.ts';

/** A CMS payload as the API sends it: one JSON object (see '@storefront/components/cms'). */
export type CmsPayload = Record<string, unknown>;

/**
 * The raw CMS payload. An answer that is not a JSON object with `data` fails the query (it is not
 * read as an empty CMS, i.e. the unbranded default): the SiteProvider then shows its toast and
 * falls back to the defaults, so `toast: false` here.
 */
export function cmsQuery(siteId: string) {
  return queryOptions({
    queryKey: queryKeys.cms(siteId),
    queryFn: async ({ signal }): Promise<CmsPayload> =>
      (await request(apiPaths.cms(siteId), { signal, schema: contracts.cmsEnvelope })).data,
    staleTime: STALE_MS.cms,
    retry: retryQuery,
    retryDelay,
    meta: { toast: false },
  });
}

/**
 * The information pages' raw document (GET /api/cms/:siteId/pages), read with `parseSitePages`
 * by the page (which knows the site's image policy). A failure is the page's to show.
 */
export function sitePagesQuery(siteId: string) {
  return queryOptions({
    queryKey: queryKeys.sitePages(siteId),
    queryFn: async ({ signal }): Promise<CmsPayload> =>
      (await request(apiPaths.cmsPages(siteId), { signal, schema: contracts.cmsEnvelope })).data,
    staleTime: STALE_MS.cms,
    retry: retryQuery,
    retryDelay,
  });
}
