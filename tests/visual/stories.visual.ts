import { expect, test as base, type BrowserContextOptions, type Page } from '@playwright/test';
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

/**
 * One Storybook preview page per worker. Loading the preview costs about 4 s of a 2-core machine
 * (3 MB of JavaScript, msw, the a11y addon); switching stories inside it costs a few hundred ms. So a
 * page is loaded fresh for each story file (title) — no state crosses files — and the cases of one
 * file (its stories × fixtures × viewports) are rendered in it the way Storybook's own UI switches
 * stories: the retailer global set, then the story selected (or remounted), its loaders and play
 * function run again from scratch. A failed case reloads the page for the next one.
 */
interface StoryPage {
  page: Page;
  /** The story file last loaded, or null when the next case must load the page. */
  title: string | null;
}

const test = base.extend<object, { storyPage: StoryPage }>({
  storyPage: [
    async ({ browser }, use, workerInfo) => {
      const { baseURL, deviceScaleFactor, locale, timezoneId, colorScheme, reducedMotion } = workerInfo.project.use as BrowserContextOptions;
      const context = await browser.newContext({ baseURL, deviceScaleFactor, locale, timezoneId, colorScheme, reducedMotion });
      const page = await context.newPage();
      await page.clock.setFixedTime(FIXED_NOW);
      await use({ page, title: null });
      await context.close();
    },
    { scope: 'worker' },
  ],
});

type PreviewWindow = Window & {
  __STORYBOOK_PREVIEW__: {
    currentRender?: { id?: string; phase?: string };
    storyStoreValue: { userGlobals: { update: (globals: Record<string, unknown>) => void } };
    onSetCurrentStory: (selection: { storyId: string; viewMode: 'story' }) => Promise<void>;
    onForceRemount: (selection: { storyId: string }) => Promise<void>;
  };
  __STORYBOOK_ADDONS_CHANNEL__: {
    on: (event: string, listener: (payload: { storyId: string }) => void) => void;
    off: (event: string, listener: (payload: { storyId: string }) => void) => void;
  };
};

/** Renders the case's story in the worker's page: a fresh load for a new story file, else a switch. */
async function showStory(storyPage: StoryPage, c: VisualCase) {
  const { page } = storyPage;
  await page.setViewportSize(c.size);
  if (storyPage.title !== c.title) {
    await page.goto(`/iframe.html?id=${encodeURIComponent(c.storyId)}&viewMode=story&globals=retailer:${c.fixture}`);
    await page.addStyleTag({ content: FREEZE_CSS });
    await page.waitForFunction(
      () => {
        const phase = (window as unknown as PreviewWindow).__STORYBOOK_PREVIEW__?.currentRender?.phase;
        return phase === 'completed' || phase === 'finished' || phase === 'errored' || phase === 'aborted';
      },
      undefined,
      { timeout: 20_000 },
    );
    storyPage.title = c.title;
    return;
  }
  await page.evaluate(
    ({ storyId, retailer }) =>
      new Promise<void>((resolve) => {
        const win = window as unknown as PreviewWindow;
        const preview = win.__STORYBOOK_PREVIEW__;
        const channel = win.__STORYBOOK_ADDONS_CHANNEL__;
        // Nothing of the last case stays: storage, focus, scroll.
        localStorage.clear();
        sessionStorage.clear();
        (document.activeElement as HTMLElement | null)?.blur?.();
        window.scrollTo(0, 0);
        const finished = (event: { storyId: string }) => {
          if (event.storyId !== storyId) return;
          channel.off('storyFinished', finished);
          resolve();
        };
        channel.on('storyFinished', finished);
        preview.storyStoreValue.userGlobals.update({ retailer });
        if (preview.currentRender?.id === storyId) void preview.onForceRemount({ storyId });
        else void preview.onSetCurrentStory({ storyId, viewMode: 'story' });
      }),
    { storyId: c.storyId, retailer: c.fixture },
  );
}

async function checkStory(page: Page) {
  const phase = await page.evaluate(() => (window as unknown as PreviewWindow).__STORYBOOK_PREVIEW__.currentRender?.phase);
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
    test(`${c.title} / ${c.name} @ ${c.fixture} ${c.viewport}`, async ({ storyPage }) => {
      const consoleErrors: string[] = [];
      const onError = (err: Error) => consoleErrors.push(err.message);
      storyPage.page.on('pageerror', onError);
      try {
        await runCase(storyPage, c, consoleErrors);
      } catch (error) {
        storyPage.title = null; // the page is in an unknown state: the next case loads it fresh
        throw error;
      } finally {
        storyPage.page.off('pageerror', onError);
      }
    });
  }
});

async function runCase(storyPage: StoryPage, c: VisualCase, consoleErrors: string[]) {
  const { page } = storyPage;
  await showStory(storyPage, c);
  await checkStory(page);
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
