/**
 * The API in-process over a seeded test database of the file's own (testDb.ts: SQLite, or
 * PostgreSQL under tests/tools/with-postgres.sh), for the suites that probe it as a browser would:
 * `seededApi(now)` opens and seeds it before the file's tests and closes it after; `call` sends one
 * request with a client address (the rate limits' key) and a Cookie header, as the server does.
 */
import { afterAll, beforeAll } from 'vitest';
import { createDemoApi, type DemoApi, loadCatalogFromDatabase, seedDatabase, type StorefrontDb } from '@storefront/demo-api';
import { createTestDatabase, type TestDatabase } from './testDb.ts';

export interface Answer {
  status: number;
  json: { statusCode?: number; message?: string; data?: unknown } & Record<string, unknown>;
  headers: Record<string, string | string[]>;
}

export interface SeededApi {
  /** The database and the API, open once the file's tests run. */
  readonly store: StorefrontDb;
  readonly api: DemoApi;
  /** One request; `ip` is the client's address ('' as in-process callers: no address limits). */
  call: (method: string, path: string, body?: unknown, options?: { cookie?: string; ip?: string }) => Promise<Answer>;
}

/** The API on the clock `now` (a test moves it), the demo outbox on. */
export function seededApi(now: () => number): SeededApi {
  let testDb: TestDatabase | undefined;
  let store: StorefrontDb | undefined;
  let api: DemoApi | undefined;
  beforeAll(async () => {
    testDb = await createTestDatabase();
    store = await testDb.open();
    await seedDatabase(store.db, { now: now() });
    const { catalog, cms } = await loadCatalogFromDatabase(store.db);
    api = createDemoApi({ database: store, catalog, cms: cms.fixtures, cmsNames: cms.names, now, devOutbox: true });
  }, 60_000);
  afterAll(async () => {
    await store?.close();
    await testDb?.destroy();
  });
  const open = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('seededApi: the database is not open yet (use it inside a test)');
    return value;
  };
  return {
    get store() {
      return open(store);
    },
    get api() {
      return open(api);
    },
    call: async (method, path, body, options = {}) => {
      const [pathname = path, search = ''] = path.split('?');
      const answer = await open(api)({
        method,
        path: pathname,
        query: new URLSearchParams(search),
        body,
        headers: { host: 'localhost:4000', ...(options.cookie ? { cookie: options.cookie } : {}) },
        ip: options.ip ?? '',
      });
      return { status: answer.status, json: answer.json as Answer['json'], headers: answer.headers ?? {} };
    },
  };
}
