/**
 * The demo backend as ONE framework-free handler table. `createDemoApi()` returns
 * `(req) => Promise<{ status, json, headers? }>`; msw.ts, fetchHandler.ts and server.ts only
 * translate requests to and from it.
 *
 * What shoppers do is kept in a database (db/): the server passes its SQLite file or PostgreSQL
 * (`options.database`); without one, each API instance opens its own in-memory SQLite (sql.js)
 * with the same schema and the demo shopper seeded (Storybook's msw, unit tests).
 */
import { demoCatalog, type DemoCatalog } from '@storefront/fixtures/catalog';
import { cmsFixtureNames, cmsFixtures, cmsPagesFixtures } from '@storefront/fixtures/cms';
import { RateLimitedError } from './auth/rateLimit.ts';
import { sessionUser, tokenOf } from './auth/sessions.ts';
import { createMemoryDatabase, type StorefrontDb } from './db/connection.ts';
import { memoryFileStore, type FileStore } from './db/files.ts';
import { seedDatabase } from './db/seed.ts';
import type { DemoRequest, DemoResponse } from './handlerTypes.ts';
import { ApiError, checkJsonDepth, errorBody, matchPath, type CmsSource, type Route } from './router.ts';
import { accountRoutes } from './routes/account.ts';
import { profileRoutes } from './routes/profile.ts';
import { adRoutes } from './routes/ads.ts';
import { alertRoutes } from './routes/alerts.ts';
import { cartRoutes } from './routes/cart.ts';
import { promoRoutes } from './routes/promoRoutes.ts';
import { orderRoutes } from './routes/orders.ts';
import { slotRoutes } from './routes/slots.ts';
import { staffRoutes } from './routes/staff.ts';
import { supportRoutes } from './routes/support.ts';
import { catalogRoutes } from './routes/catalog.ts';
import { engagementRoutes } from './routes/engagement.ts';
import { outboxRoutes } from './routes/outbox.ts';
import { formRoutes } from './routes/forms.ts';
import { deliveryRoutes } from './routes/delivery.ts';
import { searchRoutes } from './routes/search.ts';
import { signInLinkRoutes } from './routes/signInLink.ts';
import { passwordResetRoutes } from './routes/passwordReset.ts';
import { isStorageUnavailable, STORAGE_RETRY_AFTER_SECONDS, STORAGE_UNAVAILABLE_MESSAGE } from './http/storageErrors.ts';

/** The whole API, in one table. Order matters only between patterns of the same shape. */
export const demoRoutes: Route[] = [
  ...catalogRoutes,
  ...searchRoutes,
  ...engagementRoutes,
  ...accountRoutes,
  ...signInLinkRoutes,
  ...passwordResetRoutes,
  ...profileRoutes,
  ...alertRoutes,
  ...cartRoutes,
  ...promoRoutes,
  ...orderRoutes,
  ...slotRoutes,
  ...staffRoutes,
  ...supportRoutes,
  ...adRoutes,
  ...formRoutes,
  ...deliveryRoutes,
  ...outboxRoutes,
];

export interface DemoApiOptions {
  /** Replace the catalogue (tests inject odd product names, empty lists…). */
  catalog?: Partial<DemoCatalog>;
  /** Replace the CMS fixtures: raw JSON by site id. */
  cms?: Record<string, unknown>;
  cmsNames?: Record<string, string>;
  /** Replace the information pages' content: raw JSON by site id. */
  cmsPages?: Record<string, unknown>;
  /** Clock in epoch ms (fixed in tests and visual stories). */
  now?: () => number;
  /** The database (the server's SQLite file or PostgreSQL); default: a fresh in-memory one, seeded. */
  database?: StorefrontDb | Promise<StorefrontDb>;
  /** Where uploads go; default: in memory. */
  files?: FileStore;
  /**
   * Origins (scheme://host[:port]) allowed to send state-changing requests besides the server's
   * own (the request's Host). A POST/PUT/PATCH/DELETE whose Origin is anything else gets a 403.
   */
  allowedOrigins?: string[];
  /** Serve the demo e-mail outbox at GET /api/dev/outbox (routes/outbox.ts). Default off: it shows every shopper's reminders. */
  devOutbox?: boolean;
}

export type DemoApi = ((req: DemoRequest) => Promise<DemoResponse>) & {
  /** The database once open (and, for the default in-memory one, seeded). */
  database: () => Promise<StorefrontDb>;
};

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** True when a state-changing request may go on: no Origin (not a browser), or our own or an allowed one. */
export function originAllowed(headers: Record<string, string>, allowed: readonly string[]): boolean {
  const origin = headers.origin;
  if (origin === undefined || origin === '') return headers['sec-fetch-site'] !== 'cross-site';
  if (origin === 'null') return false;
  let parsed: URL;
  try {
    parsed = new URL(origin);
  } catch {
    return false;
  }
  if (headers.host && parsed.host === headers.host.toLowerCase()) return true;
  return allowed.some((a) => a.replace(/\/+$/, '').toLowerCase() === parsed.origin.toLowerCase());
}

export function createDemoApi(options: DemoApiOptions = {}): DemoApi {
  const catalog: DemoCatalog = { ...demoCatalog, ...options.catalog };
  const cms: CmsSource = {
    fixtures: options.cms ?? cmsFixtures,
    names: options.cmsNames ?? (options.cms ? {} : cmsFixtureNames),
    pages: options.cmsPages ?? (options.cms ? {} : cmsPagesFixtures),
  };
  const now = options.now ?? (() => Date.now());
  const files = options.files ?? memoryFileStore();
  const allowedOrigins = options.allowedOrigins ?? [];
  let opened: Promise<StorefrontDb> | undefined;
  const database = (): Promise<StorefrontDb> => {
    opened ??= options.database
      ? Promise.resolve(options.database)
      : createMemoryDatabase().then(async (memory) => {
          await seedDatabase(memory.db, { catalog, cms, now: now() });
          return memory;
        });
    return opened;
  };

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
    if (STATE_CHANGING.has(method) && !originAllowed(headers, allowedOrigins)) {
      return { status: 403, json: errorBody(403, 'Cross-site request refused.') };
    }
    const cookies: string[] = [];
    try {
      // A body nested deeper than any route reads is a 400 before a field reader walks it
      // (router.ts MAX_JSON_DEPTH): every transport's body comes through here.
      checkJsonDepth(req.body);
      const { db, dialect } = await database();
      const signedIn = await sessionUser(db, tokenOf(headers), now());
      const answer = await hit.route.handle({
        req,
        params: hit.params ?? {},
        query: req.query,
        body: req.body,
        catalog,
        cms,
        db,
        dialect,
        files,
        now,
        user: signedIn?.user ?? null,
        session: signedIn?.session ?? null,
        ip: req.ip ?? '',
        cookies,
        devOutbox: options.devOutbox === true,
      });
      return cookies.length > 0 ? { ...answer, headers: { ...answer.headers, 'set-cookie': cookies } } : answer;
    } catch (error) {
      if (error instanceof RateLimitedError) {
        return { status: 429, json: errorBody(429, error.message), headers: { 'retry-after': String(error.retryAfterSeconds) } };
      }
      if (error instanceof ApiError) return { status: error.status, json: errorBody(error.status, error.message, error.data) };
      // The cause goes to the log, never to the client.
      console.error('[api]', method, path, error);
      // A full, failing or read-only database: 503 and words the shopper can act on (http/storageErrors.ts).
      if (isStorageUnavailable(error))
        return {
          status: 503,
          json: errorBody(503, STORAGE_UNAVAILABLE_MESSAGE),
          headers: { 'retry-after': String(STORAGE_RETRY_AFTER_SECONDS) },
        };
      return { status: 500, json: errorBody(500, 'Something went wrong on our side. Please try again.') };
    }
  };
  return Object.assign(handle, { database });
}
