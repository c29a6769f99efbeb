/**
 * What the accessibility gate checks, shared by the test runners (tests/tools/axe.ts: the visual
 * and e2e suites) and Storybook's a11y addon (.storybook/preview.tsx: its panel and the Storybook
 * interaction tests, set to fail). No imports beyond types: the Storybook preview bundles it.
 */
import type { ImpactValue } from 'axe-core';

/** WCAG 2.2 A and AA, and axe's best practices. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] as const;

/** Impacts that fail a test: only 'minor' findings are reported without failing. */
export const GATED_IMPACTS: readonly ImpactValue[] = ['moderate', 'serious', 'critical'];

/**
 * Rules about a whole page. A story is a fragment of a page (a header, a card): these rules belong
 * to the route-level run of the e2e suite, where they are on.
 */
export const PAGE_LEVEL_RULES = [
  'region',
  'landmark-one-main',
  'page-has-heading-one',
  'landmark-complementary-is-top-level',
  'landmark-no-duplicate-banner',
  'landmark-no-duplicate-contentinfo',
  'landmark-unique',
  'heading-order',
] as const;
