/**
 * Where CMS images may come from. A CMS image URL that points at any host would let a CMS author
 * (or whoever gets at the CMS) load a tracking pixel on every page view; the design notes want
 * images shipped with the site. So an image() field keeps its value only when it is:
 *   - '' (not set: the widget's built-in image);
 *   - a URL of the storefront's own origin: a site path ('/images/cms/logo.svg') or another relative
 *     reference, resolved against the page;
 *   - an http(s) URL on the origin of siteSettings.host (the storefront's own base URL);
 *   - an http(s) URL whose host is listed in siteSettings.allowedImageHosts (exact match, port
 *     included when it is not the default one; no wildcards).
 * Anything else, including data:, blob: and javascript: URLs, is reset to '' with a warning. data:
 * images are refused too: the widgets never rendered them (safeHref refuses data:), and an inline
 * image the size of the payload is not configuration.
 */
import { z } from 'zod/mini';
import { isImageField } from './fields.ts';
import { defaultOf, isPlainObject, joinPath, unwrap, type CmsWarning } from './lenient.ts';

/** No scheme, path, query, fragment, credentials, wildcard or space: just host[:port]. */
const NOT_IN_A_HOST = /[\s/\\?#@*]/;

/**
 * The host of an allowedImageHosts entry as URLs spell it ('CDN.example.com' → 'cdn.example.com',
 * 'cdn.example.com:443' → 'cdn.example.com'), or undefined when the entry is not a host name.
 */
export function normaliseImageHost(entry: string): string | undefined {
  if (entry === '' || NOT_IN_A_HOST.test(entry)) return undefined;
  try {
    const { host } = new URL(`https://${entry}/`);
    return host === '' ? undefined : host;
  } catch {
    return undefined;
  }
}

/** One siteSettings.allowedImageHosts entry: a host name, optionally with a port. */
export const imageHostSchema = z.string().check(
  z.refine((value) => normaliseImageHost(value) !== undefined, {
    error: (issue) => `${JSON.stringify(issue.input)} is not a host name (e.g. cdn.example.com: no scheme, path or wildcard)`,
  }),
);

export interface ImagePolicy {
  /** Normalised allowed hosts. */
  hosts: ReadonlySet<string>;
  /** The storefront's own origin from siteSettings.host, when that is an http(s) URL. */
  origin: string | undefined;
}

function httpOrigin(url: string): string | undefined {
  try {
    const parsed = new URL(url.trim());
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.origin : undefined;
  } catch {
    return undefined;
  }
}

export function imagePolicyFrom(settings: { host: string; allowedImageHosts: readonly string[] }): ImagePolicy {
  const hosts = settings.allowedImageHosts.flatMap((entry) => normaliseImageHost(entry) ?? []);
  return { hosts: new Set(hosts), origin: httpOrigin(settings.host) };
}

/**
 * Two stand-in page URLs of different schemes: a relative reference resolves to the page's origin
 * against both; 'https:evil.example' (relative to an https page only) does not.
 */
const PAGE_BASES = ['https://page.storefront.invalid/a/', 'http://page.storefront.invalid/a/'] as const;
const PAGE_ORIGINS = PAGE_BASES.map((base) => new URL(base).origin);

/** Why `url` may not be a CMS image, or undefined when it may (see the file comment). */
export function imageUrlProblem(url: string, policy: ImagePolicy): string | undefined {
  if (url.trim() === '') return undefined;
  let resolved: URL[];
  try {
    // The URL parser is the browser's: it sees through tabs, backslashes and other tricks.
    resolved = PAGE_BASES.map((base) => new URL(url, base));
  } catch {
    return 'is not a valid URL';
  }
  const outside = resolved.find((target, i) => target.origin !== PAGE_ORIGINS[i]);
  if (outside === undefined) return undefined;
  if (outside.protocol !== 'http:' && outside.protocol !== 'https:') {
    return `${outside.protocol} image URLs are not allowed`;
  }
  if (policy.hosts.has(outside.host) || outside.origin === policy.origin) return undefined;
  return `image host "${outside.host}" is not allowed (only the storefront's own origin and siteSettings.allowedImageHosts)`;
}

/**
 * Resets every image() field of `data` (a value parsed with `schema`) whose URL the policy refuses
 * to its default, and lists one warning per reset. Follows the schema, so it walks at most as deep
 * as the schema is.
 */
export function dropDisallowedImages(schema: z.core.$ZodType, data: unknown, policy: ImagePolicy, basePath = ''): CmsWarning[] {
  const warnings: CmsWarning[] = [];
  const visit = (field: z.core.$ZodType, parent: Record<PropertyKey, unknown>, key: PropertyKey, path: PropertyKey[]): void => {
    const value = parent[key];
    if (isImageField(field)) {
      const problem = typeof value === 'string' ? imageUrlProblem(value, policy) : undefined;
      if (problem !== undefined) {
        const fallback = defaultOf(field);
        parent[key] = fallback;
        warnings.push({ path: joinPath(basePath, path), message: `${problem}; using ${JSON.stringify(fallback)}` });
      }
      return;
    }
    const def = unwrap(field)._zod.def;
    if (def.type === 'object' && isPlainObject(value)) {
      const shape = (def as z.core.$ZodObjectDef).shape as Record<string, z.core.$ZodType>;
      for (const [name, child] of Object.entries(shape)) if (Object.hasOwn(value, name)) visit(child, value, name, [...path, name]);
    } else if (def.type === 'array' && Array.isArray(value)) {
      const element = (def as z.core.$ZodArrayDef).element;
      value.forEach((_item, index) => visit(element, value as unknown as Record<PropertyKey, unknown>, index, [...path, index]));
    } else if (def.type === 'record' && isPlainObject(value)) {
      const valueType = (def as z.core.$ZodRecordDef).valueType;
      for (const name of Object.keys(value)) visit(valueType, value, name, [...path, name]);
    }
  };
  visit(schema, { root: data }, 'root', []);
  return warnings;
}
