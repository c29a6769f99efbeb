/**
 * The 4/20 drill (issue 32, item 2; a report, not a timed test): the deployment of docs/deploy.md —
 * `--instances` storefront instances (one process per core each) behind HAProxy on one PostgreSQL
 * with fsync on — under `--shoppers` simulated shoppers for `--minutes`, each walking a real journey
 * with think time between steps, while the drill kills one instance (and starts it again) and
 * restarts PostgreSQL once.
 *
 *   pnpm bench:drill [--shoppers 1000] [--minutes 10] [--instances 3] [--workers <cores>]
 *                    [--think-min 2] [--think-max 8]            (seconds between a shopper's steps)
 *   e.g. pnpm bench:drill --minutes 2 --shoppers 300
 *
 * A journey, as a browser makes it (pages are HTML GETs, the page's own calls /api/*; every
 * state-changing request carries the storefront's Origin, as a browser's does): the home page and
 * the age gate's form (21+), the store chooser (its page and the stores of a state) and the shopper
 * cookie the chooser writes, the shop page and its menu, a search (suggestions, then the menu
 * searched), a category filter, a product page and its product, one or two adds to the guest cart;
 * then about one in four checks out (the checkout page, a new account — the guest cart joins it —
 * and the order with a request key, sent again with the same key after any failure until it is
 * acknowledged), and a few of the others sign in to an older account and look at their orders.
 * Every shopper has a loopback address of its own (127.0.1.1 …): HAProxy passes it on in
 * X-Forwarded-For and the instances believe it from the balancer alone (TRUST_PROXY=127.0.0.1), so
 * per-address limits apply per shopper as they would on the internet. Sign-ups per address are
 * raised with SIGN_UP_LIMIT_PER_HOUR (an older account's sign-ins stay within the default limits).
 *
 * The faults: at 25 % of the run the last instance is killed (SIGKILL, primary and workers) and
 * started again 10 s later; at 60 % (and at least 20 s after that instance is back) PostgreSQL stops
 * (fast shutdown) for 8 s and starts again. A request overlapping a fault, from its start until 5 s
 * after the fault is over (the instance listening again, the database answering), counts inside it.
 *
 * It prints requests and orders per second, p50/p99 per kind of step, errors by kind inside and
 * outside the fault windows, orders acknowledged against orders in the database, stock below zero
 * and stock conservation (opening − left = units ordered), and each instance's memory (RSS of its
 * processes) before and after. Everything is on loopback; every loop is bounded in count and time;
 * it stops by itself (the run, then at most 3 minutes for journeys in flight; then it cuts them).
 * Runs itself under tests/tools/with-postgres.sh (PG_FSYNC=on) and starts HAProxy through
 * tests/tools/with-balancer.ts; both are installed from Debian's packages when missing.
 */
import { spawnSync } from 'node:child_process';
import { setMaxListeners } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { Agent, request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import pg from 'pg';
import { categories, products, retailers } from '@storefront/fixtures/catalog';
import { orderSlots } from '@storefront/components/rules';
import { nextSlotsOf } from '@storefront/components/api';
import { hashPassword, seedDatabase } from '@storefront/demo-api';
import { openDatabase } from '@storefront/demo-api/db';
import { encodeShopperCookie } from '@storefront/app/shopper-cookie';
import { freePort, startBalancer } from '../tools/with-balancer.ts';
import { postgresControl } from './drillPostgres.ts';
import {
  classify,
  compareOrders,
  inWindow,
  LATENCY_ROWS,
  percentile,
  shopperAddress,
  thinkMs,
  type StepKind,
  type Window,
} from './drillStats.ts';
import { formatTable, mark, numberFlag } from './format.ts';
import { rssMbOfTree, startStorefrontInstance, type StorefrontInstance } from './serverProcess.ts';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
const PASSWORD = 'drill-Shopper-passphrase-420';
const EMAIL_DOMAIN = 'drill.example';
const RETURNING_ACCOUNTS = 60;
const SEARCHES = ['blue', 'kush', 'gummies', 'vape', 'pre-roll', 'cbd', 'cake', 'sour', 'haze', 'og'];
const GRACE_MS = 5_000;
const REQUEST_TIMEOUT_MS = 30_000;
/** An order is sent again with its request key for at most this long (then the shopper gives up and the report says so). */
const ORDER_RETRY_MS = 150_000;
/** After the run: journeys in flight get this long to finish (an order being retried), then they are cut. */
const DRAIN_MS = 180_000;

interface Options {
  shoppers: number;
  minutes: number;
  instances: number;
  workers: number;
  thinkMinMs: number;
  thinkMaxMs: number;
}

function optionsFrom(args: readonly string[]): Options {
  const thinkMin = numberFlag(args, 'think-min', 2);
  const thinkMax = Math.max(thinkMin, numberFlag(args, 'think-max', 8));
  return {
    shoppers: Math.round(numberFlag(args, 'shoppers', 1000)),
    minutes: numberFlag(args, 'minutes', 10),
    instances: Math.max(2, Math.round(numberFlag(args, 'instances', 3))),
    workers: Math.round(numberFlag(args, 'workers', availableParallelism())),
    thinkMinMs: thinkMin * 1000,
    thinkMaxMs: thinkMax * 1000,
  };
}

// ————————————————————————————————————————————— the catalogue a shopper walks

/** Stores with a recreational menu and a pickup slot soon (orders are for a time the store offers). */
const stores = retailers.filter((r) => r.menuTypes.includes('RECREATIONAL') && orderSlots(r, new Date(), 1).length > 0);
const productsOf = new Map(
  stores.map((store) => [
    store.id,
    products.filter((p) => p.isActive && p.options.length > 0 && p.retailerIds.includes(store.id) && p.menuTypes.includes('RECREATIONAL')),
  ]),
);
const pick = <T>(list: readonly T[]): T => {
  const value = list[Math.floor(Math.random() * list.length)];
  if (value === undefined) throw new Error('pick from an empty list');
  return value;
};

// ————————————————————————————————————————————— recording

interface Sample {
  kind: StepKind;
  start: number;
  end: number;
  ok: boolean;
  refusal: boolean;
  errorKind?: string;
}

const samples: Sample[] = [];
const windows: Window[] = [];
const acknowledged = new Set<string>();
const gaveUp: string[] = [];
let orderRetries = 0;
let ordersAfterRetry = 0;
const retryMessages = new Map<string, number>();
/** The first few failures of each kind, what was asked and what came back: the report's examples. */
const examples = new Map<string, string[]>();

// ————————————————————————————————————————————— a browser, small

interface Answer {
  /** 'POST /api/orders': for the report's examples. */
  request: string;
  status: number | null;
  headers: IncomingHttpHeaders;
  text: string;
  errorCode?: string;
}

class Shopper {
  private readonly jar = new Map<string, string>();
  private readonly agent = new Agent({ keepAlive: true, maxSockets: 2 });
  constructor(
    private readonly base: URL,
    private readonly localAddress: string,
  ) {}

  cookie(name: string, value: string): void {
    this.jar.set(name, value);
  }

  close(): void {
    this.agent.destroy();
  }

  private keepCookies(headers: IncomingHttpHeaders): void {
    for (const line of headers['set-cookie'] ?? []) {
      const [pair = ''] = line.split(';');
      const split = pair.indexOf('=');
      if (split <= 0) continue;
      const name = pair.slice(0, split).trim();
      const value = pair.slice(split + 1).trim();
      if (value === '' || /max-age=0\b/i.test(line)) this.jar.delete(name);
      else this.jar.set(name, value);
    }
  }

  send(method: string, path: string, body?: { json?: unknown; form?: URLSearchParams }, signal?: AbortSignal): Promise<Answer> {
    const payload =
      body?.json !== undefined ? Buffer.from(JSON.stringify(body.json)) : body?.form ? Buffer.from(body.form.toString()) : undefined;
    const headers: Record<string, string> = {
      'user-agent': 'storefront-4-20-drill',
      accept: path.startsWith('/api/') ? 'application/json' : 'text/html',
      'accept-encoding': 'gzip',
      ...(this.jar.size ? { cookie: [...this.jar].map(([k, v]) => `${k}=${v}`).join('; ') } : {}),
      ...(method !== 'GET' ? { origin: this.base.origin } : {}),
      ...(payload
        ? {
            'content-type': body?.json !== undefined ? 'application/json' : 'application/x-www-form-urlencoded',
            'content-length': String(payload.length),
          }
        : {}),
    };
    const request = `${method} ${path.split('?')[0]}`;
    return new Promise((resolve) => {
      let settled = false;
      const done = (answer: Answer) => {
        if (!settled) {
          settled = true;
          resolve(answer);
        }
      };
      const req = httpRequest(
        {
          host: this.base.hostname,
          port: this.base.port,
          path,
          method,
          headers,
          agent: this.agent,
          localAddress: this.localAddress,
          timeout: REQUEST_TIMEOUT_MS,
          signal,
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('error', (error: NodeJS.ErrnoException) =>
            done({ request, status: null, headers: {}, text: '', errorCode: error.code ?? error.name }),
          );
          res.on('end', () => {
            this.keepCookies(res.headers);
            let raw: Buffer = Buffer.concat(chunks);
            if (res.headers['content-encoding'] === 'gzip' && raw.length > 0) {
              try {
                raw = gunzipSync(raw);
              } catch {
                // a cut answer: its status still counts
              }
            }
            // Pages' HTML is not kept (only its time); an API answer, or any failure's body, is.
            const keepText = path.startsWith('/api/') || (res.statusCode ?? 0) >= 400;
            done({ request, status: res.statusCode ?? null, headers: res.headers, text: keepText ? raw.toString() : '' });
          });
        },
      );
      req.on('timeout', () => req.destroy(Object.assign(new Error('timeout'), { code: 'TIMEOUT' })));
      req.on('error', (error: NodeJS.ErrnoException) =>
        done({ request, status: null, headers: {}, text: '', errorCode: error.code ?? error.name }),
      );
      req.end(payload);
    });
  }
}

const jsonOf = (answer: Answer): { message?: string; data?: Record<string, unknown> } => {
  try {
    return JSON.parse(answer.text) as { message?: string; data?: Record<string, unknown> };
  } catch {
    return {};
  }
};

/** One timed request of a step; recorded with its outcome. */
async function step(kind: StepKind, send: () => Promise<Answer>): Promise<Answer> {
  const start = Date.now();
  const answer = await send();
  const end = Date.now();
  // The API's message, else the start of what came back (HAProxy's own error pages say why).
  const message =
    jsonOf(answer).message ??
    (answer.text
      ? answer.text
          .replace(/<[^>]+>/g, ' ')
          .replace(/\s+/g, ' ')
          .trim()
          .slice(0, 120)
      : undefined);
  const verdict = classify({ status: answer.status, errorCode: answer.errorCode, message });
  if (verdict.ok) samples.push({ kind, start, end, ok: true, refusal: false });
  else {
    samples.push({ kind, start, end, ok: false, refusal: verdict.refusal, errorKind: verdict.kind });
    const seen = examples.get(verdict.kind) ?? [];
    if (seen.length < 3)
      examples.set(verdict.kind, [
        ...seen,
        `${answer.request}${message ? ` → "${message}"` : ''} at ${new Date(start).toISOString().slice(11, 19)}`,
      ]);
  }
  return answer;
}

// ————————————————————————————————————————————— the journey

interface RunState {
  stopAt: number;
  abort: AbortController;
  returning: string[];
}

const sleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve) => {
    const wake = () => {
      clearTimeout(timer);
      resolve();
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', wake);
      resolve();
    }, ms);
    signal?.addEventListener('abort', wake, { once: true });
  });

async function journey(base: URL, slot: number, run: RunState, options: Options, counter: { n: number }): Promise<void> {
  const shopper = new Shopper(base, shopperAddress(slot));
  const signal = run.abort.signal;
  const think = () => sleep(thinkMs(Math.random(), options.thinkMinMs, options.thinkMaxMs), signal);
  const going = () => Date.now() < run.stopAt && !signal.aborted;
  try {
    const store = pick(stores);
    const menu = productsOf.get(store.id) ?? [];
    // Home: a first visit shows the age gate; its form answers 21+.
    await step('browse', () => shopper.send('GET', '/', undefined, signal));
    await think();
    if (!going()) return;
    await step('age gate', () =>
      shopper.send('POST', '/shopper/age-gate', { form: new URLSearchParams({ answer: 'adult', return: '/' }) }, signal),
    );
    // The store chooser: its page, the stores of the shopper's state; the choice is the cookie the page writes.
    await step('choose a store', () => shopper.send('GET', '/customer-choice', undefined, signal));
    await step('choose a store', () => shopper.send('GET', `/api/retailers?state=${store.addressObject.state}`, undefined, signal));
    shopper.cookie(
      'sf_shopper',
      encodeURIComponent(
        encodeShopperCookie({
          ageConsent: true,
          choiceSeen: true,
          preference: { retailerId: store.id, retailerName: store.name, orderType: 'PICKUP', menuType: 'RECREATIONAL' },
        }),
      ),
    );
    await think();
    if (!going()) return;
    await step('browse', () => shopper.send('GET', '/shop', undefined, signal));
    await step('browse', () =>
      shopper.send(
        'POST',
        '/api/menu/products',
        { json: { retailerId: store.id, menuType: 'RECREATIONAL', pagination: { offset: 0, limit: 20 } } },
        signal,
      ),
    );
    await think();
    if (!going()) return;
    const term = pick(SEARCHES);
    await step('search', () =>
      shopper.send('GET', `/api/search/suggestions?search=${encodeURIComponent(term)}&retailerId=${store.id}`, undefined, signal),
    );
    await step('search', () =>
      shopper.send(
        'POST',
        '/api/menu/products',
        { json: { retailerId: store.id, search: term, pagination: { offset: 0, limit: 20 } } },
        signal,
      ),
    );
    await think();
    if (!going()) return;
    const category = pick(categories);
    await step('filter', () => shopper.send('GET', `/category/${category.urlSlug}`, undefined, signal));
    await step('filter', () =>
      shopper.send(
        'POST',
        '/api/menu/products',
        { json: { retailerId: store.id, filter: { categories: [category.categoryName] }, pagination: { offset: 0, limit: 20 } } },
        signal,
      ),
    );
    await think();
    if (!going()) return;
    const chosen = [pick(menu), ...(Math.random() < 0.4 ? [pick(menu)] : [])];
    for (const product of chosen) {
      await step('product', () => shopper.send('GET', `/product/${product.productSlug}`, undefined, signal));
      await step('product', () => shopper.send('GET', `/api/products/${product.slug}`, undefined, signal));
      await think();
      if (!going()) return;
      await step('add to cart', () =>
        shopper.send(
          'POST',
          '/api/cart/items',
          { json: { item: { productId: product.id, option: product.options[0]?.option, quantity: 1 } } },
          signal,
        ),
      );
    }
    await think();
    if (!going()) return;
    const roll = Math.random();
    if (roll < 0.25) await checkout(shopper, store, run, counter, signal);
    else if (roll < 0.3) {
      // A returning shopper: signs in to an older account (their guest cart joins it) and looks at their orders.
      const email = pick(run.returning);
      const signIn = await step('sign in', () =>
        shopper.send('POST', '/api/auth/sign-in', { json: { email, password: PASSWORD } }, signal),
      );
      if (signIn.status === 200) {
        await step('look at orders', () => shopper.send('GET', '/profile', undefined, signal));
        await step('look at orders', () => shopper.send('GET', '/api/orders', undefined, signal));
      }
    }
  } finally {
    shopper.close();
  }
}

async function checkout(
  shopper: Shopper,
  store: (typeof stores)[number],
  run: RunState,
  counter: { n: number },
  signal: AbortSignal,
): Promise<void> {
  counter.n += 1;
  const email = `shopper.${process.pid}.${counter.n}.${Date.now()}@${EMAIL_DOMAIN}`;
  await step('browse', () => shopper.send('GET', '/checkout', undefined, signal));
  // A new account: sent again after a failure; 409 means an earlier try made it, so sign in.
  let signedUp = false;
  for (let attempt = 0; attempt < 8 && !signedUp && !signal.aborted; attempt += 1) {
    const res = await step('sign up', () =>
      shopper.send('POST', '/api/auth/sign-up', { json: { firstName: 'Drill', lastName: 'Shopper', email, password: PASSWORD } }, signal),
    );
    if (res.status === 201) signedUp = true;
    else if (res.status === 409) {
      const again = await step('sign in', () => shopper.send('POST', '/api/auth/sign-in', { json: { email, password: PASSWORD } }, signal));
      signedUp = again.status === 200;
    } else if (res.status !== null && res.status < 500 && res.status !== 429) return;
    if (!signedUp) await sleep(1000 + attempt * 1000, signal);
  }
  if (!signedUp) return;
  // Reading the order over (time, address, total) before placing it.
  await sleep(thinkMs(Math.random(), 1000, 3000), signal);
  const requestKey = `drill-${process.pid}-${counter.n}`;
  const started = Date.now();
  // A time the store offers, chosen as shoppers do (spread over the first dozen); a slot that filled
  // up meanwhile answers 409 with the next open ones, and the shopper takes the first of those.
  const offered = orderSlots(store, new Date(), 12);
  let slot = offered[Math.floor(Math.random() * offered.length)]?.value;
  for (let attempt = 0; attempt < 100 && Date.now() - started < ORDER_RETRY_MS && !signal.aborted; attempt += 1) {
    const res = await step('place order', () =>
      shopper.send(
        'POST',
        '/api/orders',
        {
          json: {
            retailerId: store.id,
            orderType: 'PICKUP',
            pricingType: 'RECREATIONAL',
            requestKey,
            slot,
            contact: { firstName: 'Drill', lastName: 'Shopper', email, phone: '3135550100' },
          },
        },
        signal,
      ),
    );
    const body = jsonOf(res);
    const id = typeof body.data?.id === 'string' ? body.data.id : undefined;
    if ((res.status === 201 || res.status === 200) && id) {
      acknowledged.add(id);
      if (attempt > 0) ordersAfterRetry += 1;
      return;
    }
    const next = res.status === 409 ? nextSlotsOf(body)?.[0]?.value : undefined;
    if (next) {
      slot = next;
      continue;
    }
    // A refusal stands (sold out, the cart emptied by failed adds); a failure is sent again, same key.
    if (res.status !== null && res.status < 500 && res.status !== 429) return;
    orderRetries += 1;
    const said = body.message ?? (res.status === null ? `no answer (${res.errorCode ?? 'unknown'})` : `HTTP ${res.status}`);
    retryMessages.set(said, (retryMessages.get(said) ?? 0) + 1);
    await sleep(Math.min(5000, 500 * 2 ** Math.min(attempt, 4)), signal);
  }
  gaveUp.push(requestKey);
}

// ————————————————————————————————————————————— the deployment and the faults

async function shoppersLoop(base: URL, options: Options, run: RunState): Promise<void> {
  const counter = { n: 0 };
  const rampMs = Math.min(30_000, options.minutes * 60_000 * 0.1);
  await Promise.all(
    Array.from({ length: options.shoppers }, async (_, slot) => {
      await sleep((slot / options.shoppers) * rampMs, run.abort.signal);
      // Bounded: a journey is at least a few think times long, and none starts after the end.
      for (let n = 0; n < 10_000 && Date.now() < run.stopAt && !run.abort.signal.aborted; n += 1)
        await journey(base, slot, run, options, counter);
    }),
  );
}

async function databaseFigures(
  databaseUrl: string,
): Promise<{ orders: Set<string>; negative: number; opening: number; left: number; ordered: number }> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const orders = await client.query<{ id: string }>(
      `select o.id from orders o join users u on u."id" = o."userId" where u."emailKey" like $1`,
      [`%@${EMAIL_DOMAIN}`],
    );
    const negative = await client.query<{ n: string }>('select count(*) as n from stock where quantity < 0');
    const left = await client.query<{ n: string }>('select coalesce(sum(quantity), 0) as n from stock');
    const ordered = await client.query<{ n: string }>(
      `select coalesce(sum(l.quantity), 0) as n from "orderLines" l join orders o on o.id = l."orderId" join users u on u."id" = o."userId" where u."emailKey" like $1 and o.status <> 'cancelled'`,
      [`%@${EMAIL_DOMAIN}`],
    );
    return {
      orders: new Set(orders.rows.map((r) => r.id)),
      negative: Number(negative.rows[0]?.n ?? 0),
      opening: 0,
      left: Number(left.rows[0]?.n ?? 0),
      ordered: Number(ordered.rows[0]?.n ?? 0),
    };
  } finally {
    await client.end();
  }
}

async function stockTotal(databaseUrl: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return Number((await client.query<{ n: string }>('select coalesce(sum(quantity), 0) as n from stock')).rows[0]?.n ?? 0);
  } finally {
    await client.end();
  }
}

async function waitForDatabase(databaseUrl: string, deadline: number): Promise<void> {
  while (Date.now() < deadline) {
    const client = new pg.Client({ connectionString: databaseUrl });
    try {
      await client.connect();
      await client.query('select 1');
      await client.end();
      return;
    } catch {
      await client.end().catch(() => undefined);
      await sleep(250);
    }
  }
  throw new Error('PostgreSQL did not come back');
}

async function drill(options: Options, command: string): Promise<void> {
  const databaseUrl = process.env.DATABASE_URL ?? '';
  process.env.LOG_LEVEL ??= 'warn';
  // The schema, the catalogue and the returning shoppers' accounts (made directly: they exist before the day).
  const setup = await openDatabase({ databaseUrl });
  await seedDatabase(setup.db);
  const passwordHash = await hashPassword(PASSWORD);
  const now = Date.now();
  const returning = Array.from({ length: RETURNING_ACCOUNTS }, (_, i) => `returning.${i}@${EMAIL_DOMAIN}`);
  await setup.db
    .insertInto('users')
    .values(
      returning.map((email, i) => ({
        id: `usr_drill_${i}`,
        emailKey: email,
        email,
        firstName: 'Returning',
        lastName: `Shopper ${i}`,
        phone: '',
        passwordHash,
        createdAt: now,
        updatedAt: now,
      })),
    )
    .execute();
  await setup.close();

  const ports = await Promise.all(Array.from({ length: options.instances }, () => freePort()));
  const balancer = await startBalancer(ports.map((port) => ({ host: '127.0.0.1', port })));
  const dataDirs = ports.map(() => mkdtempSync(join(tmpdir(), 'storefront-drill-')));
  const envOf = (i: number): NodeJS.ProcessEnv => ({
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDirs[i],
    TRUST_PROXY: '127.0.0.1',
    SIGN_UP_LIMIT_PER_HOUR: '100000',
    PUBLIC_ORIGIN: balancer.url,
  });
  const instances: StorefrontInstance[] = [];
  const started = Date.now();
  try {
    instances.push(await startStorefrontInstance({ port: ports[0] ?? 0, workers: options.workers, env: envOf(0) }));
    instances.push(
      ...(await Promise.all(
        ports.slice(1).map((port, i) => startStorefrontInstance({ port, workers: options.workers, env: envOf(i + 1) })),
      )),
    );
    console.log(
      `[drill] ${options.instances} instances × ${options.workers} processes up in ${((Date.now() - started) / 1000).toFixed(1)} s; HAProxy on ${balancer.url}`,
    );
    // Until the balancer's checks have every instance in, then a page of each kind once (warm caches).
    for (let i = 0; i < 100; i += 1) {
      const res = await fetch(`${balancer.url}/healthz`).catch(() => null);
      if (res?.ok) break;
      await sleep(100);
    }
    await sleep(2000);
    for (const path of ['/', '/shop', '/customer-choice', '/checkout', `/product/${products[0]?.productSlug ?? ''}`])
      for (let i = 0; i < options.instances; i += 1)
        await fetch(`${balancer.url}${path}`)
          .then((r) => r.arrayBuffer())
          .catch(() => null);
    const rssBefore = instances.map((instance) => rssMbOfTree(instance.pid));
    const loadBefore = loadavg()[0] ?? 0;
    const opening = await stockTotal(databaseUrl);
    const pgControl = await postgresControl(databaseUrl);

    const durationMs = options.minutes * 60_000;
    const runStart = Date.now();
    const run: RunState = { stopAt: runStart + durationMs, abort: new AbortController(), returning };
    // Every shopper's sleeps and requests listen to this one signal.
    setMaxListeners(0, run.abort.signal);
    console.log(
      `[drill] ${options.shoppers} shoppers for ${options.minutes} min (think ${options.thinkMinMs / 1000}–${options.thinkMaxMs / 1000} s)`,
    );
    const progress = setInterval(() => {
      const recent = samples.filter((s) => s.end > Date.now() - 10_000);
      console.log(
        `[drill] ${((Date.now() - runStart) / 1000).toFixed(0)} s: ${(recent.length / 10).toFixed(0)} req/s, ${recent.filter((s) => !s.ok && !s.refusal).length} errors in 10 s, ${acknowledged.size} orders${
          instances.some((i) => i.ended())
            ? `; ended: ${instances
                .map((i, n) => (i.ended() ? `instance ${n + 1} (${i.ended()})` : ''))
                .filter(Boolean)
                .join(', ')}`
            : ''
        }`,
      );
    }, 15_000);

    const faults = (async () => {
      // One instance killed (the balancer routes around it) and started again on its port.
      await sleep(durationMs * 0.25, run.abort.signal);
      const victim = instances.length - 1;
      const kill: Window = { name: 'instance killed', start: Date.now(), end: Number.POSITIVE_INFINITY };
      windows.push(kill);
      await instances[victim]?.kill();
      console.log(`[drill] killed instance ${victim + 1} (SIGKILL)`);
      await sleep(10_000);
      instances[victim] = await startStorefrontInstance({ port: ports[victim] ?? 0, workers: options.workers, env: envOf(victim) });
      kill.end = Date.now();
      console.log(`[drill] instance ${victim + 1} back after ${((kill.end - kill.start) / 1000).toFixed(1)} s`);
      // PostgreSQL restarted once: down 8 s; at 60 %, and at least 20 s after the instance is back,
      // so no request falls in both windows.
      await sleep(Math.max(20_000, runStart + durationMs * 0.6 - Date.now()), run.abort.signal);
      const restart: Window = { name: 'PostgreSQL restart', start: Date.now(), end: Number.POSITIVE_INFINITY };
      windows.push(restart);
      pgControl.stop();
      console.log('[drill] PostgreSQL stopped');
      await sleep(8_000);
      pgControl.start();
      await waitForDatabase(databaseUrl, Date.now() + 60_000);
      restart.end = Date.now();
      console.log(`[drill] PostgreSQL back after ${((restart.end - restart.start) / 1000).toFixed(1)} s`);
    })();

    const load = shoppersLoop(new URL(balancer.url), options, run);
    const cut = setTimeout(() => run.abort.abort(), durationMs + DRAIN_MS);
    await Promise.all([load, faults]);
    clearTimeout(cut);
    clearInterval(progress);
    const elapsedS = (Date.now() - runStart) / 1000;
    for (const [i, instance] of instances.entries()) {
      const how = instance.ended();
      if (how) console.log(`[drill] instance ${i + 1} had ended (${how}); its last output:\n${instance.output().slice(-3000)}`);
    }
    const rssAfter = instances.map((instance) => rssMbOfTree(instance.pid));
    const logged = new Map<string, number>();
    for (const instance of instances) {
      for (const line of instance.output().split('\n')) {
        const msg = /"level":"(?:error|warn)","msg":"([^"]*)"/.exec(line)?.[1] ?? (/^\[|Error/.test(line) ? line.slice(0, 160) : undefined);
        if (msg === undefined) continue;
        const error = /"error":"([^"]{0,160})/.exec(line)?.[1];
        const key = error ? `${msg}: ${error}` : msg;
        logged.set(key, (logged.get(key) ?? 0) + 1);
      }
    }
    const figures = await databaseFigures(databaseUrl);
    report({
      options,
      command,
      elapsedS,
      rssBefore,
      rssAfter,
      figures: { ...figures, opening },
      cutOff: run.abort.signal.aborted,
      loadBefore,
      logged,
    });
  } finally {
    for (const instance of instances) await instance.stop().catch(() => undefined);
    await balancer.stop();
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  }
}

// ————————————————————————————————————————————— the report

interface ReportInput {
  options: Options;
  command: string;
  elapsedS: number;
  rssBefore: number[];
  rssAfter: number[];
  figures: { orders: Set<string>; negative: number; opening: number; left: number; ordered: number };
  cutOff: boolean;
  /** The machine's 1-minute load average before the run (other work on it shows here). */
  loadBefore: number;
  /** Warnings and errors the instances logged, by message (their last 64 kB of output each). */
  logged: Map<string, number>;
}

function report(input: ReportInput): void {
  const { options, elapsedS, figures } = input;
  const fmt = (ms: number) => (Number.isNaN(ms) ? '–' : ms.toFixed(0));
  const window = (s: Sample) => inWindow(windows, s.start, s.end, GRACE_MS);
  const outside = samples.filter((s) => window(s) === null);
  const errorsOutside = outside.filter((s) => !s.ok && !s.refusal).length;
  const errorRate = outside.length ? (errorsOutside / outside.length) * 100 : 0;
  const { lost, unacknowledged } = compareOrders(acknowledged, figures.orders);

  const targets: Record<string, number> = { browse: 300, 'place order': 800 };
  const latency = LATENCY_ROWS.map(({ row, kinds }) => {
    // Latency of answered requests outside the fault windows (inside them, see the errors).
    const all = samples.filter((s) => kinds.includes(s.kind));
    const sorted = outside
      .filter((s) => kinds.includes(s.kind) && s.ok)
      .map((s) => s.end - s.start)
      .sort((a, b) => a - b);
    const p99 = percentile(sorted, 99);
    const target = targets[row];
    return [row, String(all.length), fmt(percentile(sorted, 50)), fmt(p99), target ? `< ${target} ${mark(p99 < target)}` : ''];
  });

  const kinds = new Map<string, { outside: number; inside: Map<string, number> }>();
  for (const s of samples) {
    if (s.ok) continue;
    const key = `${s.errorKind ?? 'error'}${s.refusal ? ' (a refusal, not an error)' : ''}`;
    const entry = kinds.get(key) ?? { outside: 0, inside: new Map<string, number>() };
    const name = window(s);
    if (name === null) entry.outside += 1;
    else entry.inside.set(name, (entry.inside.get(name) ?? 0) + 1);
    kinds.set(key, entry);
  }
  const windowNames = windows.map((w) => w.name);
  const errorRows = [...kinds].map(([kind, entry]) => [
    kind,
    String(entry.outside),
    ...windowNames.map((name) => String(entry.inside.get(name) ?? 0)),
  ]);

  console.log(`\n4/20 drill — ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC — \`${input.command}\``);
  console.log(
    `${options.instances} instances × ${options.workers} processes behind HAProxy, one PostgreSQL (fsync on), ${options.shoppers} shoppers, think ${options.thinkMinMs / 1000}–${options.thinkMaxMs / 1000} s, ${(elapsedS / 60).toFixed(1)} min; this machine: ${availableParallelism()} cores, load generator included; load average ${input.loadBefore.toFixed(1)} before, ${(loadavg()[0] ?? 0).toFixed(1)} after`,
  );
  console.log(
    `faults: ${windows.map((w) => `${w.name} ${((w.end - w.start) / 1000).toFixed(1)} s`).join(', ')} (a request within ${GRACE_MS / 1000} s after one counts inside it)\n`,
  );
  console.log(formatTable(['step', 'requests', 'p50 ms', 'p99 ms', 'target (p99)'], latency, (col) => col >= 1 && col <= 3));
  console.log('');
  console.log(
    formatTable(
      ['errors by kind', 'outside faults', ...windowNames],
      errorRows.length ? errorRows : [['none', '0', ...windowNames.map(() => '0')]],
      (col) => col >= 1,
    ),
  );
  console.log('');
  const rows: string[][] = [
    ['requests per second', (samples.length / elapsedS).toFixed(1), ''],
    ['orders per second', (acknowledged.size / elapsedS).toFixed(2), ''],
    [
      'error rate outside the fault windows',
      `${errorRate.toFixed(2)} % (${errorsOutside} of ${outside.length})`,
      `< 0.5 % ${mark(errorRate < 0.5)}`,
    ],
    ['orders acknowledged', String(acknowledged.size), ''],
    ['orders in the database', String(figures.orders.size), `equal ${mark(lost.length === 0 && unacknowledged.length === 0)}`],
    ['acknowledged but missing (lost)', String(lost.length), `0 ${mark(lost.length === 0)}`],
    ['in the database, never acknowledged', String(unacknowledged.length), ''],
    ['orders acknowledged after a retry (same key)', String(ordersAfterRetry), ''],
    ['order attempts sent again', String(orderRetries), ''],
    ['orders given up after 150 s of retries', String(gaveUp.length), ''],
    ['stock rows below zero (oversold)', String(figures.negative), `0 ${mark(figures.negative === 0)}`],
    [
      'units: opening − left = ordered',
      `${figures.opening} − ${figures.left} = ${figures.opening - figures.left}; ordered ${figures.ordered}`,
      mark(figures.opening - figures.left === figures.ordered),
    ],
    ...input.rssBefore.map((before, i) => [
      `instance ${i + 1} RSS before → after (MB)`,
      `${before.toFixed(0)} → ${(input.rssAfter[i] ?? 0).toFixed(0)}${i === input.rssBefore.length - 1 ? ' (killed and restarted mid-run)' : ''}`,
      '',
    ]),
    ...(input.cutOff ? [['journeys cut off after the drain time', 'yes', '']] : []),
  ];
  console.log(formatTable(['figure', 'value', 'target'], rows, () => false));
  if (examples.size) {
    console.log('\nexamples of each kind of failure (the first three):');
    for (const [kind, list] of examples) console.log(`  ${kind}:\n${list.map((line) => `    ${line}`).join('\n')}`);
  }
  if (input.logged.size)
    console.log(
      `\nwhat the instances logged (warnings and errors, by message): ${[...input.logged].map(([m, n]) => `${n}× ${m}`).join('; ')}`,
    );
  if (retryMessages.size)
    console.log(`\nwhat order retries were answered: ${[...retryMessages].map(([m, n]) => `${n}× "${m}"`).join('; ')}`);
}

// ————————————————————————————————————————————— entry

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const options = optionsFrom(args);
  const command = `pnpm bench:drill ${args.filter((a) => a !== '--inside').join(' ')}`.trim();
  // Under a throwaway PostgreSQL of its own (it restarts it): the same script under with-postgres.sh.
  if (process.env.STOREFRONT_DRILL_INSIDE !== '1') {
    const child = spawnSync(
      'bash',
      ['tests/tools/with-postgres.sh', process.execPath, '--import', 'tsx', fileURLToPath(import.meta.url), ...args],
      {
        cwd: repoRoot,
        stdio: 'inherit',
        env: { ...process.env, PG_FSYNC: 'on', STOREFRONT_DRILL_INSIDE: '1' },
      },
    );
    process.exitCode = child.status ?? 1;
    return;
  }
  await drill(options, command);
}

await main();
