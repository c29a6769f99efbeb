import { describe, expect, it } from 'vitest';
import { viewports } from '@storefront/tokens/breakpoints';
import { cmsFixtureIds } from '@storefront/fixtures/cms';
import { DEFAULT_SCREENSHOT_FIXTURES } from '@storefront/fixtures/cms/screenshotFixtures';
import { allRetailerModes, chromaticModes, defaultModes } from '../../../.storybook/modes.ts';

describe('Chromatic modes (issue 14, item 5)', () => {
  it('is a mode per viewport × retailer, with the viewport’s size and the retailer global', () => {
    expect(chromaticModes(['greenleaf'], ['mobile'])).toEqual({
      'mobile greenleaf': { viewport: viewports.mobile, retailer: 'greenleaf' },
    });
  });

  it('gives every story the visual suite’s default retailers at both widths', () => {
    expect(Object.keys(defaultModes)).toHaveLength(DEFAULT_SCREENSHOT_FIXTURES.length * Object.keys(viewports).length);
    expect(new Set(Object.values(defaultModes).map((mode) => mode.retailer))).toEqual(new Set(DEFAULT_SCREENSHOT_FIXTURES));
  });

  it('has every demo retailer in the all-retailer modes', () => {
    expect(new Set(Object.values(allRetailerModes).map((mode) => mode.retailer))).toEqual(new Set(cmsFixtureIds));
  });

  it('names only demo retailers as defaults', () => {
    for (const id of DEFAULT_SCREENSHOT_FIXTURES) expect(cmsFixtureIds as readonly string[]).toContain(id);
  });
});
