/**
 * The CMS parser as the storefront runs it: `parseCms` (zod and the CMS schema) once per payload.
 * The server parses every site's CMS and hands the browser the result (siteConfig.ts), so this
 * module is not part of the browser's first load: the browser imports it only when it must parse
 * a payload itself (a demo retailer switched in the page, or a render without the server's state).
 */
import type { QueryClient } from '@tanstack/react-query';
import { parseCms, type ParsedCms } from '@storefront/components';
import { cmsQuery } from '@storefront/components/api';
import { siteConfigData, type SiteConfigData } from './siteConfigData.ts';

// Made on first use: nothing runs when the module loads (the browser build drops it from the entry).
let parsedPayloads: WeakMap<object, ParsedCms> | undefined;

/**
 * parseCms, once per payload object: the server keeps each site's payload in its CMS cache and puts
 * the same object in every request's query cache, so a site's CMS is parsed once, not per request.
 */
export function parseCmsOnce(payload: unknown): ParsedCms {
  if (typeof payload !== 'object' || payload === null) return parseCms(payload);
  parsedPayloads ??= new WeakMap();
  const cached = parsedPayloads.get(payload);
  if (cached) return cached;
  const parsed = parseCms(payload);
  parsedPayloads.set(payload, parsed);
  return parsed;
}

/**
 * The server's site configuration for SiteProvider's first render: the CMS payload the server put
 * in the request's query cache, parsed, or the defaults and the failure when the CMS call failed
 * (undefined without either: the query then fetches).
 */
export function serverSiteConfig(queryClient: QueryClient, siteId: string): SiteConfigData | undefined {
  const state = queryClient.getQueryState(cmsQuery(siteId).queryKey);
  if (!state || state.status === 'pending') return undefined;
  return siteConfigData(
    parseCmsOnce(state?.data ?? {}),
    state?.status === 'error' ? (state.error ?? new Error('CMS call failed')) : undefined,
  );
}
