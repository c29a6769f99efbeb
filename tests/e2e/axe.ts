/** axe-core on the current page through the one gate of tests/tools/axe.ts (DESIGN.md 5). */
import { expect, type Page } from '@playwright/test';
import { blockingFindings, runAxe } from '../tools/axe.ts';

export async function expectNoA11yViolations(page: Page): Promise<void> {
  const scope = { kind: 'route', id: new URL(page.url()).pathname } as const;
  const findings = blockingFindings(await runAxe(page, scope), scope);
  expect(findings, `axe found moderate, serious or critical violations on ${page.url()}`).toEqual([]);
}
