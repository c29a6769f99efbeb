/** Migration 0007_sign_in_links (db/migrations/index.ts applies them in name order; an applied migration is never edited). */
import { type Kysely, type Migration } from 'kysely';

type Db = Kysely<unknown>;

/**
 * Sign-in links (routes/signInLink.ts, issue 32): the way back in for an owner whose sign-in is
 * limited, sent through the outbox. Only the SHA-256 of a link's token is kept, with its account,
 * its expiry and when it was used (once: a used link is dead).
 */
export const signInLinks: Migration = {
  async up(db: Db) {
    await db.schema
      .createTable('signInLinks')
      .addColumn('tokenHash', 'text', (c) => c.primaryKey())
      .addColumn('userId', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('createdAt', 'bigint', (c) => c.notNull())
      .addColumn('expiresAt', 'bigint', (c) => c.notNull())
      .addColumn('usedAt', 'bigint')
      .execute();
    await db.schema.createIndex('signInLinks_user').on('signInLinks').column('userId').execute();
    await db.schema.createIndex('signInLinks_expiresAt').on('signInLinks').column('expiresAt').execute();
  },
};
