/**
 * The home page's sections from the CMS (homePageSectionsCms, issue 13) at 390 and 1440 px: each
 * demo retailer's sections in its own order, in the server's HTML before any script runs; the
 * trending products and the brands as many as the section asks; the hero's button goes where the
 * CMS says. Expectations come from the fixtures through the rule (homeSections), not retyped.
 */
import { expect, test } from './fixtures.ts';
import { brands } from '@storefront/fixtures/catalog';
import { cmsFixtures, type CmsFixtureId } from '@storefront/fixtures/cms';
import { parseCms } from '@storefront/components/cms';
import { homeSections, SPONSORED_PRODUCTS_TITLE, type HomeSection } from '@storefront/components/rules';
import { expectNoA11yViolations } from './axe.ts';

/** The headings a section shows (the ad slots have none of their own). */
function headingOf(section: HomeSection, dealsTitle: string): string | null {
  if (section.type === 'deals') return dealsTitle;
  return 'title' in section && section.title !== '' ? section.title : null;
}

for (const site of ['greenleaf', 'mile-high'] as const satisfies readonly CmsFixtureId[]) {
  const config = parseCms(cmsFixtures[site]).config;
  const sections = homeSections(config.homePageSectionsCms.sections);
  const headings = sections
    .map((section) => headingOf(section, config.homeDealsSectionCmsData.title))
    .filter((h): h is string => h !== null);

  test(`${site}: the CMS's home sections in its order, server-rendered, with as many products and brands as they ask`, async ({ page }) => {
    expect(headings.length).toBeGreaterThanOrEqual(4);
    await page.goto(`/?site=${site}`);
    const main = page.getByRole('main');
    // The sponsored carousel's own heading comes with its ads, after the page (the ad slot's).
    await expect(main.getByRole('heading', { level: 2 }).filter({ hasNotText: SPONSORED_PRODUCTS_TITLE })).toHaveText(headings);

    // The server's HTML (the same browser's cookies: the same site) has every section, in order.
    const html = await (await page.request.get('/')).text();
    const positions = headings.map((heading) => html.indexOf(`>${heading.replaceAll("'", '&#x27;')}<`));
    expect(
      positions.every((at) => at > 0),
      `every heading in the HTML: ${JSON.stringify(headings)}`,
    ).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);

    const trending = sections.find((section) => section.type === 'trending');
    if (trending) await expect(main.getByRole('list', { name: trending.title }).getByRole('listitem')).toHaveCount(trending.limit);
    const brandRow = sections.find((section) => section.type === 'brands');
    if (brandRow)
      await expect(main.getByRole('list', { name: brandRow.title }).getByRole('link')).toHaveCount(Math.min(brandRow.limit, brands.length));
    await page.evaluate(() => window.scrollTo(0, 0));
    await expectNoA11yViolations(page);

    const hero = sections.find((section) => section.type === 'hero');
    if (hero?.button) {
      await main.getByRole('link', { name: hero.button.text }).click();
      await expect(page).toHaveURL(new RegExp(`${hero.button.href.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
    }
  });
}
