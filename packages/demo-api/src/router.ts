/** Route-table plumbing: path patterns, the error type, envelopes and small body validators. */
import type { DemoCatalog } from '@storefront/fixtures/catalog';
import type { User } from '@storefront/components/domain';
import {
  SEARCH_TEXT_MAX_LENGTH,
  SEARCH_TEXT_TOO_LONG_MESSAGE,
  type ApiEnvelope,
  type ApiErrorBody,
  type Paginated,
} from '@storefront/components/api';
import type { Kysely } from 'kysely';
import { isValidEmail } from '@storefront/components/rules';
import type { DemoRequest, DemoResponse } from './handlerTypes.ts';
import type { DialectName } from './db/connection.ts';
import type { Database } from './db/schema.ts';
import type { SessionInfo } from './auth/sessions.ts';
import type { FileStore } from './db/files.ts';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface CmsSource {
  /** Raw CMS JSON by site id. */
  fixtures: Record<string, unknown>;
  /** Display names by site id (falls back to siteSettings.siteName, then the id). */
  names: Record<string, string>;
  /** The information pages' content by site id (GET /api/cms/:siteId/pages). */
  pages: Record<string, unknown>;
}

export interface RouteContext {
  req: DemoRequest;
  params: Record<string, string>;
  query: URLSearchParams;
  body: unknown;
  catalog: DemoCatalog;
  cms: CmsSource;
  /** The database (SQLite or PostgreSQL on the server, in-memory SQLite in the browser mock). */
  db: Kysely<Database>;
  dialect: DialectName;
  /** Where uploads are kept (the data folder's uploads/ on the server). */
  files: FileStore;
  now: () => number;
  /** The signed-in user of the session cookie (or Bearer token), if any. */
  user: User | null;
  session: SessionInfo | null;
  /** The client's address ('' in-process): the rate limits' key. */
  ip: string;
  /** Set-Cookie values the answer carries (sign-in, sign-out). */
  cookies: string[];
  /** The demo e-mail outbox is served (DemoApiOptions.devOutbox). */
  devOutbox?: boolean;
}

export interface Route {
  method: Method;
  /** '/api/retailers/:idOrSlug' — `:name` segments become params. */
  pattern: string;
  handle: (ctx: RouteContext) => DemoResponse | Promise<DemoResponse>;
}

export class ApiError extends Error {
  readonly status: number;
  /** More for the client beside the message, answered in error.data (a full slot's next open slots). */
  readonly data?: Record<string, unknown>;
  constructor(status: number, message: string, data?: Record<string, unknown>) {
    super(message);
    this.status = status;
    if (data) this.data = data;
  }
}

/** A document answer's headers (the certificate of analysis): shown inline, with its file name, cached an hour like the images. */
export function documentHeaders(file: NonNullable<DemoResponse['file']>): Record<string, string> {
  return {
    'content-type': file.type,
    'cache-control': 'public, max-age=3600',
    'content-disposition': `inline; filename="${file.fileName}"`,
  };
}

export function errorBody(status: number, message: string, data?: Record<string, unknown>): ApiErrorBody {
  return { statusCode: status, message, error: { statusCode: status, message, data: { ...data, message } } };
}

export const ok = <T>(data: T, status = 200, message?: string): DemoResponse => ({
  status,
  json: { statusCode: status, ...(message ? { message } : {}), data } satisfies ApiEnvelope<T>,
});

export const page = <T>(items: T[], query: URLSearchParams, extra: Record<string, unknown> = {}): DemoResponse => {
  const offset = intParam(query, 'offset', 0, 0);
  const limit = intParam(query, 'limit', 100, 1);
  return ok({ data: items.slice(offset, offset + limit), total: items.length, ...extra } satisfies Paginated<T>);
};

export function intParam(query: URLSearchParams, name: string, fallback: number, min: number): number {
  const raw = query.get(name);
  if (raw === null || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min) throw new ApiError(400, `Query parameter "${name}" must be an integer of at least ${min}.`);
  return n;
}

/** Splits a pattern and a path into segments and returns the params, or null when they differ. */
export function matchPath(pattern: string, path: string): Record<string, string> | null {
  const p = pattern.split('/').filter(Boolean);
  const s = path.split('/').filter(Boolean);
  if (p.length !== s.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < p.length; i += 1) {
    const want = p[i] ?? '';
    const got = s[i] ?? '';
    if (want.startsWith(':')) {
      try {
        params[want.slice(1)] = decodeURIComponent(got);
      } catch {
        return null;
      }
    } else if (want !== got) {
      return null;
    }
  }
  return params;
}

// ── Body validators: each throws a 400 ApiError with a readable message. ──
export type Json = Record<string, unknown>;

export function asObject(value: unknown, what = 'Request body'): Json {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new ApiError(400, `${what} must be a JSON object.`);
  return value as Json;
}

/** Default length limit of a text field (characters); names, e-mails and messages set their own. */
export const MAX_FIELD_LENGTH = 500;
export const MAX_EMAIL_LENGTH = 254;
export const MAX_MESSAGE_LENGTH = 5000;

function checkLength(value: string, key: string, max: number): string {
  if (value.length > max) throw new ApiError(400, `"${key}" is too long (at most ${max} characters).`);
  // NUL is not text: PostgreSQL refuses it, and no form field needs it.
  if (value.includes('\u0000')) throw new ApiError(400, `"${key}" contains a character that is not allowed.`);
  return value;
}

/**
 * C0 controls (NUL, tab, line feed … U+001F), DEL and the C1 controls (U+0080–U+009F): none belongs
 * in a stored name. A name is one line of text shown in headings, e-mails and order slips; a line
 * break or a terminal escape in it is either a mistake or an attempt to forge what a reader sees,
 * and PostgreSQL refuses NUL outright.
 */
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f-\u009f]/;

/** True when the text holds a C0 or C1 control character (NUL included). */
export function hasControlCharacter(text: string): boolean {
  return CONTROL_CHARACTER.test(text);
}

/** The 400 of a name with a control character in it, naming the field. */
export function checkNameText(value: string, key: string): string {
  // NUL keeps the message every text field gives it (checkLength).
  if (value.includes('\u0000')) throw new ApiError(400, `"${key}" contains a character that is not allowed.`);
  if (hasControlCharacter(value)) throw new ApiError(400, `"${key}" may not contain control characters (such as line breaks or tabs).`);
  return value;
}

/**
 * A stored, human-readable name (a person's, a list's, a visitor's, a ticket's subject): a string
 * within `max`, trimmed, with no control character anywhere (checkNameText). Required unless
 * `required` is false, when absent or blank gives undefined.
 */
export function nameField(body: Json, key: string, options: { label?: string; max?: number; required: false }): string | undefined;
export function nameField(body: Json, key: string, options?: { label?: string; max?: number; required?: true }): string;
export function nameField(body: Json, key: string, options: { label?: string; max?: number; required?: boolean } = {}): string | undefined {
  const { label = key, max = MAX_FIELD_LENGTH, required = true } = options;
  const value = body[key];
  if (value !== undefined && value !== null && typeof value !== 'string') {
    if (required) throw new ApiError(400, `Please enter ${label}.`);
    throw new ApiError(400, `"${key}" must be a string.`);
  }
  if (typeof value === 'string' && value.length > max) throw new ApiError(400, `"${key}" is too long (at most ${max} characters).`);
  const text = typeof value === 'string' ? checkNameText(value, key).trim() : '';
  if (!text) {
    if (required) throw new ApiError(400, `Please enter ${label}.`);
    return undefined;
  }
  return text;
}

export function requiredString(body: Json, key: string, label = key, max = MAX_FIELD_LENGTH): string {
  const value = body[key];
  if (typeof value === 'string') checkLength(value, key, max);
  if (typeof value !== 'string' || value.trim() === '') throw new ApiError(400, `Please enter ${label}.`);
  return value.trim();
}

export function optionalString(body: Json, key: string, max = MAX_FIELD_LENGTH): string | undefined {
  const value = body[key];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string') throw new ApiError(400, `"${key}" must be a string.`);
  return checkLength(value, key, max);
}

/**
 * A trimmed e-mail: at most 254 characters (checked first, so a huge value costs nothing more) and
 * the storefront's linear e-mail check. `messages` are the form's own wording (spec 5).
 */
export function emailField(
  body: Json,
  key = 'email',
  messages: { required: string; invalid: string } = { required: 'Please enter email.', invalid: 'Please provide a correct email address!' },
): string {
  const value = body[key];
  if (value !== undefined && value !== null && typeof value !== 'string') throw new ApiError(400, `"${key}" must be a string.`);
  const raw = typeof value === 'string' ? value : '';
  if (raw.length > MAX_EMAIL_LENGTH + 64) checkLength(raw, key, MAX_EMAIL_LENGTH);
  const email = raw.trim();
  if (!email) throw new ApiError(400, messages.required);
  checkLength(email, key, MAX_EMAIL_LENGTH);
  if (!isValidEmail(email)) throw new ApiError(400, messages.invalid);
  return email;
}

/**
 * A search text (the menu's `search`, the suggestions' `q`, a list's `?search=` or `?name=`): at most
 * SEARCH_TEXT_MAX_LENGTH characters, checked before any matching work, else a 400 that says so.
 * Absent stays undefined; anything but a string is a 400 naming the field.
 */
export function searchText(value: unknown, key: string): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string') throw new ApiError(400, `"${key}" must be a string.`);
  if (value.length > SEARCH_TEXT_MAX_LENGTH) throw new ApiError(400, SEARCH_TEXT_TOO_LONG_MESSAGE);
  return checkLength(value, key, SEARCH_TEXT_MAX_LENGTH);
}

export function requiredNumber(body: Json, key: string): number {
  const value = body[key];
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof n !== 'number' || !Number.isFinite(n)) throw new ApiError(400, `"${key}" must be a number.`);
  return n;
}

export function optionalNumber(body: Json, key: string): number | undefined {
  return body[key] === undefined || body[key] === null ? undefined : requiredNumber(body, key);
}

export function optionalStringArray(body: Json, key: string, maxItems = 100, max = MAX_FIELD_LENGTH): string[] | undefined {
  const value = body[key];
  if (value === undefined || value === null) return undefined;
  if (!Array.isArray(value) || value.some((v) => typeof v !== 'string')) throw new ApiError(400, `"${key}" must be a list of strings.`);
  if (value.length > maxItems) throw new ApiError(400, `"${key}" has too many entries (at most ${maxItems}).`);
  for (const item of value as string[]) checkLength(item, key, max);
  return value as string[];
}

export function oneOf<T extends string>(value: unknown, allowed: readonly T[], key: string): T {
  if (typeof value !== 'string' || !allowed.includes(value as T)) throw new ApiError(400, `"${key}" must be one of ${allowed.join(', ')}.`);
  return value as T;
}

/** 401 unless a shopper is signed in. */
export function requireUser(ctx: Pick<RouteContext, 'user'>): User {
  if (!ctx.user) throw new ApiError(401, 'Please sign in to continue.');
  return ctx.user;
}

/** A random id with a prefix: 'ord_3kT9…' (16 random bytes, base64url). */
export function newId(prefix: string): string {
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  let s = '';
  for (const b of bytes) s += String.fromCharCode(b);
  return `${prefix}_${btoa(s).replace(/\+/g, '-').replace(/\//g, '_')}`;
}

/**
 * How deep a request's JSON may nest (objects and arrays inside each other). The API's deepest
 * real body (the menu request's filter, a cart item's options) is 4 levels; 32 leaves room and
 * keeps every recursive walk (JSON.stringify of a cart item, the field readers) far from the stack's
 * end: a 10,000-deep `cartItems` used to overflow JSON.stringify and answer 500.
 */
export const MAX_JSON_DEPTH = 32;
export const JSON_TOO_DEEP_MESSAGE = `Request body is nested too deeply (at most ${MAX_JSON_DEPTH} levels).`;

/**
 * The nesting depth of a parsed JSON value, counted without recursion (an explicit stack, so a
 * hostile depth cannot overflow the check itself), stopping as soon as it passes `limit`.
 * A scalar is 0, `[]` and `{}` are 1, `[[1]]` is 2.
 */
export function jsonDepth(value: unknown, limit = MAX_JSON_DEPTH): number {
  let deepest = 0;
  const stack: Array<{ value: unknown; depth: number }> = [{ value, depth: 0 }];
  while (stack.length > 0) {
    const { value: current, depth } = stack.pop()!;
    if (typeof current !== 'object' || current === null) continue;
    const here = depth + 1;
    if (here > deepest) deepest = here;
    if (deepest > limit) return deepest;
    for (const child of Array.isArray(current) ? current : Object.values(current)) {
      if (typeof child === 'object' && child !== null) stack.push({ value: child, depth: here });
    }
  }
  return deepest;
}

/** 400 when a request's body nests deeper than MAX_JSON_DEPTH (every route, before it reads a field). */
export function checkJsonDepth(value: unknown): void {
  if (jsonDepth(value) > MAX_JSON_DEPTH) throw new ApiError(400, JSON_TOO_DEEP_MESSAGE);
}

/**
 * JSON text of a stored column, read back; `fallback` when the text is not JSON or nests deeper
 * than MAX_JSON_DEPTH (the API never stores such a value, so it is damage, not data).
 */
export function readJson<T>(text: string, fallback: T): T {
  try {
    const value = JSON.parse(text) as T;
    return jsonDepth(value) > MAX_JSON_DEPTH ? fallback : value;
  } catch {
    return fallback;
  }
}
