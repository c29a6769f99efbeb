import { expect, test, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { demoFixtureIds, readStoryIndex, visualCases, type VisualCase } from './stories.ts';

/** The fixed clock of every screenshot (local time of the runner's timezone, America/Detroit). */
const FIXED_NOW = new Date('2026-11-20T15:30:00-05:00');

const cases = visualCases(readStoryIndex(), demoFixtureIds());

/** Stop animations, carets, smooth scrolling and scrollbars so two runs match to the pixel. */
const FREEZE_CSS = `
  *, *::before, *::after { animation-play-state: paused !important; animation-delay: -0.0001s !important;
    transition: none !important; caret-color: transparent !important; scroll-behavior: auto !important; }
  ::-webkit-scrollbar { display: none; }
`;

async function waitForStory(page: Page) {
  // The preview's render phase reaches 'completed'/'finished' after loaders, render and the play function.
  await page.waitForFunction(
    () => {
      const preview = (window as unknown as { __STORYBOOK_PREVIEW__?: { currentRender?: { phase?: string } } })
        .__STORYBOOK_PREVIEW__;
      const phase = preview?.currentRender?.phase;
      return phase === 'completed' || phase === 'finished' || phase === 'errored' || phase === 'aborted';
    },
    undefined,
    { timeout: 20_000 },
  );
  const phase = await page.evaluate(
    () => (window as unknown as { __STORYBOOK_PREVIEW__: { currentRender: { phase: string } } }).__STORYBOOK_PREVIEW__.currentRender.phase,
  );
  // A thrown render or play function leaves the phase 'finished' but shows Storybook's error display.
  const failed = await page.evaluate(() => document.body.classList.contains('sb-show-errordisplay'));
  const error = failed ? await page.locator('#error-message, #error-stack').allTextContents() : [];
  expect(failed, `story failed to render or its play function threw: ${error.join(' ')}`).toBe(false);
  expect(['completed', 'finished']).toContain(phase);
  await page.evaluate(() => document.fonts.ready);
  // Images: wait until every <img> has decoded (local files only).
  await page.waitForFunction(() => Array.from(document.images).every((img) => img.complete));
}

test.describe('screenshot stories', () => {
  test.skip(cases.length === 0, 'no story is tagged "screenshot"');

  for (const c of cases) {
    test(`${c.title} / ${c.name} @ ${c.fixture} ${c.viewport}`, async ({ page }) => {
      await runCase(page, c);
    });
  }
});

async function runCase(page: Page, c: VisualCase) {
  await page.clock.setFixedTime(FIXED_NOW);
  await page.setViewportSize(c.size);
  const consoleErrors: string[] = [];
  page.on('pageerror', (err) => consoleErrors.push(err.message));
  await page.goto(`/iframe.html?id=${encodeURIComponent(c.storyId)}&viewMode=story&globals=retailer:${c.fixture}`);
  await page.addStyleTag({ content: FREEZE_CSS });
  await waitForStory(page);
  expect(consoleErrors, 'uncaught errors while rendering').toEqual([]);

  const axe = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    // Stories are fragments of a page: landmark rules belong to the route-level axe run (tests/e2e).
    .disableRules(['region', 'landmark-one-main', 'page-has-heading-one'])
    .analyze();
  const blocking = axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    blocking.map((v) => `${v.id} (${v.impact}): ${v.help} → ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    'serious or critical axe violations',
  ).toEqual([]);

  await expect(page).toHaveScreenshot(c.snapshot, { fullPage: c.fullPage });
}
