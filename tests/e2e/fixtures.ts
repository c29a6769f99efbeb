/**
 * The e2e suite's `test`: Playwright's, where page.goto also waits for the app to hydrate (the
 * server-rendered page shows first, its controls respond once hydrated: html[data-hydrated]),
 * plus an automatic check that hydration raised no error or warning in the console (React reports a mismatch as
 * "Hydration failed…", "…didn't match…", or minified errors #418/#423/#425 in production builds).
 */
import { test as base, expect } from '@playwright/test';

export const HYDRATION_MESSAGE = /hydrat|did ?n[o']t match|Minified React error #(418|423|425)\b|server rendered (HTML|text)/i;

export const test = base.extend<{ hydrationErrors: string[]; waitForHydration: boolean }>({
  /** Whether page.goto waits for the app to hydrate (the server's HTML shows before its controls respond). */
  waitForHydration: [true, { option: true }],
  page: async ({ page, waitForHydration }, provide) => {
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      if (waitForHydration) await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
      return response;
    };
    await provide(page);
  },
  hydrationErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if ((message.type() === 'error' || message.type() === 'warning') && HYDRATION_MESSAGE.test(message.text())) errors.push(message.text());
      });
      page.on('pageerror', (error) => {
        if (HYDRATION_MESSAGE.test(error.message)) errors.push(error.message);
      });
      await use(errors);
      expect(errors, 'hydration errors in the console').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
export type { Page, Locator } from '@playwright/test';
