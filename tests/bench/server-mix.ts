/**
 * Backend load report (a benchmark, not a test): the built storefront server in its own process on a
 * loopback port (tests/bench/serve.ts, NODE_ENV=production) driven by a bounded mix of what shoppers
 * do, through its API — per round a connection browses (stores of a state, a product menu page, a
 * product), searches (suggestions), adds to its cart, and every fourth round places an order — for
 * `--duration` seconds with `--connections` concurrent shoppers, each signed in with its own account.
 * Prints requests/s, p50/p99 latency and errors per kind of request and in all, per database.
 *
 *   pnpm bench:server [--duration S] [--connections N] [--engine sqlite|postgres|both] [--json]
 *   (default: 30 s, 50 connections, both: SQLite in a temporary folder, then a throwaway PostgreSQL
 *   started by tests/tools/with-postgres.sh)
 * Build first: pnpm --filter @storefront/app build. The load generator and the server share the
 * machine (2 cores here): compare runs made on the same one.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { products, retailers } from '@storefront/fixtures/catalog';
import { hashPassword, seedDatabase } from '@storefront/demo-api';
import { openDatabase } from '@storefront/demo-api/db';
import { formatTable, numberFlag } from './format.ts';
import { orderSlots } from '@storefront/components/rules';
import { startServerProcess } from './serverProcess.ts';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
const KINDS = ['browse', 'search', 'add to cart', 'place order', 'all'] as const;
type Kind = (typeof KINDS)[number];
const SEARCHES = ['blue', 'kush', 'gummies', 'vape', 'pre-roll', 'cbd', 'cake', 'sour'];
const PASSWORD = 'bench-password-1';

function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

interface KindResult {
  kind: Kind;
  requests: number;
  perSecond: number;
  p50: number;
  p99: number;
  errors: number;
}

/** Creates the bench shoppers directly in the database (sign-up is rate-limited per address). */
async function createShoppers(count: number, env: NodeJS.ProcessEnv): Promise<string[]> {
  const store = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  try {
    await seedDatabase(store.db);
    const passwordHash = await hashPassword(PASSWORD);
    const now = Date.now();
    const emails = Array.from({ length: count }, (_, i) => `bench${i}.${now}@example.com`);
    await store.db
      .insertInto('users')
      .values(
        emails.map((email, i) => ({
          id: `usr_bench_${now}_${i}`,
          emailKey: email,
          email,
          firstName: 'Bench',
          lastName: `Shopper ${i}`,
          phone: '',
          passwordHash,
          createdAt: now,
          updatedAt: now,
        })),
      )
      .execute();
    return emails;
  } finally {
    await store.close();
  }
}

async function runMix(engine: string, durationS: number, connections: number): Promise<KindResult[]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'storefront-bench-mix-'));
  // One log line per request would measure the terminal: warnings and errors only.
  process.env.LOG_LEVEL ??= 'warn';
  process.env.DATA_DIR = dataDir;
  const emails = await createShoppers(connections, process.env);
  const server = await startServerProcess();
  const latencies = new Map<Kind, number[]>(KINDS.map((k) => [k, []]));
  const errors = new Map<Kind, number>(KINDS.map((k) => [k, 0]));
  const json = { 'content-type': 'application/json' };

  async function timed(kind: Kind, send: () => Promise<Response>): Promise<Response | null> {
    const started = performance.now();
    try {
      const res = await send();
      await res.arrayBuffer();
      const ms = performance.now() - started;
      latencies.get(kind)?.push(ms);
      latencies.get('all')?.push(ms);
      if (!res.ok) {
        errors.set(kind, (errors.get(kind) ?? 0) + 1);
        errors.set('all', (errors.get('all') ?? 0) + 1);
      }
      return res;
    } catch {
      errors.set(kind, (errors.get(kind) ?? 0) + 1);
      errors.set('all', (errors.get('all') ?? 0) + 1);
      return null;
    }
  }

  const detroit = retailers.find((r) => r.id === 'ret-mi-detroit');
  const activeProducts = products.filter((p) => p.isActive && p.options.length > 0 && p.retailerIds.includes('ret-mi-detroit'));
  let stop = false;
  async function shopper(index: number): Promise<void> {
    const signIn = await fetch(`${server.url}/api/auth/sign-in`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ email: emails[index], password: PASSWORD }),
    });
    const cookie = (signIn.headers.getSetCookie()[0] ?? '').split(';')[0] ?? '';
    if (!signIn.ok || !cookie) throw new Error(`bench sign-in failed: ${signIn.status}`);
    const auth = { ...json, cookie };
    for (let round = 0; !stop; round += 1) {
      const retailer = retailers[(index + round) % retailers.length];
      const product = activeProducts[(index * 7 + round) % activeProducts.length];
      if (!retailer || !product) break;
      await timed('browse', () => fetch(`${server.url}/api/retailers?state=${encodeURIComponent(retailer.addressObject.state)}`));
      await timed('browse', () =>
        fetch(`${server.url}/api/menu/products`, {
          method: 'POST',
          headers: json,
          body: JSON.stringify({ retailerId: retailer.id, pagination: { offset: (round % 3) * 20, limit: 20 } }),
        }),
      );
      await timed('browse', () => fetch(`${server.url}/api/products/${product.slug}`));
      await timed('search', () =>
        fetch(`${server.url}/api/search/suggestions?search=${SEARCHES[round % SEARCHES.length]}&retailerId=${retailer.id}`),
      );
      await timed('add to cart', () =>
        fetch(`${server.url}/api/cart/items`, {
          method: 'POST',
          headers: auth,
          body: JSON.stringify({ item: { productId: product.id, option: product.options[0]?.option, quantity: 1 } }),
        }),
      );
      if (round % 4 === 3) {
        await timed('place order', () =>
          fetch(`${server.url}/api/orders`, {
            method: 'POST',
            headers: auth,
            body: JSON.stringify({
              retailerId: 'ret-mi-detroit',
              orderType: 'PICKUP',
              pricingType: 'RECREATIONAL',
              requestKey: `bench-${index}-${round}`,
              // A time the store offers (orders are for a slot in the store's hours), spread over the
              // first dozen as shoppers spread: a slot takes a limited number of orders.
              slot: detroit ? orderSlots(detroit, new Date(), 12)[(index + round) % 12]?.value : undefined,
              contact: { firstName: 'Bench', lastName: 'Shopper', email: emails[index], phone: '3135550100' },
            }),
          }),
        );
      }
    }
  }

  const started = performance.now();
  const timer = setTimeout(() => {
    stop = true;
  }, durationS * 1000);
  try {
    await Promise.all(Array.from({ length: connections }, (_, i) => shopper(i)));
  } finally {
    clearTimeout(timer);
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  const elapsedS = (performance.now() - started) / 1000;
  return KINDS.map((kind) => {
    const sorted = [...(latencies.get(kind) ?? [])].sort((a, b) => a - b);
    return {
      kind,
      requests: sorted.length,
      perSecond: sorted.length / elapsedS,
      p50: percentile(sorted, 50),
      p99: percentile(sorted, 99),
      errors: errors.get(kind) ?? 0,
    };
  }).map((r) => ({ ...r, engine }));
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const durationS = numberFlag(args, 'duration', 30);
  const connections = Math.round(numberFlag(args, 'connections', 50));
  const engineArg = args.find((a) => a.startsWith('--engine='))?.split('=')[1] ?? 'both';
  const asJson = args.includes('--json');

  if (engineArg === 'both') {
    await main2('sqlite', durationS, connections, asJson);
    // PostgreSQL in a throwaway server: the same script under with-postgres.sh.
    const pass = ['--engine=postgres', `--duration=${durationS}`, `--connections=${connections}`, ...(asJson ? ['--json'] : [])];
    const child = spawnSync(
      'bash',
      ['tests/tools/with-postgres.sh', process.execPath, '--import', 'tsx', fileURLToPath(import.meta.url), ...pass],
      {
        cwd: repoRoot,
        stdio: 'inherit',
        // Durable writes, as a production server would have them (the tests' throwaway server skips fsync).
        env: { ...process.env, PG_FSYNC: 'on' },
      },
    );
    if (child.status !== 0) process.exitCode = child.status ?? 1;
    return;
  }
  if (engineArg === 'postgres' && !process.env.DATABASE_URL)
    throw new Error('--engine=postgres needs DATABASE_URL (run under tests/tools/with-postgres.sh)');
  if (engineArg === 'sqlite') delete process.env.DATABASE_URL;
  await main2(engineArg, durationS, connections, asJson);
}

async function main2(engine: string, durationS: number, connections: number, asJson: boolean): Promise<void> {
  if (engine === 'sqlite') delete process.env.DATABASE_URL;
  console.log(
    `\n${engine}: ${connections} signed-in shoppers for ${durationS} s (browse, search, add to cart; an order every fourth round)`,
  );
  const results = await runMix(engine, durationS, connections);
  if (asJson) {
    console.log(JSON.stringify(results));
    return;
  }
  console.log(
    formatTable(
      ['database', 'request', 'requests', 'req/s', 'p50 ms', 'p99 ms', 'errors'],
      results.map((r) => [
        engine,
        r.kind,
        String(r.requests),
        r.perSecond.toFixed(0),
        r.p50.toFixed(1),
        r.p99.toFixed(1),
        String(r.errors),
      ]),
      (col) => col >= 2,
    ),
  );
}

await main();
