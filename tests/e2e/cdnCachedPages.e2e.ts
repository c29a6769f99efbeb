/**
 * A page a CDN may keep carries no nonce (issue 32): an anonymous page (`public, s-maxage`) is sent
 * with a CSP listing its inline scripts' hashes, the same for every copy, and it still runs (the
 * page hydrates, no script is refused); a page for a shopper with a cookie stays `private` and
 * gets a fresh nonce per response.
 */
import { createHash } from 'node:crypto';
import type { APIResponse } from '@playwright/test';
import { expect, test } from './fixtures.ts';

const csp = (res: APIResponse) => res.headers()['content-security-policy'] ?? '';
const scriptSources = (policy: string) => /script-src ([^;]*)/.exec(policy)?.[1] ?? '';
const inlineScripts = (html: string) =>
  [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
    .filter((m) => !/\ssrc=|type="application\/(ld\+)?json"/i.test(m[1] ?? ''))
    .map((m) => m[2] ?? '');
const sha = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

test('an anonymous, CDN-cacheable page: no nonce, the same hash-based CSP on every copy, covering each inline script', async ({
  playwright,
  baseURL,
}) => {
  // A request context without cookies: what a CDN fetches.
  const anonymous = await playwright.request.newContext({ baseURL });
  const first = await anonymous.get('/shop');
  const second = await anonymous.get('/shop');
  expect(first.headers()['cache-control']).toMatch(/^public, .*s-maxage=\d+/);
  expect(scriptSources(csp(first))).not.toContain("'nonce-");
  expect(csp(second)).toBe(csp(first));
  const html = await first.text();
  expect(html).not.toMatch(/\snonce="/);
  const scripts = inlineScripts(html);
  expect(scripts.length).toBeGreaterThan(0);
  for (const script of scripts) expect(scriptSources(csp(first))).toContain(sha(script));
  await anonymous.dispose();
});

test('the anonymous page runs under that policy: it hydrates and no inline script is refused', async ({ page }) => {
  const refused: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
  });
  const response = await page.goto('/shop');
  expect(response?.headers()['cache-control']).toMatch(/^public, /);
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
  expect(refused).toEqual([]);
});

test("a shopper's page (a cookie): private, with a nonce of its own per response", async ({ playwright, baseURL }) => {
  const shopper = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { cookie: 'sf_session=not-a-real-session' } });
  const first = await shopper.get('/shop');
  const second = await shopper.get('/shop');
  expect(first.headers()['cache-control']).toBe('private, no-store');
  const nonce = (res: APIResponse) => /'nonce-([^']+)'/.exec(csp(res))?.[1];
  expect(nonce(first)).toBeTruthy();
  expect(nonce(second)).not.toBe(nonce(first));
  expect(await first.text()).toContain(`nonce="${nonce(first)}"`);
  await shopper.dispose();
});
