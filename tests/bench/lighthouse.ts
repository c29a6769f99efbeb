/**
 * Lighthouse report (a benchmark, not a test): the built storefront served by the storefront server
 * (server-rendered HTML, gzip; its own process, NODE_ENV=production, see serverProcess.ts), each route audited in Lighthouse's default mobile setting (a
 * mid-range phone: simulated slow 4G and 4× CPU slowdown) with Debian's chromium, next to a
 * baseline: a bare client-rendered React 19 page with one heading (tests/bench/bare, built here with
 * Vite into tests/bench/bare/dist and served by the same server at /__bare/, same compression).
 *
 * Each path is audited as two shoppers (issue 31, item 4): a first visit (no cookies: the age gate
 * in the page) and a returning adult with a store chosen (the shopper cookie the server reads); /cart
 * has a saved cart (a guest cart the run makes through the API, its cookie sent by both). The
 * cookies go with every request of the audit (Lighthouse's extraHeaders).
 *
 * Runs alternate — bare, case A, bare, case B, … — for N rounds, so a machine that slows down
 * mid-run weighs on both sides. Prints per-route medians of the performance score, FCP, LCP, TBT,
 * CLS, Speed Index, the accessibility, best-practices and SEO scores and the JavaScript transferred
 * during the audit, the bare page's medians, and each route's LCP over the bare page's (the bare
 * runs paired with that route) and the LCP element with its phases, with the targets' marks:
 *   LCP ≤ 1.25× bare, performance ≥ 95, TBT ≤ 100 ms, CLS ≤ 0.02.
 * Build first: pnpm --filter @storefront/app build
 *
 *   pnpm bench:lighthouse [--runs N] [--json] [--check] [--first-visit-only] [path …]   (N default 5; paths default DEFAULT_PATHS)
 *   --check: exit 1 when a route misses a target (otherwise a report: exit 0)
 *
 * Figures vary a few points between runs on a loaded machine: compare runs made on the same one.
 */
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { products, retailers } from '@storefront/fixtures/catalog';
import { returningShopperCookiePair } from '../tools/returningShopper.ts';
import { chromiumArgs, chromiumPath } from '../tools/chromium.ts';
import { bareDir, buildBare } from './bare/build.ts';
import { formatTable, mark, median, numberFlag } from './format.ts';
import { startServerProcess } from './serverProcess.ts';

const firstProduct = products[0];
if (!firstProduct) throw new Error('fixtures/catalog has no products');

/** Home, a listing, a product, the store directory and the cart: the shapes of page a shopper lands on. */
export const DEFAULT_PATHS = ['/', '/shop', `/product/${firstProduct.productSlug}`, '/find-a-dispensary', '/cart'];
export const DEFAULT_RUNS = 5;
export const visitors = ['first visit', 'returning adult'] as const;
type Visitor = (typeof visitors)[number];

/** The demo site's first store (greenleaf's Detroit), chosen by the returning adult. */
const store = retailers.find((retailer) => retailer.id === 'ret-mi-detroit') ?? retailers[0];
if (!store) throw new Error('fixtures/catalog has no retailers');

/** The returning adult's shopper cookie: 21+ answered, the store chosen, for pickup. */
const returningAdultCookie = returningShopperCookiePair(store, 'PICKUP');

/** A guest cart with one line, made through the cart API; its cookie ('sf_cart=…'). */
async function savedCartCookie(origin: string): Promise<string> {
  const option = firstProduct!.options[0]?.option ?? '';
  const response = await fetch(`${origin}/api/cart/items`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ item: { productId: firstProduct!.id, option, quantity: 1 } }),
  });
  const cookie = response.headers
    .getSetCookie()
    .map((value) => value.split(';')[0] ?? '')
    .find((pair) => pair.startsWith('sf_cart='));
  if (!response.ok || !cookie) throw new Error(`the saved cart could not be made (${response.status})`);
  return cookie;
}

/** The cookies a case sends: the shopper cookie for a returning adult, the saved cart on /cart. */
function cookiesFor(path: string, visitor: Visitor, cartCookie: string): string {
  return [visitor === 'returning adult' ? returningAdultCookie : null, path === '/cart' ? cartCookie : null].filter(Boolean).join('; ');
}
export const TARGETS = { lcpRatio: 1.25, performance: 95, tbtMs: 100, cls: 0.02 } as const;

const BARE_PREFIX = '/__bare/';
const bareDist = join(bareDir, 'dist');

interface Sample {
  performance: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  speedIndexMs: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  scriptKb: number;
}
type Medians = Sample;

/** The LCP element of a run and the LCP's phases (TTFB, load delay, load time, render delay). */
interface LcpElement {
  element: string;
  phases: Array<{ phase: string; ms: number }>;
}

interface Run {
  sample: Sample;
  lcpElement?: LcpElement;
}

interface RouteResult {
  path: string;
  medians: Medians;
  /** Medians of the bare runs made just before this route's runs. */
  pairedBare: Medians;
  lcpRatio: number;
  pass: { lcpRatio: boolean; performance: boolean; tbt: boolean; cls: boolean };
  /** The LCP element of the run whose LCP is nearest the median. */
  lcpElement?: LcpElement;
  samples: Sample[];
}

const score = (value: number | null | undefined) => Math.round((value ?? 0) * 100);

/** Builds the bare React page into tests/bench/bare/dist, its URLs under BARE_PREFIX. */
const buildBarePage = (): Promise<void> => buildBare({ page: 'index.html', outDir: bareDist, base: BARE_PREFIX });

/** Reads the `largest-contentful-paint-element` audit: a table with the node, then a table of phases. */
function lcpElementOf(details: unknown): LcpElement | undefined {
  const tables = (details as { items?: Array<{ items?: Array<Record<string, unknown>> }> } | undefined)?.items ?? [];
  const node = tables[0]?.items?.[0]?.node as { snippet?: string; selector?: string; nodeLabel?: string } | undefined;
  if (!node) return undefined;
  const element = (node.snippet ?? node.selector ?? node.nodeLabel ?? '?').replace(/\s+/g, ' ');
  const phases = (tables[1]?.items ?? []).flatMap((item) =>
    typeof item.phase === 'string' && typeof item.timing === 'number' ? [{ phase: item.phase, ms: Math.round(item.timing) }] : [],
  );
  return { element: element.length > 110 ? `${element.slice(0, 109)}…` : element, phases };
}

async function audit(url: string, port: number, cookie = ''): Promise<Run> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { categories, audits, runtimeError, runWarnings } = result.lhr;
  if (runtimeError) throw new Error(`Lighthouse failed on ${url}: ${runtimeError.code} ${runtimeError.message}`);
  for (const warning of runWarnings) console.warn(`  warning (${url}): ${warning}`);
  const numeric = (id: string) => audits[id]?.numericValue ?? Number.NaN;
  const resources =
    (audits['resource-summary']?.details as { items?: Array<{ resourceType: string; transferSize: number }> } | undefined)?.items ?? [];
  const sample: Sample = {
    performance: score(categories.performance?.score),
    fcpMs: numeric('first-contentful-paint'),
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    speedIndexMs: numeric('speed-index'),
    accessibility: score(categories.accessibility?.score),
    bestPractices: score(categories['best-practices']?.score),
    seo: score(categories.seo?.score),
    scriptKb: (resources.find((item) => item.resourceType === 'script')?.transferSize ?? 0) / 1024,
  };
  return { sample, lcpElement: lcpElementOf(audits['largest-contentful-paint-element']?.details) };
}

function medians(samples: readonly Sample[]): Medians {
  const of = (key: keyof Sample) => median(samples.map((sample) => sample[key]));
  return {
    performance: of('performance'),
    fcpMs: of('fcpMs'),
    lcpMs: of('lcpMs'),
    tbtMs: of('tbtMs'),
    cls: of('cls'),
    speedIndexMs: of('speedIndexMs'),
    accessibility: of('accessibility'),
    bestPractices: of('bestPractices'),
    seo: of('seo'),
    scriptKb: of('scriptKb'),
  };
}

/** Rounds the figures for printing and JSON: ms and scores to integers, CLS to 3 decimals, kB to 1. */
function rounded(m: Medians): Medians {
  return {
    performance: Math.round(m.performance),
    fcpMs: Math.round(m.fcpMs),
    lcpMs: Math.round(m.lcpMs),
    tbtMs: Math.round(m.tbtMs),
    cls: Math.round(m.cls * 1000) / 1000,
    speedIndexMs: Math.round(m.speedIndexMs),
    accessibility: Math.round(m.accessibility),
    bestPractices: Math.round(m.bestPractices),
    seo: Math.round(m.seo),
    scriptKb: Math.round(m.scriptKb * 10) / 10,
  };
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const json = args.includes('--json');
  const check = args.includes('--check');
  const runs = Math.round(numberFlag(args, 'runs', DEFAULT_RUNS));
  const argPaths = args.filter((arg) => arg.startsWith('/'));
  const paths = argPaths.length > 0 ? argPaths : DEFAULT_PATHS;
  const cases = paths.flatMap((path) =>
    (args.includes('--first-visit-only') ? visitors.slice(0, 1) : visitors).map((visitor) => ({
      path,
      visitor,
      label: `${path} (${visitor})`,
    })),
  );
  const log = (line: string) => (json ? console.error(line) : console.log(line));

  await buildBarePage();
  const server = await startServerProcess({ staticMounts: { [BARE_PREFIX]: bareDist } });
  let chrome: chromeLauncher.LaunchedChrome | undefined;
  /** Per case: its runs and the bare runs made just before each of them. */
  const runsByPath = cases.map((entry) => ({ ...entry, cookie: '', bare: [] as Run[], route: [] as Run[] }));
  try {
    // Warm-up: the first render of each route (module loading, caches) is not what a shopper meets.
    for (const path of [BARE_PREFIX, ...paths]) {
      const response = await fetch(`${server.url}${path}`, { headers: { 'accept-encoding': 'gzip' } });
      await response.arrayBuffer();
      if (!response.ok) throw new Error(`${path} answered ${response.status}`);
    }
    const cartCookie = paths.includes('/cart') ? await savedCartCookie(server.url) : '';
    for (const entry of runsByPath) entry.cookie = cookiesFor(entry.path, entry.visitor, cartCookie);
    chrome = await chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags: ['--headless=new', ...chromiumArgs] });
    const chromePort = chrome.port;
    const total = runs * runsByPath.length * 2;
    let done = 0;
    const run = async (path: string, label: string, cookie = ''): Promise<Run> => {
      done += 1;
      log(`  [${done}/${total}] ${label}`);
      return audit(`${server.url}${path}`, chromePort, cookie);
    };
    for (let round = 1; round <= runs; round += 1) {
      for (const entry of runsByPath) {
        entry.bare.push(await run(BARE_PREFIX, `round ${round}: bare (before ${entry.label})`));
        entry.route.push(await run(entry.path, `round ${round}: ${entry.label}`, entry.cookie));
      }
    }
  } finally {
    chrome?.kill();
    await server.stop();
  }

  const samplesOf = (runList: readonly Run[]) => runList.map((entry) => entry.sample);
  const bare = rounded(medians(runsByPath.flatMap((entry) => samplesOf(entry.bare))));
  const results: RouteResult[] = runsByPath.map(({ label: path, bare: bareRuns, route: routeRuns }) => {
    const samples = samplesOf(routeRuns);
    const m = rounded(medians(samples));
    const pairedBare = rounded(medians(samplesOf(bareRuns)));
    const nearestMedian = routeRuns.reduce<Run | undefined>(
      (best, entry) => (!best || Math.abs(entry.sample.lcpMs - m.lcpMs) < Math.abs(best.sample.lcpMs - m.lcpMs) ? entry : best),
      undefined,
    );
    const lcpRatio = Math.round((m.lcpMs / pairedBare.lcpMs) * 100) / 100;
    return {
      path,
      medians: m,
      pairedBare,
      lcpRatio,
      pass: {
        lcpRatio: lcpRatio <= TARGETS.lcpRatio,
        performance: m.performance >= TARGETS.performance,
        tbt: m.tbtMs <= TARGETS.tbtMs,
        cls: m.cls <= TARGETS.cls,
      },
      lcpElement: nearestMedian?.lcpElement,
      samples,
    };
  });
  const failing = results.filter((result) => !Object.values(result.pass).every(Boolean));

  if (json) {
    console.log(JSON.stringify({ runs, targets: TARGETS, bare, routes: results }, null, 2));
  } else {
    console.log(
      `\nLighthouse, mobile (simulated slow 4G, 4x CPU slowdown); medians of ${runs} run(s) per route, alternating with the bare React page\n`,
    );
    const header = ['path', 'perf', 'FCP ms', 'LCP ms', 'LCP/bare', 'TBT ms', 'CLS', 'SI ms', 'a11y', 'best pr.', 'SEO', 'JS kB'];
    const figures = (m: Medians) => [m.fcpMs, m.lcpMs].map(String);
    const tail = (m: Medians) => [m.speedIndexMs, m.accessibility, m.bestPractices, m.seo, m.scriptKb].map(String);
    const rows = results.map(({ path, medians: m, lcpRatio, pass }) => [
      path,
      `${m.performance} ${mark(pass.performance)}`,
      ...figures(m),
      `${lcpRatio.toFixed(2)}× ${mark(pass.lcpRatio)}`,
      `${m.tbtMs} ${mark(pass.tbt)}`,
      `${m.cls} ${mark(pass.cls)}`,
      ...tail(m),
    ]);
    rows.push([
      `bare React (${BARE_PREFIX})`,
      String(bare.performance),
      ...figures(bare),
      '1.00×',
      String(bare.tbtMs),
      String(bare.cls),
      ...tail(bare),
    ]);
    console.log(formatTable(header, rows, (col) => col > 0));
    console.log('\nLCP element (the run nearest the median) and its phases:');
    for (const { path, lcpElement } of results) {
      if (!lcpElement) {
        console.log(
          `  ${path}  (not reported: Lighthouse did not find the element at the end of the load; was it replaced after it painted?)`,
        );
        continue;
      }
      console.log(`  ${path}  ${lcpElement.element}`);
      console.log(`    ${lcpElement.phases.map(({ phase, ms }) => `${phase} ${ms} ms`).join(' · ')}`);
    }
    console.log(
      `\nTargets: LCP ≤ ${TARGETS.lcpRatio}× bare (each route against the bare runs just before it), performance ≥ ${TARGETS.performance}, TBT ≤ ${TARGETS.tbtMs} ms, CLS ≤ ${TARGETS.cls}.`,
    );
    console.log(
      failing.length === 0 ? 'All routes meet the targets.' : `Missing a target: ${failing.map((result) => result.path).join(', ')}.`,
    );
    console.log('JS kB: all JavaScript transferred during the audit, idle prefetches included (first load alone: pnpm bench).');
  }
  if (check && failing.length > 0) process.exit(1);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
