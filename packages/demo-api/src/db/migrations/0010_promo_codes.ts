/** Migration 0010_promo_codes (db/migrations/index.ts applies them in name order; an applied migration is never edited). */
import { type Kysely, type Migration } from 'kysely';

type Db = Kysely<unknown>;

/**
 * Promo codes (routes/promoCodes.ts, issue 35): the codes (house codes from the seed, a pop-up's
 * personal codes issued at sign-up), the code a cart has applied (one per cart, signed-in or guest),
 * and the redemptions. A redemption's unique (code, user) key holds one use per shopper even when
 * two orders are placed at once: the second insert fails and its order's transaction rolls back.
 */
export const promoCodes: Migration = {
  async up(db: Db) {
    await db.schema
      .createTable('promoCodes')
      .addColumn('code', 'text', (c) => c.primaryKey())
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('percent', 'integer')
      .addColumn('amountCents', 'integer')
      .addColumn('minSubtotalCents', 'integer')
      .addColumn('categories', 'text', (c) => c.notNull())
      .addColumn('retailerIds', 'text', (c) => c.notNull())
      .addColumn('emailKey', 'text')
      .addColumn('expiresAt', 'bigint')
      .addColumn('source', 'text', (c) => c.notNull())
      .addColumn('createdAt', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('cartPromoCodes')
      .addColumn('ownerKind', 'text', (c) => c.notNull())
      .addColumn('ownerId', 'text', (c) => c.notNull())
      .addColumn('code', 'text', (c) => c.notNull().references('promoCodes.code').onDelete('cascade'))
      .addColumn('appliedAt', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('cartPromoCodes_pk', ['ownerKind', 'ownerId'])
      .execute();
    await db.schema
      .createTable('promoRedemptions')
      .addColumn('code', 'text', (c) => c.notNull().references('promoCodes.code').onDelete('cascade'))
      .addColumn('userId', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('requestKey', 'text', (c) => c.notNull())
      .addColumn('label', 'text', (c) => c.notNull())
      .addColumn('amountCents', 'integer', (c) => c.notNull())
      .addColumn('createdAt', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('promoRedemptions_pk', ['code', 'userId'])
      .execute();
    await db.schema.createIndex('promoRedemptions_order').on('promoRedemptions').columns(['userId', 'requestKey']).execute();
  },
};
