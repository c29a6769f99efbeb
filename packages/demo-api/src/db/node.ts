/**
 * Opening the server's database (Node only):
 * - `DATABASE_URL=postgres://…` → PostgreSQL (a pool; any number of storefront instances share it);
 * - otherwise SQLite in `{dataDir}/storefront.sqlite` (created on first start; WAL journal so reads
 *   never wait for a write), or `:memory:`.
 * Migrations apply on open.
 */
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { CompiledQuery, Kysely, PostgresDialect, SqliteDialect, type DatabaseConnection, type Driver } from 'kysely';
import pg from 'pg';
import { log } from '../http/log.ts';
import type { StorefrontDb } from './connection.ts';
import { migrate } from './migrations/index.ts';
import type { Database } from './schema.ts';

// bigint (int8) columns hold epoch milliseconds: well inside Number's exact range.
pg.types.setTypeParser(20, (value: string) => Number(value));

export const DEFAULT_DATA_DIR = resolve(process.cwd(), 'data');

export interface OpenDatabaseOptions {
  /** postgres://… or postgresql://…; anything else (or nothing) means SQLite. */
  databaseUrl?: string;
  /** The data folder (SQLite file, uploads). Default: ./data */
  dataDir?: string;
  /** SQLite file name inside dataDir, or ':memory:'. */
  sqliteFile?: string;
  /** PostgreSQL pool size (default 10). */
  poolSize?: number;
}

/**
 * SQLite with write transactions that take the write lock when they begin (BEGIN IMMEDIATE): with
 * several server processes on one file, a transaction that read and then writes (an order, a cart
 * change) never finds another's commit in between and fails with SQLITE_BUSY_SNAPSHOT; it waits for
 * the lock (busy_timeout) instead. One process serialises its calls anyway.
 */
class ImmediateSqliteDialect extends SqliteDialect {
  override createDriver(): Driver {
    const driver = super.createDriver();
    driver.beginTransaction = async (connection: DatabaseConnection) => {
      await connection.executeQuery(CompiledQuery.raw('begin immediate'));
    };
    return driver;
  }
}

export const redactUrl = (url: string): string => url.replace(/\/\/([^:/@]+):[^@]*@/, '//$1:***@');

export async function openDatabase(options: OpenDatabaseOptions = {}): Promise<StorefrontDb> {
  const url = options.databaseUrl?.trim();
  if (url && /^postgres(ql)?:\/\//i.test(url)) {
    const pool = new pg.Pool({ connectionString: url, max: options.poolSize ?? 10 });
    // PostgreSQL restarting (or a failover) cuts every connection, and node-postgres reports a cut
    // outside a query as an 'error' event: on the pool for an idle connection, on the client itself
    // for one checked out (a transaction between two statements), where pg-pool stops listening. An
    // 'error' event nobody hears ends the process, so both get a listener: the broken client is
    // dropped when released, the next query opens a new connection, and the requests caught in the
    // cut fail and are answered as such ('Please try again').
    pool.on('error', (error) => log.warn('idle database connection ended', { error: error.message }));
    pool.on('connect', (client) => client.on('error', (error) => log.warn('database connection ended', { error: error.message })));
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    await migrate(db as Kysely<unknown>, 'postgres');
    return { db, dialect: 'postgres', location: redactUrl(url), close: () => db.destroy() };
  }
  const file = options.sqliteFile ?? 'storefront.sqlite';
  let location = ':memory:';
  if (file !== ':memory:') {
    const dir = options.dataDir ?? DEFAULT_DATA_DIR;
    mkdirSync(dir, { recursive: true });
    location = join(dir, file);
  }
  const raw = new BetterSqlite3(location);
  raw.pragma('journal_mode = WAL');
  // Every acknowledged write is on disk before the answer goes out (FULL: survives power loss too).
  raw.pragma('synchronous = FULL');
  raw.pragma('foreign_keys = ON');
  raw.pragma('busy_timeout = 5000');
  const db = new Kysely<Database>({ dialect: new ImmediateSqliteDialect({ database: raw }) });
  await migrate(db as Kysely<unknown>, 'sqlite');
  return { db, dialect: 'sqlite', location, close: () => db.destroy() };
}
