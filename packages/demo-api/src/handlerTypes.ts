/**
 * The demo backend's framework-free handler signature: one request in, one status and JSON body
 * out. msw.ts, fetchHandler.ts and server.ts translate to and from it. (The API contract itself —
 * paths, bodies, envelopes — is the storefront's: '@storefront/components/api'.)
 */
export interface DemoRequest {
  method: string;
  /** Path without query string, e.g. '/api/retailers'. */
  path: string;
  query: URLSearchParams;
  /** Parsed JSON (or form fields); undefined when there is no body. */
  body: unknown;
  /** Lower-case header names. */
  headers: Record<string, string>;
}
export interface DemoResponse {
  status: number;
  json: unknown;
}
