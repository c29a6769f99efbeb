/**
 * Chromatic modes (issue 14, item 5): a mode per viewport × demo retailer, the same pairs the visual
 * suite shoots (tests/visual/stories.ts). A mode sets the `retailer` global (the toolbar's demo
 * retailer) and Chromatic's viewport width and height (DESIGN.md section 5). Every story gets the
 * default retailers' modes (preview.tsx); a story shot in all four retailers sets `allRetailerModes`.
 */
import { viewports, type ViewportName } from '@storefront/tokens';
import { cmsFixtureIds } from '@storefront/fixtures/cms';
import { DEFAULT_SCREENSHOT_FIXTURES } from '@storefront/fixtures/cms/screenshotFixtures';

export interface ChromaticMode {
  viewport: { width: number; height: number };
  retailer: string;
}

export function chromaticModes(
  retailers: readonly string[],
  names: readonly ViewportName[] = Object.keys(viewports) as ViewportName[],
): Record<string, ChromaticMode> {
  const modes: Record<string, ChromaticMode> = {};
  for (const name of names) for (const retailer of retailers) modes[`${name} ${retailer}`] = { viewport: { ...viewports[name] }, retailer };
  return modes;
}

export const defaultModes = chromaticModes(DEFAULT_SCREENSHOT_FIXTURES);
export const allRetailerModes = chromaticModes(cmsFixtureIds);
