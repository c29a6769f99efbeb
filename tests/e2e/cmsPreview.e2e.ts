/**
 * The storefront's private CMS preview (issue 14, item 1): a workbench link `?preview=<compressed
 * CMS JSON>` renders the storefront with that configuration for this browser only, under the
 * preview banner, until 'End preview'; a damaged link says why, and the published storefront shows.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { cmsFixtures } from '../../fixtures/cms/index.ts';
import { encodeCmsPreview } from '../../packages/components/src/cms/preview.ts';
import { CMS_PREVIEW_BANNER } from '../../packages/components/src/cms-preview/previewText.ts';
import { expectNoA11yViolations } from './axe.ts';

const previewed = structuredClone(cmsFixtures.greenleaf);
previewed.tickerCrudData[0]!.title = 'Preview-only ticker: 30% off tinctures';
const publishedTicker = cmsFixtures.greenleaf.tickerCrudData[0]!.title;
const banner = (page: Page) => page.getByRole('region', { name: 'CMS preview' });

test('a preview link shows its configuration to this browser only, until it ends', async ({ page, browser }) => {
  await page.goto(`/shop?${new URLSearchParams({ preview: encodeCmsPreview(previewed) })}`);
  // The long link comes back as the plain address (the preview is kept on the server for this browser).
  await expect(page).toHaveURL(/\/shop$/);
  await expect(banner(page)).toContainText(CMS_PREVIEW_BANNER.on.body);
  await expect(page.getByRole('region', { name: 'Announcements' }).getByRole('link').first()).toHaveText(previewed.tickerCrudData[0]!.title);
  await expectNoA11yViolations(page);

  // It stays across pages of this browser.
  await page.goto('/deals');
  await expect(banner(page)).toBeVisible();

  // Another shopper sees the published storefront.
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await otherPage.goto(new URL('/', page.url()).toString());
  await expect(otherPage.getByRole('region', { name: 'Announcements' }).getByRole('link').first()).toHaveText(publishedTicker);
  await expect(banner(otherPage)).toHaveCount(0);
  await other.close();

  await banner(page).getByRole('link', { name: CMS_PREVIEW_BANNER.on.action }).click();
  await expect(page).toHaveURL(/\/deals$/);
  await expect(banner(page)).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Announcements' }).getByRole('link').first()).toHaveText(publishedTicker);
});

test('a damaged preview link says why, over the published storefront', async ({ page }) => {
  await page.goto('/?preview=not-a-configuration!');
  await expect(banner(page)).toContainText('The preview link is damaged (it is not base64url).');
  await expect(banner(page).getByRole('link', { name: CMS_PREVIEW_BANNER.error.action })).toHaveAttribute('href', '/');
  await expect(page.getByRole('region', { name: 'Announcements' }).getByRole('link').first()).toHaveText(publishedTicker);
});
