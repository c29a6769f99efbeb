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
import type { ParsedCms } from '@storefront/components';
import { cmsQuery, failureMessage } from '@storefront/components/api';

export const SITE_CONFIG_KEY = 'site-config';

/** The site message shown when the CMS call fails (the server's message is shown first). */
export const CMS_FALLBACK_MESSAGE = 'Could not load the store settings; showing the default storefront.';

export interface SiteConfigData extends ParsedCms {
  /** The CMS call failed: the message to show, `config` holding the built-in defaults; else null. */
  failure: string | null;
}

/** The parsed CMS and, when the call failed, the failure's message (the server's, else ours). */
export function siteConfigData(parsed: ParsedCms, error?: unknown): SiteConfigData {
  return { ...parsed, failure: error === undefined ? null : (failureMessage(error) ?? CMS_FALLBACK_MESSAGE) };
}

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
