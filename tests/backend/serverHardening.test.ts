/**
 * The server's own defences found missing by probing (issue 32), on the run's database engine:
 * - timeouts: a body sent a byte at a time, a body that stops, headers that never end: a 408 and a
 *   closed socket within the request limit (the defaults keep that under 30 s);
 * - TRUST_PROXY: the address the API's rate limits count, and HSTS only for an original TLS request;
 * - readiness: `/readyz` does a real write, so a database that cannot be written answers 503, and
 *   every write the API is asked for answers a clear 503 instead of a generic 500.
 */
import type { ServerResponse } from 'node:http';
import { connect, type Socket } from 'node:net';
// Kysely at the demo API's version (the root's devDependency pins the same copy).
import { Kysely, PostgresDialect, sql, type KyselyPlugin } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDatabase, STORAGE_UNAVAILABLE_MESSAGE, type Database, type DemoApi, type StorefrontDb } from '@storefront/demo-api';
import {
  createDemoRequestListener,
  DEFAULT_TIMEOUTS,
  handleApiRequest,
  listen,
  NOT_READY_WRITE,
  parseTrustProxy,
  type Listening,
  type ListenOptions,
} from '@storefront/demo-api/server';
import { createTestDatabase, engine, type TestDatabase } from './testDb.ts';

/** Writes `head`, then `body` one byte every `everyMs`; resolves with what the server sent and when the socket closed. */
function slowRequest(port: number, head: string, body: string, everyMs: number): Promise<{ answer: string; closedAfterMs: number }> {
  return new Promise((resolve) => {
    const started = Date.now();
    const socket: Socket = connect(port, '127.0.0.1');
    let answer = '';
    let timer: ReturnType<typeof setInterval> | undefined;
    socket.on('data', (chunk) => (answer += chunk.toString()));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearInterval(timer);
      resolve({ answer, closedAfterMs: Date.now() - started });
    });
    socket.on('connect', () => {
      socket.write(head);
      let i = 0;
      timer = setInterval(() => {
        if (i < body.length && !socket.destroyed) socket.write(body[i] ?? '');
        i += 1;
      }, everyMs);
    });
  });
}

/** Reads a request's body to its end; a body the server cut off ends the read quietly. */
async function drain(req: unknown): Promise<void> {
  try {
    for await (const chunk of req as AsyncIterable<Buffer>) void chunk;
  } catch {
    // 'aborted': the timeout closed the socket, as the test wants.
  }
}

async function serve(
  options: ListenOptions,
  listener: (req: unknown, res: ServerResponse) => Promise<void> = async (_req, res) => {
    res.end('ok');
  },
): Promise<Listening> {
  return listen(listener as never, { port: 0, ...options });
}

describe('the server cuts slow clients off (issue 32)', () => {
  const small = { headersMs: 500, requestMs: 1_000, bodyIdleMs: 5_000, keepAliveMs: 700, checkEveryMs: 100 };

  it('by default: headers in 10 s, the whole request in 25 s (408 within 30 s with the check), keep-alive 5 s', () => {
    expect(DEFAULT_TIMEOUTS.requestMs + DEFAULT_TIMEOUTS.checkEveryMs).toBeLessThanOrEqual(30_000);
    expect(DEFAULT_TIMEOUTS.headersMs).toBeLessThanOrEqual(DEFAULT_TIMEOUTS.requestMs);
    expect(DEFAULT_TIMEOUTS.bodyIdleMs).toBeLessThan(DEFAULT_TIMEOUTS.requestMs);
  });

  it('a body sent a byte at a time: 408 and the socket closed once the request limit passes', async () => {
    const server = await serve({ timeouts: small }, async (req, res) => {
      await drain(req);
      res.end('read');
    });
    try {
      const body = 'x'.repeat(200);
      const { answer, closedAfterMs } = await slowRequest(
        server.port,
        `POST /api/x HTTP/1.1\r\nHost: t\r\nContent-Type: text/plain\r\nContent-Length: ${body.length}\r\n\r\n`,
        body,
        50,
      );
      expect(answer).toMatch(/^HTTP\/1\.1 408 /);
      expect(closedAfterMs).toBeGreaterThanOrEqual(900);
      expect(closedAfterMs).toBeLessThan(3_000);
      expect(server.server.requestTimeout).toBe(1_000);
      expect(server.server.headersTimeout).toBe(500);
      expect(server.server.keepAliveTimeout).toBe(700);
    } finally {
      await server.close();
    }
  });

  it('a body that stops arriving: 408 after the idle limit, before the request limit', async () => {
    const server = await serve({ timeouts: { ...small, requestMs: 20_000, headersMs: 5_000, bodyIdleMs: 300 } }, async (req, res) => {
      await drain(req);
      res.end('read');
    });
    try {
      const { answer, closedAfterMs } = await slowRequest(
        server.port,
        'POST /api/x HTTP/1.1\r\nHost: t\r\nContent-Length: 100\r\n\r\nab',
        '',
        1_000,
      );
      expect(answer).toMatch(/^HTTP\/1\.1 408 /);
      expect(answer).toContain('The request took too long to arrive.');
      expect(closedAfterMs).toBeLessThan(2_000);
    } finally {
      await server.close();
    }
  });

  it('headers that never end: 408 after the header limit', async () => {
    const server = await serve({ timeouts: small });
    try {
      const { answer, closedAfterMs } = await slowRequest(
        server.port,
        'GET / HTTP/1.1\r\nHost: t\r\n',
        'X-Slow: aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa',
        100,
      );
      expect(answer).toMatch(/^HTTP\/1\.1 408 /);
      expect(closedAfterMs).toBeLessThan(2_500);
    } finally {
      await server.close();
    }
  });

  it('a quick request on the same limits is answered as usual', async () => {
    const server = await serve({ timeouts: small });
    try {
      const res = await fetch(`${server.url}/`, { method: 'POST', body: 'hello' });
      expect(res.status).toBe(200);
      expect(await res.text()).toBe('ok');
    } finally {
      await server.close();
    }
  });
});

describe('TRUST_PROXY and HSTS over HTTP (issue 32)', () => {
  /** An API that answers with the address it was given (what its rate limits count). */
  const echo = Object.assign(async (req: { ip?: string }) => ({ status: 200, json: { ip: req.ip } }), {
    database: async () => ({}),
  }) as unknown as DemoApi;
  const apiServer = (trustProxy?: string) =>
    serve({ ...(trustProxy !== undefined ? { trustProxy: parseTrustProxy(trustProxy) } : {}) }, async (req, res) =>
      handleApiRequest(echo, req as never, res, new URL('http://x/api/echo')),
    );

  it.each([
    [
      'no TRUST_PROXY: a forwarded address is ignored',
      undefined,
      { 'x-forwarded-for': '198.51.100.7', 'x-forwarded-proto': 'https' },
      '127.0.0.1',
      false,
    ],
    [
      'a trusted balancer on loopback: its client',
      'loopback',
      { 'x-forwarded-for': '198.51.100.7', 'x-forwarded-proto': 'https' },
      '198.51.100.7',
      true,
    ],
    [
      'trusted, plain http at the balancer: no HSTS',
      'loopback',
      { 'x-forwarded-for': '198.51.100.7', 'x-forwarded-proto': 'http' },
      '198.51.100.7',
      false,
    ],
    [
      'a trusted range that is not ours: ignored',
      '10.0.0.0/8',
      { 'x-forwarded-for': '198.51.100.7', 'x-forwarded-proto': 'https' },
      '127.0.0.1',
      false,
    ],
  ])('%s', async (_name, trustProxy, headers, address, hsts) => {
    const server = await apiServer(trustProxy);
    try {
      const res = await fetch(`${server.url}/api/echo`, { headers });
      expect(((await res.json()) as { ip: string }).ip.replace(/^::ffff:/, '')).toBe(address);
      expect(res.headers.get('strict-transport-security')).toBe(hsts ? 'max-age=31536000; includeSubDomains' : null);
    } finally {
      await server.close();
    }
  });
});

/** A Kysely plugin that fails every write the way a full disk does (SQLite's code and PostgreSQL's). */
const diskFull: KyselyPlugin = {
  transformQuery(args) {
    if (args.node.kind !== 'SelectQueryNode')
      throw Object.assign(
        new Error(engine === 'postgres' ? 'could not extend file: No space left on device' : 'database or disk is full'),
        { code: engine === 'postgres' ? '53100' : 'SQLITE_FULL' },
      );
    return args.node;
  },
  transformResult: async (args) => args.result,
};

let db: TestDatabase;
let writable: StorefrontDb;
beforeAll(async () => {
  db = await createTestDatabase();
  writable = await db.open();
  await seedDatabase(writable.db);
});
afterAll(async () => {
  await writable.close();
  await db.destroy();
});

/** The same database opened so that it cannot be written: a read-only SQLite file, a read-only PostgreSQL session. */
async function openReadOnly(): Promise<StorefrontDb> {
  if (engine === 'postgres') {
    const pool = new pg.Pool({ connectionString: db.env.DATABASE_URL, max: 2, options: '-c default_transaction_read_only=on' });
    const kysely = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { db: kysely, dialect: 'postgres', location: 'read-only', close: () => kysely.destroy() };
  }
  // SQLite's own read-only switch on this connection: every write fails with SQLITE_READONLY.
  const opened = await db.open();
  await sql`pragma query_only = on`.execute(opened.db);
  return opened;
}

async function withApi<T>(database: StorefrontDb, run: (url: string) => Promise<T>): Promise<T> {
  const { listener } = createDemoRequestListener({ database });
  const server = await listen(listener, { port: 0 });
  try {
    return await run(server.url);
  } finally {
    await server.close();
  }
}

const signUp = (url: string, email: string) =>
  fetch(`${url}/api/auth/sign-up`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ firstName: 'Dee', lastName: 'Full', email, password: 'a-long-unusual-passphrase-9' }),
  });

describe(`readiness and a database that cannot be written (${engine}, issue 32)`, () => {
  it('a writable database: /readyz answers 200 after a real write of its heartbeat row', async () => {
    await withApi(writable, async (url) => {
      const res = await fetch(`${url}/readyz`);
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ status: 'ready' });
    });
    const rows = await writable.db.selectFrom('readinessProbes').selectAll().execute();
    expect(rows.length).toBe(1);
    expect(Number(rows[0]?.checkedAt)).toBeGreaterThan(Date.now() - 60_000);
  });

  it('read-only: /readyz answers 503 with a clear body while reads still work; a write is a 503 with words to act on', async () => {
    const readOnly = await openReadOnly();
    try {
      await withApi(readOnly, async (url) => {
        const ready = await fetch(`${url}/readyz`);
        expect(ready.status).toBe(503);
        expect(await ready.json()).toMatchObject({
          status: NOT_READY_WRITE,
          reason: expect.stringContaining('may be full, read-only or unreachable'),
        });
        expect((await fetch(`${url}/api/retailers`)).status).toBe(200);
        const res = await signUp(url, `readonly.${engine}@example.com`);
        expect(res.status).toBe(503);
        expect(res.headers.get('retry-after')).toBe('30');
        expect(((await res.json()) as { message: string }).message).toBe(STORAGE_UNAVAILABLE_MESSAGE);
      });
    } finally {
      await readOnly.close();
    }
  });

  it('disk full: /readyz answers 503 and a write is a 503, never a generic 500', async () => {
    const full: StorefrontDb = { ...writable, db: writable.db.withPlugin(diskFull), close: async () => undefined };
    await withApi(full, async (url) => {
      expect((await fetch(`${url}/readyz`)).status).toBe(503);
      const res = await signUp(url, `full.${engine}@example.com`);
      expect(res.status).toBe(503);
      expect(((await res.json()) as { message: string }).message).toBe(STORAGE_UNAVAILABLE_MESSAGE);
    });
  });

  it('a database that does not answer in time: not ready', async () => {
    const { api } = createDemoRequestListener({ database: writable });
    const stuck = Object.assign(api, { database: () => new Promise<StorefrontDb>(() => undefined) }) as DemoApi;
    const { databaseReady } = await import('@storefront/demo-api/server');
    const started = Date.now();
    expect(await databaseReady(stuck, { timeoutMs: 200 })).toMatchObject({ ready: false });
    expect(Date.now() - started).toBeLessThan(1_000);
  });
});

describe(`the demo retailers' role (${engine}, issue 32)`, () => {
  it('/api/me shows the role: retailerOf for a demo retailer, null for the demo shopper', async () => {
    await withApi(writable, async (url) => {
      const me = async (email: string, password: string) => {
        const signIn = await fetch(`${url}/api/auth/sign-in`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email, password }),
        });
        expect(signIn.status).toBe(200);
        const cookie = (signIn.headers.getSetCookie()[0] ?? '').split(';')[0] ?? '';
        return ((await (await fetch(`${url}/api/me`, { headers: { cookie } })).json()) as { data: { retailerOf: string | null } }).data;
      };
      expect(await me('retailer@mile-high.example', 'retailer-demo-2026')).toMatchObject({
        email: 'retailer@mile-high.example',
        retailerOf: 'mile-high',
      });
      expect(await me('shopper@example.com', 'greenleaf-demo-2026')).toMatchObject({ retailerOf: null });
    });
  });

  it('sign-up never grants the role', async () => {
    await withApi(writable, async (url) => {
      expect((await signUp(url, `newcomer.${engine}@example.com`)).status).toBe(201);
    });
    const row = await writable.db
      .selectFrom('users')
      .select('retailerOf')
      .where('emailKey', '=', `newcomer.${engine}@example.com`)
      .executeTakeFirstOrThrow();
    expect(row.retailerOf).toBeNull();
  });
});
