/** Migration 0005_guest_carts (db/migrations/index.ts applies them in name order; an applied migration is never edited). */
import { type Kysely, type Migration } from 'kysely';

type Db = Kysely<unknown>;

/**
 * Guest carts (routes/cart.ts): the cart of a shopper who is not signed in, under the `sf_cart`
 * cookie; its lines go with it (merged at sign-in, or swept 30 days after the last change).
 */
export const guestCarts: Migration = {
  async up(db: Db) {
    await db.schema
      .createTable('guestCarts')
      .addColumn('cartId', 'text', (c) => c.primaryKey())
      .addColumn('version', 'integer', (c) => c.notNull())
      .addColumn('updatedAt', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('guestCarts_updatedAt').on('guestCarts').column('updatedAt').execute();
    await db.schema
      .createTable('guestCartLines')
      .addColumn('cartId', 'text', (c) => c.notNull().references('guestCarts.cartId').onDelete('cascade'))
      .addColumn('lineKey', 'text', (c) => c.notNull())
      .addColumn('item', 'text', (c) => c.notNull())
      .addColumn('quantity', 'integer', (c) => c.notNull())
      .addColumn('position', 'integer', (c) => c.notNull())
      .addColumn('updatedAt', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('guestCartLines_pk', ['cartId', 'lineKey'])
      .execute();
  },
};
