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

/** A password for test accounts: 8+ characters and not on the common-password list (auth/passwordPolicy.ts). */
export const TEST_PASSWORD = 'greenleaf-test-2026';

/** `name=value` pairs of an answer's Set-Cookie, as a browser sends them back in `cookie`. */
export function cookieHeaderOf(headers: Record<string, string | string[]> | undefined): string {
  const set = headers?.['set-cookie'] ?? [];
  return (Array.isArray(set) ? set : [set]).map((c) => c.split(';')[0] ?? '').join('; ');
}

/** Signs a new shopper up on `api`; the `cookie` header that carries its session. */
export async function signUpCookie(api: DemoApi, email: string, firstName = 'Sam', extra: { ip?: string } = {}): Promise<string> {
  const res = await api({
    method: 'POST',
    path: '/api/auth/sign-up',
    query: new URLSearchParams(),
    body: { firstName, lastName: 'Tester', email, password: TEST_PASSWORD },
    headers: {},
    ip: extra.ip,
  });
  if (res.status !== 201) throw new Error(`sign-up of ${email} answered ${res.status}: ${messageOf(res.json)}`);
  return cookieHeaderOf(res.headers);
}
