/**
 * The demo API's boot sequence, written once for every process that serves it: the API alone
 * (`pnpm tsx packages/demo-api/src/server.ts`), the storefront's server (`npm start`, `pnpm dev`) and
 * the primary process that prepares the database before its workers start. Node only.
 *
 *   1. open the database (DATABASE_URL's PostgreSQL, else the SQLite file in DATA_DIR), which
 *      applies the migrations;
 *   2. seed it (the catalogue and CMS documents from the fixtures, each store's missing stock, the
 *      demo shopper once), dated on the API's clock so the shopper's feed and threads share its "now";
 *   3. read the catalogue and CMS back from the database (what every instance on it serves);
 *   4. create the API over them, with uploads kept in the database (files an older version left on
 *      disk under DATA_DIR/uploads still read).
 */
import { join } from 'node:path';
import type { StorefrontDb } from './db/connection.ts';
import { databaseFileStore } from './db/files.node.ts';
import { openDatabase } from './db/node.ts';
import { loadCatalogFromDatabase, seedDatabase } from './db/seed.ts';
import { createDemoApi, type DemoApi, type DemoApiOptions } from './handlers.ts';

export interface DemoDatabaseOptions {
  /** postgres://… shares one PostgreSQL between instances; anything else (or nothing): SQLite. */
  databaseUrl?: string | undefined;
  /** The SQLite file and legacy uploads (default ./data). */
  dataDir?: string | undefined;
  /** Seed at open (default true): false when another process has already (the cluster's workers). */
  seed?: boolean;
  /** The API's clock; the seed dates the demo shopper's content from it. */
  now?: (() => number) | undefined;
}

export type BootOptions = DemoDatabaseOptions & Pick<DemoApiOptions, 'allowedOrigins' | 'devOutbox'>;

export interface BootedDemoApi {
  api: DemoApi;
  database: StorefrontDb;
  dataDir: string;
}

/** Steps 1 and 2: the database migrated and seeded. The caller closes it. */
export async function openDemoDatabase({ databaseUrl, dataDir, seed = true, now }: DemoDatabaseOptions = {}): Promise<StorefrontDb> {
  const database = await openDatabase({ databaseUrl, dataDir });
  if (seed) await seedDatabase(database.db, now ? { now: now() } : {});
  return database;
}

/** The whole sequence: the API on a migrated, seeded database. Close `database` after the API's last request. */
export async function bootDemoApi(options: BootOptions = {}): Promise<BootedDemoApi> {
  const dataDir = options.dataDir ?? join(process.cwd(), 'data');
  const database = await openDemoDatabase({ ...options, dataDir });
  const { catalog, cms } = await loadCatalogFromDatabase(database.db);
  const api = createDemoApi({
    database,
    catalog,
    cms: cms.fixtures,
    cmsNames: cms.names,
    cmsPages: cms.pages,
    files: databaseFileStore(database.db, { legacyDir: join(dataDir, 'uploads') }),
    allowedOrigins: options.allowedOrigins ?? [],
    ...(options.now ? { now: options.now } : {}),
    devOutbox: options.devOutbox === true,
  });
  return { api, database, dataDir };
}
