/**
 * A database of the test's own for the backend suite, on whichever engine the run uses:
 * - no DATABASE_URL: SQLite in a fresh temporary folder (the embedded default);
 * - DATABASE_URL (tests/tools/with-postgres.sh sets it): a fresh PostgreSQL database `t_<random>`
 *   created through PG_ADMIN_URL and dropped on close, so test files never see each other's rows.
 * Migrated on open (openDatabase), not seeded: call seedDatabase when a test needs the catalogue.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { openDatabase, type OpenDatabaseOptions } from '@storefront/demo-api/db';
import type { StorefrontDb } from '@storefront/demo-api';

export const engine = process.env.DATABASE_URL ? 'postgres' : 'sqlite';

export interface TestDatabase {
  /** What a server process needs to open the same database. */
  env: { DATABASE_URL?: string; DATA_DIR: string };
  dataDir: string;
  open: (options?: Partial<OpenDatabaseOptions>) => Promise<StorefrontDb>;
  /** Drops the database and deletes the folder. */
  destroy: () => Promise<void>;
}

export async function createTestDatabase(): Promise<TestDatabase> {
  const dataDir = mkdtempSync(join(tmpdir(), 'storefront-backend-'));
  const adminUrl = process.env.PG_ADMIN_URL ?? process.env.DATABASE_URL;
  let databaseUrl: string | undefined;
  let name = '';
  if (process.env.DATABASE_URL && adminUrl) {
    name = `t_${Math.random().toString(36).slice(2, 12)}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(process.env.DATABASE_URL);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
  }
  return {
    env: { ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}), DATA_DIR: dataDir },
    dataDir,
    open: (options = {}) => openDatabase({ databaseUrl, dataDir, ...options }),
    destroy: async () => {
      if (name && adminUrl) {
        const admin = new pg.Client({ connectionString: adminUrl });
        await admin.connect();
        await admin.query(`drop database if exists ${name} with (force)`);
        await admin.end();
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
