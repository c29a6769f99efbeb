/** axe-core on the current page through the one gate of tests/tools/axe.ts (DESIGN.md 5). */
import { expect, type Page } from '@playwright/test';
import { blockingFindings, runAxe } from '../tools/axe.ts';

/** The whole page, or only what `include` (a CSS selector) picks: an open modal, the page behind it inert. */
export async function expectNoA11yViolations(page: Page, include?: string): Promise<void> {
  const scope = { kind: 'route' as const, id: new URL(page.url()).pathname, ...(include === undefined ? {} : { include }) };
  const findings = blockingFindings(await runAxe(page, scope), scope);
  expect(findings, `axe found moderate, serious or critical violations on ${page.url()}`).toEqual([]);
}
