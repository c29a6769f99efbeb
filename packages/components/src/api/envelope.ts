/**
 * The pure half of the generic call behaviour (spec 7, "Generic call behaviour"): how a response
 * is judged, which message a failure shows, how single and paginated reads unwrap `data`, and how
 * a multipart body is built. No network, no toasts, no storage: client.ts does those.
 */
import type { ReceivedEnvelope } from './contract.ts';

export type { ReceivedEnvelope };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** "Success: the response has a token, or statusCode is 200 or 201." */
export function isSuccess(response: unknown): boolean {
  if (!isRecord(response)) return false;
  if (typeof response.token === 'string' && response.token !== '') return true;
  return response.statusCode === 200 || response.statusCode === 201;
}

/** Markup is never a message: an HTML error page that slipped into a message field is not shown. */
const MARKUP = /^\s*<(!doctype|html|head|body|\?xml|[a-z][\w-]*[\s>/])/i;

function nonBlankString(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' && !MARKUP.test(value) ? value : undefined;
}

/**
 * "message or error.data.message is shown as an error toast." Reads a failed response body or a
 * thrown error (an ApiError carries its body as `data`, so `error.data.message` is read too).
 * Undefined when neither holds a message (or the text is markup, e.g. an HTML error page): the
 * client then shows its generic message (GENERIC_FAILURE_MESSAGE).
 */
export function failureMessage(failure: unknown): string | undefined {
  if (!isRecord(failure)) return nonBlankString(failure);
  const direct = nonBlankString(failure.message);
  if (direct !== undefined) return direct;
  const error = failure.error;
  if (isRecord(error) && isRecord(error.data)) {
    const nested = nonBlankString(error.data.message);
    if (nested !== undefined) return nested;
  }
  const data = failure.data;
  return isRecord(data) ? nonBlankString(data.message) : undefined;
}

/** The message a success may show as a toast ("response.message may be shown"). */
export function successMessage(response: unknown): string | undefined {
  return isRecord(response) ? nonBlankString(response.message) : undefined;
}

export type SingleReadMode = 'first' | 'list';

/**
 * "Single fetch: reads data, which may be an array (the first element, or the whole list)."
 * `mode` picks which of the two an array yields; a non-array `data` is returned as it is.
 */
export function readSingle<T>(response: unknown, mode: 'first'): T | undefined;
export function readSingle<T>(response: unknown, mode: 'list'): T[] | undefined;
export function readSingle<T>(response: unknown, mode: SingleReadMode = 'first'): T | T[] | undefined {
  if (!isRecord(response)) return undefined;
  const data = response.data;
  if (Array.isArray(data)) return mode === 'first' ? (data[0] as T | undefined) : (data as T[]);
  if (data === undefined || data === null) return undefined;
  return mode === 'list' ? [data as T] : (data as T);
}

/**
 * The total a paginated read reports when the response gives none: spec 7 "Paginated fetch: reads
 * data.data plus data.total, or a plain array whose total is its length, else 10". (Section 9 does
 * not list this number, so constants.ts does not carry it; it belongs to this reader only.)
 */
export const PAGINATED_FALLBACK_TOTAL = 10;

export interface Page<T> {
  items: T[];
  total: number;
}

/** "Paginated fetch: reads data.data plus data.total, or a plain array whose total is its length, else 10." */
export function readPaginated<T>(response: unknown): Page<T> {
  const data = isRecord(response) ? response.data : undefined;
  if (Array.isArray(data)) return { items: data as T[], total: data.length };
  if (isRecord(data) && Array.isArray(data.data)) {
    const total = typeof data.total === 'number' && Number.isFinite(data.total) ? data.total : PAGINATED_FALLBACK_TOTAL;
    return { items: data.data as T[], total };
  }
  return { items: [], total: PAGINATED_FALLBACK_TOTAL };
}

function formValue(value: unknown): string | Blob {
  if (typeof Blob !== 'undefined' && value instanceof Blob) return value;
  if (typeof value === 'string') return value;
  if (isRecord(value)) return JSON.stringify(value);
  return String(value);
}

/**
 * "Form data appends every body field. For each key listed in special_attributes, each array item
 * is appended separately." Undefined fields are skipped (they are not fields of the body); files
 * and blobs are appended as they are; other objects (and arrays not listed) as JSON.
 */
export function toFormData(body: Record<string, unknown>, specialAttributes: readonly string[] = []): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(body)) {
    if (value === undefined) continue;
    if (specialAttributes.includes(key) && Array.isArray(value)) {
      for (const item of value) form.append(key, formValue(item));
    } else {
      form.append(key, formValue(value));
    }
  }
  return form;
}

/** What a single fetch is reading: an 'address' fetch has a side effect (see billingAddressToSave). */
export type SingleFetchKind = 'address' | 'other';

/**
 * "An 'address' fetch saves the first element as the billing address." The value to store under
 * STORAGE_KEYS.billingAddress, or undefined when nothing is to be saved.
 */
export function billingAddressToSave(kind: SingleFetchKind, response: unknown): unknown {
  if (kind !== 'address') return undefined;
  return readSingle<unknown>(response, 'first');
}
