/** Migration 0006_upload_files (db/migrations/index.ts applies them in name order; an applied migration is never edited). */
import { type Kysely, type Migration } from 'kysely';
import type { DialectName } from '../dialect.ts';

type Db = Kysely<unknown>;

/**
 * Uploads in the database (db/files.node.ts databaseFileStore): every instance behind the balancer
 * reads a resume any of them received, and no instance keeps files of its own (issue 32).
 */
export function uploadFiles(dialect: DialectName): Migration {
  return {
    async up(db: Db) {
      await db.schema
        .createTable('uploadFiles')
        .addColumn('storedPath', 'text', (c) => c.primaryKey())
        .addColumn('bytes', dialect === 'postgres' ? 'bytea' : 'blob', (c) => c.notNull())
        .addColumn('size', 'integer', (c) => c.notNull())
        .addColumn('createdAt', 'bigint', (c) => c.notNull())
        .execute();
    },
  };
}
