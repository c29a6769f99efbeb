/** The two databases the backend runs on (SQLite embedded, PostgreSQL for several instances). */
export type DialectName = 'sqlite' | 'postgres';
