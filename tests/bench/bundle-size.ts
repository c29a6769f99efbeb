/**
 * Bundle-size report (a benchmark, not a test): reads the build manifest of the storefront app
 * (packages/storefront-app/dist/.vite/manifest.json) and prints the gzipped JavaScript
 * - the home route '/' loads first: the entry chunk, its static imports, and the '/' page chunk with
 *   its static imports;
 * - every route of the route table loads when it is the first page visited (same rule, its page chunk).
 * The 120 kB target is shown beside the home figure. Build first: pnpm --filter @storefront/app build
 *
 *   pnpm tsx tests/bench/bundle-size.ts [--json]
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { pageModuleOf } from '../../packages/storefront-app/src/routes/pageModules.ts';
import { routeTable } from '../../packages/storefront-app/src/routes/routeTable.ts';

export const FIRST_LOAD_TARGET_KB = 120;

interface ManifestChunk {
  file: string;
  src?: string;
  name?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

const appDir = fileURLToPath(new URL('../../packages/storefront-app/', import.meta.url));
const distDir = join(appDir, 'dist');
const manifestPath = join(distDir, '.vite', 'manifest.json');

const gzCache = new Map<string, number>();
function gzipBytes(file: string): number {
  const cached = gzCache.get(file);
  if (cached !== undefined) return cached;
  const size = gzipSync(readFileSync(join(distDir, file)), { level: 9 }).length;
  gzCache.set(file, size);
  return size;
}

/** The manifest key and every chunk it imports statically, transitively. */
export function staticClosure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  const chunk = manifest[key];
  if (!chunk) throw new Error(`Manifest has no chunk "${key}"`);
  seen.add(key);
  for (const imported of chunk.imports ?? []) staticClosure(manifest, imported, seen);
  return seen;
}

export interface LoadSize {
  jsFiles: string[];
  jsGzip: number;
  cssGzip: number;
}

export function loadSize(manifest: Manifest, keys: Iterable<string>): LoadSize {
  const files = new Set<string>();
  const css = new Set<string>();
  for (const key of keys) {
    const chunk = manifest[key];
    if (!chunk) continue;
    if (chunk.file.endsWith('.js')) files.add(chunk.file);
    for (const sheet of chunk.css ?? []) css.add(sheet);
  }
  const jsFiles = [...files].sort();
  return {
    jsFiles,
    jsGzip: jsFiles.reduce((sum, file) => sum + gzipBytes(file), 0),
    cssGzip: [...css].reduce((sum, file) => sum + gzipBytes(file), 0),
  };
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

function pageModuleKey(manifest: Manifest, moduleName: string): string {
  const key = `src/pages/${moduleName}/index.tsx`;
  if (!manifest[key]) throw new Error(`Manifest has no page module "${key}" (is the build current?)`);
  return key;
}

function main(): void {
  if (!existsSync(manifestPath)) {
    console.error(`No build manifest at ${manifestPath}. Build first: pnpm --filter @storefront/app build`);
    process.exit(1);
  }
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entryKey) throw new Error('The manifest has no entry chunk');
  const entryClosure = staticClosure(manifest, entryKey);
  const entry = loadSize(manifest, entryClosure);

  const rows = routeTable.map((route) => {
    const moduleName = pageModuleOf[route.page];
    const keys = new Set(entryClosure);
    staticClosure(manifest, pageModuleKey(manifest, moduleName), keys);
    const size = loadSize(manifest, keys);
    return { id: route.id, path: route.path, module: moduleName, ...size, pageGzip: size.jsGzip - entry.jsGzip };
  });
  const home = rows.find((row) => row.path === '/');
  if (!home) throw new Error("The route table has no '/' route");

  if (process.argv.includes('--json')) {
    console.log(JSON.stringify({ targetKb: FIRST_LOAD_TARGET_KB, entry, home, routes: rows }, null, 2));
    return;
  }

  console.log('Storefront bundle size (gzip level 9, JavaScript only unless noted)\n');
  console.log('Entry chunk and its static imports:');
  for (const file of entry.jsFiles) console.log(`  ${kb(gzipBytes(file)).padStart(7)} kB  ${file}`);
  console.log(`  ${kb(entry.jsGzip).padStart(7)} kB  total (CSS ${kb(entry.cssGzip)} kB)\n`);

  const over = home.jsGzip / 1024 - FIRST_LOAD_TARGET_KB;
  console.log(`Home '/' first load: ${kb(home.jsGzip)} kB  (target ${FIRST_LOAD_TARGET_KB} kB: ${over > 0 ? `${over.toFixed(1)} kB over` : `${(-over).toFixed(1)} kB under`})`);
  console.log(`  = entry ${kb(entry.jsGzip)} kB + '/' page chunk(s) ${kb(home.pageGzip)} kB; CSS ${kb(home.cssGzip)} kB\n`);

  const header = ['route', 'path', 'page chunk', 'page kB', 'first load kB', `≤ ${FIRST_LOAD_TARGET_KB} kB`];
  const table = rows.map((row) => [
    row.id,
    row.path,
    row.module,
    kb(row.pageGzip),
    kb(row.jsGzip),
    row.jsGzip / 1024 <= FIRST_LOAD_TARGET_KB ? 'yes' : 'no',
  ]);
  const widths = header.map((title, col) => Math.max(title.length, ...table.map((cells) => (cells[col] ?? '').length)));
  const line = (cells: string[]) => cells.map((cell, col) => (col >= 3 && col <= 4 ? cell.padStart(widths[col] ?? 0) : cell.padEnd(widths[col] ?? 0))).join('  ');
  console.log(line(header));
  console.log(widths.map((width) => '-'.repeat(width)).join('  '));
  for (const cells of table) console.log(line(cells));
  console.log(`\n${rows.length} routes.`);
}

main();
