import { deflate } from 'pako';
import { describe, expect, it } from 'vitest';
import { cmsFixtureIds, cmsFixtures } from '@storefront/fixtures/cms';
import { parseCms } from './parseCms.ts';
import { CMS_PREVIEW_MAX_ENCODED, checkCmsJson, checkCmsText, decodeCmsPreview, encodeCmsPreview, validateCmsJson } from './preview.ts';

const base64Url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

/** A fixture with one field changed (a deep copy). */
function withField(path: string[], value: unknown): Record<string, unknown> {
  const json = structuredClone(cmsFixtures.greenleaf) as Record<string, unknown>;
  let at = json;
  for (const key of path.slice(0, -1)) at = at[key] as Record<string, unknown>;
  at[path.at(-1)!] = value;
  return json;
}

describe('validateCmsJson: the published JSON Schema, errors at their JSON paths', () => {
  it.each(cmsFixtureIds)('fixture %s validates against schema/cms.schema.json', (id) => {
    expect(validateCmsJson(cmsFixtures[id])).toEqual([]);
  });

  it('an empty object is valid (every block optional, with defaults)', () => {
    expect(validateCmsJson({})).toEqual([]);
  });

  it.each([
    [['headerFooterSettings', 'isHeaderOne'], 'yes', '/headerFooterSettings/isHeaderOne', 'Expected "boolean"', '(got "yes")'],
    [['tickerPageCms', 'backgroundColor'], 'green!', '/tickerPageCms/backgroundColor', 'pattern', '(got "green!")'],
    [['tickerCrudData', '0', 'title'], 42, '/tickerCrudData/0/title', 'Expected "string"', '(got 42)'],
    [['initialSiteData', 'provider'], 'shopify', '/initialSiteData/provider', 'does not match any of', '(got "shopify")'],
  ])('%j = %j is reported at %s', (path, value, pointer, message, got) => {
    const errors = validateCmsJson(withField(path as string[], value));
    expect(errors).toHaveLength(1);
    expect(errors[0]?.path).toBe(pointer);
    expect(errors[0]?.message).toContain(message);
    expect(errors[0]?.message).toContain(got);
  });

  it('a payload that is not an object is one error at the root', () => {
    expect(validateCmsJson([1, 2])).toEqual([{ path: '', message: expect.stringContaining('Expected "object"') }]);
  });
});

describe('checkCmsText: what the CMS preview panel shows', () => {
  it.each([
    ['', 'The CMS JSON is empty.'],
    ['   \n', 'The CMS JSON is empty.'],
    ['{\n  "tickerPageCms": {},\n}', 'The CMS JSON does not parse at line 3, column 1'],
    ['{"a": tru}', 'The CMS JSON does not parse'],
    ['{"a": 1} x', 'The CMS JSON does not parse at line 1, column 10'],
  ])('%j → %s', (text, message) => {
    const check = checkCmsText(text);
    expect(check.ok).toBe(false);
    if (!check.ok) expect(check.error).toContain(message);
  });

  it("schema errors and parseCms's repairs are listed side by side; the preview still renders", () => {
    const check = checkCmsText(JSON.stringify(withField(['tickerPageCms', 'backgroundColor'], 'green!')));
    expect(check.ok).toBe(true);
    if (!check.ok) return;
    expect(check.schemaErrors.map((e) => e.path)).toEqual(['/tickerPageCms/backgroundColor']);
    expect(check.warnings).toEqual([
      { path: 'tickerPageCms.backgroundColor', message: expect.stringContaining('"green!" is not a hex colour') },
    ]);
    expect(check.config.tickerPageCms.backgroundColor).toBe(parseCms({}).config.tickerPageCms.backgroundColor);
  });

  it('a valid fixture: no errors, no warnings, the config parseCms makes', () => {
    const check = checkCmsJson(cmsFixtures['mile-high']);
    expect(check).toEqual({
      ok: true,
      json: cmsFixtures['mile-high'],
      config: parseCms(cmsFixtures['mile-high']).config,
      schemaErrors: [],
      warnings: [],
    });
  });
});

describe('encodeCmsPreview / decodeCmsPreview: the shareable URL', () => {
  it.each(cmsFixtureIds)('fixture %s round-trips, URL-safe and short', (id) => {
    const encoded = encodeCmsPreview(cmsFixtures[id]);
    expect(encoded).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(encoded.length).toBeLessThan(JSON.stringify(cmsFixtures[id]).length / 2);
    const decoded = decodeCmsPreview(encoded);
    expect(decoded.ok && decoded.json).toEqual(cmsFixtures[id]);
  });

  it('keeps text outside ASCII', () => {
    const json = withField(['siteSettings', 'siteName'], 'Café Verde — 420 ✿');
    const decoded = decodeCmsPreview(encodeCmsPreview(json));
    expect(decoded.ok && (decoded.json as typeof json)).toEqual(json);
  });

  it.each([
    ['', 'The preview link holds no configuration.'],
    ['abc!def', 'The preview link is damaged (it is not base64url).'],
    ['AAAAAAAA', 'The preview link is damaged (its data does not decompress).'],
    [encodeCmsPreview(cmsFixtures.greenleaf).slice(0, 200), 'The preview link is damaged (its data does not decompress).'],
    ['A'.repeat(CMS_PREVIEW_MAX_ENCODED + 1), 'The preview link is too long.'],
    [base64Url(deflate('x'.repeat(2_000_000))), 'The preview configuration is too large.'],
    [base64Url(deflate('{"a": ')), 'The CMS JSON does not parse'],
    [base64Url(deflate(new Uint8Array([0xff, 0xfe, 0x7b]))), 'The preview link is damaged (its data does not decompress).'],
  ])('%#: a bad link says so', (encoded, message) => {
    const decoded = decodeCmsPreview(encoded);
    expect(decoded.ok).toBe(false);
    if (!decoded.ok) expect(decoded.error).toContain(message);
  });
});
