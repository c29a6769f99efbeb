// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '@storefront/components/api';
import { safeFile, startDemoServer, type DemoServer } from './server.ts';

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

  it.each(['/', '/shop', '/assets/index-Bq3xY7zA.js', '/images/catalog/products/none.svg', '/images/cms/none.png'])('GET %s → 404 (the storefront serves pages)', async (path) => {
    expect((await get(path)).status).toBe(404);
  });

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
    expect((await fetch(`${demo.url}/images/cms/copper-state-logo.svg`, { method: 'POST' })).status).toBe(405);
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
