/**
 * Page-render load report (a benchmark, not a test): `npm start`'s server (start.ts: one process per
 * core by default, node:cluster, with its page cache) on a loopback port, NODE_ENV=production,
 * warmed up, then loaded path by path with autocannon accepting gzip. Each connection alternates an
 * anonymous request (the page cache may answer it) and a signed-in shopper's (the demo shopper's
 * session cookie: never cached, their own page with their data), as issue 31 asks. Prints
 * requests/s, p50 and p99 latency, errors and non-2xx counts, and the server's CPU milliseconds per
 * request (all its processes, from /proc), with the target p99 < P99_TARGET_MS.
 * Build first: pnpm --filter @storefront/app build
 *
 *   pnpm bench:pages [--duration S] [--connections N] [--warmup S] [--workers N] [--anonymous] [--json] [--check] [path …]
 *   --workers: server processes (default one per core); --anonymous: no signed-in half.
 *   --duration: seconds of load per path (default 30); --connections: concurrent connections (default 50);
 *   --warmup: seconds of warm-up load per path (default 5); --check: exit 1 when a path misses the target.
 *
 * The load generator and the server share the machine (2 cores here): compare runs made on the same one.
 */
import autocannon from 'autocannon';
import { products } from '@storefront/fixtures/catalog';
import { formatTable, mark, numberFlag } from './format.ts';
import { availableParallelism } from 'node:os';
import { cpuMsOfTree, startClusterProcess } from './serverProcess.ts';
import { DEMO_PASSWORD, DEMO_USER } from '@storefront/demo-api';

const firstProduct = products[0];
if (!firstProduct) throw new Error('fixtures/catalog has no products');

export const DEFAULT_PATHS = ['/', '/shop', `/product/${firstProduct.productSlug}`];
export const DEFAULT_DURATION_S = 30;
export const DEFAULT_CONNECTIONS = 50;
export const DEFAULT_WARMUP_S = 5;
/** Issue 31: p99 under 150 ms on this 2-core machine with the load generator beside it. */
export const P99_TARGET_MS = 150;

const REQUEST_HEADERS = { accept: 'text/html,application/xhtml+xml', 'accept-encoding': 'gzip' };

interface PathResult {
  path: string;
  requests: number;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  kbPerSecond: number;
  /** Server CPU (all its processes) per request answered. */
  cpuMsPerRequest: number;
  meetsTarget: boolean;
}

/**
 * Each connection alternates an anonymous request (the page cache may answer it) and, when
 * `sessionCookie` is given, a signed-in shopper's (always rendered: their own page).
 */
async function load(url: string, connections: number, durationS: number, sessionCookie: string | null): Promise<autocannon.Result> {
  const requests = sessionCookie ? [{ headers: REQUEST_HEADERS }, { headers: { ...REQUEST_HEADERS, cookie: sessionCookie } }] : undefined;
  return autocannon({ url, connections, duration: durationS, headers: REQUEST_HEADERS, timeout: 10, ...(requests ? { requests } : {}) });
}

/** Signs the demo shopper in and returns the session cookie a browser would send. */
async function signIn(base: string): Promise<string> {
  const response = await fetch(`${base}/api/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ email: DEMO_USER.email, password: DEMO_PASSWORD }),
  });
  const cookie = (response.headers.getSetCookie?.() ?? []).find((c) => c.startsWith('sf_session='))?.split(';')[0];
  if (!response.ok || !cookie) throw new Error(`Signing the demo shopper in failed (${response.status})`);
  return cookie;
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const json = args.includes('--json');
  const check = args.includes('--check');
  const durationS = numberFlag(args, 'duration', DEFAULT_DURATION_S);
  const connections = Math.round(numberFlag(args, 'connections', DEFAULT_CONNECTIONS));
  const warmupS = numberFlag(args, 'warmup', DEFAULT_WARMUP_S);
  const workers = Math.max(1, Math.round(numberFlag(args, 'workers', availableParallelism())));
  const anonymousOnly = args.includes('--anonymous');
  const argPaths = args.filter((arg) => arg.startsWith('/'));
  const paths = argPaths.length > 0 ? argPaths : DEFAULT_PATHS;
  const log = (line: string) => (json ? console.error(line) : console.log(line));

  const server = await startClusterProcess(workers);
  let session: string | null = null;
  const results: PathResult[] = [];
  try {
    for (const path of paths) {
      const response = await fetch(`${server.url}${path}`, { headers: REQUEST_HEADERS });
      await response.arrayBuffer();
      if (response.status !== 200 || !response.headers.get('content-type')?.startsWith('text/html')) {
        throw new Error(`${path} answered ${response.status} ${response.headers.get('content-type') ?? ''}: not a page to load-test`);
      }
    }
    session = anonymousOnly ? null : await signIn(server.url);
    log(`Warming up: ${warmupS} s per path, ${connections} connections`);
    for (const path of paths) await load(`${server.url}${path}`, connections, warmupS, session);
    for (const path of paths) {
      log(`Loading ${path}: ${durationS} s, ${connections} connections`);
      const cpuBefore = cpuMsOfTree(server.pid);
      const result = await load(`${server.url}${path}`, connections, durationS, session);
      const cpuMs = cpuMsOfTree(server.pid) - cpuBefore;
      results.push({
        path,
        requests: result.requests.total,
        requestsPerSecond: result.requests.average,
        p50Ms: result.latency.p50,
        p99Ms: result.latency.p99,
        maxMs: result.latency.max,
        non2xx: result.non2xx,
        errors: result.errors,
        timeouts: result.timeouts,
        kbPerSecond: Math.round(result.throughput.average / 102.4) / 10,
        cpuMsPerRequest: result.requests.total > 0 ? cpuMs / result.requests.total : 0,
        meetsTarget: result.latency.p99 < P99_TARGET_MS && result.errors === 0 && result.non2xx === 0,
      });
    }
  } finally {
    await server.stop();
  }
  const failing = results.filter((result) => !result.meetsTarget);

  if (json) {
    console.log(
      JSON.stringify(
        { durationS, connections, warmupS, workers, signedInShare: session ? 0.5 : 0, p99TargetMs: P99_TARGET_MS, results },
        null,
        2,
      ),
    );
  } else {
    console.log(
      `\nStorefront server under load (npm start's server, ${workers} process(es); loopback, ${connections} connections, ${durationS} s per path after ${warmupS} s warm-up; gzip; ${session ? 'half the requests a signed-in shopper (always rendered), half anonymous (the page cache may answer)' : 'anonymous only'})\n`,
    );
    const header = [
      'path',
      'req/s',
      'p50 ms',
      'p99 ms',
      'max ms',
      'requests',
      'non-2xx',
      'errors',
      'timeouts',
      'kB/s (gzip)',
      'CPU ms/req',
      `p99 < ${P99_TARGET_MS} ms`,
    ];
    const rows = results.map((r) => [
      r.path,
      r.requestsPerSecond.toFixed(1),
      String(r.p50Ms),
      String(r.p99Ms),
      String(r.maxMs),
      String(r.requests),
      String(r.non2xx),
      String(r.errors),
      String(r.timeouts),
      String(r.kbPerSecond),
      r.cpuMsPerRequest.toFixed(2),
      mark(r.meetsTarget),
    ]);
    console.log(formatTable(header, rows, (col) => col > 0 && col < header.length - 1));
    console.log(
      `\nTarget: p99 < ${P99_TARGET_MS} ms with no errors and no non-2xx answers. ${failing.length === 0 ? 'All paths meet it.' : `Missing it: ${failing.map((r) => r.path).join(', ')}.`}`,
    );
  }
  if (check && failing.length > 0) process.exit(1);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
