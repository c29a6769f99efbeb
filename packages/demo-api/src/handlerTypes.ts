/**
 * The demo backend's framework-free handler signature: one request in, one status and JSON body
 * out. msw.ts, fetchHandler.ts and server.ts translate to and from it. (The API contract itself —
 * paths, bodies, envelopes — is the storefront's: '@storefront/components/api'.)
 */
export interface UploadedFile {
  /** The form field it came in. */
  field: string;
  /** The file name the browser sent (never used as a path). */
  name: string;
  /** The content type the browser sent (checked against the bytes' signature). */
  type: string;
  bytes: Uint8Array;
}

export interface DemoRequest {
  method: string;
  /** Path without query string, e.g. '/api/retailers'. */
  path: string;
  query: URLSearchParams;
  /** Parsed JSON (or form fields); undefined when there is no body. */
  body: unknown;
  /** Lower-case header names. */
  headers: Record<string, string>;
  /** The client's address (rate limits); undefined in-process. */
  ip?: string;
  /** Files of a multipart body. */
  files?: UploadedFile[];
}
export interface DemoResponse {
  status: number;
  json: unknown;
  /** Extra response headers: Set-Cookie (a list), Retry-After … */
  headers?: Record<string, string | string[]>;
  /** A document instead of JSON (the certificate of analysis): sent as these bytes with this type. */
  file?: { type: string; bytes: Uint8Array; fileName: string };
}
