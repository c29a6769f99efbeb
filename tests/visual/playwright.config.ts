import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../tools/chromium.ts';

const port = Number(process.env.VISUAL_PORT ?? 6007);

export default defineConfig({
  testDir: '.',
  testMatch: /.*\.visual\.ts$/,
  snapshotPathTemplate: '{testDir}/baselines/{arg}{ext}',
  outputDir: '../../test-results/visual',
  fullyParallel: true,
  workers: process.env.CI ? 2 : 2,
  // One retry, in a freshly loaded preview (a failed case reloads): a native <select>'s text sometimes lands a
  // fraction of a pixel off (149–208 px of a baseline, the select's text only, seen on fresh and switched pages
  // alike). A real change fails both tries; Playwright reports a pass on the retry as flaky.
  retries: 1,
  timeout: 30_000,
  reporter: [['list'], ['html', { outputFolder: 'report', open: 'never' }]],
  expect: {
    // Pixel-exact in a quiet run; a few anti-aliased pixels can differ on interaction stories when the
    // machine is loaded (seen: 1–10 px of 330,000), so a diff must exceed 25 pixels to fail.
    // (stories.visual.ts takes one screenshot and compares it with toMatchSnapshot.)
    toMatchSnapshot: { maxDiffPixels: 25, threshold: 0.05 },
  },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
    deviceScaleFactor: 1,
    locale: 'en-US',
    timezoneId: 'America/Detroit',
    colorScheme: 'light',
    reducedMotion: 'reduce',
  },
  webServer: {
    command: `pnpm exec tsx tests/tools/serve-static.ts storybook-static ${port}`,
    cwd: '../..',
    url: `http://127.0.0.1:${port}/index.json`,
    reuseExistingServer: !process.env.CI,
    timeout: 30_000,
  },
});
