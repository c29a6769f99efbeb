/**
 * `npm start` runs this: the built storefront on PORT (default 4000), all interfaces.
 *   HOST, PORT            where to listen
 *   PUBLIC_ORIGIN         the origin for canonical URLs and the sitemap (default: the request's Host)
 *   SITE_HOSTS            retailers' domains → site ids, e.g. "shop.copper.example=copper-state,mile.example=mile-high"
 *   API_ORIGIN            where the server renderer calls the API (default: this server's /api)
 *   DATABASE_URL          postgres://… to share one PostgreSQL between instances (default: SQLite in DATA_DIR)
 *   DATA_DIR              the SQLite file and uploads (default ./data)
 *   ALLOWED_ORIGINS       other origins allowed to send state-changing API requests (comma-separated)
 *   FRAME_ANCESTORS       origins allowed to frame the pages besides our own, e.g. the Storybook workbench
 *   DEV_OUTBOX=1          serve the demo e-mail outbox at /api/dev/outbox (the demo sets it; it shows every
 *                         shopper's reminders, so never on a deployment with real shoppers)
 *   CLOCK_START           the API's clock starts at this ISO time and runs from there (a demo at opening
 *                         hours or of a closed store; default: the real clock)
 *   TRUST_PROXY           the proxies whose X-Forwarded-For / X-Forwarded-Proto are believed: addresses and
 *                         CIDR ranges, comma-separated, or `loopback` (e.g. "loopback" for a balancer on this
 *                         machine, "10.0.0.0/8"); unset: forwarded headers are ignored (demo-api http/forwarded.ts)
 *   PREVIEW_SECRET        the key CMS preview links are signed with (≥ 32 characters); unset: one is generated
 *                         on the first start and kept in the database, shared by every instance on it
 *   DEMO_RETAILER_PASSWORD  the demo retailers' password (retailer@<site>.example; default in docs/backend.md, "Configuration")
 *   WORKERS               server processes sharing the port and the database (node:cluster; default:
 *                         one per core). The first prepares the database (migrations, seed) before the
 *                         others start; a worker that dies is replaced.
 *   WORKER_HEAP_MB        each worker's JavaScript heap limit (default 384). V8 grows a busy process's
 *                         heap long before it must collect: under the 4/20 drill a worker grew past a
 *                         gigabyte of garbage. The limit makes it collect instead; what a worker keeps
 *                         is bounded (the page cache's bytes: pageCache.ts), so only a real leak reaches
 *                         the limit, and then the worker is replaced.
 */
import cluster from 'node:cluster';
import { availableParallelism } from 'node:os';
import { openDemoDatabase } from '@storefront/demo-api/boot';
import { clockFrom } from './clock.ts';

const workerCount = Math.max(1, Math.floor(Number(process.env.WORKERS ?? availableParallelism())) || 1);
const workerHeapMb = Math.max(128, Math.floor(Number(process.env.WORKER_HEAP_MB ?? 384)) || 384);

const list = (value: string | undefined): string[] =>
  (value ?? '')
    .split(',')
    .map((o) => o.trim())
    .filter(Boolean);

function hostSites(value: string | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const pair of (value ?? '').split(',')) {
    const [host, site] = pair.split('=').map((part) => part.trim());
    if (host && site) out[host.toLowerCase()] = site;
  }
  return out;
}

/**
 * The primary: the database once, then the workers (each a whole server on the shared port). It never
 * loads the renderer or the API's routes (the server's modules are imported by the workers only), so
 * it holds about a third of a worker's memory.
 */
async function primary(): Promise<void> {
  const clock = clockFrom(process.env.CLOCK_START);
  const database = await openDemoDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir: process.env.DATA_DIR, now: clock });
  await database.close();
  let stopping = false;
  let announced = false;
  cluster.setupPrimary({ execArgv: [...process.execArgv, `--max-old-space-size=${workerHeapMb}`] });
  for (let i = 0; i < workerCount; i += 1) cluster.fork({ STOREFRONT_SEEDED: '1' });
  cluster.on('message', (_worker, message: unknown) => {
    if (!announced && typeof message === 'string' && message.startsWith('Storefront: ')) {
      announced = true;
      console.log(`${message}  (${workerCount} workers)`);
    }
  });
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) return;
    console.error(`[cluster] worker ${worker.process.pid} ended (${signal ?? code}); starting another`);
    cluster.fork({ STOREFRONT_SEEDED: '1' });
  });
  const stop = () => {
    stopping = true;
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM');
    setTimeout(() => process.exit(0), 5_000).unref();
    cluster.on('exit', () => {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
    });
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

async function server(): Promise<void> {
  const [{ DEFAULT_PORT, startStorefrontServer }, { parseTrustProxy }] = await Promise.all([
    import('./storefront.ts'),
    import('@storefront/demo-api/server'),
  ]);
  const storefront = await startStorefrontServer({
    port: Number(process.env.PORT ?? DEFAULT_PORT),
    // Loopback unless HOST says otherwise (behind a proxy or in a container: HOST=0.0.0.0).
    host: process.env.HOST ?? '127.0.0.1',
    publicOrigin: process.env.PUBLIC_ORIGIN,
    hostSites: hostSites(process.env.SITE_HOSTS),
    apiOrigin: process.env.API_ORIGIN,
    databaseUrl: process.env.DATABASE_URL,
    dataDir: process.env.DATA_DIR,
    allowedOrigins: list(process.env.ALLOWED_ORIGINS),
    frameAncestors: list(process.env.FRAME_ANCESTORS),
    now: clockFrom(process.env.CLOCK_START),
    devOutbox: process.env.DEV_OUTBOX === '1',
    seed: process.env.STOREFRONT_SEEDED !== '1',
    trustProxy: parseTrustProxy(process.env.TRUST_PROXY),
    previewSecret: process.env.PREVIEW_SECRET,
  });
  const line = `Storefront: ${storefront.url}  (API: ${storefront.url}/api/retailers; database: ${storefront.database.location})`;
  if (cluster.isWorker) process.send?.(line);
  else console.log(line);
  const stop = () => {
    void storefront.close().then(() => process.exit(0));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

try {
  if (cluster.isPrimary && workerCount > 1) await primary();
  else await server();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
