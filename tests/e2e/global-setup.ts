/**
 * Starts the storefront server (server rendering + the built client + the demo API and images) on a
 * free port for the whole run and publishes its URL as E2E_BASE_URL (workers start after this and
 * inherit it). Build first: `pnpm --filter @storefront/app build`.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { clockFrom, startStorefrontServer } from '@storefront/app/server';
import { E2E_NOW } from './clock.ts';

export default async function globalSetup(): Promise<() => Promise<void>> {
  // A database of its own (SQLite in a temporary folder), seeded at start like a first `npm start`.
  const dataDir = mkdtempSync(join(tmpdir(), 'storefront-e2e-'));
  // One JSON line per request would bury the test report: warnings and errors only.
  process.env.LOG_LEVEL ??= 'warn';
  // Every browser of the run signs up from 127.0.0.1: the demo's ten sign-ups an hour per address
  // would refuse the run's later ones (a retried test signs up again).
  process.env.SIGN_UP_LIMIT_PER_HOUR ??= '60';
  // And the other per-address limits (a visitor per test passes the 120 an hour; issue 32).
  process.env.RATE_LIMIT_PER_ADDRESS_SCALE ??= '10';
  process.env.E2E_DATA_DIR = dataDir;
  const storefront = await startStorefrontServer({ port: 0, host: '127.0.0.1', dataDir, now: clockFrom(E2E_NOW), devOutbox: true });
  process.env.E2E_BASE_URL = storefront.url;
  console.log(`[e2e] storefront server at ${storefront.url}`);
  return async () => {
    await storefront.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
