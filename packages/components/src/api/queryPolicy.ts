/**
 * What every query-options factory shares: the retry rule, how long answers stay fresh, and the
 * `meta` the app's QueryCache reads.
 *
 * Spec 7: "Queries retry 2 times". A failure a retry cannot change is not retried: a 4xx answer
 * (an unknown slug stays unknown; 401 ends the session instead), except 408 and 429. On a server
 * render nothing is retried (TanStack Query's own server default): a failed query is left out of
 * the dehydrated cache, and the browser makes the call again with its retries.
 */
import { ApiError } from './client.ts';
import { apiSettings, isServerRuntime, retryDelayFor } from './transport.ts';

/** Spec 7: "Queries retry 2 times". */
export const QUERY_RETRIES = 2;

/** What a query tells the app's QueryCache: `toast: false` when the caller shows the failure itself. */
export interface ApiQueryMeta extends Record<string, unknown> {
  toast?: boolean;
}

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: ApiQueryMeta;
  }
}

// How long answers stay fresh (ours; the spec gives none).
export const STALE_MS = {
  /** Retailers, brands, categories: change rarely. */
  catalogue: 5 * 60_000,
  /** Menus and deals: prices and stock move. */
  menu: 60_000,
  /** One product or deal page. */
  detail: 60_000,
  /** A site's CMS payload: fixed for the visit (the server refreshes its own copy). */
  cms: Infinity,
  /** The shopper's own data: re-read whenever it is shown again. */
  account: 0,
  /** Search suggestions for one text. */
  search: 30_000,
} as const;

/** The retries allowed now: the configured number, else 2 in a browser and 0 on a server. */
export function queryRetries(): number {
  return apiSettings().retries ?? (isServerRuntime() ? 0 : QUERY_RETRIES);
}

const RETRYABLE_CLIENT_ERRORS = new Set([408, 429]);

/** TanStack Query's `retry` for every factory (failureCount counts failures before this one). */
export function retryQuery(failureCount: number, error: unknown): boolean {
  if (
    error instanceof ApiError &&
    error.kind === 'http' &&
    error.status >= 400 &&
    error.status < 500 &&
    !RETRYABLE_CLIENT_ERRORS.has(error.status)
  ) {
    return false;
  }
  return failureCount < queryRetries();
}

/** TanStack Query's `retryDelay` for every factory. */
export const retryDelay = (failureCount: number): number => retryDelayFor(failureCount);

function wait(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason as Error);
      return;
    }
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(signal.reason as Error);
      },
      { once: true },
    );
  });
}

/**
 * Runs `attempt` with the same retries as a query, inside one query function: for a query whose
 * final failure is not an error but a fallback value (the product menu, spec 8).
 */
export async function withRetries<T>(attempt: () => Promise<T>, signal?: AbortSignal): Promise<T> {
  for (let failures = 0; ; failures += 1) {
    try {
      return await attempt();
    } catch (error) {
      if (signal?.aborted || !retryQuery(failures, error)) throw error;
      await wait(retryDelay(failures), signal);
    }
  }
}
