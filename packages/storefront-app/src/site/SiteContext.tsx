/**
 * The site configuration: the demo retailer's CMS payload (on the server-rendered page it is already
 * in the query cache, put there by the server), parsed with `parseCms` (the same parser as stories
 * and tests); warnings are logged, and the page is never blank: when the call fails the built-in
 * defaults (parseCms({})) are used and an error toast says why. The site id comes from the server
 * (host name, ?site=, cookie); switching writes the cookie so the next request renders that site.
 */
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { parseCms, type CmsWarning, type SiteConfig, notify } from '@storefront/components';
import { cmsQuery, failureMessage } from '@storefront/components/api';
import { APP_STORAGE_KEYS, usePreferenceStore, writeStored } from '../stores/index.ts';
import { demoSites, type DemoSite } from './demoSites.ts';
import { siteCookie } from './siteChoice.ts';
import { loading as loadingStyle } from '../layout/styles.ts';

export type SiteStatus = 'loading' | 'ready' | 'fallback';

export interface SiteContextValue {
  siteId: string;
  sites: readonly DemoSite[];
  setSiteId: (id: string) => void;
  config: SiteConfig;
  warnings: CmsWarning[];
  status: SiteStatus;
}

const SiteContext = createContext<SiteContextValue | null>(null);

/** The site message shown when the CMS call fails (the server's message is shown first). */
export const CMS_FALLBACK_MESSAGE = 'Could not load the store settings; showing the default storefront.';

const parsedPayloads = new WeakMap<object, ReturnType<typeof parseCms>>();

/**
 * parseCms, once per payload object: the server keeps each site's payload in its CMS cache and puts
 * the same object in every request's query cache, so a site's CMS is parsed once, not per request.
 */
export function parseCmsOnce(payload: unknown): ReturnType<typeof parseCms> {
  if (typeof payload !== 'object' || payload === null) return parseCms(payload);
  const cached = parsedPayloads.get(payload);
  if (cached) return cached;
  const parsed = parseCms(payload);
  parsedPayloads.set(payload, parsed);
  return parsed;
}

export function SiteProvider({ initialSiteId, children }: { initialSiteId: string; children: ReactNode }) {
  const [siteId, setSiteIdState] = useState(initialSiteId);
  // A CMS call that failed on the server arrives as an error: keep the defaults and the toast (no call again on mount).
  const query = useQuery({ ...cmsQuery(siteId), retryOnMount: false });
  const setProvider = usePreferenceStore((state) => state.setProvider);

  useEffect(() => writeStored(APP_STORAGE_KEYS.demoSite, siteId), [siteId]);

  const parsed = useMemo(() => {
    if (query.data !== undefined) return parseCmsOnce(query.data);
    if (query.isError) return parseCms({});
    return null;
  }, [query.data, query.isError]);

  useEffect(() => {
    if (!query.isError) return;
    console.error('[site] CMS call failed; using the defaults', query.error);
    notify.error(failureMessage(query.error) ?? CMS_FALLBACK_MESSAGE, { id: 'cms-fallback' });
  }, [query.isError, query.error]);

  useEffect(() => {
    if (parsed && parsed.warnings.length > 0) console.warn(`[site] CMS "${siteId}": ${parsed.warnings.length} warning(s)`, parsed.warnings);
  }, [parsed, siteId]);

  const provider = parsed?.config.initialSiteData.provider;
  useEffect(() => {
    if (provider) setProvider(provider);
  }, [provider, setProvider]);

  const setSiteId = useCallback((id: string) => {
    if (!demoSites.some((site) => site.id === id)) return;
    setSiteIdState(id);
    document.cookie = siteCookie(id);
    const url = new URL(window.location.href);
    url.searchParams.set('site', id);
    window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
  }, []);

  const value = useMemo<SiteContextValue | null>(
    () =>
      parsed === null
        ? null
        : { siteId, sites: demoSites, setSiteId, config: parsed.config, warnings: parsed.warnings, status: query.isError ? 'fallback' : 'ready' },
    [parsed, siteId, setSiteId, query.isError],
  );

  if (value === null) {
    return (
      <div role="status" aria-live="polite" {...loadingStyle}>
        Loading the store…
      </div>
    );
  }
  return <SiteContext.Provider value={value}>{children}</SiteContext.Provider>;
}

export function useSite(): SiteContextValue {
  const value = useContext(SiteContext);
  if (!value) throw new Error('useSite() must be used inside <SiteProvider>');
  return value;
}

/** For tests and stories: a fixed site value. */
export function SiteContextProvider({ value, children }: { value: SiteContextValue; children: ReactNode }) {
  return <SiteContext.Provider value={value}>{children}</SiteContext.Provider>;
}
