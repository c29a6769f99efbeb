// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { isStorageUnavailable } from './storageErrors.ts';

const coded = (code: string, message = 'x') => Object.assign(new Error(message), { code });

describe('isStorageUnavailable: a write refused for want of room or permission', () => {
  it.each([
    ['SQLite: disk full', coded('SQLITE_FULL'), true],
    ['SQLite: an I/O error on write', coded('SQLITE_IOERR_WRITE'), true],
    ['SQLite: an I/O error', coded('SQLITE_IOERR'), true],
    ['SQLite: a read-only file', coded('SQLITE_READONLY'), true],
    ['SQLite: the file moved under us', coded('SQLITE_READONLY_DBMOVED'), true],
    ['sql.js: only the message', new Error('database or disk is full'), true],
    ['sql.js: read-only', new Error('attempt to write a readonly database'), true],
    ['PostgreSQL: disk full (53100)', coded('53100', 'could not extend file'), true],
    ['PostgreSQL: read-only transaction (25006)', coded('25006'), true],
    ['PostgreSQL: I/O error (58030)', coded('58030'), true],
    ['wrapped in a cause', new Error('query failed', { cause: coded('SQLITE_FULL') }), true],
    ['SQLite: busy is not storage', coded('SQLITE_BUSY'), false],
    ['SQLite: a constraint is not storage', coded('SQLITE_CONSTRAINT_UNIQUE'), false],
    ['SQLite: FULLTEXT-like names do not match', coded('SQLITE_FULLNESS'), false],
    ['PostgreSQL: unique violation', coded('23505'), false],
    ['a plain bug', new TypeError('x is undefined'), false],
    ['not an error', 'SQLITE_FULL', false],
    ['null', null, false],
  ])('%s → %s', (_name, error, expected) => {
    expect(isStorageUnavailable(error)).toBe(expected);
  });
});
