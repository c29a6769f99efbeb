/**
 * The storefront's generic call layer (spec 7): GET, POST (JSON), PATCH (JSON, with or without a
 * token), POST and PATCH as multipart form data, and DELETE. Callers pass in the URLs.
 *
 * Two ways in:
 * - `request*` functions resolve with the response body on success and throw an ApiError
 *   otherwise. TanStack Query uses them (retries, then one error toast from the QueryCache).
 * - `api.*` functions are the spec's calls for actions: they never throw, show the error toast
 *   ("message or error.data.message") on failure and, when asked, response.message as a success
 *   toast.
 */
import { STORAGE_KEYS } from '@storefront/components/rules';
import {
  billingAddressToSave,
  failureMessage,
  isSuccess,
  readPaginated,
  readSingle,
  successMessage,
  toFormData,
  type ApiEnvelope,
  type Page,
  type SingleFetchKind,
} from './envelope.ts';
import { notify } from '@storefront/components';

/** A failed call: the message the spec shows, the HTTP status and the response body as `data`. */
export class ApiError extends Error {
  readonly status: number;
  readonly data: unknown;
  constructor(message: string, status: number, data: unknown) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.data = data;
  }
}

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

export interface RequestOptions {
  /** Attached as `Authorization: Bearer {token}` when present. */
  token?: string | null;
  signal?: AbortSignal;
}

interface SendInput extends RequestOptions {
  json?: unknown;
  form?: FormData;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return {};
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return { message: text };
  }
}

/**
 * Sends one call and returns the response body. A body that states no statusCode gets the HTTP
 * status, so "statusCode is 200 or 201" reads the same for every endpoint.
 */
async function send(method: Method, url: string, input: SendInput = {}): Promise<ApiEnvelope> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (input.token) headers.Authorization = `Bearer ${input.token}`;
  let body: BodyInit | undefined;
  if (input.form) body = input.form;
  else if (input.json !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(input.json);
  }
  const response = await fetch(url, { method, headers, body, signal: input.signal });
  const parsed = await readBody(response);
  const envelope = (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? parsed : { data: parsed }) as ApiEnvelope;
  return envelope.statusCode === undefined ? { ...envelope, statusCode: response.status } : envelope;
}

async function sendOrThrow(method: Method, url: string, input: SendInput = {}): Promise<ApiEnvelope> {
  const envelope = await send(method, url, input);
  if (!isSuccess(envelope)) {
    throw new ApiError(failureMessage(envelope) ?? `${method} ${url} failed`, envelope.statusCode ?? 0, envelope);
  }
  return envelope;
}

/** POST JSON and resolve with the body whatever it says (callers that read failures themselves). */
export function postJson(url: string, body: unknown, options: RequestOptions = {}): Promise<ApiEnvelope> {
  return send('POST', url, { ...options, json: body });
}

/** GET that resolves with the whole envelope; throws ApiError when the call does not succeed. */
export function request(url: string, options: RequestOptions = {}): Promise<ApiEnvelope> {
  return sendOrThrow('GET', url, options);
}

function saveBillingAddress(value: unknown): void {
  if (value === undefined) return;
  try {
    localStorage.setItem(STORAGE_KEYS.billingAddress, JSON.stringify(value));
  } catch (error) {
    console.warn('[api] could not store the billing address', error);
  }
}

/** Single fetch (first element of an array `data`). An 'address' fetch stores billingAddress. */
export async function requestSingle<T>(url: string, options: RequestOptions & { kind?: SingleFetchKind } = {}): Promise<T | undefined> {
  const envelope = await request(url, options);
  saveBillingAddress(billingAddressToSave(options.kind ?? 'other', envelope));
  return readSingle<T>(envelope, 'first');
}

/** Single fetch read as the whole list. */
export async function requestList<T>(url: string, options: RequestOptions = {}): Promise<T[]> {
  return readSingle<T>(await request(url, options), 'list') ?? [];
}

/** Paginated fetch: { items, total }. */
export async function requestPage<T>(url: string, options: RequestOptions = {}): Promise<Page<T>> {
  return readPaginated<T>(await request(url, options));
}

export type CallResult<T> =
  | { ok: true; response: ApiEnvelope<T> }
  | { ok: false; message: string | undefined; response: unknown };

export interface CallOptions extends RequestOptions {
  /** Show response.message as a success toast ("optional" in the spec; off by default). */
  successToast?: boolean;
  /** The popup and abandoned-cart calls show no toast (spec 7); everything else does. */
  silent?: boolean;
}

/** The generic call: never throws; toasts as the spec says. */
async function call<T>(method: Method, url: string, input: SendInput, options: CallOptions): Promise<CallResult<T>> {
  try {
    const response = (await send(method, url, { ...input, token: options.token, signal: options.signal })) as ApiEnvelope<T>;
    if (isSuccess(response)) {
      const message = successMessage(response);
      if (options.successToast && !options.silent && message) notify.success(message);
      return { ok: true, response };
    }
    const message = failureMessage(response);
    if (!options.silent && message) notify.error(message);
    return { ok: false, message, response };
  } catch (error) {
    const message = failureMessage(error);
    if (!options.silent && message) notify.error(message);
    return { ok: false, message, response: error };
  }
}

export const api = {
  get: <T>(url: string, options: CallOptions = {}) => call<T>('GET', url, {}, options),
  post: <T>(url: string, body: unknown, options: CallOptions = {}) => call<T>('POST', url, { json: body }, options),
  patch: <T>(url: string, body: unknown, options: CallOptions = {}) => call<T>('PATCH', url, { json: body }, options),
  postForm: <T>(url: string, body: Record<string, unknown>, specialAttributes: readonly string[] = [], options: CallOptions = {}) =>
    call<T>('POST', url, { form: toFormData(body, specialAttributes) }, options),
  patchForm: <T>(url: string, body: Record<string, unknown>, specialAttributes: readonly string[] = [], options: CallOptions = {}) =>
    call<T>('PATCH', url, { form: toFormData(body, specialAttributes) }, options),
  delete: <T>(url: string, options: CallOptions = {}) => call<T>('DELETE', url, {}, options),
} as const;
