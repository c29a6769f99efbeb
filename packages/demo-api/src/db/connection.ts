/**
 * Opening the database, browser-safe part: the dialect names and the in-memory SQLite the mock API
 * uses where no database is given (Storybook's msw, unit tests): sql.js (SQLite compiled to
 * JavaScript) behind Kysely's SQLite dialect, so the browser mock runs the same schema, migrations
 * and queries as the server. The server's SQLite file and PostgreSQL are in node.ts.
 */
import { Kysely, SqliteDialect, type SqliteDatabase, type SqliteStatement } from 'kysely';
import type { Database } from './schema.ts';
import { migrate } from './migrations/index.ts';

import type { DialectName } from './dialect.ts';

export type { DialectName };

export interface StorefrontDb {
  db: Kysely<Database>;
  dialect: DialectName;
  /** Where it lives, for logs: a file path, a PostgreSQL URL without its password, ':memory:'. */
  location: string;
  close: () => Promise<void>;
}

type SqlValue = string | number | null | Uint8Array;
interface SqlJsStatement {
  bind(values: SqlValue[]): boolean;
  step(): boolean;
  getAsObject(): Record<string, unknown>;
  getColumnNames(): string[];
  free(): boolean;
}
interface SqlJsDatabase {
  prepare(sql: string): SqlJsStatement;
  exec(sql: string): Array<{ values: unknown[][] }>;
  getRowsModified(): number;
  close(): void;
}

const bindable = (values: ReadonlyArray<unknown>): SqlValue[] =>
  values.map((v) => (v === undefined ? null : typeof v === 'boolean' ? (v ? 1 : 0) : typeof v === 'bigint' ? Number(v) : (v as SqlValue)));

/** sql.js's Database as the better-sqlite3 subset Kysely's SQLite dialect drives. */
export function sqlJsAdapter(raw: SqlJsDatabase): SqliteDatabase {
  return {
    close: () => raw.close(),
    prepare(sqlText: string): SqliteStatement {
      const rows = (parameters: ReadonlyArray<unknown>): Record<string, unknown>[] => {
        const statement = raw.prepare(sqlText);
        try {
          statement.bind(bindable(parameters));
          const out: Record<string, unknown>[] = [];
          while (statement.step()) out.push(statement.getAsObject());
          return out;
        } finally {
          statement.free();
        }
      };
      const probe = raw.prepare(sqlText);
      const reader = probe.getColumnNames().length > 0;
      probe.free();
      return {
        reader,
        all: rows,
        iterate: (parameters) => rows(parameters)[Symbol.iterator](),
        run(parameters) {
          rows(parameters);
          const changes = raw.getRowsModified();
          const id = raw.exec('select last_insert_rowid()')[0]?.values[0]?.[0];
          return { changes, lastInsertRowid: typeof id === 'number' ? id : 0 };
        },
      };
    },
  };
}

let sqlJs: ReturnType<SqlJsInit> | undefined;
/** sql.js, started once per page or process (each database is a `new Database()` inside it). */
function loadSqlJs(): ReturnType<SqlJsInit> {
  sqlJs ??= (async () => {
    // The asm.js build (growing heap): no .wasm file to locate, the same in Node, jsdom and the browser.
    const mod = (await import('sql.js/dist/sql-asm-memory-growth.js')) as unknown as { default?: SqlJsInit } & SqlJsInit;
    const init: SqlJsInit = typeof mod.default === 'function' ? mod.default : (mod as unknown as SqlJsInit);
    return init();
  })();
  return sqlJs;
}

/** A fresh, migrated in-memory SQLite database (sql.js), for the mock API and tests. */
export async function createMemoryDatabase(): Promise<StorefrontDb> {
  const SQL = await loadSqlJs();
  const raw = new SQL.Database();
  raw.exec('pragma foreign_keys = on');
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlJsAdapter(raw) }) });
  await migrate(db as Kysely<unknown>, 'sqlite');
  return { db, dialect: 'sqlite', location: ':memory:', close: () => db.destroy() };
}
type SqlJsInit = () => Promise<{ Database: new () => SqlJsDatabase }>;
