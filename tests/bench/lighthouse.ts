/**
 * Lighthouse report (a benchmark, not a test): the built storefront served by the demo server, each
 * route audited once in Lighthouse's default mobile setting (a mid-range phone: simulated slow 4G
 * and 4× CPU slowdown), with Debian's chromium. Prints the performance score and its lab metrics
 * (FCP, LCP, TBT, CLS, Speed Index), the accessibility, best-practices and SEO scores, and the
 * JavaScript transferred during the audit (the first load plus what is fetched ahead when idle: the
 * side menu, search panel and toast modules; `pnpm bench` gives the first load alone). Build first: pnpm --filter @storefront/app build
 *
 *   pnpm bench:lighthouse [--json] [path …]     (default paths: DEFAULT_PATHS)
 *
 * Figures vary a few points between runs on a loaded machine: compare runs made on the same one.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startDemoServer } from '../../packages/demo-api/src/server.ts';
import { chromiumArgs, chromiumPath } from '../tools/chromium.ts';

/** Home, a listing, a product, the cart and an information page: the shapes of page a shopper meets. */
export const DEFAULT_PATHS = ['/', '/shop', '/product/blue-dream-flower-3-5g', '/cart', '/about'];

const distDir = fileURLToPath(new URL('../../packages/storefront-app/dist', import.meta.url));

interface Row {
  path: string;
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

const score = (value: number | null | undefined) => Math.round((value ?? 0) * 100);

async function main() {
  const args = process.argv.slice(2);
  const json = args.includes('--json');
  const paths = args.filter((a) => a.startsWith('/'));
  if (!existsSync(join(distDir, 'index.html'))) {
    console.error(`The storefront is not built (${distDir}). Run: pnpm --filter @storefront/app build`);
    process.exit(1);
  }
  const demo = await startDemoServer({ port: 0, host: '127.0.0.1', distDir });
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: ['--headless=new', ...chromiumArgs],
  });
  const rows: Row[] = [];
  try {
    for (const path of paths.length > 0 ? paths : DEFAULT_PATHS) {
      const result = await lighthouse(`${demo.url}${path}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      });
      if (!result) throw new Error(`Lighthouse returned nothing for ${path}`);
      const { categories, audits } = result.lhr;
      const numeric = (id: string) => audits[id]?.numericValue ?? Number.NaN;
      const scripts = (audits['resource-summary']?.details as { items?: Array<{ resourceType: string; transferSize: number }> } | undefined)?.items ?? [];
      rows.push({
        path,
        performance: score(categories.performance?.score),
        fcpMs: Math.round(numeric('first-contentful-paint')),
        lcpMs: Math.round(numeric('largest-contentful-paint')),
        tbtMs: Math.round(numeric('total-blocking-time')),
        cls: Math.round(numeric('cumulative-layout-shift') * 1000) / 1000,
        speedIndexMs: Math.round(numeric('speed-index')),
        accessibility: score(categories.accessibility?.score),
        bestPractices: score(categories['best-practices']?.score),
        seo: score(categories.seo?.score),
        scriptKb: Math.round(((scripts.find((item) => item.resourceType === 'script')?.transferSize ?? 0) / 1024) * 10) / 10,
      });
    }
  } finally {
    await chrome.kill();
    await demo.close();
  }

  if (json) {
    console.log(JSON.stringify(rows, null, 2));
    return;
  }
  console.log('Lighthouse, mobile (simulated slow 4G, 4x CPU slowdown), one run per route\n');
  const header = ['path', 'perf', 'FCP ms', 'LCP ms', 'TBT ms', 'CLS', 'SI ms', 'a11y', 'best pr.', 'SEO', 'JS kB'];
  const table = rows.map((r) => [r.path, r.performance, r.fcpMs, r.lcpMs, r.tbtMs, r.cls, r.speedIndexMs, r.accessibility, r.bestPractices, r.seo, r.scriptKb].map(String));
  const widths = header.map((h, i) => Math.max(h.length, ...table.map((row) => row[i]!.length)));
  const line = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  console.log(line(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  table.forEach((row) => console.log(line(row)));
  console.log('\nJS kB: all JavaScript transferred during the audit, idle prefetches included (first load alone: pnpm bench).');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
