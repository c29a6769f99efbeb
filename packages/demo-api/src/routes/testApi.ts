/**
 * Test helpers for the route tests: fresh API instances (each with its own in-memory database, at a
 * fixed clock), closed after each test; the answer's message; the database behind an instance.
 */
import { afterEach } from 'vitest';
import { createDemoApi, type DemoApi, type DemoApiOptions } from '../handlers.ts';

export const TEST_NOW = 1_750_000_000_000;

/** Registers the after-each close; returns `fresh(options)`. Call once at a test file's top level. */
export function freshApis(now = TEST_NOW): (options?: DemoApiOptions) => DemoApi {
  const opened: DemoApi[] = [];
  afterEach(async () => {
    for (const api of opened.splice(0)) await (await api.database()).close();
  });
  return (options = {}) => {
    const api = createDemoApi({ now: () => now, ...options });
    opened.push(api);
    return api;
  };
}

export const messageOf = (json: unknown): string => (json as { message: string }).message;
export const dbOf = async (api: DemoApi) => (await api.database()).db;
