/** Migration 0011_slot_bookings (db/migrations/index.ts applies them in name order; an applied migration is never edited). */
import { type Kysely, type Migration } from 'kysely';

type Db = Kysely<unknown>;

/**
 * Pickup and delivery slots with capacity (issue 35, routes/slots.ts): one counter row per store and
 * slot, created on the slot's first order and raised only while below the store's places, so two
 * shoppers racing for the last place cannot both take it.
 */
export const slotBookings: Migration = {
  async up(db: Db) {
    await db.schema
      .createTable('slotBookings')
      .addColumn('retailerId', 'text', (c) => c.notNull())
      .addColumn('slot', 'text', (c) => c.notNull())
      .addColumn('taken', 'integer', (c) => c.notNull())
      .addColumn('updatedAt', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('slot_bookings_pk', ['retailerId', 'slot'])
      .execute();
  },
};
