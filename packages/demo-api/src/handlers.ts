/**
 * The demo backend as ONE framework-free handler table. `createDemoApi()` returns
 * `(req) => Promise<{ status, json }>`; msw.ts and server.ts only translate requests to and from it.
 * Each instance has its own in-memory store (visitors, responses, subscriptions, checkouts, sessions).
 */
import { demoCatalog, type DemoCatalog } from '../../../fixtures/catalog/index.ts';
import { cmsFixtureNames, cmsFixtures } from '../../../fixtures/cms/index.ts';
import type { DemoRequest, DemoResponse } from './handlerTypes.ts';
import { ApiError, errorBody, matchPath, type CmsSource, type Route } from './router.ts';
import { accountRoutes, userForToken } from './routes/account.ts';
import { catalogRoutes } from './routes/catalog.ts';
import { engagementRoutes } from './routes/engagement.ts';
import { searchRoutes } from './routes/search.ts';
import { createStore, type DemoStore } from './store.ts';

/** The whole API, in one table. Order matters only between patterns of the same shape. */
export const demoRoutes: Route[] = [...catalogRoutes, ...searchRoutes, ...engagementRoutes, ...accountRoutes];

export interface DemoApiOptions {
  /** Replace the catalogue (tests inject odd product names, empty lists…). */
  catalog?: Partial<DemoCatalog>;
  /** Replace the CMS fixtures: raw JSON by site id. */
  cms?: Record<string, unknown>;
  cmsNames?: Record<string, string>;
  /** Clock in epoch ms (fixed in tests and visual stories). */
  now?: () => number;
}

export type DemoApi = ((req: DemoRequest) => Promise<DemoResponse>) & { store: DemoStore };

export function createDemoApi(options: DemoApiOptions = {}): DemoApi {
  const catalog: DemoCatalog = { ...demoCatalog, ...options.catalog };
  const cms: CmsSource = {
    fixtures: options.cms ?? cmsFixtures,
    names: options.cmsNames ?? (options.cms ? {} : cmsFixtureNames),
  };
  const store = createStore();
  const now = options.now ?? (() => Date.now());

  const handle = async (req: DemoRequest): Promise<DemoResponse> => {
    const path = (req.path.split('?')[0] ?? '').replace(/\/+$/, '') || '/';
    const method = req.method.toUpperCase();
    const candidates = demoRoutes.map((route) => ({ route, params: matchPath(route.pattern, path) })).filter((c) => c.params !== null);
    const hit = candidates.find((c) => c.route.method === method);
    if (!hit) {
      if (candidates.length > 0) {
        const allowed = [...new Set(candidates.map((c) => c.route.method))].join(', ');
        return { status: 405, json: errorBody(405, `Method ${method} is not allowed on ${path}; use ${allowed}.`) };
      }
      return { status: 404, json: errorBody(404, `No demo API route for ${method} ${path}.`) };
    }
    const headers = Object.fromEntries(Object.entries(req.headers).map(([k, v]) => [k.toLowerCase(), v]));
    try {
      return await hit.route.handle({
        req,
        params: hit.params ?? {},
        query: req.query,
        body: req.body,
        catalog,
        cms,
        store,
        now,
        user: userForToken({ store }, headers.authorization),
      });
    } catch (error) {
      if (error instanceof ApiError) return { status: error.status, json: errorBody(error.status, error.message) };
      const message = error instanceof Error ? error.message : String(error);
      return { status: 500, json: errorBody(500, `Demo API error: ${message}`) };
    }
  };
  return Object.assign(handle, { store });
}
