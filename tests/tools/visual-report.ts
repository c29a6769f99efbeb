/**
 * The visual suite's reports for designers (issue 14, items 3 and 5), over the built Storybook's
 * index (the declared cases: every screenshot story × fixture × viewport, tests/visual/stories.ts)
 * and the baselines in tests/visual/baselines:
 *
 *   pnpm visual:coverage        the matrix per story file (stories, cases, baselines); exits 1 when a
 *                               declared case has no baseline or a baseline belongs to no case
 *   pnpm visual:gallery         test-results/visual-gallery/index.html: every baseline grouped by
 *                               family → story → fixture → viewport, the cases the last run found
 *                               changed first (expected, actual and diff side by side), with
 *                               checkboxes that write the accept command for the chosen ones
 *   pnpm visual:accept <snapshot…> | --all-changed
 *                               copies the last run's actual screenshot over those baselines
 */
import { copyFileSync, existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { basename, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { flagCombinations } from '@storefront/components/cms';
import { flagMatrices, type FlagMatrixFamily } from '@storefront/components/workbench';
import {
  defaultScreenshotFixtures,
  demoFixtureIds,
  matrixFamilyOf,
  readStoryIndex,
  visualCases,
  type IndexEntry,
  type VisualCase,
} from '../visual/stories.ts';

// Resolved lazily: the unit tests import this module in a browser-like environment.
const repo = () => fileURLToPath(new URL('../../', import.meta.url));
const baselineDir = () => join(repo(), 'tests/visual/baselines');
const resultsDir = () => join(repo(), 'test-results/visual');
const galleryDir = () => join(repo(), 'test-results/visual-gallery');

export interface Changed {
  snapshot: string;
  expected?: string;
  actual: string;
  diff?: string;
}

/** The cases the last visual run found different or missing: their files in test-results/visual. */
export function changedCases(dir = resultsDir()): Changed[] {
  if (!existsSync(dir)) return [];
  const found = new Map<string, Changed>();
  for (const folder of readdirSync(dir, { withFileTypes: true })) {
    if (!folder.isDirectory()) continue;
    for (const file of readdirSync(join(dir, folder.name))) {
      const match = /^(.*)-(actual|expected|diff)\.png$/.exec(file);
      if (!match) continue;
      const snapshot = `${match[1]}.png`;
      const entry = found.get(snapshot) ?? { snapshot, actual: '' };
      entry[match[2] as 'actual' | 'expected' | 'diff'] = join(dir, folder.name, file);
      found.set(snapshot, entry);
    }
  }
  return [...found.values()].filter((entry) => entry.actual !== '');
}

export interface Coverage {
  rows: Array<{ title: string; stories: number; cases: number; baselines: number }>;
  missing: VisualCase[];
  orphans: string[];
}

export function coverage(cases: VisualCase[], baselines: string[]): Coverage {
  const have = new Set(baselines);
  const declared = new Set(cases.map((c) => c.snapshot));
  const byTitle = new Map<string, { stories: Set<string>; cases: number; baselines: number }>();
  for (const c of cases) {
    const row = byTitle.get(c.title) ?? { stories: new Set<string>(), cases: 0, baselines: 0 };
    row.stories.add(c.storyId);
    row.cases += 1;
    if (have.has(c.snapshot)) row.baselines += 1;
    byTitle.set(c.title, row);
  }
  return {
    rows: [...byTitle.entries()].map(([title, row]) => ({ title, stories: row.stories.size, cases: row.cases, baselines: row.baselines })),
    missing: cases.filter((c) => !have.has(c.snapshot)),
    orphans: baselines.filter((file) => !declared.has(file)),
  };
}

export interface MatrixRow {
  family: FlagMatrixFamily;
  title: string;
  variants: number;
  /** The axes as 'name (n options)'. */
  axes: string[];
  /** Tiles per screenshot: the flag combinations of one variant. */
  combinations: number;
  fixtures: number;
  viewports: string[];
  cases: number;
  baselines: number;
}

/** The flag matrix per family (issue 14, item 3): what each family's declared cases are and how many have a baseline. */
export function matrixCoverage(entries: IndexEntry[], cases: VisualCase[], baselines: string[]): MatrixRow[] {
  const have = new Set(baselines);
  const storyFamily = new Map<string, FlagMatrixFamily>();
  for (const entry of entries) {
    const family = matrixFamilyOf(entry.tags ?? []);
    if (family && (entry.tags ?? []).includes('screenshot')) storyFamily.set(entry.id, family);
  }
  return (Object.keys(flagMatrices) as FlagMatrixFamily[]).map((family) => {
    const matrix = flagMatrices[family];
    const own = cases.filter((c) => storyFamily.get(c.storyId) === family);
    return {
      family,
      title: matrix.title,
      variants: matrix.variants.length,
      axes: matrix.axes.map((axis) => `${axis.name} (${axis.options.length})`),
      combinations: flagCombinations(matrix.axes).length,
      fixtures: new Set(own.map((c) => c.fixture)).size,
      viewports: [...matrix.viewports],
      cases: own.length,
      baselines: own.filter((c) => have.has(c.snapshot)).length,
    };
  });
}

const baselineFiles = () =>
  existsSync(baselineDir())
    ? readdirSync(baselineDir())
        .filter((f) => f.endsWith('.png'))
        .sort()
    : [];
const allCases = () => visualCases(readStoryIndex(), demoFixtureIds(), defaultScreenshotFixtures(demoFixtureIds()));

function printCoverage(): number {
  const entries = readStoryIndex();
  const cases = visualCases(entries, demoFixtureIds(), defaultScreenshotFixtures(demoFixtureIds()));
  const report = coverage(cases, baselineFiles());
  console.log('Flag matrix (variant × fixture × viewport; each screenshot a tile per flag combination):');
  let matrixGap = false;
  for (const row of matrixCoverage(entries, cases, baselineFiles())) {
    // A family without its matrix story would have no cases at all: that is a gap too.
    const gap = row.cases === 0 || row.cases !== row.baselines;
    matrixGap ||= gap;
    console.log(
      `  ${row.title}: ${row.variants} variants × ${row.fixtures} fixtures × ${row.viewports.join('+')} = ${row.cases} cases, ${row.baselines} with a baseline; ` +
        `${row.combinations} combinations of ${row.axes.join(' × ') || 'no flags'}${gap ? '  ← missing' : ''}`,
    );
  }
  console.log('');
  const width = Math.max(...report.rows.map((row) => row.title.length), 10);
  console.log(`${'story file'.padEnd(width)}  stories  cases  baselines`);
  for (const row of report.rows) {
    console.log(
      `${row.title.padEnd(width)}  ${String(row.stories).padStart(7)}  ${String(row.cases).padStart(5)}  ${String(row.baselines).padStart(9)}${row.cases === row.baselines ? '' : '  ← missing'}`,
    );
  }
  console.log(
    `\n${report.rows.length} story files, ${cases.length} cases (story × fixture × viewport), ${cases.length - report.missing.length} with a baseline.`,
  );
  for (const c of report.missing) console.log(`missing baseline: ${c.snapshot} (${c.title} / ${c.name} @ ${c.fixture} ${c.viewport})`);
  for (const file of report.orphans) console.log(`baseline of no case (a story renamed or untagged?): ${file}`);
  if (matrixGap)
    console.log('a flag matrix family has no screenshot story tagged matrix-<family> (stories/Galleries/FlagMatrix.stories.tsx)');
  if (report.missing.length || report.orphans.length || matrixGap) {
    console.log('\nRecord the missing ones with `pnpm test:visual:update -g "<title>"`; delete the orphans.');
    return 1;
  }
  return 0;
}

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function writeGallery(): string {
  const cases = allCases();
  const changed = new Map(changedCases().map((entry) => [entry.snapshot, entry]));
  const have = new Set(baselineFiles());
  const src = (file: string) => escape(relative(galleryDir(), file).split('\\').join('/'));
  const figure = (caption: string, file: string | undefined) =>
    file ? `<figure><figcaption>${caption}</figcaption><img loading="lazy" src="${src(file)}" alt="${escape(caption)}"></figure>` : '';

  const caseOf = new Map(cases.map((c) => [c.snapshot, c]));
  const changedHtml = [...changed.values()]
    .map((entry) => {
      const c = caseOf.get(entry.snapshot);
      const caption = c ? `${c.title} / ${c.name} @ ${c.fixture} ${c.viewport}` : `${entry.snapshot} (no longer a screenshot case)`;
      return `<section class="changed"><h3><label><input type="checkbox" value="${escape(entry.snapshot)}"> ${escape(caption)}</label></h3>
<div class="row">${figure('Baseline', entry.expected ?? (have.has(entry.snapshot) ? join(baselineDir(), entry.snapshot) : undefined))}${figure('This run', entry.actual)}${figure('Difference', entry.diff)}</div></section>`;
    })
    .join('\n');

  // family (the title's first two parts) → story file → story → fixture × viewport
  const families = new Map<string, VisualCase[]>();
  for (const c of cases) {
    const family = c.title.split('/').slice(0, 2).join(' / ');
    families.set(family, [...(families.get(family) ?? []), c]);
  }
  const familyHtml = [...families.entries()]
    .map(([family, list]) => {
      const stories = new Map<string, VisualCase[]>();
      for (const c of list) stories.set(`${c.title} / ${c.name}`, [...(stories.get(`${c.title} / ${c.name}`) ?? []), c]);
      const body = [...stories.entries()]
        .map(
          ([story, shots]) =>
            `<h3>${escape(story)}</h3><div class="row">${shots.map((c) => (have.has(c.snapshot) ? figure(`${c.fixture} · ${c.viewport}${changed.has(c.snapshot) ? ' · changed' : ''}`, join(baselineDir(), c.snapshot)) : `<figure class="missing"><figcaption>${escape(`${c.fixture} · ${c.viewport}`)}</figcaption><p>No baseline</p></figure>`)).join('')}</div>`,
        )
        .join('\n');
      return `<details><summary>${escape(family)} (${list.length})</summary>${body}</details>`;
    })
    .join('\n');

  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Visual baselines</title>
<style>
body{font:14px/1.45 system-ui,sans-serif;margin:24px;color:#1b1d1c;background:#f6f8f4}
h1{font-size:22px}h2{font-size:18px;margin-top:32px}h3{font-size:14px;margin:20px 0 8px}
.row{display:flex;flex-wrap:wrap;gap:16px;align-items:flex-start}
figure{margin:0;background:#fff;border:1px solid #d5d9d6;border-radius:8px;padding:8px}
figure img{display:block;max-width:360px;height:auto}figcaption{font-weight:600;margin-bottom:6px}
.changed{border-left:4px solid #b42318;padding-left:12px}.missing p{color:#b42318;margin:0}
summary{font-weight:700;font-size:16px;cursor:pointer;padding:6px 0}
textarea{width:100%;font:12px ui-monospace,monospace}
</style></head><body>
<h1>Visual baselines</h1>
<p>${cases.length} cases; ${have.size} baselines; ${changed.size} changed in the last run (test-results/visual).</p>
<h2>Changed in the last run</h2>
${changedHtml || '<p>None: the last run matched every baseline (or no run has been made).</p>'}
${changed.size ? `<p><label for="accept">Accept the chosen ones (copies this run's screenshot over the baseline):</label></p><textarea id="accept" rows="3" readonly>pnpm visual:accept</textarea>` : ''}
<h2>All baselines by family</h2>
${familyHtml}
<script>
const boxes=[...document.querySelectorAll('input[type=checkbox]')];const out=document.getElementById('accept');
const update=()=>{if(out)out.value='pnpm visual:accept '+boxes.filter(b=>b.checked).map(b=>b.value).join(' ');};
boxes.forEach(b=>b.addEventListener('change',update));
</script></body></html>`;
  mkdirSync(galleryDir(), { recursive: true });
  const file = join(galleryDir(), 'index.html');
  writeFileSync(file, html);
  return file;
}

function accept(args: string[]): number {
  const changed = changedCases();
  const chosen = args.includes('--all-changed') ? changed : changed.filter((entry) => args.includes(entry.snapshot));
  const unknown = args.filter((arg) => arg !== '--all-changed' && !changed.some((entry) => entry.snapshot === arg));
  for (const name of unknown) console.error(`not changed in the last run: ${name}`);
  for (const entry of chosen) {
    copyFileSync(entry.actual, join(baselineDir(), entry.snapshot));
    console.log(`accepted ${basename(entry.snapshot)}`);
  }
  return unknown.length ? 1 : 0;
}

if (import.meta.url.startsWith('file:') && process.argv[1] === fileURLToPath(import.meta.url)) {
  const [command, ...args] = process.argv.slice(2);
  if (command === 'coverage') process.exitCode = printCoverage();
  else if (command === 'gallery') console.log(`wrote ${writeGallery()}`);
  else if (command === 'accept') process.exitCode = accept(args);
  else {
    console.error('usage: visual-report.ts coverage | gallery | accept <snapshot…> | accept --all-changed');
    process.exitCode = 2;
  }
}
