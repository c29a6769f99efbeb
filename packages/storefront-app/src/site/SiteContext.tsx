/**
 * The site configuration: the demo retailer's CMS, parsed with `parseCms` (the same parser as
 * stories and tests) on the server, which hands the browser the result in its query cache
 * (siteConfig.ts: the browser parses only a site it fetches itself). Warnings are logged, and the
 * page is never blank: when the CMS call fails the built-in defaults (parseCms({})) are used and an
 * error toast says why. The site id comes from the server (host name, ?site=, cookie); switching
 * writes the cookie so the next request renders that site.
 */
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type CmsWarning, type SiteConfig, notify } from '@storefront/components';
import { APP_STORAGE_KEYS, usePreferenceStore, writeStored } from '../stores/index.ts';
import { demoSites, type DemoSite } from './demoSites.ts';
import { siteConfigQuery } from './siteConfig.ts';
import { siteCookie } from './siteChoice.ts';
import * as css from './SiteContext.css.ts';

export { CMS_FALLBACK_MESSAGE } from './siteConfig.ts';

// The parser, on the server only: the browser build folds this to null, so nothing in the browser's
// first load imports parseSiteCms.ts (siteConfigQuery loads it when the browser must parse).
const serverParser = import.meta.env.SSR ? await import('./parseSiteCms.ts') : null;

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

export function SiteProvider({ initialSiteId, children }: { initialSiteId: string; children: ReactNode }) {
  const [siteId, setSiteIdState] = useState(initialSiteId);
  const queryClient = useQueryClient();
  // On the server, the first render parses the payload the server put in the cache; the browser
  // receives that result and, for a site it has no configuration of, fetches and parses it.
  const query = useQuery({
    ...siteConfigQuery(queryClient, siteId),
    initialData: serverParser ? () => serverParser.serverSiteConfig(queryClient, siteId) : undefined,
  });
  const setProvider = usePreferenceStore((state) => state.setProvider);

  useEffect(() => writeStored(APP_STORAGE_KEYS.demoSite, siteId), [siteId]);

  const parsed = query.data ?? null;
  const failure = parsed?.failure ?? null;

  useEffect(() => {
    if (failure === null) return;
    console.error(`[site] CMS call for "${siteId}" failed; using the defaults: ${failure}`);
    notify.error(failure, { id: 'cms-fallback' });
  }, [failure, siteId]);

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
        : {
            siteId,
            sites: demoSites,
            setSiteId,
            config: parsed.config,
            warnings: parsed.warnings,
            status: failure === null ? 'ready' : 'fallback',
          },
    [parsed, siteId, setSiteId, failure],
  );

  if (value === null) {
    return (
      <div role="status" aria-live="polite" className={css.loading}>
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
