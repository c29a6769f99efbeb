/**
 * A write the database refused for want of room or permission (issue 32, item 3): a full disk, an
 * I/O error, a read-only file or server. Every write failed with a generic 500 then, sign-in
 * included; it is a 503 now, with words a shopper can act on (come back shortly), and `/readyz`
 * fails on the same condition so a balancer stops sending shoppers to this instance.
 *
 * - SQLite (better-sqlite3): `code` SQLITE_FULL, SQLITE_IOERR and its extended codes
 *   (SQLITE_IOERR_WRITE, …), SQLITE_READONLY and its extended codes; sql.js (the browser's mock)
 *   only has the message ('database or disk is full', 'attempt to write a readonly database').
 * - PostgreSQL: SQLSTATE 53100 disk_full, 53200 out_of_memory's sibling is not ours to answer, so
 *   only 53100; 58030 io_error; 25006 read_only_sql_transaction (a standby after a failover, or
 *   `default_transaction_read_only`).
 * Kysely and pg may wrap the driver's error: the `cause` chain is followed.
 */
export const STORAGE_UNAVAILABLE_MESSAGE = 'The store cannot save changes right now; please try again shortly.';
/** Seconds a client may wait before trying again (Retry-After). */
export const STORAGE_RETRY_AFTER_SECONDS = 30;

const SQLITE_CODE = /^SQLITE_(FULL|IOERR|READONLY)(_|$)/;
const POSTGRES_CODES = new Set(['53100', '58030', '25006']);
const SQLITE_MESSAGE = /database or disk is full|disk I\/O error|attempt to write a readonly database/i;

export function isStorageUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth += 1) {
    const { code, message, cause } = current as { code?: unknown; message?: unknown; cause?: unknown };
    if (typeof code === 'string' && (SQLITE_CODE.test(code) || POSTGRES_CODES.has(code))) return true;
    if (typeof message === 'string' && SQLITE_MESSAGE.test(message)) return true;
    current = cause;
  }
  return false;
}
