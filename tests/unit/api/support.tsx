/**
 * Shared set-up of the API-layer fault tests: the msw network of tests/unit/network.ts (the demo
 * API on /api/*, overridden per test with server.use), a short client timeout and no retry delay
 * so a fault plays out in milliseconds, spies on the toasts, and the app's providers.
 */
import { afterEach, beforeEach, vi, type MockInstance } from 'vitest';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router';
import { http } from 'msw';
import { apiPaths, configureApi, request, resetApiConfig } from '@storefront/components/api';
import { notify } from '@storefront/components';
import { parseCms, type SiteConfig } from '@storefront/components/cms';
import { cmsFixtures } from '@storefront/fixtures/cms';
import { createQueryClient } from '@storefront/app/api/query-client';
import { SiteContextProvider } from '@storefront/app/site';
import { demoSites } from '@storefront/app/demo-sites';
import { server } from '../network.ts';

/** The client timeout the fault tests use (the default is DEFAULT_TIMEOUT_MS, 10 s). */
export const TEST_TIMEOUT_MS = 40;

export const greenleaf: SiteConfig = parseCms(cmsFixtures.greenleaf).config;

export interface Toasts {
  error: MockInstance<(typeof notify)['error']>;
  success: MockInstance<(typeof notify)['success']>;
}

/** Installs the per-test client settings and toast spies; returns the spies (fresh each test). */
export function setUpApiFaultTests(): Toasts {
  const toasts = {} as Toasts;
  // Each test's demo API (tests/unit/network.ts) opens and seeds its in-memory database on its first
  // call: done here, under the client's default timeout, so no test's 40 ms timeout has to cover it
  // (on a busy machine the seed alone can take longer).
  beforeEach(async () => {
    await request(apiPaths.retailers).catch(() => undefined);
  });
  beforeEach(() => {
    configureApi({ timeoutMs: TEST_TIMEOUT_MS, retryDelayMs: 0 });
    toasts.error = vi.spyOn(notify, 'error').mockImplementation(() => undefined);
    toasts.success = vi.spyOn(notify, 'success').mockImplementation(() => undefined);
    // The client logs each fault it turns into a failure; the tests assert on what the shopper sees.
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    resetApiConfig();
    vi.restoreAllMocks();
  });
  return toasts;
}

/** An answer that never comes (the request stays open until the client gives up). */
export const never = () => new Promise<Response>(() => undefined);

/** Answers `path` (any method, any origin) with `respond`, counting the calls. */
export function answer(path: string, respond: () => Response | Promise<Response>) {
  const calls = { count: 0 };
  server.use(
    http.all(`*${path}`, () => {
      calls.count += 1;
      return respond();
    }),
  );
  return calls;
}

/** A body cut short: the first half of a real answer. */
export function truncated(body: unknown, status = 200): Response {
  const text = JSON.stringify(body);
  return new Response(text.slice(0, Math.floor(text.length / 2)), { status, headers: { 'content-type': 'application/json' } });
}

export const emptyOk = (): Response => new Response('', { status: 200, headers: { 'content-type': 'application/json' } });

export const htmlPage = (status = 502): Response =>
  new Response('<!DOCTYPE html><html><head><title>502 Bad Gateway</title></head><body><h1>502 Bad Gateway</h1><hr>nginx</body></html>', {
    status,
    headers: { 'content-type': 'text/html' },
  });

/** The app's providers around `ui`, at `path`: its QueryClient (toasts from the QueryCache), the site, a router. */
export function renderInApp(
  ui: ReactNode,
  { path = '/', client = createQueryClient(), routePath = '*' }: { path?: string; client?: QueryClient; routePath?: string } = {},
) {
  const site = {
    siteId: 'greenleaf',
    sites: demoSites,
    setSiteId: () => undefined,
    config: greenleaf,
    warnings: [],
    status: 'ready' as const,
  };
  return {
    client,
    ...render(
      <QueryClientProvider client={client}>
        <SiteContextProvider value={site}>
          <MemoryRouter initialEntries={[path]}>
            <Routes>
              <Route path={routePath} element={ui} />
            </Routes>
          </MemoryRouter>
        </SiteContextProvider>
      </QueryClientProvider>,
    ),
  };
}
