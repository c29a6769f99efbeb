/**
 * What the HTML of a route links from the client build's manifest (dist/client/.vite/manifest.json):
 * the entry's script, every stylesheet of the entry and of the route's page module (with their
 * static imports), and modulepreload links for the page module's chunks, so the browser fetches
 * the route's code in parallel with the entry instead of after it.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export const CLIENT_ENTRY = 'src/entry-client.tsx';

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  dynamicImports?: string[];
  isEntry?: boolean;
}
export type Manifest = Record<string, ManifestChunk>;

export interface RouteAssets {
  entry: string;
  css: string[];
  modulepreload: string[];
  /** Stylesheet text by href, for the ones the document inlines. */
  inlineCss?: Readonly<Record<string, string>>;
}

/** Every stylesheet of the client build by href (read once at start; the whole set is ~9 kB gzipped). */
export function readStylesheets(clientDir: string, manifest: Manifest): Record<string, string> {
  const out: Record<string, string> = {};
  for (const chunk of Object.values(manifest)) {
    for (const file of chunk.css ?? []) out[`/${file}`] ??= readFileSync(join(clientDir, file), 'utf8');
  }
  return out;
}

export function readManifest(clientDir: string): Manifest {
  return JSON.parse(readFileSync(join(clientDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
}

/** The manifest key of a page module (routes/pageModules.ts names → their source files). */
export const pageModuleSource = (name: string): string => `src/pages/${name}/index.tsx`;

function collect(manifest: Manifest, key: string, seen: Set<string>, files: string[], css: Set<string>): void {
  if (seen.has(key)) return;
  seen.add(key);
  const chunk = manifest[key];
  if (!chunk) return;
  files.push(chunk.file);
  for (const sheet of chunk.css ?? []) css.add(sheet);
  for (const imported of chunk.imports ?? []) collect(manifest, imported, seen, files, css);
}

/**
 * The entry script, the stylesheets and the modulepreload list of a page module's route, and of the
 * lazily loaded chrome the server's HTML holds (`chromeModules`, manifest keys such as a first
 * visit's store choice): its styles are in the document from the first byte, its code is fetched
 * with the entry's.
 */
export function routeAssets(manifest: Manifest, pageModule: string, chromeModules: readonly string[] = []): RouteAssets {
  const entryChunk = manifest[CLIENT_ENTRY];
  if (!entryChunk) throw new Error(`The client manifest has no ${CLIENT_ENTRY}: build the storefront first`);
  const css = new Set<string>();
  const entryFiles: string[] = [];
  const seen = new Set<string>();
  collect(manifest, CLIENT_ENTRY, seen, entryFiles, css);
  const pageFiles: string[] = [];
  collect(manifest, pageModuleSource(pageModule), seen, pageFiles, css);
  for (const chrome of chromeModules) collect(manifest, chrome, seen, pageFiles, css);
  return {
    entry: `/${entryChunk.file}`,
    css: [...css].map((file) => `/${file}`),
    // The entry's own imports are preloaded by the browser when it parses the entry; the page
    // module's are not (it is a dynamic import), so those are listed, the entry's static imports too.
    modulepreload: [...entryFiles.slice(1), ...pageFiles].map((file) => `/${file}`),
  };
}
