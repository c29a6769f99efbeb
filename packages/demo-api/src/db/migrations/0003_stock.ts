/** Migration 0003_stock (db/migrations/index.ts applies them in name order; an applied migration is never edited). */
import { type Kysely, type Migration } from 'kysely';

type Db = Kysely<unknown>;

/** Stock per store (stock.ts): each store's quantity of each option it carries. */
export const stock: Migration = {
  async up(db: Db) {
    await db.schema
      .createTable('stock')
      .addColumn('retailerId', 'text', (c) => c.notNull())
      .addColumn('productId', 'text', (c) => c.notNull())
      .addColumn('option', 'text', (c) => c.notNull())
      .addColumn('quantity', 'integer', (c) => c.notNull())
      .addColumn('updatedAt', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('stock_pk', ['retailerId', 'productId', 'option'])
      .execute();
  },
};
