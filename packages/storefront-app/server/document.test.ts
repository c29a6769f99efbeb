// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { documentEnd, documentStart, inlineScriptHashes, securityHeaders } from './document.ts';
import { AGE_CONSENT_ATTRIBUTE } from '@storefront/components/rules';
import { ageConsentScript } from '../src/site/ageConsentScript.ts';
import { APP_STORAGE_KEYS } from '../src/stores/keys.ts';

const assets = {
  css: ['/assets/a.css'],
  inlineCss: { '/assets/a.css': 'body{}' },
  entry: '/assets/entry.js',
  modulepreload: ['/assets/page.js'],
};

describe('the page security headers (CSP with a nonce per response)', () => {
  it('allows only our own scripts and the nonced inline loader, and frames from our origin', () => {
    const headers = securityHeaders('abc123');
    const csp = headers['content-security-policy'] ?? '';
    expect(csp).toContain("script-src 'self' 'nonce-abc123'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'self'");
    expect(csp).toContain("frame-ancestors 'self'");
    expect(headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'x-frame-options': 'SAMEORIGIN',
    });
  });

  it('lets the configured workbench origin frame the pages (then no X-Frame-Options)', () => {
    const headers = securityHeaders('n', ['http://localhost:6006']);
    expect(headers['content-security-policy']).toContain("frame-ancestors 'self' http://localhost:6006");
    expect(headers).not.toHaveProperty('x-frame-options');
  });

  it('puts the nonce on every inline script and style of the document, and nowhere else', () => {
    const html = documentStart({ tags: '<title>x</title>' }, assets, 'n0nce') + documentEnd('{}', assets, 'n0nce');
    const scripts = html.match(/<script\b[^>]*>/g) ?? [];
    const executable = scripts.filter((tag) => !/type="application\/(json|ld\+json)"/.test(tag));
    expect(executable.length).toBeGreaterThan(0);
    for (const tag of executable) expect(tag).toContain('nonce="n0nce"');
    expect(html).toContain('<style nonce="n0nce" data-href="/assets/a.css">');
  });
  it('marks <html> for a browser that answered the age gate before anything paints (the first script, before the styles)', () => {
    const html = documentStart({ tags: '<title>x</title>' }, assets, 'n0nce');
    const script = html.indexOf('<script nonce="n0nce">');
    expect(script).toBeGreaterThan(-1);
    expect(script).toBeLessThan(html.indexOf('<style'));
    expect(script).toBeLessThan(html.indexOf('<body'));
  });

  it.each([
    ['answered', 'true', true],
    ['not answered', null, false],
    ['stored false', 'false', false],
    ['a corrupt value', '{oops', false],
    ['a string "true"', '"true"', false],
  ])('the age-consent script: %s → marked %j', (_label, stored, marked) => {
    const attributes = new Map<string, string>();
    const run = new Function('localStorage', 'document', ageConsentScript());
    run(
      { getItem: (key: string) => (key === APP_STORAGE_KEYS.ageConsent ? stored : null) },
      { documentElement: { setAttribute: (name: string, value: string) => attributes.set(name, value) } },
    );
    expect(attributes.has(AGE_CONSENT_ATTRIBUTE)).toBe(marked);
  });

  it('leaves the pending gate to ask without JavaScript (its answer is a form the server takes)', () => {
    expect(documentStart({ tags: '' }, assets, 'n0nce')).not.toContain('<noscript>');
  });

  it('the age-consent script leaves the gate to ask when storage cannot be read', () => {
    const run = new Function('localStorage', 'document', ageConsentScript());
    expect(() =>
      run(
        {
          getItem: () => {
            throw new Error('SecurityError');
          },
        },
        {},
      ),
    ).not.toThrow();
  });
});

describe('a page a CDN may keep: CSP by hashes, no nonce (issue 32)', () => {
  const sha = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

  it('lists the hash of every executable inline script once, and none of JSON or external scripts', () => {
    const html =
      '<script>a()</script><script type="module">b()</script><script type="application/json">{"c":1}</script><script type="application/ld+json">{}</script><script src="/x.js"></script><script>a()</script>';
    expect(inlineScriptHashes(html)).toEqual([sha('a()'), sha('b()')]);
  });

  it('the whole document rendered without a nonce: the same CSP for every copy, allowing exactly its inline scripts', () => {
    const render = () => documentStart({ tags: '<title>x</title>' }, assets) + '<main>page</main>' + documentEnd('{"q":1}', assets);
    const first = render();
    const second = render();
    expect(first).not.toContain('nonce=');
    const csp = (html: string) => securityHeaders({ hashes: inlineScriptHashes(html) })['content-security-policy'] ?? '';
    expect(csp(first)).toBe(csp(second));
    expect(csp(first)).not.toContain("'nonce-");
    expect(csp(first)).not.toMatch(/script-src[^;]*unsafe-inline/);
    const scripts = [...first.matchAll(/<script(?![^>]*type="application\/json")[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1] ?? '');
    expect(scripts.length).toBe(2);
    for (const script of scripts) expect(csp(first)).toContain(sha(script));
    // An injected script is not among them.
    expect(csp(first)).not.toContain(sha('alert(1)'));
  });

  it('with no inline script at all, only our own files', () => {
    expect(securityHeaders({ hashes: [] })['content-security-policy']).toContain("script-src 'self';");
  });
});
