/** Migration 0009_order_lifecycle (db/migrations/index.ts applies them in name order; an applied migration is never edited). */
import { sql, type Kysely, type Migration } from 'kysely';

type Db = Kysely<unknown>;

/**
 * Issue 35, items 3 and 4: the order lifecycle and the staff order board.
 * - `staffStores`: the staff role, an account's stores (one row per account and store; an account
 *   may work at several). Set by the seed for the demo's staff, never by sign-up.
 * - `orders.cancelledBy` ('shopper' | 'store'), `cancelReason` (the store's words), and the curbside
 *   arrival: `arrivalVehicle`, `arrivedAt`.
 * - `emailOutbox.channel` ('email' | 'sms'): an SMS text is a second kind of outbox row (its
 *   `toEmail` holds the phone number); every row written before is an e-mail.
 * - The old status 'accepted' becomes 'confirmed' (rules/commerce/orderLifecycle.ts), and the old
 *   'cancelled' rows were all the shopper's.
 */
export const orderLifecycle: Migration = {
  async up(db: Db) {
    await db.schema
      .createTable('staffStores')
      .addColumn('userId', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('retailerId', 'text', (c) => c.notNull())
      .addColumn('createdAt', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('staffStores_pk', ['userId', 'retailerId'])
      .execute();
    await db.schema.createIndex('staffStores_retailer').on('staffStores').column('retailerId').execute();
    await db.schema.alterTable('orders').addColumn('cancelledBy', 'text').execute();
    await db.schema.alterTable('orders').addColumn('cancelReason', 'text').execute();
    await db.schema.alterTable('orders').addColumn('arrivalVehicle', 'text').execute();
    await db.schema.alterTable('orders').addColumn('arrivedAt', 'bigint').execute();
    await db.schema.createIndex('orders_retailer_status').on('orders').columns(['retailerId', 'status']).execute();
    await db.schema
      .alterTable('emailOutbox')
      .addColumn('channel', 'text', (c) => c.notNull().defaultTo('email'))
      .execute();
    await sql`update orders set status = 'confirmed' where status = 'accepted'`.execute(db);
    await sql`update "orderStatusHistory" set status = 'confirmed' where status = 'accepted'`.execute(db);
    await sql`update orders set "cancelledBy" = 'shopper' where status = 'cancelled'`.execute(db);
  },
};
