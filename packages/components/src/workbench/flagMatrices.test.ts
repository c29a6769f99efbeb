/**
 * Every family's snapshot matrix (flagMatrices) against the demo retailers: each variant's patch
 * and each option of each axis is a CMS setting parseCms accepts, and every axis changes the
 * parsed configuration (an axis whose options all parse alike would shoot the same picture twice).
 */
import { describe, expect, it } from 'vitest';
import { cmsFixtureIds, cmsFixtures } from '@storefront/fixtures/cms';
import { flagMatrices, flagMatrixFamilies } from './flagMatrices.ts';
import { flagCombinations, mergePatch, type FlagMatrix } from '../cms/flagMatrix.ts';
import { parseCms } from '../cms/parseCms.ts';

const parsedWith = (fixture: (typeof cmsFixtureIds)[number], ...patches: unknown[]) => {
  const json = patches.reduce((base, patch) => mergePatch(base, patch), cmsFixtures[fixture] as unknown);
  return parseCms(json);
};

describe.each(flagMatrixFamilies)('the %s matrix', (family) => {
  // One family at a time: its variant type is the family's, the select takes it.
  const matrix = flagMatrices[family] as FlagMatrix;

  it('has variants, viewports and a combination per tile', () => {
    expect(matrix.variants.length).toBeGreaterThan(0);
    expect(matrix.viewports.length).toBeGreaterThan(0);
    expect(flagCombinations(matrix.axes).length).toBeGreaterThan(0);
  });

  it.each(cmsFixtureIds)('parses without a warning over %s, in every variant and combination', (fixture) => {
    for (const variant of matrix.variants) {
      for (const combination of flagCombinations(matrix.axes)) {
        expect(parsedWith(fixture, matrix.select(variant), combination.patch).warnings, `${variant} · ${combination.label}`).toEqual([]);
      }
    }
  });

  it.each(matrix.axes.map((axis) => [axis.name, axis] as const))('its axis %s changes the configuration', (_name, axis) => {
    for (const fixture of cmsFixtureIds) {
      const configs = axis.options.map((option) =>
        JSON.stringify(parsedWith(fixture, matrix.select(matrix.variants[0]!), option.patch).config),
      );
      // Over some retailer every option differs from the others (one may be that retailer's own setting).
      if (new Set(configs).size === axis.options.length) return;
    }
    throw new Error(`no demo retailer tells the options of '${axis.name}' apart`);
  });
});
