/**
 * Seeding while other instances seed the same database (issue 32's drill starts instances at once on
 * one PostgreSQL): every seed succeeds and the documents are written once, not twice or half. On
 * PostgreSQL only: SQLite is one instance's own file, seeded by its primary alone (start.ts).
 */
import { afterAll, describe, expect, it } from 'vitest';
import { seedDatabase } from '@storefront/demo-api';
import { createTestDatabase, engine } from './testDb.ts';

const testDb = await createTestDatabase();
afterAll(() => testDb.destroy());

describe.runIf(engine === 'postgres')('seeding', () => {
  it('three instances seeding one database at once all succeed, with one set of documents (postgres)', async () => {
    const first = await testDb.open();
    const count = async () =>
      Number(
        (
          await first.db
            .selectFrom('documents')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirst()
        )?.n,
      );
    await seedDatabase(first.db);
    const once = await count();
    // Each instance has its own connections, as separate processes do.
    const others = await Promise.all([testDb.open(), testDb.open(), testDb.open()]);
    try {
      const results = await Promise.allSettled(others.map((other) => seedDatabase(other.db)));
      expect(results.filter((r) => r.status === 'rejected')).toEqual([]);
      expect(await count()).toBe(once);
    } finally {
      await Promise.all(others.map((other) => other.close()));
      await first.close();
    }
  });
});
