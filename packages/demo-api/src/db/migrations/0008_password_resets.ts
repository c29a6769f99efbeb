/** Migration 0008_password_resets (db/migrations/index.ts applies them in name order; an applied migration is never edited). */
import { type Kysely, type Migration } from 'kysely';

type Db = Kysely<unknown>;

/**
 * Password resets (routes/passwordReset.ts, issue 35): a one-time link by e-mail that sets a new
 * password. The same shape as sign-in links (0007) in a table of its own, so a sign-in link can
 * never set a password nor a reset link sign in without one: only the SHA-256 of the token, its
 * account, its expiry and when it was used.
 */
export const passwordResets: Migration = {
  async up(db: Db) {
    await db.schema
      .createTable('passwordResets')
      .addColumn('tokenHash', 'text', (c) => c.primaryKey())
      .addColumn('userId', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('createdAt', 'bigint', (c) => c.notNull())
      .addColumn('expiresAt', 'bigint', (c) => c.notNull())
      .addColumn('usedAt', 'bigint')
      .execute();
    await db.schema.createIndex('passwordResets_user').on('passwordResets').column('userId').execute();
    await db.schema.createIndex('passwordResets_expiresAt').on('passwordResets').column('expiresAt').execute();
  },
};
