/**
 * A retailer's CMS preview (issue 14, item 1): a CMS JSON checked against the published JSON Schema
 * (schema/cms.schema.json) with every error at its JSON path, parsed by `parseCms` with its
 * repairs listed, and carried in a URL (JSON → deflate → base64url) so an edited configuration can
 * be shared: the workbench's 'CMS preview' panel (`.storybook/cms-preview`) and the storefront's
 * `?preview=` read the same codec.
 *
 * Its own module, published as `@storefront/components/cms/preview` and NOT re-exported by the CMS
 * barrel: the schema validator and pako stay out of every storefront page's JavaScript. Only the
 * workbench and the storefront server load it.
 */
import { Validator, type OutputUnit } from '@cfworker/json-schema';
import { Inflate, deflate } from 'pako';
import schema from '../../schema/cms.schema.json' with { type: 'json' };
import { parseCms } from './parseCms.ts';
import type { CmsWarning } from './lenient.ts';
import type { SiteConfig } from './schema.ts';

/** The query parameter that carries a compressed CMS configuration (storefront and workbench). */
export const CMS_PREVIEW_PARAM = 'preview';
/** `?preview=off` ends a storefront preview. */
export const CMS_PREVIEW_OFF = 'off';
/**
 * The longest compressed configuration accepted, in characters: a URL past about 64 kB is cut by
 * browsers and proxies. The demo fixtures (17–19 kB of JSON) compress to about 5 kB.
 */
export const CMS_PREVIEW_MAX_ENCODED = 60_000;
/** The largest JSON a preview may inflate to (a zip bomb stops here). */
export const CMS_PREVIEW_MAX_JSON = 1_000_000;

export interface CmsSchemaError {
  /** JSON Pointer of the offending value ('' for the whole document), e.g. '/tickerPageCms/backgroundColor'. */
  path: string;
  message: string;
}

export type CmsPreviewCheck =
  | { ok: true; json: unknown; config: SiteConfig; schemaErrors: CmsSchemaError[]; warnings: CmsWarning[] }
  | { ok: false; error: string };

const validator = new Validator(schema as never, '2020-12', false);

/** Keywords whose errors only repeat a failure found below them ('Property "x" does not match schema.'). */
const WRAPPER_KEYWORDS = new Set(['properties', 'items', 'prefixItems', 'allOf', '$ref', '$dynamicRef']);

/** The output units worth showing: the leaf errors at the value's own path. */
function isLeaf(unit: OutputUnit): boolean {
  return !WRAPPER_KEYWORDS.has(unit.keyword);
}

/** JSON Pointer ('#/a/b') → '/a/b'. */
function pointer(location: string): string {
  return location.replace(/^#/, '');
}

/** The value at a JSON Pointer, or undefined. */
function valueAt(json: unknown, path: string): unknown {
  let value = json;
  for (const raw of path.split('/').slice(1)) {
    const key = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    if (typeof value !== 'object' || value === null) return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

/** A value as the error list shows it: JSON, at most 40 characters. */
function preview(value: unknown): string {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 40 ? `${text.slice(0, 39)}…` : text;
}

/**
 * Checks a JSON value against the published JSON Schema. Each error is at its JSON Pointer, in
 * document order, one per path and message (the validator repeats a failure through its parents).
 */
export function validateCmsJson(json: unknown): CmsSchemaError[] {
  const { errors } = validator.validate(json);
  const seen = new Set<string>();
  const out: CmsSchemaError[] = [];
  for (const unit of errors.filter(isLeaf)) {
    const path = pointer(unit.instanceLocation);
    const got = unit.keyword === 'required' ? '' : ` (got ${preview(valueAt(json, path))})`;
    const error = { path, message: `${unit.error}${got}` };
    const key = `${error.path} ${error.message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(error);
  }
  return out;
}

/** 'Unexpected token } in JSON at position 120' → the line and column of that position. */
function describeJsonError(text: string, error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  const at = /position (\d+)/.exec(message);
  if (!at) return `The CMS JSON does not parse: ${message}`;
  const before = text.slice(0, Number(at[1]));
  const line = before.split('\n').length;
  const column = before.length - before.lastIndexOf('\n');
  return `The CMS JSON does not parse at line ${line}, column ${column}: ${message.replace(/\s*\(line \d+ column \d+\)/, '')}`;
}

/**
 * Checks a CMS JSON text as a retailer typed, pasted or uploaded it: JSON syntax (an error at its
 * line and column), then the published schema (errors at their paths) and `parseCms` (the repairs
 * it made, each at its dot path). A schema error never blocks the preview: the storefront shows
 * what `parseCms` makes of the payload, exactly as it would in production.
 */
export function checkCmsText(text: string): CmsPreviewCheck {
  if (!text.trim()) return { ok: false, error: 'The CMS JSON is empty.' };
  if (text.length > CMS_PREVIEW_MAX_JSON) return { ok: false, error: `The CMS JSON is larger than ${CMS_PREVIEW_MAX_JSON / 1000} kB.` };
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    return { ok: false, error: describeJsonError(text, error) };
  }
  return checkCmsJson(json);
}

/** `checkCmsText` for a value already parsed. */
export function checkCmsJson(json: unknown): CmsPreviewCheck {
  const { config, warnings } = parseCms(json);
  return { ok: true, json, config, schemaErrors: validateCmsJson(json), warnings };
}

// ── The URL codec ────────────────────────────────────────────────────────────────────────────────

const CHUNK = 0x8000;

function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += CHUNK) binary += String.fromCharCode(...bytes.subarray(i, i + CHUNK));
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): Uint8Array {
  const base64 = text.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  return Uint8Array.from(binary, (ch) => ch.charCodeAt(0));
}

const TOO_LARGE = new Error('too large');

/** Inflates chunk by chunk and stops past CMS_PREVIEW_MAX_JSON bytes (never the whole bomb). */
function inflateBounded(bytes: Uint8Array): string {
  const inflator = new Inflate();
  const chunks: Uint8Array[] = [];
  let total = 0;
  inflator.onData = (chunk: Uint8Array) => {
    total += chunk.length;
    if (total > CMS_PREVIEW_MAX_JSON) throw TOO_LARGE;
    chunks.push(chunk);
  };
  inflator.push(bytes, true);
  if (inflator.err || !inflator.ended) throw new Error(inflator.msg || 'truncated');
  const all = new Uint8Array(total);
  let at = 0;
  for (const chunk of chunks) {
    all.set(chunk, at);
    at += chunk.length;
  }
  return new TextDecoder('utf-8', { fatal: true }).decode(all);
}

/** A CMS JSON value → the compact, URL-safe text of `?preview=` (deflate, base64url). */
export function encodeCmsPreview(json: unknown): string {
  return toBase64Url(deflate(JSON.stringify(json), { level: 9 }));
}

/**
 * `?preview=` text → the CMS check of its JSON, or a clear message when the text is too long, not
 * base64url, not a compressed JSON, or inflates past CMS_PREVIEW_MAX_JSON.
 */
export function decodeCmsPreview(encoded: string): CmsPreviewCheck {
  const text = encoded.trim();
  if (!text) return { ok: false, error: 'The preview link holds no configuration.' };
  if (text.length > CMS_PREVIEW_MAX_ENCODED) return { ok: false, error: 'The preview link is too long.' };
  if (!/^[A-Za-z0-9_-]+$/.test(text)) return { ok: false, error: 'The preview link is damaged (it is not base64url).' };
  let json: string;
  try {
    json = inflateBounded(fromBase64Url(text));
  } catch (error) {
    return {
      ok: false,
      error:
        error === TOO_LARGE ? 'The preview configuration is too large.' : 'The preview link is damaged (its data does not decompress).',
    };
  }
  return checkCmsText(json);
}
