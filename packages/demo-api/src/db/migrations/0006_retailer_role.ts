/** Migration 0006_retailer_role (db/migrations/index.ts applies them in name order; an applied migration is never edited). */
import { type Kysely, type Migration } from 'kysely';

type Db = Kysely<unknown>;

/**
 * Issue 32: the retailer's role on an account (`users.retailerOf`, a site id: the site whose
 * unpublished CMS the account may preview), the secrets the servers generate once and share (the
 * preview links' signing key when PREVIEW_SECRET is not set), and the readiness check's heartbeat
 * row per instance (a real write, so a full or read-only database fails the check).
 */
export const retailerRoleAndServerTables: Migration = {
  async up(db: Db) {
    await db.schema.alterTable('users').addColumn('retailerOf', 'text').execute();
    await db.schema
      .createTable('serverSecrets')
      .addColumn('name', 'text', (c) => c.primaryKey())
      .addColumn('value', 'text', (c) => c.notNull())
      .addColumn('createdAt', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('readinessProbes')
      .addColumn('instance', 'text', (c) => c.primaryKey())
      .addColumn('checkedAt', 'bigint', (c) => c.notNull())
      .execute();
  },
};
