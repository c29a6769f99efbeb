// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '@storefront/components/api';
import { safeFile, startDemoServer, type DemoServer } from './server.ts';

const bundle = `console.log(${JSON.stringify('storefront '.repeat(200))});`;
let dist: string;
let demo: DemoServer;

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'demo-dist-'));
  mkdirSync(join(dist, 'assets'));
  mkdirSync(join(dist, 'fonts'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Storefront</title><div id="root"></div>');
  writeFileSync(join(dist, 'assets', 'index-Bq3xY7zA.js'), bundle);
  writeFileSync(join(dist, 'assets', 'index-Bq3xY7zA.css'), `body{margin:0}${'.a{color:red}'.repeat(100)}`);
  writeFileSync(join(dist, 'fonts', 'inter.woff2'), Buffer.from([0x77, 0x4f, 0x46, 0x32]));
  writeFileSync(join(dist, 'robots.txt'), 'User-agent: *');
  demo = await startDemoServer({ port: 0, distDir: dist });
});

afterAll(async () => {
  await demo.close();
  rmSync(dist, { recursive: true, force: true });
});

const get = (path: string, headers: Record<string, string> = {}) => fetch(`${demo.url}${path}`, { headers });

describe('demo server', () => {
  it.each([
    ['/', 'text/html; charset=utf-8', 'no-cache'],
    ['/shop/brand/peak-extracts', 'text/html; charset=utf-8', 'no-cache'],
    ['/product/blue-dream-flower-3-5g', 'text/html; charset=utf-8', 'no-cache'],
    ['/assets/index-Bq3xY7zA.js', 'text/javascript; charset=utf-8', 'public, max-age=31536000, immutable'],
    ['/assets/index-Bq3xY7zA.css', 'text/css; charset=utf-8', 'public, max-age=31536000, immutable'],
    ['/fonts/inter.woff2', 'font/woff2', 'public, max-age=3600'],
    ['/robots.txt', 'text/plain; charset=utf-8', 'public, max-age=3600'],
    ['/images/catalog/products/blue-dream-flower-3-5g.svg', 'image/svg+xml', 'public, max-age=3600'],
    ['/images/cms/copper-state-logo.svg', 'image/svg+xml', 'public, max-age=3600'],
  ])('GET %s → %s (%s)', async (path, type, cache) => {
    const res = await get(path);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe(type);
    expect(res.headers.get('cache-control')).toBe(cache);
  });

  it('falls back to index.html for client routes', async () => {
    expect(await (await get('/deals/vape-wednesday')).text()).toContain('<div id="root"></div>');
  });

  it.each(['/assets/missing-Zz9aB8cD.js', '/images/catalog/products/none.svg', '/images/cms/none.png'])('GET %s → 404', async (path) => {
    expect((await get(path)).status).toBe(404);
  });

  it.each([
    ['/assets/index-Bq3xY7zA.js', 'gzip'],
    ['/assets/index-Bq3xY7zA.css', 'gzip'],
  ])('gzips %s for clients that accept it', async (path, encoding) => {
    const res = await get(path, { 'accept-encoding': 'gzip' });
    expect(res.headers.get('content-encoding')).toBe(encoding);
    expect(res.headers.get('vary')).toBe('Accept-Encoding');
    if (path.endsWith('.js')) expect(await res.text()).toBe(bundle);
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
    const res = await fetch(`${demo.url}${apiPaths.signIn}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"email":' });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ message: 'Request body is not valid JSON.' });
  });

  it('keeps API state for the life of the server', async () => {
    const signIn = await fetch(`${demo.url}${apiPaths.signIn}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'shopper@example.com', password: 'secret1' }),
    });
    const { token } = (await signIn.json()) as { token: string };
    expect((await get(apiPaths.me, { authorization: `Bearer ${token}` })).status).toBe(200);
  });

  it('refuses to write outside the site', async () => {
    expect((await fetch(`${demo.url}/index.html`, { method: 'POST' })).status).toBe(405);
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
  ])('%s inside dist → %s', (path, found) => {
    expect(safeFile(dist, path) !== null).toBe(found);
  });
});

describe('without a build', () => {
  it('serves the API and a clear "not built" page', async () => {
    const empty = mkdtempSync(join(tmpdir(), 'demo-nodist-'));
    const bare = await startDemoServer({ port: 0, distDir: join(empty, 'dist') });
    try {
      expect(bare.distAvailable).toBe(false);
      const page = await fetch(`${bare.url}/`);
      expect(page.status).toBe(503);
      expect(await page.text()).toContain('pnpm --filter @storefront/app build');
      expect((await fetch(`${bare.url}${apiPaths.categories}`)).status).toBe(200);
    } finally {
      await bare.close();
      rmSync(empty, { recursive: true, force: true });
    }
  });
});
