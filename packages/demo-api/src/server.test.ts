// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '@storefront/components/api';
import { DEMO_PASSWORD, DEMO_USER } from './demoData.ts';
import { listen, oddPath, safeFile, startDemoServer, type DemoServer } from './server.ts';

let site: string;
let demo: DemoServer;

beforeAll(async () => {
  site = mkdtempSync(join(tmpdir(), 'demo-site-'));
  mkdirSync(join(site, 'assets'));
  writeFileSync(join(site, 'index.html'), '<!doctype html><title>Storefront</title>');
  writeFileSync(join(site, 'assets', 'index-Bq3xY7zA.js'), 'console.log(1)');
  demo = await startDemoServer({ port: 0 });
});

afterAll(async () => {
  await demo.close();
  rmSync(site, { recursive: true, force: true });
});

const get = (path: string, headers: Record<string, string> = {}) => fetch(`${demo.url}${path}`, { headers });

describe('demo server', () => {
  it.each([
    ['/images/catalog/products/blue-dream-flower-3-5g.svg', 'image/svg+xml', 'public, max-age=3600'],
    ['/images/cms/copper-state-logo.svg', 'image/svg+xml', 'public, max-age=3600'],
  ])('GET %s → %s (%s)', async (path, type, cache) => {
    const res = await get(path);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe(type);
    expect(res.headers.get('cache-control')).toBe(cache);
  });

  it.each(['/', '/shop', '/assets/index-Bq3xY7zA.js', '/images/catalog/products/none.svg', '/images/cms/none.png'])(
    'GET %s → 404 (the storefront serves pages)',
    async (path) => {
      expect((await get(path)).status).toBe(404);
    },
  );

  it('gzips images for clients that accept it', async () => {
    const res = await get('/images/catalog/products/blue-dream-flower-3-5g.svg', { 'accept-encoding': 'gzip' });
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(res.headers.get('vary')).toBe('Accept-Encoding');
    expect(await res.text()).toContain('<svg');
  });

  it('serves the API with JSON bodies', async () => {
    const list = await get(`${apiPaths.retailers}?state=CO`);
    expect(list.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(((await list.json()) as { data: { total: number } }).data.total).toBe(2);

    const menu = await fetch(`${demo.url}${apiPaths.menuProducts}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ retailerId: 'ret-co-denver', pagination: { offset: 0, limit: 3 } }),
    });
    expect(((await menu.json()) as { menu: { products: unknown[] } }).menu.products).toHaveLength(3);
  });

  it('answers malformed JSON with 400 and a message', async () => {
    const res = await fetch(`${demo.url}${apiPaths.signIn}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"email":',
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ message: 'Request body is not valid JSON.' });
  });

  it('keeps API state for the life of the server: the session is an HttpOnly cookie, not a token in the body', async () => {
    const signIn = await fetch(`${demo.url}${apiPaths.signIn}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: DEMO_USER.email, password: DEMO_PASSWORD }),
    });
    expect(signIn.status).toBe(200);
    expect(await signIn.json()).not.toHaveProperty('token');
    const cookie = signIn.headers.getSetCookie()[0] ?? '';
    expect(cookie).toMatch(/^sf_session=[\w-]{43}; Path=\/; HttpOnly; SameSite=Lax; Max-Age=2592000$/);
    expect((await get(apiPaths.me, { cookie: cookie.split(';')[0] ?? '' })).status).toBe(200);
    expect((await get(apiPaths.me, { authorization: 'Bearer demo-token-shopper' })).status).toBe(401);
  });

  it('answers a body over 1 MiB with 413 and a message (not a reset), and the connection is usable for the answer', async () => {
    const res = await fetch(`${demo.url}${apiPaths.popupVisitor}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: 'x'.repeat(1024 * 1024 + 10),
    });
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({ message: 'Request body is too large (at most 1 MiB).' });
  });

  it("gives every answer a request id (the caller's when sane) and answers /healthz and /readyz", async () => {
    expect((await get('/healthz')).headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect((await get('/healthz', { 'x-request-id': 'abc-123' })).headers.get('x-request-id')).toBe('abc-123');
    expect((await get('/healthz', { 'x-request-id': 'bad id <script>' })).headers.get('x-request-id')).not.toBe('bad id <script>');
    expect(await (await get('/healthz')).json()).toEqual({ status: 'ok' });
    const ready = await get('/readyz');
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ready' });
  });

  it('refuses a state-changing call from another site (Origin) with 403', async () => {
    const res = await fetch(`${demo.url}${apiPaths.signIn}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'https://evil.example' },
      body: JSON.stringify({ email: DEMO_USER.email, password: DEMO_PASSWORD }),
    });
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ message: 'Cross-site request refused.' });
  });

  it('refuses to write outside the site', async () => {
    expect((await fetch(`${demo.url}/images/cms/copper-state-logo.svg`, { method: 'POST' })).status).toBe(405);
  });
});

describe('oddPath: requests we refuse with a 400 before routing', () => {
  it.each([
    ['/shop', null],
    ['/product/blue%20dream', null],
    ['/%E0%A4%A', 'bad percent-encoding'],
    ['/..%2f..%2fetc/passwd', 'dot-dot segment'],
    ['/assets/../../package.json', 'dot-dot segment'],
    ['/%00', 'NUL in the path'],
    ['/images%5c..%5cx', 'backslash in the path'],
  ])('%s → %s', (path, why) => {
    expect(oddPath(path)).toBe(why);
  });

  it('answers them 400 over HTTP', async () => {
    const res = await fetch(`${demo.url}/images/catalog/%E0%A4%A`);
    expect(res.status).toBe(400);
  });
});

describe('safeFile', () => {
  it.each([
    ['index.html', true],
    ['/assets/index-Bq3xY7zA.js', true],
    ['../package.json', false],
    ['/assets/../../etc/passwd', false],
    ['%2e%2e/%2e%2e/etc/passwd', false],
    ['assets', false],
    ['%E0%A4%A', false],
  ])('%s inside the folder → %s', (path, found) => {
    expect(safeFile(site, path) !== null).toBe(found);
  });
});

describe('listen: graceful close', () => {
  it('lets a request in flight finish, then closes', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const server = await listen(
      async (_req, res) => {
        await gate;
        res.writeHead(200, { 'content-type': 'text/plain' });
        res.end('finished');
      },
      { port: 0 },
    );
    const inFlight = fetch(`${server.url}/slow`).then((r) => r.text());
    await new Promise((resolve) => setTimeout(resolve, 50));
    const closed = server.close();
    setTimeout(release, 100);
    expect(await inFlight).toBe('finished');
    await closed;
    await expect(fetch(`${server.url}/again`)).rejects.toThrow();
  });
});
