/**
 * The 4/20 drill's bookkeeping (tests/bench/drill.ts), pure: what a request's outcome counts as,
 * whether it fell in a fault window, and the figures the report prints. Tested in
 * tests/unit/tools/drillStats.test.ts.
 */

/** What a shopper was doing: the report's rows. */
export const STEP_KINDS = [
  'age gate',
  'choose a store',
  'browse',
  'search',
  'filter',
  'product',
  'add to cart',
  'sign up',
  'sign in',
  'place order',
  'look at orders',
] as const;
export type StepKind = (typeof STEP_KINDS)[number];

/** The latency rows the targets name, and which kinds each gathers. */
export const LATENCY_ROWS: ReadonlyArray<{ row: string; kinds: readonly StepKind[] }> = [
  { row: 'browse', kinds: ['browse', 'choose a store', 'filter', 'product', 'age gate'] },
  { row: 'search', kinds: ['search'] },
  { row: 'add to cart', kinds: ['add to cart'] },
  { row: 'place order', kinds: ['place order'] },
  { row: 'sign up / sign in', kinds: ['sign up', 'sign in'] },
  { row: 'look at orders', kinds: ['look at orders'] },
];

export interface Outcome {
  /** HTTP status, or null when no answer came (connection refused or reset, timeout). */
  status: number | null;
  /** The client's error code when there was no answer (ECONNRESET, UND_ERR_HEADERS_TIMEOUT …). */
  errorCode?: string;
  /** The API's message, when it sent one. */
  message?: string;
}

/**
 * An answer a shop gives on purpose is not an error: the last units sold to someone else (409), an
 * empty cart at checkout (400: its adds failed during a fault). Anything else that is not 2xx/3xx is.
 */
export function classify(outcome: Outcome): { ok: true } | { ok: false; refusal: boolean; kind: string } {
  const { status } = outcome;
  if (status === null) {
    const code = outcome.errorCode ?? 'unknown';
    const timeout = /TIMEOUT|ABORT/i.test(code);
    return { ok: false, refusal: false, kind: timeout ? 'no answer: timeout' : `no answer: ${code}` };
  }
  if (status < 400) return { ok: true };
  if (status === 409) return { ok: false, refusal: true, kind: '409 sold out / changed' };
  if (status === 400 && /cart is empty/i.test(outcome.message ?? '')) return { ok: false, refusal: true, kind: '400 cart empty' };
  if (status === 429) return { ok: false, refusal: false, kind: '429 rate limited' };
  if (status === 502 || status === 503 || status === 504)
    return { ok: false, refusal: false, kind: `${status} from the balancer or readiness` };
  return { ok: false, refusal: false, kind: status >= 500 ? `${status} server error` : `${status} client error` };
}

export interface Window {
  name: string;
  start: number;
  /** Infinity while the fault lasts. */
  end: number;
}

/** A request is inside a fault window when any part of it (start..end) overlaps one, plus `graceMs` after it ends. */
export function inWindow(windows: readonly Window[], start: number, end: number, graceMs: number): string | null {
  for (const window of windows) if (start <= window.end + graceMs && end >= window.start) return window.name;
  return null;
}

export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? Number.NaN;
}

/** The two-sided difference of acknowledged order ids and the database's. */
export function compareOrders(
  acknowledged: ReadonlySet<string>,
  inDatabase: ReadonlySet<string>,
): { lost: string[]; unacknowledged: string[] } {
  return {
    lost: [...acknowledged].filter((id) => !inDatabase.has(id)),
    unacknowledged: [...inDatabase].filter((id) => !acknowledged.has(id)),
  };
}

/** Think time between steps: uniform in [min, max] ms from a random number in [0, 1). */
export const thinkMs = (random: number, minMs: number, maxMs: number): number => minMs + Math.floor(random * (maxMs - minMs + 1));

/** The loopback source address of shopper `index`: 127.0.1.1 … 127.0.4.250 … (never 127.0.0.1, the balancer's). */
export function shopperAddress(index: number): string {
  const block = Math.floor(index / 250) % 250;
  return `127.0.${1 + block}.${1 + (index % 250)}`;
}
