/**
 * Server load report (a benchmark, not a test): the built storefront server in its own process on a
 * loopback port (tests/bench/serve.ts, NODE_ENV=production), warmed up, then loaded path by path with
 * autocannon — anonymous GETs accepting gzip, as a browser or a CDN miss would send them, so every
 * request is a server render (no CDN in front). Prints requests/s, p50 and p99 latency, and error and
 * non-2xx counts per path, with the target p99 < P99_TARGET_MS.
 * Build first: pnpm --filter @storefront/app build
 *
 *   pnpm bench:server [--duration S] [--connections N] [--warmup S] [--json] [--check] [path …]
 *   --duration: seconds of load per path (default 30); --connections: concurrent connections (default 50);
 *   --warmup: seconds of warm-up load per path (default 5); --check: exit 1 when a path misses the target.
 *
 * The load generator and the server share the machine (2 cores here): compare runs made on the same one.
 */
import autocannon from 'autocannon';
import { products } from '../../fixtures/catalog/index.ts';
import { formatTable, mark, numberFlag } from './format.ts';
import { startServerProcess } from './serverProcess.ts';

const firstProduct = products[0];
if (!firstProduct) throw new Error('fixtures/catalog has no products');

export const DEFAULT_PATHS = ['/', '/shop', `/product/${firstProduct.productSlug}`];
export const DEFAULT_DURATION_S = 30;
export const DEFAULT_CONNECTIONS = 50;
export const DEFAULT_WARMUP_S = 5;
export const P99_TARGET_MS = 200;

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
  meetsTarget: boolean;
}

async function load(url: string, connections: number, durationS: number): Promise<autocannon.Result> {
  return autocannon({ url, connections, duration: durationS, headers: REQUEST_HEADERS, timeout: 10 });
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const json = args.includes('--json');
  const check = args.includes('--check');
  const durationS = numberFlag(args, 'duration', DEFAULT_DURATION_S);
  const connections = Math.round(numberFlag(args, 'connections', DEFAULT_CONNECTIONS));
  const warmupS = numberFlag(args, 'warmup', DEFAULT_WARMUP_S);
  const argPaths = args.filter((arg) => arg.startsWith('/'));
  const paths = argPaths.length > 0 ? argPaths : DEFAULT_PATHS;
  const log = (line: string) => (json ? console.error(line) : console.log(line));

  const server = await startServerProcess();
  const results: PathResult[] = [];
  try {
    for (const path of paths) {
      const response = await fetch(`${server.url}${path}`, { headers: REQUEST_HEADERS });
      await response.arrayBuffer();
      if (response.status !== 200 || !response.headers.get('content-type')?.startsWith('text/html')) {
        throw new Error(`${path} answered ${response.status} ${response.headers.get('content-type') ?? ''}: not a page to load-test`);
      }
    }
    log(`Warming up: ${warmupS} s per path, ${connections} connections`);
    for (const path of paths) await load(`${server.url}${path}`, connections, warmupS);
    for (const path of paths) {
      log(`Loading ${path}: ${durationS} s, ${connections} connections`);
      const result = await load(`${server.url}${path}`, connections, durationS);
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
        meetsTarget: result.latency.p99 < P99_TARGET_MS && result.errors === 0 && result.non2xx === 0,
      });
    }
  } finally {
    await server.stop();
  }
  const failing = results.filter((result) => !result.meetsTarget);

  if (json) {
    console.log(JSON.stringify({ durationS, connections, warmupS, p99TargetMs: P99_TARGET_MS, results }, null, 2));
  } else {
    console.log(`\nStorefront server under load (loopback, ${connections} connections, ${durationS} s per path after ${warmupS} s warm-up; gzip, no cookies: every request a server render)\n`);
    const header = ['path', 'req/s', 'p50 ms', 'p99 ms', 'max ms', 'requests', 'non-2xx', 'errors', 'timeouts', 'kB/s (gzip)', `p99 < ${P99_TARGET_MS} ms`];
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
      mark(r.meetsTarget),
    ]);
    console.log(formatTable(header, rows, (col) => col > 0 && col < header.length - 1));
    console.log(`\nTarget: p99 < ${P99_TARGET_MS} ms with no errors and no non-2xx answers. ${failing.length === 0 ? 'All paths meet it.' : `Missing it: ${failing.map((r) => r.path).join(', ')}.`}`);
  }
  if (check && failing.length > 0) process.exit(1);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
