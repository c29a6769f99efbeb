import { expect, test as base, type BrowserContextOptions, type Page } from '@playwright/test';
import { blockingFindings, runAxe } from '../tools/axe.ts';
import { defaultScreenshotFixtures, demoFixtureIds, readStoryIndex, visualCases, type VisualCase } from './stories.ts';

/** The fixed clock of every screenshot (local time of the runner's timezone, America/Detroit). */
const FIXED_NOW = new Date('2026-11-20T15:30:00-05:00');

/**
 * Cases grouped by viewport and retailer (a stable sort keeps the index's order of story files and
 * stories inside a group): a page is loaded per group, and the group's stories switch in place, the
 * way Storybook's own UI switches stories. A switch of retailer or size in a loaded preview is not
 * pixel-identical to a fresh load (seen: a native select's text a fraction of a pixel off after the
 * previous retailer's theme), so those load. A story file tagged `fresh-page` loads for every case
 * (the checkout offer's modal and the cart drawer, which lock the page's scroll and move focus).
 * The store preference's and the checkout form's native selects, once a fraction of a pixel off
 * after a switch, switch in place since the preview loads the fonts before a story first renders
 * (.storybook/preview.tsx): two full runs and a repeat of their cases matched to the pixel.
 */
const groupOf = (c: VisualCase) => `${c.viewport} @ ${c.fixture}${c.freshPage ? ` @ ${c.storyId}` : ''}`;
const cases = visualCases(readStoryIndex(), demoFixtureIds(), defaultScreenshotFixtures(demoFixtureIds()))
  .map((c, index) => ({ c, index }))
  .sort((a, b) => groupOf(a.c).localeCompare(groupOf(b.c)) || a.index - b.index)
  .map(({ c }) => c);

/** Stop animations, carets, smooth scrolling and scrollbars so two runs match to the pixel. */
const FREEZE_CSS = `
  *, *::before, *::after { animation-play-state: paused !important; animation-delay: -0.0001s !important;
    transition: none !important; caret-color: transparent !important; scroll-behavior: auto !important; }
  ::-webkit-scrollbar { display: none; }
`;

/**
 * One Storybook preview page per worker. Loading the preview costs about 3 s of a 2-core machine
 * (3 MB of JavaScript, msw, the a11y addon); switching stories inside it costs a few hundred ms. So a
 * page is loaded fresh for each viewport and retailer and the group's stories are rendered in it:
 * the story selected (or remounted), its loaders and play function run again from scratch, storage,
 * focus and scroll cleared. A failed case reloads the page for the next one.
 */
interface StoryPage {
  page: Page;
  /** The group (viewport @ retailer) last loaded, or null when the next case must load the page. */
  group: string | null;
}

const test = base.extend<object, { storyPage: StoryPage }>({
  storyPage: [
    async ({ browser }, use, workerInfo) => {
      const { baseURL, deviceScaleFactor, locale, timezoneId, colorScheme, reducedMotion } = workerInfo.project
        .use as BrowserContextOptions;
      const context = await browser.newContext({ baseURL, deviceScaleFactor, locale, timezoneId, colorScheme, reducedMotion });
      const page = await context.newPage();
      await page.clock.setFixedTime(FIXED_NOW);
      await use({ page, group: null });
      await context.close();
    },
    { scope: 'worker' },
  ],
});

type PreviewWindow = Window & {
  __STORYBOOK_PREVIEW__: {
    currentRender?: { id?: string; phase?: string };
    onSetCurrentStory: (selection: { storyId: string; viewMode: 'story' }) => Promise<void>;
    onForceRemount: (selection: { storyId: string }) => Promise<void>;
    onUpdateArgs: (update: { storyId: string; updatedArgs: Record<string, string> }) => Promise<void>;
  };
  __STORYBOOK_ADDONS_CHANNEL__: {
    on: (event: string, listener: (payload: { storyId: string }) => void) => void;
    off: (event: string, listener: (payload: { storyId: string }) => void) => void;
  };
};

/** Renders the case's story in the worker's page: a fresh load for a new group, else a switch. */
async function showStory(storyPage: StoryPage, c: VisualCase) {
  const { page } = storyPage;
  if (storyPage.group !== groupOf(c)) {
    await page.setViewportSize(c.size);
    const args = c.args
      ? `&args=${Object.entries(c.args)
          .map(([key, value]) => `${key}:${value}`)
          .join(';')}`
      : '';
    await page.goto(
      `/iframe.html?id=${encodeURIComponent(c.storyId)}&viewMode=story&globals=retailer:${c.fixture};a11y.manual:!true${args}`,
    );
    await page.addStyleTag({ content: FREEZE_CSS });
    await page.waitForFunction(
      () => {
        const phase = (window as unknown as PreviewWindow).__STORYBOOK_PREVIEW__?.currentRender?.phase;
        return phase === 'completed' || phase === 'finished' || phase === 'errored' || phase === 'aborted';
      },
      undefined,
      { timeout: 20_000 },
    );
    storyPage.group = groupOf(c);
    return;
  }
  await page.evaluate(
    ({ storyId, args }) =>
      new Promise<void>((resolve) => {
        const win = window as unknown as PreviewWindow;
        const preview = win.__STORYBOOK_PREVIEW__;
        const channel = win.__STORYBOOK_ADDONS_CHANNEL__;
        // Nothing of the last case stays: storage, focus, scroll.
        localStorage.clear();
        sessionStorage.clear();
        (document.activeElement as HTMLElement | null)?.blur?.();
        window.scrollTo(0, 0);
        // A flag-matrix case: the story with the case's variant (its args); the next variant of the
        // story on screen is an args update, as the Controls panel makes it.
        const withArgs = () => (args ? preview.onUpdateArgs({ storyId, updatedArgs: args }) : Promise.resolve());
        if (args && preview.currentRender?.id === storyId) {
          void withArgs().then(resolve);
          return;
        }
        const finished = (event: { storyId: string }) => {
          if (event.storyId !== storyId) return;
          channel.off('storyFinished', finished);
          void withArgs().then(resolve);
        };
        channel.on('storyFinished', finished);
        if (preview.currentRender?.id === storyId) void preview.onForceRemount({ storyId });
        else void preview.onSetCurrentStory({ storyId, viewMode: 'story' });
      }),
    { storyId: c.storyId, args: c.args ?? null },
  );
  // The matrix's tiles show the case's variant (an args update re-renders, and its render phase
  // passes 'completing' after the call returns).
  const variant = c.args?.variant;
  if (variant) {
    await page.waitForFunction(() => {
      const phase = (window as unknown as PreviewWindow).__STORYBOOK_PREVIEW__?.currentRender?.phase;
      return phase === 'completed' || phase === 'finished' || phase === 'errored' || phase === 'aborted';
    });
    await page.waitForFunction((v) => {
      const tiles = [...document.querySelectorAll('figure[data-variant]')];
      return tiles.length > 0 && tiles.every((tile) => tile.getAttribute('data-variant') === v);
    }, variant);
  }
}

async function checkStory(page: Page) {
  const phase = await page.evaluate(() => (window as unknown as PreviewWindow).__STORYBOOK_PREVIEW__.currentRender?.phase);
  // A thrown render or play function leaves the phase 'finished' but shows Storybook's error display.
  const failed = await page.evaluate(() => document.body.classList.contains('sb-show-errordisplay'));
  const error = failed ? await page.locator('#error-message, #error-stack').allTextContents() : [];
  expect(failed, `story failed to render or its play function threw: ${error.join(' ')}`).toBe(false);
  expect(['completed', 'finished']).toContain(phase);
  await page.evaluate(() => document.fonts.ready);
  // A part whose code is still loading (Prose's sanitiser) marks itself: wait until it is in.
  await page.waitForFunction(() => document.querySelector('[data-loading-module]') === null, undefined, { timeout: 10_000 });
  // Images: wait until every <img> has decoded (local files only), except lazy ones off screen
  // (a scroll-snap row's far cards), which the browser does not load until they come near.
  await page.waitForFunction(() =>
    Array.from(document.images).every((img) => {
      if (img.complete) return true;
      const box = img.getBoundingClientRect();
      const onScreen = box.right > 0 && box.bottom > 0 && box.left < window.innerWidth && box.top < window.innerHeight;
      return img.loading === 'lazy' && !onScreen;
    }),
  );
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
        storyPage.group = null; // the page is in an unknown state: the next case loads it fresh
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

  // The a11y addon's own run is off (a11y.manual in the URL): the suite's gate runs once per case.
  const scope = { kind: 'story', id: c.storyId } as const;
  expect(blockingFindings(await runAxe(page, scope), scope), 'moderate, serious or critical axe violations').toEqual([]);

  // One screenshot compared at once: a diff fails now (with expected, actual and diff attached)
  // instead of re-shooting until the expect timeout as toHaveScreenshot does.
  const shot = await page.screenshot({ fullPage: c.fullPage, animations: 'disabled', caret: 'hide', scale: 'css' });
  expect(shot).toMatchSnapshot(c.snapshot);
}
