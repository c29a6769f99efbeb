/**
 * End-to-end suite on the BUILT storefront, served the way a shopper gets it: the storefront
 * server (packages/storefront-app/server/storefront.ts → startStorefrontServer) on a free port:
 * server-rendered pages, the client build, /api and /images. Every test fails on a hydration error
 * in the console (fixtures.ts). This config builds nothing: run
 * `pnpm --filter @storefront/app build` first (global-setup.ts says so when dist is missing).
 * Browser: Debian's chromium with the repo's launch flags (never Playwright's download).
 */
import { defineConfig } from '@playwright/test';
import { viewports } from '@storefront/tokens/breakpoints';
import { chromiumArgs, chromiumPath } from '../tools/chromium.ts';

export default defineConfig({
  testDir: '.',
  testMatch: /.*\.e2e\.ts$/,
  outputDir: '../../test-results/e2e',
  globalSetup: './global-setup.ts',
  fullyParallel: true,
  workers: 2,
  // One retry on CI, where two workers share two busy cores: a test that fails twice still fails,
  // and one that passed only on its retry is listed as flaky in the report.
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['html', { outputFolder: 'report', open: 'never' }]],
  use: {
    // Set by global-setup.ts (the server's port is chosen by the OS).
    baseURL: process.env.E2E_BASE_URL,
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
    locale: 'en-US',
    timezoneId: 'America/Detroit',
    colorScheme: 'light',
    reducedMotion: 'reduce',
    // The storefront's service worker stays out of the other tests (webApp.e2e.ts allows it).
    serviceWorkers: 'block',
    // Traced on the retry only: recording every test cost about 13 % of the suite's time.
    trace: 'on-first-retry',
  },
  projects: [
    { name: 'mobile', use: { viewport: viewports.mobile, isMobile: true, hasTouch: true } },
    { name: 'desktop', use: { viewport: viewports.desktop } },
  ],
});
