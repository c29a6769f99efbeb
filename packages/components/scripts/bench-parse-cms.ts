/**
 * Timings of parseCms on hostile payloads (not a test: it prints a report).
 * Run: pnpm tsx packages/components/scripts/bench-parse-cms.ts [sizes…]
 *
 *   parseCms, N bad ticker items   tickerCrudData of N invalid items (capped by the schema's list
 *                                  limit, so this mostly measures the cap and the copy)
 *   parseLenient, N bad items      the repair engine itself on an uncapped list of N invalid items
 *                                  (this is what was quadratic: 16,000 items took over a minute)
 *   parseCms, deep nesting         one branch nested D levels deep under an unknown key
 */
import { performance } from 'node:perf_hooks';
import { z } from 'zod/mini';
import { parseCms } from '../src/cms/parseCms.ts';
import { parseLenient } from '../src/cms/lenient.ts';
import { tickerItemSchema } from '../src/cms/blocks/chrome.ts';

const sizes = process.argv
  .slice(2)
  .map(Number)
  .filter((n) => Number.isInteger(n) && n > 0);
const itemCounts = sizes.length > 0 ? sizes : [1_000, 8_000, 16_000];
const depths = [60, 8_000, 100_000];

const badItems = (n: number): unknown[] => Array.from({ length: n }, () => ({}));

function deep(levels: number): unknown {
  let value: unknown = { leaf: true };
  for (let i = 0; i < levels; i += 1) value = { next: value };
  return value;
}

function time(label: string, run: () => { warnings: unknown[] }): void {
  const start = performance.now();
  const { warnings } = run();
  const ms = performance.now() - start;
  console.log(`${label.padEnd(44)} ${ms.toFixed(1).padStart(10)} ms   ${String(warnings.length).padStart(6)} warnings`);
}

const uncapped = z.object({ items: z._default(z.array(tickerItemSchema), () => []) });

for (const n of itemCounts) {
  const payload = { siteSettings: { siteName: 'Bench' }, tickerCrudData: badItems(n) };
  const size = (JSON.stringify(payload).length / 1024).toFixed(0);
  time(`parseCms, ${n} bad ticker items (${size} kB)`, () => parseCms(payload));
}
for (const n of itemCounts) {
  time(`parseLenient, ${n} bad items (uncapped list)`, () => parseLenient(uncapped, { items: badItems(n) }, () => ({ items: [] })));
}
for (const d of depths) {
  time(`parseCms, ${d} levels deep (unknown key)`, () => parseCms({ siteSettings: { siteName: 'Bench' }, extra: deep(d) }));
}
