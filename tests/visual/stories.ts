/** Reads the built Storybook's index and expands every screenshot story into its visual cases. */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { viewports, type ViewportName } from '@storefront/tokens/breakpoints';
import { flagMatrices, type FlagMatrixFamily } from '@storefront/components/workbench';
import { DEFAULT_SCREENSHOT_FIXTURES } from '@storefront/fixtures/cms/screenshotFixtures';

/** The repository root (resolved lazily: only the Node runner reads files). */
const repo = () => fileURLToPath(new URL('../../', import.meta.url));

export interface IndexEntry {
  id: string;
  title: string;
  name: string;
  type: 'story' | 'docs';
  tags?: string[];
}

export interface VisualCase {
  storyId: string;
  title: string;
  name: string;
  fixture: string;
  viewport: ViewportName;
  size: { width: number; height: number };
  fullPage: boolean;
  /** Tag `fresh-page`: the case is rendered in a freshly loaded preview, never switched to in place. */
  freshPage: boolean;
  /** The story's args for this case (a flag-matrix story: the variant), else none. */
  args?: Readonly<Record<string, string>>;
  /** File name of the baseline, stable and readable. */
  snapshot: string;
}

/** The tag of a flag-matrix story: `matrix-<family>` (packages/components/src/cms/flagMatrices.ts). */
export const MATRIX_TAG_PREFIX = 'matrix-';

/** The family of a story tagged `matrix-<family>`, or undefined. */
export function matrixFamilyOf(tags: readonly string[]): FlagMatrixFamily | undefined {
  const tag = tags.find((t) => t.startsWith(MATRIX_TAG_PREFIX));
  const family = tag?.slice(MATRIX_TAG_PREFIX.length);
  if (family === undefined) return undefined;
  if (!(family in flagMatrices)) throw new Error(`story tag ${tag}: no flag matrix '${family}' in flagMatrices`);
  return family as FlagMatrixFamily;
}

export const SCREENSHOT_TAG = 'screenshot';

/** The default fixtures among those present. */
export function defaultScreenshotFixtures(fixtures: readonly string[]): string[] {
  return fixtures.filter((fixture) => DEFAULT_SCREENSHOT_FIXTURES.includes(fixture));
}

export function demoFixtureIds(): string[] {
  return readdirSync(`${repo()}fixtures/cms`)
    .filter((f) => f.endsWith('.json'))
    .map((f) => f.replace(/\.json$/, ''))
    .sort();
}

export function readStoryIndex(): IndexEntry[] {
  const file = `${repo()}storybook-static/index.json`;
  if (!existsSync(file)) throw new Error('storybook-static/index.json is missing: run `pnpm build-storybook` first');
  const index = JSON.parse(readFileSync(file, 'utf8')) as { entries: Record<string, IndexEntry> };
  return Object.values(index.entries);
}

/**
 * Tags pick the viewports (`vp-mobile`, `vp-desktop`; default both) and fixtures (`fixture-<id>`;
 * default `defaults`, `all-fixtures`: every one). A story tagged `matrix-<family>` is the family's
 * flag matrix: a case per variant of the family's table (its `variant` arg) × every fixture × the
 * matrix's own viewports.
 */
export function visualCases(entries: IndexEntry[], fixtures: string[], defaults: readonly string[] = fixtures): VisualCase[] {
  const cases: VisualCase[] = [];
  for (const entry of entries) {
    const tags = entry.tags ?? [];
    if (entry.type !== 'story' || !tags.includes(SCREENSHOT_TAG)) continue;
    const family = matrixFamilyOf(tags);
    const vpTags = (Object.keys(viewports) as ViewportName[]).filter((vp) => tags.includes(`vp-${vp}`));
    const fxTags = fixtures.filter((fx) => tags.includes(`fixture-${fx}`));
    const shownViewports = family
      ? [...flagMatrices[family].viewports]
      : vpTags.length
        ? vpTags
        : (Object.keys(viewports) as ViewportName[]);
    const variants: readonly (string | undefined)[] = family ? flagMatrices[family].variants : [undefined];
    for (const variant of variants) {
      for (const viewport of shownViewports) {
        for (const fixture of family || tags.includes('all-fixtures') ? fixtures : fxTags.length ? fxTags : defaults) {
          cases.push({
            storyId: entry.id,
            title: entry.title,
            name: variant ? `${entry.name} ${variant}` : entry.name,
            fixture,
            viewport,
            size: viewports[viewport],
            fullPage: tags.includes('full-page'),
            freshPage: tags.includes('fresh-page'),
            ...(variant ? { args: { variant } } : {}),
            snapshot: `${entry.id}${variant ? `--${variant}` : ''}--${fixture}--${viewport}.png`,
          });
        }
      }
    }
  }
  return cases;
}
