/** Migration 0002_cart_notification_shown (db/migrations/index.ts applies them in name order; an applied migration is never edited). */
import { type Kysely, type Migration } from 'kysely';

type Db = Kysely<unknown>;

/** The service worker's claim of a due cart reminder (issue 12 item 5): which schedule was shown. */
export const cartNotificationShown: Migration = {
  async up(db: Db) {
    await db.schema.alterTable('cartNotifications').addColumn('notifiedFor', 'bigint').execute();
  },
};
