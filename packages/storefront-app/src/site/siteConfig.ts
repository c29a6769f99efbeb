/**
 * The site configuration the storefront renders with, as a query: the site's CMS payload parsed
 * (parseSiteCms.ts) and whether the CMS call failed.
 *
 * The server parses: its query cache holds the site's payload (entry-server), SiteProvider's first
 * render there derives this query's data from it (serverSiteConfig), and the dehydrated cache hands
 * the browser the parsed, already-checked configuration. So the page the browser hydrates never
 * loads the parser (zod and the CMS schema, parseSiteCms.ts): it loads with this query's function,
 * which runs only when the browser has no configuration for the site (a demo retailer switched in
 * the page, a render without the server's state).
 */
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { cmsQuery } from '@storefront/components/api';
import { siteConfigData, type SiteConfigData } from './siteConfigData.ts';

export { CMS_FALLBACK_MESSAGE, siteConfigData, type SiteConfigData } from './siteConfigData.ts';

export const SITE_CONFIG_KEY = 'site-config';

/** The site's configuration: fetched and parsed in the browser only when the server did not send it. */
export function siteConfigQuery(queryClient: QueryClient, siteId: string) {
  return queryOptions({
    queryKey: [SITE_CONFIG_KEY, siteId] as const,
    queryFn: async (): Promise<SiteConfigData> => {
      const parser = import('./parseSiteCms.ts');
      let payload: unknown = {};
      let error: unknown;
      try {
        payload = await queryClient.ensureQueryData(cmsQuery(siteId));
      } catch (caught) {
        // SiteProvider logs it and shows the toast.
        error = caught ?? new Error('CMS call failed');
      }
      return siteConfigData((await parser).parseCmsOnce(payload), error);
    },
    // Fixed for the visit, as the CMS payload is (STALE_MS.cms); a failed CMS call is not made again.
    staleTime: Infinity,
    meta: { toast: false },
  });
}
