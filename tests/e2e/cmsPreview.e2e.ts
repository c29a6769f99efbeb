/**
 * The storefront's private CMS preview (issue 14, item 1; who may open it: issue 32): a workbench
 * link `?preview=<compressed CMS JSON>` opened by a signed-in retailer of the site renders the
 * storefront with that configuration for this browser only, under a banner naming who made it and
 * offering a signed link to share, until 'End preview'. Anyone else following either link — a fresh
 * browser, a shopper, a retailer of another site — gets the published storefront and the reason;
 * a damaged or changed link says why.
 */
import type { Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { cmsFixtures } from '@storefront/fixtures/cms';
import { encodeCmsPreview } from '@storefront/components/cms/preview';
import { CMS_PREVIEW_BANNER } from '@storefront/components/cms-preview/text';
import { PREVIEW_MESSAGES } from '@storefront/app/server/previews';
import { DEMO_RETAILER_DEFAULT_PASSWORD, retailerEmail, DEMO_PASSWORD, DEMO_USER } from '@storefront/demo-api';
import { expectNoA11yViolations } from './axe.ts';

const previewed = structuredClone(cmsFixtures.greenleaf);
previewed.tickerCrudData[0]!.title = 'Preview-only ticker: 30% off tinctures';
const publishedTicker = cmsFixtures.greenleaf.tickerCrudData[0]!.title;
const banner = (page: Page) => page.getByRole('region', { name: 'CMS preview' });
const ticker = (page: Page) => page.getByRole('region', { name: 'Announcements' }).getByRole('link').first();
const draftLink = (path: string) => `${path}?${new URLSearchParams({ preview: encodeCmsPreview(previewed) })}`;

/** Signs this browser in through the API (its cookie lands in the page's context). */
async function signInAs(page: Page, email: string, password: string): Promise<void> {
  const res = await page.request.post('/api/auth/sign-in', { data: { email, password } });
  expect(res.status()).toBe(200);
}
const signInAsRetailer = (page: Page, siteId: string) => signInAs(page, retailerEmail(siteId), DEMO_RETAILER_DEFAULT_PASSWORD);

/** Another browser (its own cookies), on the same server as `page`. */
async function otherBrowser(browser: Browser, page: Page) {
  const context = await browser.newContext({ baseURL: new URL('/', page.url()).origin });
  return { context, page: await context.newPage() };
}

test("a retailer's preview shows to their browser, names who made it, and its share link opens only for the store's retailers", async ({
  page,
  browser,
}) => {
  // Four browsers load the storefront in turn (the maker's, a fresh one, a rival retailer's, a
  // colleague's): four times a one-page case's work.
  test.setTimeout(120_000);
  await page.goto('/');
  await signInAsRetailer(page, 'greenleaf');
  await page.goto(draftLink('/shop'));
  // The long link comes back as the plain address (the draft is kept on the server, this browser holds a signed token).
  await expect(page).toHaveURL(/\/shop$/);
  await expect(banner(page)).toContainText('Preview by Greenleaf Collective team');
  await expect(banner(page)).toContainText(CMS_PREVIEW_BANNER.on.body);
  await expect(ticker(page)).toHaveText(previewed.tickerCrudData[0]!.title);
  await expectNoA11yViolations(page);

  // It stays across pages of this browser.
  await page.goto('/deals');
  await expect(banner(page)).toBeVisible();
  const share = await banner(page).getByRole('link', { name: CMS_PREVIEW_BANNER.on.share }).getAttribute('href');
  expect(share).toMatch(/^\/deals\?preview=v1\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{43}$/);

  // A fresh browser (no session) following the share link sees the published storefront and why.
  const fresh = await otherBrowser(browser, page);
  await fresh.page.goto(share!);
  await expect(ticker(fresh.page)).toHaveText(publishedTicker);
  await expect(banner(fresh.page)).toContainText(PREVIEW_MESSAGES.signIn);
  await expect(banner(fresh.page)).not.toContainText('Preview by');
  await fresh.context.close();

  // A retailer of another site is refused.
  const rival = await otherBrowser(browser, page);
  await rival.page.goto('/');
  await signInAsRetailer(rival.page, 'mile-high');
  await rival.page.goto(share!);
  await expect(banner(rival.page)).toContainText(PREVIEW_MESSAGES.notRetailer);
  await expect(ticker(rival.page)).toHaveText(publishedTicker);
  await rival.context.close();

  // The store's retailer in another browser opens it, under the maker's name.
  const colleague = await otherBrowser(browser, page);
  await colleague.page.goto('/');
  await signInAsRetailer(colleague.page, 'greenleaf');
  await colleague.page.goto(share!);
  await expect(colleague.page).toHaveURL(/\/deals$/);
  await expect(banner(colleague.page)).toContainText('Preview by Greenleaf Collective team');
  await expect(ticker(colleague.page)).toHaveText(previewed.tickerCrudData[0]!.title);
  // A changed link (its signature no longer matches) is refused, even for the store's retailer.
  const tampered = share!.replace(
    /\.([A-Za-z0-9_-])([A-Za-z0-9_-]{42})$/,
    (_m, first: string, rest: string) => `.${first === 'A' ? 'B' : 'A'}${rest}`,
  );
  await colleague.page.goto(tampered.replace('/deals', '/'));
  await expect(banner(colleague.page)).toContainText(PREVIEW_MESSAGES.damaged);
  await colleague.context.close();

  await banner(page).getByRole('link', { name: CMS_PREVIEW_BANNER.on.action }).click();
  await expect(page).toHaveURL(/\/deals$/);
  await expect(banner(page)).toHaveCount(0);
  await expect(ticker(page)).toHaveText(publishedTicker);
});

test("a draft link followed by anyone but the store's retailer shows the published storefront and why, never the draft", async ({
  page,
}) => {
  test.setTimeout(60_000);
  // A fresh browser: no session.
  await page.goto(draftLink('/shop'));
  await expect(banner(page)).toContainText(PREVIEW_MESSAGES.signIn);
  await expect(ticker(page)).toHaveText(publishedTicker);
  // A signed-in shopper without the role.
  await signInAs(page, DEMO_USER.email, DEMO_PASSWORD);
  await page.goto(draftLink('/'));
  await expect(banner(page)).toContainText(PREVIEW_MESSAGES.notRetailer);
  await expect(ticker(page)).toHaveText(publishedTicker);
  // A retailer of another site.
  await signInAsRetailer(page, 'mile-high');
  await page.goto(draftLink('/'));
  await expect(banner(page)).toContainText(PREVIEW_MESSAGES.notRetailer);
  await expect(ticker(page)).toHaveText(publishedTicker);
});

test('a damaged preview link says why, over the published storefront', async ({ page }) => {
  await page.goto('/');
  await signInAsRetailer(page, 'greenleaf');
  await page.goto('/?preview=not-a-configuration!');
  await expect(banner(page)).toContainText('The preview link is damaged (it is not base64url).');
  await expect(banner(page).getByRole('link', { name: CMS_PREVIEW_BANNER.error.action })).toHaveAttribute('href', '/');
  await expect(ticker(page)).toHaveText(publishedTicker);
});
