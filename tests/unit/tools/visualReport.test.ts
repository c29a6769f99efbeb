import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { visualCases } from '../../visual/stories.ts';
import { flagCombinations } from '@storefront/components/cms';
import { flagMatrices } from '@storefront/components/workbench';
import { changedCases, coverage, matrixCoverage } from '../../tools/visual-report.ts';

const entries = [
  { id: 'chrome-ticker--from-cms', title: 'Chrome/Ticker', name: 'From Cms', type: 'story' as const, tags: ['screenshot'] },
  {
    id: 'chrome-ticker--paused',
    title: 'Chrome/Ticker',
    name: 'Paused',
    type: 'story' as const,
    tags: ['screenshot', 'vp-mobile', 'fixture-a'],
  },
  { id: 'chrome-ticker--docs', title: 'Chrome/Ticker', name: 'Docs', type: 'docs' as const, tags: ['screenshot'] },
  { id: 'store-agegate--open', title: 'Store/AgeGate', name: 'Open', type: 'story' as const, tags: [] },
];

describe('visual coverage: every declared case has its baseline, every baseline its case', () => {
  const cases = visualCases(entries, ['a', 'b']);

  it('declares story × fixture × viewport, narrowed by the tags', () => {
    expect(cases.map((c) => c.snapshot)).toEqual([
      'chrome-ticker--from-cms--a--mobile.png',
      'chrome-ticker--from-cms--b--mobile.png',
      'chrome-ticker--from-cms--a--desktop.png',
      'chrome-ticker--from-cms--b--desktop.png',
      'chrome-ticker--paused--a--mobile.png',
    ]);
  });

  it('finds the missing baselines and the orphans', () => {
    const report = coverage(cases, [
      'chrome-ticker--from-cms--a--mobile.png',
      'chrome-ticker--from-cms--b--mobile.png',
      'chrome-ticker--old--a--mobile.png',
    ]);
    expect(report.rows).toEqual([{ title: 'Chrome/Ticker', stories: 2, cases: 5, baselines: 2 }]);
    expect(report.missing.map((c) => c.snapshot)).toEqual([
      'chrome-ticker--from-cms--a--desktop.png',
      'chrome-ticker--from-cms--b--desktop.png',
      'chrome-ticker--paused--a--mobile.png',
    ]);
    expect(report.orphans).toEqual(['chrome-ticker--old--a--mobile.png']);
  });

  it('is clean when the two match', () => {
    const report = coverage(
      cases,
      cases.map((c) => c.snapshot),
    );
    expect([report.missing, report.orphans]).toEqual([[], []]);
  });
});

describe('changedCases: what the last run wrote beside a failed comparison', () => {
  it('pairs expected, actual and diff per snapshot; a new case has an actual only', () => {
    const dir = mkdtempSync(join(tmpdir(), 'visual-'));
    mkdirSync(join(dir, 'case-1'));
    mkdirSync(join(dir, 'case-2'));
    for (const kind of ['actual', 'expected', 'diff']) writeFileSync(join(dir, 'case-1', `x--a--mobile-${kind}.png`), '');
    writeFileSync(join(dir, 'case-2', 'y--b--desktop-actual.png'), '');
    writeFileSync(join(dir, 'case-2', 'error-context.md'), '');
    const found = changedCases(dir).sort((p, q) => p.snapshot.localeCompare(q.snapshot));
    expect(found).toEqual([
      {
        snapshot: 'x--a--mobile.png',
        actual: join(dir, 'case-1', 'x--a--mobile-actual.png'),
        expected: join(dir, 'case-1', 'x--a--mobile-expected.png'),
        diff: join(dir, 'case-1', 'x--a--mobile-diff.png'),
      },
      { snapshot: 'y--b--desktop.png', actual: join(dir, 'case-2', 'y--b--desktop-actual.png') },
    ]);
  });
});

describe('the flag matrix report (issue 14, item 3)', () => {
  const matrixEntries = [
    {
      id: 'galleries-flag-matrix--deal-cards',
      title: 'Galleries/Flag matrix',
      name: 'Deal Cards',
      type: 'story' as const,
      tags: ['screenshot', 'matrix-dealCards'],
    },
  ];
  const cases = visualCases(matrixEntries, ['a', 'b']);

  it('counts each family’s variants × fixtures × viewports and the baselines it has', () => {
    const rows = matrixCoverage(matrixEntries, cases, [cases[0]!.snapshot, cases[1]!.snapshot]);
    const deals = rows.find((row) => row.family === 'dealCards');
    expect(deals).toEqual({
      family: 'dealCards',
      title: flagMatrices.dealCards.title,
      variants: flagMatrices.dealCards.variants.length,
      axes: ['image (3)', 'description (2)'],
      combinations: flagCombinations(flagMatrices.dealCards.axes).length,
      fixtures: 2,
      viewports: ['desktop'],
      cases: flagMatrices.dealCards.variants.length * 2,
      baselines: 2,
    });
  });

  it('shows a family without a matrix story as having no cases', () => {
    const rows = matrixCoverage(matrixEntries, cases, []);
    expect(rows.find((row) => row.family === 'headers')).toMatchObject({ cases: 0, baselines: 0 });
  });
});
