/**
 * Shell behaviour the route sweep does not cover: the spec's literal checkout rule per demo
 * retailer, store slugs and the 404, a CMS-only path, the sign-in gate, the demo retailer switcher
 * and the skip link.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startStorefrontServer } from '@storefront/app/server';
import { expect, test } from './fixtures.ts';
import { cmsFixtureIds, cmsFixtureNames, cmsFixtures } from '@storefront/fixtures/cms';
import { DEMO_PASSWORD, DEMO_USER } from '@storefront/demo-api';
import { parseCms } from '@storefront/components/cms';
import { DEMO_SWITCHER_LABEL, SIGN_IN_REQUIRED_HEADING, SKIP_LINK_TEXT } from '@storefront/app/landmarks';
import { CART_ABANDONMENT_MARKER, notFoundRoute, routeById } from '@storefront/app/routes';
import { expectNoA11yViolations } from './axe.ts';
import { demoData } from './routeExamples.ts';

const providerOf = (id: (typeof cmsFixtureIds)[number]) => parseCms(cmsFixtures[id]).config.initialSiteData.provider;

test.describe('checkout chrome (spec 2.1: hidden unless the provider is the first dispensary-menu kind)', () => {
  for (const siteId of cmsFixtureIds) {
    const shown = providerOf(siteId) === 'dispensaryMenuOne';
    test(`${siteId} (${providerOf(siteId)}): header and footer ${shown ? 'shown' : 'hidden'} on /checkout`, async ({ page }) => {
      await page.goto(`/checkout?site=${siteId}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Checkout');
      await expect(page.getByRole('banner')).toHaveCount(shown ? 1 : 0);
      await expect(page.getByRole('contentinfo')).toHaveCount(shown ? 1 : 0);
    });
  }

  test('the demo retailers cover both cases', () => {
    const providers = cmsFixtureIds.map(providerOf);
    expect(providers).toContain('dispensaryMenuOne');
    expect(providers.some((provider) => provider !== 'dispensaryMenuOne')).toBe(true);
  });
});

test.describe('store details and the 404 page', () => {
  test('a store slug shows that store; its id works as the fallback', async ({ page }) => {
    const { retailer } = demoData;
    await page.goto(`/${retailer.urlSlug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Store Details');
    await expect(page.getByRole('heading', { level: 2, name: retailer.name })).toBeVisible();
    // Issue 35: the week with today marked once the clock is known (E2E_NOW is a Wednesday in Detroit), directions, the licence.
    const details = page.locator(`[data-store-details="${retailer.id}"]`);
    await expect(details.locator('tr[aria-current="date"]')).toHaveText(/^WednesdayToday/);
    await expect(details.getByRole('link', { name: /^Directions/ })).toHaveAttribute('href', /^https:\/\/www\.google\.com\/maps\/dir\//);
    await expect(details.getByText(`License ${retailer.licenseNumber ?? ''}`, { exact: false })).toBeVisible();
    await expectNoA11yViolations(page);
    await page.goto(`/${retailer.id}`);
    await expect(page.getByRole('heading', { level: 2, name: retailer.name })).toBeVisible();
  });

  test('an unknown store slug is a real 404 page', async ({ page }) => {
    await page.goto('/no-such-dispensary');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(notFoundRoute.title);
    await expect(page.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/');
    await expectNoA11yViolations(page);
  });

  test("any path containing 'cart-abandonment' is the cart-abandonment page", async ({ page }) => {
    await page.goto(`/email/${CART_ABANDONMENT_MARKER}/abc`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(routeById('cart-abandonment')?.title ?? '');
    await expect(page.getByText('Shopping cart is empty!')).toBeVisible();
  });
});

test.describe('sign-in gate (spec 2.1, 6)', () => {
  test('a guest on Your List gets the sign-in modal, then the page notice; after signing in the list page shows', async ({ page }) => {
    await page.goto('/your-list');
    const modal = page.getByRole('dialog', { name: SIGN_IN_REQUIRED_HEADING });
    await expect(modal).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(modal).toHaveCount(0);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { name: SIGN_IN_REQUIRED_HEADING })).toBeVisible();
    await main.getByRole('link', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/sign-in\?next=%2Fyour-list/);
    await page.getByRole('form', { name: 'Sign in' }).getByLabel('Email').fill(DEMO_USER.email);
    await page.getByLabel('Password').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/your-list$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your List');
    await expect(page.getByRole('heading', { name: SIGN_IN_REQUIRED_HEADING })).toHaveCount(0);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test("the modal's 'Sign In' leads to the sign-in page and closes the modal", async ({ page }) => {
    await page.goto('/notification');
    const modal = page.getByRole('dialog', { name: SIGN_IN_REQUIRED_HEADING });
    await modal.getByRole('link', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/sign-in$/);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test("the shared form check warns before calling ('Please provide a correct email address!')", async ({ page }) => {
    await page.goto('/sign-in');
    await page.getByRole('form', { name: 'Sign in' }).getByLabel('Email').fill('not-an-email');
    await page.getByLabel('Password').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign In' }).click();
    // Under the fields, and as the warning toast (spec 5).
    await expect(page.getByRole('form', { name: 'Sign in' }).getByRole('alert')).toHaveText('Please provide a correct email address!');
    await expect(page.getByText('Please provide a correct email address!')).toHaveCount(2);
  });
});

test.describe('demo retailer switcher', () => {
  test('switching the demo retailer re-themes the shell and is remembered', async ({ page }) => {
    await page.goto('/deals');
    const target = cmsFixtureIds[cmsFixtureIds.length - 1] ?? cmsFixtureIds[0];
    const siteName = parseCms(cmsFixtures[target]).config.siteSettings.siteName;
    await page.getByLabel(DEMO_SWITCHER_LABEL).selectOption(target);
    await expect(page).toHaveURL(new RegExp(`[?&]site=${target}`));
    await expect(page).toHaveTitle(new RegExp(`${siteName}$`));
    await page.goto('/');
    await expect(page.getByLabel(DEMO_SWITCHER_LABEL)).toHaveValue(target);
    await expect(page.getByLabel(DEMO_SWITCHER_LABEL).locator('option:checked')).toHaveText(cmsFixtureNames[target]);
  });
});

test('the skip link is the first stop and moves focus to the main content', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name === 'mobile', 'keyboard navigation is checked on desktop');
  await page.goto('/about');
  // The shell renders once the CMS answers; a Tab before that lands on the empty document.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: SKIP_LINK_TEXT });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.locator('main#main')).toBeFocused();
});

test('a failed CMS call never blanks the page: built-in defaults and an error toast', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name === 'mobile', 'one server-side failure case is enough (desktop)');
  // A storefront whose server renderer calls an API that fails every call (the browser's own /api
  // calls still reach this storefront's demo API).
  const message = 'The CMS is unavailable (test).';
  const failing = createServer((_req, res) => {
    res.writeHead(500, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ statusCode: 500, message, error: { statusCode: 500, message, data: { message } } }));
  });
  await new Promise<void>((resolve) => failing.listen(0, '127.0.0.1', resolve));
  const { port } = failing.address() as AddressInfo;
  const storefront = await startStorefrontServer({
    port: 0,
    apiOrigin: `http://127.0.0.1:${port}`,
    dataDir: mkdtempSync(join(tmpdir(), 'storefront-e2e-cms-')),
  });
  try {
    const response = await page.goto(`${storefront.url}/`);
    expect(response?.status()).toBe(200);
    // Spec 7/8: the server's failed call is the client's too: the defaults and the server's message.
    await expect(page.getByText(message)).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(parseCms({}).config.siteSettings.siteName);
    await expect(page.getByRole('main')).toBeVisible();
  } finally {
    await storefront.close();
    failing.close();
  }
});
