/** Migration 0004_cms_previews (db/migrations/index.ts applies them in name order; an applied migration is never edited). */
import { type Kysely, type Migration } from 'kysely';

type Db = Kysely<unknown>;

/**
 * The storefront's private CMS previews (storefront-app/server/previews.ts): in the database, every
 * instance on it opens a preview any of them made, and a restart keeps it until it expires.
 */
export const cmsPreviews: Migration = {
  async up(db: Db) {
    await db.schema
      .createTable('cmsPreviews')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('json', 'text', (c) => c.notNull())
      .addColumn('expiresAt', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('cmsPreviews_expiresAt').on('cmsPreviews').column('expiresAt').execute();
  },
};
