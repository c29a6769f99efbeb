/**
 * The storefront's one HTTP client: the generic call behaviour of spec 7 over the transport set
 * with configureApi (transport.ts). GET, POST (JSON), PATCH (JSON, with or without a token), POST
 * and PATCH as multipart form data, and DELETE; callers pass in the URLs (apiPaths).
 *
 * Every call:
 * - fails after `timeoutMs` (answer body included) instead of waiting for ever;
 * - is judged as spec 7 says (a token, or statusCode 200 or 201, is success);
 * - is checked against the contract when the caller gives a schema: an answer that does not
 *   match (truncated, empty, another shape) is a failed call, never data;
 * - never shows markup: an answer that is not JSON (an HTML error page) fails with the generic
 *   message, and a failure shows "message or error.data.message", else that generic message;
 * - reports a 401 to `onUnauthorized` (the app signs the shopper out).
 *
 * Two ways in:
 * - `request*` resolve with the (checked) answer and throw an ApiError otherwise. Query functions
 *   use them (TanStack Query retries, then the app's QueryCache shows one error toast).
 * - `api.*` are the spec's calls for actions: they never throw, show the failure as an error
 *   toast and, when asked, response.message as a success toast.
 */
import { STORAGE_KEYS } from '../rules/constants.ts';
import { notify } from '../overlays/notify.ts';
import type { ReceivedEnvelope } from './contract.ts';
import {
  billingAddressToSave,
  failureMessage,
  isSuccess,
  readPaginated,
  readSingle,
  successMessage,
  toFormData,
  type Page,
  type SingleFetchKind,
} from './envelope.ts';
import { contract, loadSchemas, schemaOf, type SchemaOf } from './contracts.ts';
import { storeLocally } from './storage.ts';
import { apiSettings, apiUrl } from './transport.ts';

// The messages of failures the server did not word (ours: spec 8 says "Other errors: not shown").
export const GENERIC_FAILURE_MESSAGE = 'Something went wrong. Please try again.';
export const TIMEOUT_MESSAGE = 'The store is taking too long to answer. Please try again.';
export const NETWORK_FAILURE_MESSAGE = 'The store could not be reached. Please check your connection and try again.';
export const MALFORMED_ANSWER_MESSAGE = 'The store sent an answer that could not be read. Please try again.';

/**
 * How a call failed: the server said no ('http'), no answer in time ('timeout'), no connection
 * ('network'), or an answer that is not what the contract says ('malformed').
 */
export type ApiErrorKind = 'http' | 'timeout' | 'network' | 'malformed';

/** A failed call: the message to show, the status (0 without an answer) and the answer as `data`. */
export class ApiError extends Error {
  readonly status: number;
  readonly data: unknown;
  readonly kind: ApiErrorKind;
  constructor(message: string, status: number, data: unknown, kind: ApiErrorKind = 'http') {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.data = data;
    this.kind = kind;
  }

  /**
   * As JSON (a server render hands failed queries to the browser): the message too, which Error
   * keeps non-enumerable, so the browser shows the same failure text the server rendered.
   */
  toJSON(): { name: string; message: string; status: number; kind: ApiErrorKind; data: unknown } {
    return { name: this.name, message: this.message, status: this.status, kind: this.kind, data: this.data };
  }
}

export type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

export interface RequestOptions {
  /**
   * Attached as `Authorization: Bearer {token}` when present: for callers outside a browser. The
   * storefront itself never holds a token: its session is the HttpOnly cookie, sent by the browser.
   */
  token?: string | null;
  signal?: AbortSignal;
  /** This call's own timeout (default: the configured timeoutMs). */
  timeoutMs?: number;
}

export interface SendOptions<T> extends RequestOptions {
  method?: Method;
  json?: unknown;
  form?: FormData;
  /**
   * The contract of a successful answer (a zod schema, or a Contract that loads one with the call:
   * contracts.ts); without one, any JSON object that succeeds is returned.
   */
  schema?: SchemaOf<T>;
}

type Body = { kind: 'empty' } | { kind: 'json'; value: unknown } | { kind: 'text' };

function parseBody(text: string): Body {
  if (text.trim() === '') return { kind: 'empty' };
  try {
    return { kind: 'json', value: JSON.parse(text) as unknown };
  } catch {
    return { kind: 'text' };
  }
}

/** Sends one call; resolves with the HTTP status and the parsed body, or throws a timeout / network ApiError. */
async function exchange(method: Method, url: string, input: SendOptions<unknown>): Promise<{ status: number; body: Body }> {
  const { fetch: configuredFetch, timeoutMs: defaultTimeout } = apiSettings();
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (input.token) headers.Authorization = `Bearer ${input.token}`;
  let body: BodyInit | undefined;
  if (input.form) body = input.form;
  else if (input.json !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(input.json);
  }

  const controller = new AbortController();
  // Rejects when the call is stopped (timeout or the caller's signal). Raced with the fetch and the
  // body, so a fetch (or a body stream) that does not honour the signal cannot hang the call.
  const stopped = new Promise<never>((_, reject) => {
    controller.signal.addEventListener('abort', () => reject(controller.signal.reason as Error), { once: true });
  });
  stopped.catch(() => undefined);
  const relayAbort = () => controller.abort(input.signal?.reason);
  if (input.signal?.aborted) relayAbort();
  else input.signal?.addEventListener('abort', relayAbort, { once: true });
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort(new DOMException(`No answer within ${input.timeoutMs ?? defaultTimeout} ms`, 'TimeoutError'));
  }, input.timeoutMs ?? defaultTimeout);

  const doFetch = configuredFetch ?? globalThis.fetch;
  try {
    const response = await Promise.race([
      doFetch(url, { method, headers, body, signal: controller.signal, credentials: 'same-origin' }),
      stopped,
    ]);
    const text = await Promise.race([response.text(), stopped]);
    return { status: response.status, body: parseBody(text) };
  } catch (error) {
    if (timedOut) throw new ApiError(TIMEOUT_MESSAGE, 0, undefined, 'timeout');
    // Cancelled by the caller (TanStack Query dropping a query): not a failure of the call.
    if (input.signal?.aborted) throw error;
    console.warn(`[api] ${method} ${url} failed to connect`, error);
    throw new ApiError(NETWORK_FAILURE_MESSAGE, 0, undefined, 'network');
  } finally {
    clearTimeout(timer);
    input.signal?.removeEventListener('abort', relayAbort);
  }
}

function reportUnauthorized(method: Method, url: string, input: RequestOptions, startedAt: number): void {
  const { onUnauthorized } = apiSettings();
  if (!onUnauthorized) return;
  try {
    onUnauthorized({ method, url, hadToken: Boolean(input.token), startedAt });
  } catch (error) {
    console.error('[api] onUnauthorized failed', error);
  }
}

/**
 * Sends one call and returns the answer when it succeeds (checked against `schema` when given);
 * throws an ApiError otherwise. A body that states no statusCode gets the HTTP status, so
 * "statusCode is 200 or 201" reads the same for every endpoint.
 */
export async function request<T = ReceivedEnvelope>(path: string, options: SendOptions<T> = {}): Promise<T> {
  const method = options.method ?? 'GET';
  const url = apiUrl(path);
  const startedAt = Date.now();
  // The check loads with the call (zod is not in the first load), not after its answer.
  const schemaPromise = options.schema ? schemaOf(options.schema) : undefined;
  const checker = schemaPromise ? Promise.all([schemaPromise, loadSchemas()]) : undefined;
  checker?.catch(() => undefined);
  const { status, body } = await exchange(method, url, options as SendOptions<unknown>);
  const parsed = body.kind === 'json' ? body.value : {};
  const received = (
    typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? parsed : { data: parsed }
  ) as ReceivedEnvelope;
  const envelope: ReceivedEnvelope = received.statusCode === undefined ? { ...received, statusCode: status } : received;

  if (status === 401 || envelope.statusCode === 401) reportUnauthorized(method, url, options, startedAt);

  if (body.kind === 'text') {
    // Not JSON: an HTML error page, a proxy's text, a truncated answer. Its text is never shown.
    const ok = status >= 200 && status < 300;
    console.warn(`[api] ${method} ${url} answered ${status} with a body that is not JSON`);
    throw new ApiError(ok ? MALFORMED_ANSWER_MESSAGE : GENERIC_FAILURE_MESSAGE, status, undefined, ok ? 'malformed' : 'http');
  }
  if (!isSuccess(envelope)) {
    const code = typeof envelope.statusCode === 'number' ? envelope.statusCode : status;
    throw new ApiError(failureMessage(envelope) ?? GENERIC_FAILURE_MESSAGE, code, envelope, 'http');
  }
  if (!checker) return envelope as T;
  let loaded: Awaited<typeof checker>;
  try {
    loaded = await checker;
  } catch (error) {
    // The check's module did not load (offline between the answer and the module): no data unchecked.
    console.warn(`[api] ${method} ${url}: the answer check could not load`, error);
    throw new ApiError(NETWORK_FAILURE_MESSAGE, 0, undefined, 'network');
  }
  const [schema, { check }] = loaded;
  const checked = check(schema, envelope);
  if (!checked.ok) {
    console.warn(`[api] ${method} ${url}: the answer does not match the contract`, checked.problems);
    throw new ApiError(MALFORMED_ANSWER_MESSAGE, status, envelope, 'malformed');
  }
  return checked.value;
}

/** Single fetch: the first element of an array `data` (or `data` itself). An 'address' fetch stores billingAddress. */
export async function requestSingle<T>(
  path: string,
  item: SchemaOf<T>,
  options: RequestOptions & { kind?: SingleFetchKind } = {},
): Promise<T | undefined> {
  const envelope = await request(path, { ...options, schema: contract(async (schemas) => schemas.singleOf(await schemaOf(item))) });
  const address = billingAddressToSave(options.kind ?? 'other', envelope);
  if (address !== undefined) storeLocally(STORAGE_KEYS.billingAddress, address);
  return readSingle<T>(envelope, 'first');
}

/** Single fetch read as the whole list. */
export async function requestList<T>(path: string, item: SchemaOf<T>, options: RequestOptions = {}): Promise<T[]> {
  return (
    readSingle<T>(
      await request(path, { ...options, schema: contract(async (schemas) => schemas.singleOf(await schemaOf(item))) }),
      'list',
    ) ?? []
  );
}

/** Paginated fetch: { items, total }. */
export async function requestPage<T>(path: string, item: SchemaOf<T>, options: RequestOptions = {}): Promise<Page<T>> {
  return readPaginated<T>(await request(path, { ...options, schema: contract(async (schemas) => schemas.pageOf(await schemaOf(item))) }));
}

export type CallResult<T> = { ok: true; response: T } | { ok: false; message: string; response: unknown; aborted?: boolean };

export interface CallOptions<T> extends RequestOptions {
  /** Show response.message as a success toast ("optional" in the spec; off by default). */
  successToast?: boolean;
  /** The popup and abandoned-cart calls show no toast (spec 7); everything else does. */
  silent?: boolean;
  schema?: SchemaOf<T>;
}

/** The generic call: never throws; toasts as the spec says. */
async function call<T>(
  method: Method,
  path: string,
  input: Pick<SendOptions<T>, 'json' | 'form'>,
  options: CallOptions<T>,
): Promise<CallResult<T>> {
  try {
    const response = await request<T>(path, { ...options, ...input, method });
    const message = successMessage(response);
    if (options.successToast && !options.silent && message) notify.success(message);
    return { ok: true, response };
  } catch (error) {
    if (options.signal?.aborted) return { ok: false, message: '', response: error, aborted: true };
    const message = failureMessage(error) ?? GENERIC_FAILURE_MESSAGE;
    if (!options.silent) notify.error(message);
    return { ok: false, message, response: error instanceof ApiError ? error.data : error };
  }
}

export const api = {
  get: <T = ReceivedEnvelope>(path: string, options: CallOptions<T> = {}) => call<T>('GET', path, {}, options),
  post: <T = ReceivedEnvelope>(path: string, body: unknown, options: CallOptions<T> = {}) => call<T>('POST', path, { json: body }, options),
  patch: <T = ReceivedEnvelope>(path: string, body: unknown, options: CallOptions<T> = {}) =>
    call<T>('PATCH', path, { json: body }, options),
  put: <T = ReceivedEnvelope>(path: string, body: unknown, options: CallOptions<T> = {}) => call<T>('PUT', path, { json: body }, options),
  postForm: <T = ReceivedEnvelope>(
    path: string,
    body: Record<string, unknown>,
    specialAttributes: readonly string[] = [],
    options: CallOptions<T> = {},
  ) => call<T>('POST', path, { form: toFormData(body, specialAttributes) }, options),
  patchForm: <T = ReceivedEnvelope>(
    path: string,
    body: Record<string, unknown>,
    specialAttributes: readonly string[] = [],
    options: CallOptions<T> = {},
  ) => call<T>('PATCH', path, { form: toFormData(body, specialAttributes) }, options),
  delete: <T = ReceivedEnvelope>(path: string, options: CallOptions<T> = {}) => call<T>('DELETE', path, {}, options),
} as const;
