/**
 * A PostgreSQL restart under a running server (issue 32's drill restarts it mid-run): the pool's
 * idle connections are cut by the server. node-postgres reports that as an 'error' event on the
 * pool, and an 'error' event nobody listens to ends the Node process: every instance would crash at
 * once. The pool must survive it and the next query reconnect. PostgreSQL only (SQLite has no server).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import type { StorefrontDb } from '@storefront/demo-api';
import { createTestDatabase, engine, type TestDatabase } from './testDb.ts';

let testDb: TestDatabase;
let store: StorefrontDb;

describe.runIf(engine === 'postgres')('the database connection pool when PostgreSQL drops its connections', () => {
  beforeAll(async () => {
    testDb = await createTestDatabase();
    store = await testDb.open();
  }, 60_000);
  afterAll(async () => {
    await store?.close();
    await testDb?.destroy();
  });

  /** Ends every connection of the test's database but the admin's own, as a restart does. */
  async function terminateConnections(): Promise<number> {
    const databaseUrl = testDb.env.DATABASE_URL ?? '';
    const admin = new pg.Client({ connectionString: process.env.PG_ADMIN_URL ?? databaseUrl });
    await admin.connect();
    const name = new URL(databaseUrl).pathname.slice(1);
    const { rowCount } = await admin.query(
      'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
      [name],
    );
    await admin.end();
    return rowCount ?? 0;
  }

  it('keeps the process alive when a connection in use (a transaction between statements) is cut', async () => {
    const uncaught: unknown[] = [];
    const onUncaught = (error: unknown) => uncaught.push(error);
    process.on('uncaughtException', onUncaught);
    try {
      // pg-pool stops listening for a client's errors while it is checked out: a cut then has no
      // listener unless the server adds one to every client it opens.
      const transaction = store.db.transaction().execute(async (trx) => {
        await trx.selectFrom('users').select('id').limit(1).execute();
        expect(await terminateConnections()).toBeGreaterThan(0);
        await new Promise((r) => setTimeout(r, 300));
        return trx.selectFrom('users').select('id').limit(1).execute();
      });
      await expect(transaction).rejects.toThrow();
      expect(uncaught.map(String)).toEqual([]);
      const again = async () => store.db.selectFrom('users').select('id').limit(1).execute();
      await again().catch(() => again());
      expect(await again()).toEqual([]);
    } finally {
      process.off('uncaughtException', onUncaught);
    }
  });

  it('keeps the process alive and answers the next query on a new connection', async () => {
    // A few connections opened and back in the pool, idle: what a restart finds on an instance.
    await Promise.all(Array.from({ length: 3 }, () => store.db.selectFrom('users').select('id').limit(1).execute()));
    const uncaught: unknown[] = [];
    const onUncaught = (error: unknown) => uncaught.push(error);
    // Vitest reports an uncaught error as a failure of the run: recorded here to say which one.
    process.on('uncaughtException', onUncaught);
    try {
      const databaseUrl = testDb.env.DATABASE_URL ?? '';
      const admin = new pg.Client({ connectionString: process.env.PG_ADMIN_URL ?? databaseUrl });
      await admin.connect();
      const name = new URL(databaseUrl).pathname.slice(1);
      const { rowCount } = await admin.query(
        'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
        [name],
      );
      await admin.end();
      expect(rowCount).toBeGreaterThan(0);
      await new Promise((r) => setTimeout(r, 300));
      expect(uncaught.map(String)).toEqual([]);
      // A query may meet a connection cut a moment before: the next one works.
      const again = async () => store.db.selectFrom('users').select('id').limit(1).execute();
      await again().catch(() => again());
      expect(await again()).toEqual([]);
    } finally {
      process.off('uncaughtException', onUncaught);
    }
  });
});
