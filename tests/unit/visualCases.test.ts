import { describe, expect, it } from 'vitest';
import { flagMatrices } from '@storefront/components/workbench';
import { visualCases, type IndexEntry } from '../visual/stories.ts';

const story = (id: string, tags: string[]): IndexEntry => ({ id, title: 'T', name: id, type: 'story', tags });
const fixtures = ['copper-state', 'greenleaf', 'mile-high'];

describe('visual cases from the story index', () => {
  it.each([
    ['untagged story → nothing', ['dev'], 0],
    ['screenshot → 2 viewports × 3 fixtures', ['screenshot'], 6],
    ['vp-mobile → 1 viewport × 3 fixtures', ['screenshot', 'vp-mobile'], 3],
    ['vp-desktop + one fixture', ['screenshot', 'vp-desktop', 'fixture-greenleaf'], 1],
    ['two fixtures', ['screenshot', 'fixture-greenleaf', 'fixture-mile-high'], 4],
  ])('%s', (_label, tags, count) => {
    expect(visualCases([story('a--b', tags)], fixtures)).toHaveLength(count);
  });

  it('names baselines by story, fixture and viewport and sizes them per DESIGN.md', () => {
    const [first] = visualCases([story('chrome-ticker--default', ['screenshot', 'vp-mobile', 'fixture-greenleaf'])], fixtures);
    expect(first).toMatchObject({
      snapshot: 'chrome-ticker--default--greenleaf--mobile.png',
      size: { width: 390, height: 844 },
      fullPage: false,
    });
  });

  it('ignores docs entries', () => {
    expect(visualCases([{ ...story('x--docs', ['screenshot']), type: 'docs' }], fixtures)).toEqual([]);
  });

  it('expands a flag-matrix story over its family’s variants and the matrix’s viewports (issue 14, item 3)', () => {
    const cases = visualCases([story('galleries-flag-matrix--headers', ['screenshot', 'vp-desktop', 'matrix-headers'])], fixtures);
    expect(cases).toHaveLength(flagMatrices.headers.variants.length * flagMatrices.headers.viewports.length * fixtures.length);
    expect(new Set(cases.map((c) => c.args?.variant))).toEqual(new Set(flagMatrices.headers.variants));
    expect(new Set(cases.map((c) => c.viewport))).toEqual(new Set(flagMatrices.headers.viewports));
    expect(cases[0]).toMatchObject({ snapshot: 'galleries-flag-matrix--headers--one--copper-state--mobile.png', args: { variant: 'one' } });
  });

  it('refuses a matrix tag of no family', () => {
    expect(() => visualCases([story('x--y', ['screenshot', 'matrix-nothing'])], fixtures)).toThrow(/no flag matrix 'nothing'/);
  });

  it('shoots the default fixtures unless a story asks for others, all of them, or is a flag matrix', () => {
    const all = ['a', 'b', 'c'];
    const defaults = ['a', 'b'];
    const fixturesOf = (tags: string[]) => [...new Set(visualCases([story('x--y', tags)], all, defaults).map((c) => c.fixture))];
    expect(fixturesOf(['screenshot'])).toEqual(['a', 'b']);
    expect(fixturesOf(['screenshot', 'fixture-c'])).toEqual(['c']);
    expect(fixturesOf(['screenshot', 'all-fixtures'])).toEqual(['a', 'b', 'c']);
    expect(fixturesOf(['screenshot', 'matrix-headers'])).toEqual(['a', 'b', 'c']);
  });
});
