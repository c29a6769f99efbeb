/**
 * The e2e suite's `test`: Playwright's, where page.goto and page.reload also wait for the app to hydrate (the
 * server-rendered page shows first, its controls respond once hydrated: html[data-hydrated]),
 * plus an automatic check that hydration raised no error or warning in the console (React reports a mismatch as
 * "Hydration failed…", "…didn't match…", or minified errors #418/#423/#425 in production builds).
 */
import { test as base, expect, type BrowserContext } from '@playwright/test';
import { E2E_NOW } from './clock.ts';

export const HYDRATION_MESSAGE = /hydrat|did ?n[o']t match|Minified React error #(418|423|425)\b|server rendered (HTML|text)/i;

/**
 * What a returning shopper's browser holds (stores/siteData.ts): the age gate answered and the
 * first-visit store choice seen. Every test starts as such a shopper unless it sets `firstVisit`.
 */
export const RETURNING_SHOPPER_STORAGE: Readonly<Record<string, string>> = { canAgeConsent: 'true', isVisitedCustomerChoicePage: 'true' };

/**
 * `shareContext`: the tests of a file share one browser context per worker (its HTTP and compiled-
 * code caches warm: a page loads and hydrates in about 1 s instead of 2–3.5 s on this machine).
 * Nothing else carries over: cookies are cleared after each test, and each test's page starts with
 * empty local storage (cleared by an init script once per page, before the app runs).
 */
const FRESH_PAGE_MARK = '__e2eFreshPage';

const withWorkerContext = base.extend<object, { workerContext: () => Promise<BrowserContext> }>({
  workerContext: [
    async ({ browser }, provide, workerInfo) => {
      const state: { shared?: Promise<BrowserContext> } = {};
      // Playwright has no public way to build a context from the project's options, so they are
      // copied here by hand: a `use` option added to the e2e config must be added here too.
      const use = workerInfo.project.use;
      await provide(() => {
        state.shared ??= browser.newContext({
          viewport: use.viewport ?? null,
          isMobile: use.isMobile ?? false,
          hasTouch: use.hasTouch ?? false,
          locale: use.locale ?? 'en-US',
          ...(use.timezoneId ? { timezoneId: use.timezoneId } : {}),
          colorScheme: use.colorScheme ?? 'light',
          reducedMotion: use.reducedMotion ?? 'reduce',
          serviceWorkers: use.serviceWorkers ?? 'block',
          ...(use.baseURL ? { baseURL: use.baseURL } : {}),
        });
        return state.shared;
      });
      if (state.shared) await (await state.shared).close();
    },
    { scope: 'worker' },
  ],
});

export const test = withWorkerContext.extend<{
  hydrationErrors: string[];
  waitForHydration: boolean;
  firstVisit: boolean;
  clockAt: string | null;
  popupCampaigns: boolean;
  shareContext: boolean;
}>({
  shareContext: [false, { option: true }],
  context: async ({ context, shareContext, workerContext }, provide) => {
    if (!shareContext) {
      await provide(context);
      return;
    }
    const shared = await workerContext();
    await provide(shared);
    await Promise.all(shared.pages().map((open) => open.close()));
    await shared.clearCookies();
  },
  /** Whether page.goto waits for the app to hydrate (the server's HTML shows before its controls respond). */
  waitForHydration: [true, { option: true }],
  /** A new shopper: the age gate and the store choice come first. Default: a returning shopper. */
  firstVisit: [false, { option: true }],
  /** When the browser's clock starts (it runs on from there): the server's time (clock.ts). null: the machine's clock. */
  clockAt: [E2E_NOW, { option: true }],
  /**
   * Whether the store's pop-up campaigns come (popupCampaigns.e2e.ts). Default: a shopper who has
   * answered them all (the active list is empty), so no campaign covers what another test clicks.
   */
  popupCampaigns: [false, { option: true }],
  page: async ({ page, waitForHydration, firstVisit, clockAt, popupCampaigns, shareContext }, provide) => {
    if (shareContext) {
      await page.addInitScript((mark) => {
        if (sessionStorage.getItem(mark) !== null) return;
        localStorage.clear();
        sessionStorage.setItem(mark, '1');
      }, FRESH_PAGE_MARK);
    }
    if (clockAt !== null) await page.clock.install({ time: new Date(clockAt) });
    if (!popupCampaigns) {
      await page.route('**/api/popup/active**', (route) =>
        route.fulfill({ json: { status: 'success', statusCode: 200, data: { popupCampaign: [] } } }),
      );
    }
    if (!firstVisit) {
      await page.addInitScript((entries) => {
        for (const [key, value] of Object.entries(entries)) if (localStorage.getItem(key) === null) localStorage.setItem(key, value);
      }, RETURNING_SHOPPER_STORAGE);
    }
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      if (waitForHydration) await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
      return response;
    };
    // A reload too: a signed-in shopper's controls are in the server's HTML now, before the code
    // that makes them respond (a click in between did nothing: the deals-alert test, flaky once).
    const reload = page.reload.bind(page);
    page.reload = async (options) => {
      const response = await reload(options);
      if (waitForHydration) await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
      return response;
    };
    await provide(page);
  },
  hydrationErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if ((message.type() === 'error' || message.type() === 'warning') && HYDRATION_MESSAGE.test(message.text()))
          errors.push(message.text());
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
export type { BrowserContext, Page, Locator } from '@playwright/test';
