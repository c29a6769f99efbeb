/**
 * The one accessibility gate of the visual suite (every screenshot story) and the e2e suite (every
 * route): axe-core (the version in package.json, the same as Storybook's a11y addon) run inside the
 * page, moderate, serious and critical findings fail. Every exception is listed in
 * tests/tools/axe-exceptions.ts with its reason.
 *
 * axe runs with `axe.run` in the page itself: no blank page per call as @axe-core/playwright's
 * default mode opens, and the source is injected once per loaded page (Storybook's preview has
 * it already), which takes an axe pass from about 1.5 s to 0.25 s on this 2-core machine.
 */
import axeCore, { type AxeResults, type RunOptions } from 'axe-core';
import type { Page } from '@playwright/test';
import { AXE_EXCEPTIONS } from './axe-exceptions.ts';
import { AXE_TAGS, GATED_IMPACTS, PAGE_LEVEL_RULES } from './axe-rules.ts';

export { AXE_TAGS, GATED_IMPACTS, PAGE_LEVEL_RULES } from './axe-rules.ts';

/**
 * What is checked: a story or a route (by id, for the exceptions), optionally only the part of the
 * page a CSS selector picks (an open modal: the page behind it is inert and covered).
 */
export type AxeScope = { kind: 'story' | 'route'; id: string; include?: string };

type AxeWindow = Window & {
  axe?: { version: string; run: (context: Document | { include: string[] }, options: RunOptions) => Promise<AxeResults> };
};

/** Runs axe in the page (injecting it when the page has none, or another version). */
export async function runAxe(page: Page, scope: AxeScope): Promise<AxeResults> {
  const present = await page.evaluate(() => (window as AxeWindow).axe?.version ?? null);
  if (present !== axeCore.version) await page.evaluate(axeCore.source);
  const rules = Object.fromEntries((scope.kind === 'story' ? PAGE_LEVEL_RULES : []).map((id) => [id, { enabled: false }]));
  const options: RunOptions = { runOnly: { type: 'tag', values: [...AXE_TAGS] }, rules, resultTypes: ['violations'] };
  return page.evaluate(({ opts, include }) => (window as AxeWindow).axe!.run(include === null ? document : { include: [include] }, opts), {
    opts: options,
    include: scope.include ?? null,
  });
}

/** The findings that fail, one line each ('rule (impact): help → targets'), after the listed exceptions. */
export function blockingFindings(results: Pick<AxeResults, 'violations'>, scope: AxeScope): string[] {
  const lines: string[] = [];
  for (const violation of results.violations) {
    if (!GATED_IMPACTS.includes(violation.impact ?? 'minor')) continue;
    const nodes = violation.nodes.filter((node) => {
      const target = node.target.join(' ');
      return !AXE_EXCEPTIONS.some(
        (ex) => ex.rule === violation.id && ex.scope.test(`${scope.kind}:${scope.id}`) && (!ex.target || ex.target.test(target)),
      );
    });
    if (nodes.length === 0) continue;
    lines.push(
      `${violation.id} (${violation.impact}): ${violation.help} → ${nodes
        .slice(0, 5)
        .map((n) => n.target.join(' '))
        .join(', ')}`,
    );
  }
  return lines;
}
