import { cmsSchema, type SiteConfig } from './schema.ts';
import { dropDisallowedImages, imagePolicyFrom } from './imagePolicy.ts';
import { isPlainObject, parseLenient, type CmsWarning } from './lenient.ts';

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null) {
    for (const item of Object.values(value)) deepFreeze(item);
    Object.freeze(value);
  }
  return value;
}

/** Every built-in default (frozen: copy before changing). */
export const defaultSiteConfig: SiteConfig = deepFreeze(cmsSchema.parse({}));

/** A fresh, mutable copy of the defaults. */
export function createDefaultSiteConfig(): SiteConfig {
  return cmsSchema.parse({});
}

function describeValue(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'object') return `a ${(value as object).constructor?.name ?? 'non-plain'} object`;
  return typeof value;
}

export interface ParsedCms {
  config: SiteConfig;
  warnings: CmsWarning[];
}

/**
 * Parses a CMS payload (a fixture or the API's JSON) into a complete `SiteConfig`. Never throws:
 * a wrong-typed field takes its default, an invalid list item is dropped, and each repair is listed
 * in `warnings`. Missing fields simply take their defaults, without a warning. Hostile payloads are
 * bounded: a list longer than its limit keeps its first items, a branch nested deeper than
 * MAX_DEPTH is dropped (lenient.ts), and an image from a host the CMS does not allow is reset to
 * its default (imagePolicy.ts); each with a warning.
 */
export function parseCms(json: unknown): ParsedCms {
  if (!isPlainObject(json)) {
    const got = describeValue(json);
    return {
      config: createDefaultSiteConfig(),
      warnings: [{ path: '', message: `CMS payload must be an object, got ${got}; using the defaults` }],
    };
  }
  const { data, warnings } = parseLenient(cmsSchema, json, createDefaultSiteConfig);
  warnings.push(...dropDisallowedImages(cmsSchema, data, imagePolicyFrom(data.siteSettings)));
  return { config: data, warnings };
}
