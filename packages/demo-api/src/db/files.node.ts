/**
 * The server's upload stores (Node only).
 *
 * - `databaseFileStore(db)`, what the servers use: the bytes in the `uploadFiles` table of the
 *   database every instance shares (SQLite file or PostgreSQL), so an upload one instance took is
 *   read by any other behind the same balancer, and the instances keep nothing of their own on disk
 *   (issue 32). Resumes are at most FORM_LIMITS.resumeBytes (5 MB), a size both engines keep in a
 *   row without trouble; a store of large media would want an object store instead.
 * - `nodeFileStore(dir)`: files under one folder, written atomically. What the servers used before;
 *   kept for a single instance's tooling and as `legacyDir` below.
 */
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { resolve, sep } from 'node:path';
import type { Kysely } from 'kysely';
import type { Database } from './schema.ts';
import type { FileStore } from './files.ts';

const SAFE_NAME = /^[A-Za-z0-9_-]{8,80}(\.[a-z0-9]{1,8})?$/;

function checkedName(name: string): string {
  if (!SAFE_NAME.test(name)) throw new Error(`Unsafe upload name: ${name}`);
  return name;
}

export function nodeFileStore(dir: string): FileStore {
  const root = resolve(dir);
  const inside = (name: string): string => {
    const file = resolve(root, checkedName(name));
    if (!file.startsWith(root + sep)) throw new Error(`Upload outside ${root}`);
    return file;
  };
  return {
    save: async (name, bytes) => {
      await mkdir(root, { recursive: true });
      const file = inside(name);
      await writeFile(`${file}.part`, bytes, { flag: 'wx' });
      await rename(`${file}.part`, file);
      return name;
    },
    read: async (storedPath) => {
      try {
        return new Uint8Array(await readFile(inside(storedPath)));
      } catch {
        return null;
      }
    },
  };
}

export interface DatabaseFileStoreOptions {
  /**
   * The folder uploads went to before they moved into the database (the data folder's uploads/):
   * a stored name the table does not have is read from there, so a resume received before the
   * upgrade still opens on the instance that kept it. Never written.
   */
  legacyDir?: string;
}

/** Uploads as rows of `uploadFiles`: one insert per file, the stored name its key. */
export function databaseFileStore(db: Kysely<Database>, options: DatabaseFileStoreOptions = {}): FileStore {
  const legacy = options.legacyDir ? nodeFileStore(options.legacyDir) : null;
  return {
    save: async (name, bytes) => {
      // better-sqlite3 binds a Buffer (not a bare Uint8Array) as a blob; pg sends it as bytea.
      const blob = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
      // A plain insert: names are generated ids, so a second file under one name is a bug to hear about.
      await db
        .insertInto('uploadFiles')
        .values({ storedPath: checkedName(name), bytes: blob, size: bytes.byteLength, createdAt: Date.now() })
        .execute();
      return name;
    },
    read: async (storedPath) => {
      if (!SAFE_NAME.test(storedPath)) return null;
      const row = await db.selectFrom('uploadFiles').select('bytes').where('storedPath', '=', storedPath).executeTakeFirst();
      // Both drivers answer a Buffer; a plain Uint8Array copy keeps callers' comparisons simple.
      if (row) return new Uint8Array(row.bytes);
      return legacy ? legacy.read(storedPath) : null;
    },
  };
}
