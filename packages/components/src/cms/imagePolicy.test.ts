import { describe, expect, it } from 'vitest';
import type { z } from 'zod/mini';
import { isImageField } from './fields.ts';
import { imagePolicyFrom, imageUrlProblem, normaliseImageHost } from './imagePolicy.ts';
import { unwrap } from './lenient.ts';
import { defaultSiteConfig, parseCms } from './parseCms.ts';
import { cmsSchema } from './schema.ts';

const TRACKER = 'https://tracker.example/pixel.gif';

describe('normaliseImageHost: an allowedImageHosts entry is a host name, optionally with a port', () => {
  it.each([
    ['cdn.example.com', 'cdn.example.com'],
    ['CDN.Example.com', 'cdn.example.com'],
    ['cdn.example.com:8443', 'cdn.example.com:8443'],
    ['cdn.example.com:443', 'cdn.example.com'],
    ['localhost', 'localhost'],
    ['127.0.0.1:4000', '127.0.0.1:4000'],
    ['[::1]', '[::1]'],
    ['', undefined],
    [' cdn.example.com', undefined],
    ['https://cdn.example.com', undefined],
    ['cdn.example.com/images', undefined],
    ['cdn.example.com?x', undefined],
    ['*.example.com', undefined],
    ['user@cdn.example.com', undefined],
    ['cdn.example.com:99999', undefined],
    ['cdn\\example.com', undefined],
  ])('%j → %j', (entry, expected) => {
    expect(normaliseImageHost(entry)).toBe(expected);
  });
});

describe('imageUrlProblem: only the own origin and the allowed hosts', () => {
  const policy = imagePolicyFrom({
    host: 'https://shop.greenleaf.example',
    allowedImageHosts: ['cdn.example.com', 'img.example.net:8443'],
  });

  it.each([
    ['not set', ''],
    ['blank', '   '],
    ['a site path', '/images/cms/logo.svg'],
    ['a relative path', 'images/logo.svg'],
    ['a site path with a query', '/images/cms/logo.svg?v=2'],
    ['the storefront origin (siteSettings.host)', 'https://shop.greenleaf.example/images/logo.svg'],
    ['an allowed host', 'https://cdn.example.com/logo.png'],
    ['an allowed host over http', 'http://cdn.example.com/logo.png'],
    ['an allowed host in capitals', 'https://CDN.EXAMPLE.COM/logo.png'],
    ['an allowed host, protocol-relative', '//cdn.example.com/logo.png'],
    ['an allowed host with its port', 'https://img.example.net:8443/a.png'],
  ])('allowed: %s (%j)', (_label, url) => {
    expect(imageUrlProblem(url, policy)).toBeUndefined();
  });

  it.each([
    ['another host', TRACKER, 'image host "tracker.example" is not allowed'],
    ['a host ending like an allowed one', 'https://evilcdn.example.com/x.png', 'image host "evilcdn.example.com"'],
    [
      'an allowed name as a subdomain of another',
      'https://cdn.example.com.evil.example/x.png',
      'image host "cdn.example.com.evil.example"',
    ],
    ['an allowed name as credentials', 'https://cdn.example.com@evil.example/x.png', 'image host "evil.example"'],
    ['an allowed name in the query', 'https://evil.example/x.png?cdn.example.com', 'image host "evil.example"'],
    ['an allowed host on another port', 'https://cdn.example.com:8080/x.png', 'image host "cdn.example.com:8080"'],
    ['a subdomain of an allowed host', 'https://a.cdn.example.com/x.png', 'image host "a.cdn.example.com"'],
    ['protocol-relative', '//tracker.example/p.gif', 'image host "tracker.example"'],
    ['backslashes', '\\\\tracker.example\\p.gif', 'image host "tracker.example"'],
    ['slash-backslash', '/\\tracker.example/p.gif', 'image host "tracker.example"'],
    ['a tab between the slashes', '/\t/tracker.example/p.gif', 'image host "tracker.example"'],
    ['leading spaces', '  //tracker.example/p.gif', 'image host "tracker.example"'],
    ['a scheme without slashes', 'https:tracker.example/p.gif', 'image host "tracker.example"'],
    ['the own origin on another scheme', 'http://shop.greenleaf.example/images/logo.svg', 'image host "shop.greenleaf.example"'],
    ['a data: image', 'data:image/gif;base64,R0lGODlhAQABAAAAACw=', 'data: image URLs are not allowed'],
    ['a javascript: URL', 'javascript:alert(1)', 'javascript: image URLs are not allowed'],
    ['a blob: URL', 'blob:https://cdn.example.com/1234', 'blob: image URLs are not allowed'],
    ['an unparsable URL', 'http://[::1/x.png', 'is not a valid URL'],
  ])('refused: %s (%j)', (_label, url, problem) => {
    expect(imageUrlProblem(url, policy)).toContain(problem);
  });

  it('with no allowed hosts and no usable siteSettings.host, only own-origin paths pass', () => {
    const ownOnly = imagePolicyFrom({ host: 'not a url', allowedImageHosts: [] });
    expect(imageUrlProblem('/images/cms/logo.svg', ownOnly)).toBeUndefined();
    expect(imageUrlProblem('https://cdn.example.com/logo.png', ownOnly)).toContain('not allowed');
    expect(imagePolicyFrom({ host: 'ftp://files.example', allowedImageHosts: [] }).origin).toBeUndefined();
  });
});

/** Every image() field of the schema, as paths with '*' for list items and record values. */
function imageFieldPaths(schema: z.core.$ZodType, path = ''): string[] {
  if (isImageField(schema)) return [path];
  const def = unwrap(schema)._zod.def as z.core.$ZodTypeDef & {
    shape?: Record<string, z.core.$ZodType>;
    element?: z.core.$ZodType;
    valueType?: z.core.$ZodType;
  };
  const join = (key: string) => (path === '' ? key : `${path}.${key}`);
  if (def.type === 'object') return Object.entries(def.shape ?? {}).flatMap(([key, child]) => imageFieldPaths(child, join(key)));
  if (def.type === 'array' && def.element) return imageFieldPaths(def.element, join('*'));
  if (def.type === 'record' && def.valueType) return imageFieldPaths(def.valueType, join('*'));
  return [];
}

/** Every string field of the schema whose name says it is an image (the fixtures test's rule). */
function imageNamedPaths(schema: z.core.$ZodType, path = ''): string[] {
  const def = unwrap(schema)._zod.def as z.core.$ZodTypeDef & {
    shape?: Record<string, z.core.$ZodType>;
    element?: z.core.$ZodType;
    valueType?: z.core.$ZodType;
  };
  const join = (key: string) => (path === '' ? key : `${path}.${key}`);
  if (def.type === 'object') return Object.entries(def.shape ?? {}).flatMap(([key, child]) => imageNamedPaths(child, join(key)));
  if (def.type === 'array' && def.element) return imageNamedPaths(def.element, join('*'));
  if (def.type === 'record' && def.valueType) return imageNamedPaths(def.valueType, join('*'));
  const name = path.split('.').at(-1) ?? '';
  return def.type === 'string' && /(image|logo|icon)(One|Two|Three|Four)?$/i.test(name) ? [path] : [];
}

describe('every image field of the CMS is checked', () => {
  const imagePaths = imageFieldPaths(cmsSchema);

  it('every field named …image / …logo / …icon is an image field, and only those', () => {
    expect(imagePaths.length).toBeGreaterThan(30);
    expect(imagePaths).toEqual(imageNamedPaths(cmsSchema));
  });

  /** A payload that sets every image field (one item in each list) to `url`. */
  function everyImage(url: string, siteSettings: Record<string, unknown> = {}): Record<string, unknown> {
    const payload: Record<string, unknown> = { siteSettings };
    const item: Record<string, Record<string, unknown>> = {
      'stickyFooterWidgetCmsData.shopByChoiceItems': { title: 'Flower' },
      'socialLinksCms.*.socialLinks': { link: '/x', title: 'X' },
      socialLinksCms: {},
      dealsImageSettingCMS: {},
      searchPageCms: {},
      customProductCategoryData: { categoryName: 'Flower', urlSlug: 'flower' },
      'homePageSectionsCms.sections': { type: 'hero' },
    };
    for (const path of imagePaths) {
      let parent = payload;
      const keys = path.split('.');
      keys.slice(0, -1).forEach((key, i) => {
        if (key === '*') return;
        const isList = keys[i + 1] === '*';
        const listPath = keys.slice(0, i + 1).join('.');
        if (isList) {
          const list = (parent[key] as Array<Record<string, unknown>> | undefined) ?? [{ ...item[listPath] }];
          parent[key] = list;
          parent = list[0]!;
        } else {
          parent = (parent[key] as Record<string, unknown> | undefined) ?? (parent[key] = {});
        }
      });
      parent[keys.at(-1)!] = url;
    }
    return payload;
  }

  it('an outside host in every image field: each falls back to its default with a warning', () => {
    const { config, warnings } = parseCms(everyImage(TRACKER));
    expect(warnings.map((w) => w.path.replace(/\.0(\.|$)/g, '.*$1'))).toEqual(imagePaths);
    expect(new Set(warnings.map((w) => w.message))).toEqual(
      new Set([
        `image host "tracker.example" is not allowed (only the storefront's own origin and siteSettings.allowedImageHosts); using ""`,
      ]),
    );
    expect(config.headerWidgetCmsData.logo).toBe(defaultSiteConfig.headerWidgetCmsData.logo);
    expect(config.customProductCategoryData).toEqual([
      { categoryName: 'Flower', urlSlug: 'flower', image: '', imageAlt: '', imageTitle: '' },
    ]);
  });

  it('the same host declared in siteSettings.allowedImageHosts: every image kept, no warning', () => {
    const { config, warnings } = parseCms(everyImage(TRACKER, { allowedImageHosts: ['tracker.example'] }));
    expect(warnings).toEqual([]);
    expect(config.headerWidgetCmsData.logo).toBe(TRACKER);
    expect(config.stickyFooterWidgetCmsData.shopByChoiceImageOne).toBe(TRACKER);
  });

  it('site paths need no declaration', () => {
    expect(parseCms(everyImage('/images/cms/logo.svg')).warnings).toEqual([]);
  });

  it('an invalid allowedImageHosts entry is dropped with a warning; the valid ones still apply', () => {
    const { config, warnings } = parseCms({
      siteSettings: { allowedImageHosts: ['https://cdn.example.com', 'cdn.example.com', '*.example.com'] },
      headerWidgetCmsData: { logo: 'https://cdn.example.com/logo.png' },
      footerCms: { logo: 'https://other.example.com/logo.png' },
    });
    expect(config.siteSettings.allowedImageHosts).toEqual(['cdn.example.com']);
    expect(config.headerWidgetCmsData.logo).toBe('https://cdn.example.com/logo.png');
    expect(config.footerCms.logo).toBe('');
    expect(warnings.map((w) => w.path)).toEqual(['siteSettings.allowedImageHosts.0', 'siteSettings.allowedImageHosts.2', 'footerCms.logo']);
    expect(warnings[0]?.message).toContain('"https://cdn.example.com" is not a host name');
  });
});
