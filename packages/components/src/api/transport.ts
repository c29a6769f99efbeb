/**
 * Where and how the one client sends its calls: a module-level setting, so the browser (same
 * origin, the global fetch) and the storefront's Node server (an API origin or an in-process
 * handler, its own fetch) share every query function unchanged.
 *
 *   configureApi({ baseUrl: 'http://127.0.0.1:4000' })           // server: absolute URLs
 *   configureApi({ fetch: (req, init) => handler(new Request(req, init)) })   // in-process API
 *   configureApi({ onUnauthorized: () => signOut() })            // app: a 401 ends the session
 */

/** How long one call may take, answer body included, before it fails (ours: the spec gives none). */
export const DEFAULT_TIMEOUT_MS = 10_000;
/** The first retry waits this long; each next one twice as long (TanStack Query's default curve). */
export const DEFAULT_RETRY_DELAY_MS = 1_000;
const MAX_RETRY_DELAY_MS = 30_000;

/** What the client knows about a 401 when it reports one. */
export interface UnauthorizedEvent {
  method: string;
  url: string;
  /** Whether the call carried a bearer token (the storefront's own calls carry the session cookie instead). */
  hadToken: boolean;
  /** When the call was sent (epoch ms): a 401 to a call sent before the current sign-in is stale. */
  startedAt: number;
}

export interface ApiSettings {
  /** Prefix of every API path: '' = same origin (the browser); an origin on the server. */
  baseUrl: string;
  /** The fetch to call; undefined = the global fetch at the time of the call. */
  fetch: typeof fetch | undefined;
  timeoutMs: number;
  /** Called on every 401 answer (after the call has failed as usual). */
  onUnauthorized: ((event: UnauthorizedEvent) => void) | undefined;
  /** Query retries; undefined = spec 7's 2 in a browser, 0 on a server (see queryPolicy.ts). */
  retries: number | undefined;
  retryDelayMs: number;
}

export interface ApiOptions {
  baseUrl?: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
  onUnauthorized?: (event: UnauthorizedEvent) => void;
  retries?: number;
  retryDelayMs?: number;
}

const defaults: ApiSettings = {
  baseUrl: '',
  fetch: undefined,
  timeoutMs: DEFAULT_TIMEOUT_MS,
  onUnauthorized: undefined,
  retries: undefined,
  retryDelayMs: DEFAULT_RETRY_DELAY_MS,
};

let settings: ApiSettings = { ...defaults };

/**
 * Changes the given settings and keeps the others. A key given as undefined goes back to its
 * default (e.g. `configureApi({ onUnauthorized: undefined })`).
 */
export function configureApi(options: ApiOptions): void {
  const next: ApiSettings = { ...settings };
  if ('baseUrl' in options) next.baseUrl = (options.baseUrl ?? defaults.baseUrl).replace(/\/+$/, '');
  if ('fetch' in options) next.fetch = options.fetch;
  if ('timeoutMs' in options) next.timeoutMs = options.timeoutMs ?? defaults.timeoutMs;
  if ('onUnauthorized' in options) next.onUnauthorized = options.onUnauthorized;
  if ('retries' in options) next.retries = options.retries;
  if ('retryDelayMs' in options) next.retryDelayMs = options.retryDelayMs ?? defaults.retryDelayMs;
  settings = next;
}

/** Back to the defaults (tests). */
export function resetApiConfig(): void {
  settings = { ...defaults };
}

export function apiSettings(): Readonly<ApiSettings> {
  return settings;
}

/** The absolute or same-origin URL of an API path ('/api/…'); full URLs are left alone. */
export function apiUrl(path: string): string {
  return /^[a-z][a-z\d+.-]*:/i.test(path) ? path : `${settings.baseUrl}${path}`;
}

/** No window: a server render (Node), where the browser will retry what fails. */
export const isServerRuntime = (): boolean => typeof window === 'undefined';

/** The delay before retry `attempt` (0-based): retryDelayMs × 2^attempt, at most 30 s. */
export function retryDelayFor(attempt: number): number {
  return Math.min(settings.retryDelayMs * 2 ** attempt, MAX_RETRY_DELAY_MS);
}
