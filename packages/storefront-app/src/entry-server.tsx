/**
 * Server rendering of one request (built by `vite build --ssr`, called by server/storefront.ts):
 *
 * 1. the site's CMS payload (from a short-lived per-process cache: stale-while-revalidate, so a
 *    request never waits on the CMS once a site has been seen) goes into a fresh query cache;
 * 2. the URL is resolved to its route (resolveRoute: the same function the client uses) and the
 *    route's loader (routes/loaders.ts) fills the cache with what the page shows above the fold,
 *    while the page's module loads;
 * 3. React renders the app with renderToPipeableStream; the shell (chrome, page content, theme
 *    variables) is ready at once because the data and module are in hand, and whatever still
 *    suspends (lazy chrome) streams in after;
 * 4. the server gets the status (404 for unknown paths and missing products, stores, brands…), the
 *    head (title, description, canonical, Open Graph, JSON-LD, the LCP image preload), the page
 *    module (for its CSS and modulepreload links) and, once the stream ends, the dehydrated cache.
 */
import type { PreviewNotice } from './site/previewNotice.tsx';
import { StrictMode, type ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { defaultShouldDehydrateQuery, dehydrate, type QueryClient } from '@tanstack/react-query';
import { Writable } from 'node:stream';
import { JSDOM } from 'jsdom';
import { cmsQuery, configureApi, retailersQuery } from '@storefront/components/api';
import { provideSanitizerWindow, type SiteConfig } from '@storefront/components';
import { App } from './App.tsx';
import { createQueryClient } from './api/queryClient.ts';
import { preloadPage } from './routes/lazyPages.tsx';
import { preloadViewportChrome } from './layout/slots/viewportChrome.ts';
import { loaderShopper, runLoader, type LoaderResult } from './routes/loaders.ts';
import { shopContextOf } from './shop/shopContext.ts';
import { pageModuleOf, type PageModuleName } from './routes/pageModules.ts';
import { resolveRoute } from './routes/resolveRoute.ts';
import { pageKinds, type RouteDef } from './routes/routeTable.ts';
import { parseCmsOnce } from './site/parseSiteCms.ts';
import { demoSites } from './site/demoSites.ts';
import { serializeClientState } from './site/clientState.ts';
import { buildPageHead, type PageHead } from './seo/pageHead.ts';
import type { ShopperSnapshot } from './shop/serverState.tsx';
import { ageGateAction, storeChoiceAction, type ActionResult } from './shop/shopperActions.ts';
import { needsFirstChoice } from './store-choice/firstVisit.ts';
import { preloadStorePreference, STORE_PREFERENCE_MODULE } from './layout/slots/StoreChooserSlot.tsx';
import { readShopperCookie } from './shop/shopperCookie.ts';
import { homeCatalogSections } from './pages/home/catalogSections.ts';
import { productLabResults } from './pages/catalog/labResultsSection.ts';

export { demoSites };
export { shopperCookieString } from './shop/shopperCookie.ts';
export { shopperOf } from './shop/shopperOf.ts';
export {
  AGE_GATE_ACTION_PATH,
  afterSignIn,
  cartApiCall,
  cartFormChange,
  formReturnPath,
  shopperFormAt,
  withNotice,
  type ShopperFormName,
} from './shop/shopperActions.ts';

export { resolveRequestSite, siteCookie, SITE_QUERY_PARAM } from './site/siteChoice.ts';
export { sitemapXml, robotsText } from './seo/siteFiles.ts';
export { offlinePage, webAppManifestJson } from './seo/webApp.ts';

const CMS_KEY = cmsQuery('').queryKey[0];

// CMS HTML (information pages, footer text) is cleaned by DOMPurify over a standard DOM here too,
// so it is in the server's HTML instead of appearing only after hydration.
provideSanitizerWindow(new JSDOM('<!doctype html><html><body></body></html>').window as never);

/** How long a site's CMS payload is served from memory before it is refreshed in the background. */
export const CMS_FRESH_MS = 30_000;

interface CachedCms {
  payload: unknown;
  fetchedAt: number;
  refreshing: boolean;
}
const cmsCache = new Map<string, CachedCms>();

/** Points the shared API client at the API (in-process handler or an API origin). */
export function configureServerApi(options: { baseUrl: string; fetch?: typeof fetch; timeoutMs?: number }): void {
  configureApi(options);
}

/**
 * The site's CMS payload: from the process cache (refreshed in the background after CMS_FRESH_MS,
 * never making a request wait), else fetched into this request's query cache, so a failure is
 * recorded there as the query's error: the server renders the default storefront and the client,
 * hydrating that error, shows the CMS failure toast (SiteProvider) instead of calling again.
 */
async function siteCms(queryClient: QueryClient, siteId: string, now = Date.now()): Promise<unknown> {
  const options = cmsQuery(siteId);
  const cached = cmsCache.get(siteId);
  if (!cached) {
    const payload = await queryClient.fetchQuery(options);
    cmsCache.set(siteId, { payload, fetchedAt: now, refreshing: false });
    return payload;
  }
  queryClient.setQueryData(options.queryKey, cached.payload as never);
  if (now - cached.fetchedAt > CMS_FRESH_MS && !cached.refreshing) {
    cached.refreshing = true;
    createQueryClient({ server: true })
      .fetchQuery(options)
      .then((payload) => cmsCache.set(siteId, { payload, fetchedAt: Date.now(), refreshing: false }))
      .catch((error: unknown) => {
        cached.refreshing = false;
        console.error(`[ssr] CMS refresh for "${siteId}" failed; serving the cached copy`, error);
      });
  }
  return cached.payload;
}

/**
 * A shopper's form that changes only the shopper cookie (shop/shopperActions.ts), posted before the
 * page's code ran or without it: the age gate (it needs the site's CMS: is there a medical menu?) and
 * the store choice (it needs the site's stores).
 */
export async function answerShopperCookieForm(input: {
  form: 'ageGate' | 'store';
  siteId: string;
  cookieHeader: string | null | undefined;
  fields: URLSearchParams;
}): Promise<ActionResult> {
  const queryClient = createQueryClient({ server: true });
  const current = readShopperCookie(input.cookieHeader);
  if (input.form === 'store') {
    const retailers = await queryClient.fetchQuery(retailersQuery(input.siteId)).catch(() => []);
    return storeChoiceAction(current, input.fields, retailers);
  }
  const payload = await siteCms(queryClient, input.siteId).catch(() => undefined);
  const config = parseCmsOnce(payload ?? {}).config;
  return ageGateAction(current, input.fields, { hasMedicalMenu: config.retailerMenuTypeSettingsCMS.isMedicalTypeOn });
}

export interface RenderInput {
  /** Path and query of the request, e.g. '/shop?search=gummies'. */
  url: string;
  /** The public origin, e.g. 'https://shop.example.com' (canonical URLs, JSON-LD). */
  origin: string;
  siteId: string;
  /** The response's CSP nonce: React puts it on the inline scripts it streams. */
  nonce?: string;
  /**
   * This browser's private CMS preview (server/previews.ts): `json` replaces the site's CMS for this
   * render only (never the shared cache); `notice` is the banner.
   */
  preview?: { json?: unknown; notice: PreviewNotice };
  /** The shopper by their cookies (shop/): the page is rendered for them, not for a guess. */
  shopper?: ShopperSnapshot | null;
}

export interface RenderResult {
  status: number;
  route: RouteDef;
  head: PageHead;
  pageModule: PageModuleName;
  /** Lazily loaded chrome in this HTML, as client-manifest keys (its styles and code are linked with the page's). */
  chromeModules: readonly string[];
  /** Pipes the React stream into `destination` (which it ends). */
  pipe: (destination: Writable) => void;
  abort: () => void;
  /** The state the client hydrates with (JSON, call after the stream has ended). */
  state: () => string;
}

function ServerRouter(location: string) {
  return function Router({ children }: { children: ReactNode }) {
    return <StaticRouter location={location}>{children}</StaticRouter>;
  };
}

async function loadRoute(queryClient: QueryClient, input: RenderInput, config: SiteConfig) {
  const url = new URL(input.url, 'http://storefront.invalid');
  const { route, params } = resolveRoute(url.pathname, config.siteSettings);
  const shop = shopContextOf(config, input.shopper);
  const cookie = input.shopper?.cookie;
  const firstChoice = needsFirstChoice({
    hydrated: Boolean(cookie),
    ageConsent: Boolean(cookie?.ageConsent) || config.initialSiteData.canAgeConsent,
    choiceSeen: Boolean(cookie?.choiceSeen) || config.initialSiteData.isVisitedCustomerChoicePage,
    retailerId: cookie?.preference.retailerId,
  });
  const [result] = await Promise.all([
    runLoader({
      queryClient,
      route,
      params,
      search: url.searchParams,
      config,
      shop,
      siteId: input.siteId,
      shopper: loaderShopper(input.shopper),
    }),
    preloadPage(route.page),
    // Both sides of the breakpoint's chrome (the browser loads only its own; the HTML has both).
    preloadViewportChrome('all'),
    // The home page's sections below the fold, and a product's lab results, are modules of their own
    // (out of the browser's first load); the server has them in before rendering, so the HTML holds them.
    route.page === 'home' ? homeCatalogSections.preload() : undefined,
    route.id === 'product' ? productLabResults.preload() : undefined,
    // The header names the CMS's store until the shopper chooses one (useShopperChromeState); a
    // first visit's store choice lists the stores.
    shop.retailerId || firstChoice ? queryClient.ensureQueryData(retailersQuery(input.siteId)).catch(() => undefined) : undefined,
    // A first visit's store choice is in the HTML (StoreChooserSlot), its forms working before the code loads.
    firstChoice ? preloadStorePreference() : undefined,
  ]);
  // The lazily loaded chrome the HTML holds (its styles and code go with the page: server/assets.ts).
  const chromeModules = firstChoice ? [STORE_PREFERENCE_MODULE] : [];
  return { url, route, result, chromeModules };
}

function statusOf(route: RouteDef, result: LoaderResult): number {
  return route.page === 'notFound' || result.notFound ? 404 : 200;
}

export async function render(input: RenderInput): Promise<RenderResult> {
  const queryClient = createQueryClient({ server: true });
  let payload: unknown;
  if (input.preview?.json !== undefined) {
    payload = input.preview.json;
    queryClient.setQueryData(cmsQuery(input.siteId).queryKey, payload as never);
  } else {
    try {
      payload = await siteCms(queryClient, input.siteId);
    } catch (error) {
      console.error(`[ssr] CMS for "${input.siteId}" failed; rendering the default storefront`, error);
    }
  }
  const config = parseCmsOnce(payload ?? {}).config;
  const { url, route, result, chromeModules } = await loadRoute(queryClient, input, config);
  const head = buildPageHead({ origin: input.origin, url, route, result, config, queryClient });

  return new Promise<RenderResult>((resolveRender, rejectRender) => {
    let shellError: unknown = null;
    const stream = renderToPipeableStream(
      <StrictMode>
        <App
          queryClient={queryClient}
          siteId={input.siteId}
          Router={ServerRouter(input.url)}
          preview={input.preview?.notice ?? null}
          shopper={input.shopper ?? null}
        />
      </StrictMode>,
      {
        nonce: input.nonce,
        // Fizz outlines a completed Suspense boundary bigger than this (default 12.8 kB) into a
        // hidden segment revealed by script: the page's content would be invisible without
        // JavaScript and painted late with it. The route's data and module are in hand before
        // rendering, so its boundary is complete: keep it inline. Boundaries still pending at the
        // shell (the lazy desktop footer) stream as before.
        progressiveChunkSize: Number.MAX_SAFE_INTEGER,
        onShellReady() {
          // The data the shell was rendered with, taken now: a query that settles while the page
          // streams (a signed-in shopper's lists, asked for by a widget) is not in the HTML, so the
          // browser must not hydrate with it either ('Saved to Your List' over the server's 'Add to
          // Your List' was a hydration mismatch); the browser asks for it itself.
          const queries = dehydrate(queryClient, {
            shouldDehydrateQuery: (query) => query.queryKey[0] !== CMS_KEY && defaultShouldDehydrateQuery(query),
          });
          resolveRender({
            status: statusOf(route, result),
            route,
            head,
            pageModule: pageModuleOf[route.page],
            chromeModules,
            pipe: (destination) => stream.pipe(destination),
            abort: () => stream.abort(),
            state: () =>
              serializeClientState({
                siteId: input.siteId,
                pageKind: route.page,
                hydrate: payload !== undefined,
                preview: input.preview?.notice ?? null,
                shopper: input.shopper ?? null,
                // The raw CMS payload stays on the server: the browser gets the parsed configuration
                // (site/siteConfig.ts, with a failed CMS call's message for the toast). Other failed
                // calls stay out: the server rendered them as loading, the browser calls them again.
                queries,
              }),
          });
        },
        onShellError(error) {
          shellError = error;
          rejectRender(error);
        },
        onError(error) {
          if (shellError === null) console.error('[ssr] render error', error);
        },
      },
    );
  });
}

/**
 * Loads every page module and renders the home page once into nothing, so the lazy chrome (the
 * desktop footer) is resolved before the first shopper's request and every response is whole.
 */
export async function warmUp(siteId: string, origin: string): Promise<void> {
  await Promise.all(pageKinds.map((kind) => preloadPage(kind).catch(() => undefined)));
  const rendered = await render({ url: '/', origin, siteId });
  await new Promise<void>((resolveDone) => {
    rendered.pipe(
      new Writable({
        write: (_chunk, _encoding, callback) => callback(),
        final: (callback) => {
          callback();
          resolveDone();
        },
      }),
    );
  });
}
