/**
 * Every route of spec 2.1 (the app's own route table, not a retyped list), at 390×844 and 1440×900
 * (the two projects of playwright.config.ts): the shell is right and axe finds nothing moderate or worse (tests/tools/axe.ts).
 *
 * Expectations come from the spec's rules (breadcrumbs 2.2, header/footer on checkout 2.1, bottom
 * bar 2.5, mobile header kind 2.3) and from literal spec cases in routes-behaviour.e2e.ts.
 */
import { expect, test, type Page } from './fixtures.ts';
import { cmsFixtureIds, cmsFixtures } from '@storefront/fixtures/cms';
import { parseCms } from '@storefront/components/cms';
import {
  breadcrumbs,
  categoryLabel,
  dealDisplayName,
  homeSections,
  layoutChrome,
  mobileHeaderKind,
  shouldShowBottomBar,
} from '@storefront/components/rules';
import { BOTTOM_BAR_LABEL, BREADCRUMB_LABEL, SIGN_IN_REQUIRED_HEADING } from '@storefront/app/landmarks';
import { routeTable, type RouteDef } from '@storefront/app/routes';
import { expectNoA11yViolations } from './axe.ts';
import { demoData, exampleUrl } from './routeExamples.ts';

// One browser context per worker for the 80 routes (fixtures.ts: warm caches, nothing else shared).
test.use({ shareContext: true });

/** A fresh browser context has no stored choice: the storefront shows the first demo retailer. */
const defaultSiteId = cmsFixtureIds[0];
const config = parseCms(cmsFixtures[defaultSiteId]).config;
const siteName = config.siteSettings.siteName;

/** The h1 a route shows: its title; home pages are headed by the site name, the product page by the product's name. */
function expectedHeading(route: RouteDef): string {
  if (route.page === 'home') return siteName;
  if (route.page === 'product') return demoData.product.productName;
  const item = { 'blog-detail': demoData.post, 'education-detail': demoData.guide, event: demoData.event }[route.id];
  return item?.title ?? route.title;
}

/** Text of a route's own content (the pages document's), which must be on the page. */
const { sitePages } = demoData;
const homeHero = homeSections(config.homePageSectionsCms.sections).find((section) => section.type === 'hero');
const contentText: Record<string, string> = {
  ...(homeHero ? { home: homeHero.title, homepage2: homeHero.title } : {}),
  // The product's lab results (its batch) under the buying panel.
  ...(demoData.product.labResults ? { product: demoData.product.labResults.batch } : {}),
  about: sitePages.about.tagline,
  blog: demoData.post.title,
  blogs: demoData.post.title,
  'blog-detail': demoData.post.excerpt,
  education: demoData.guide.title,
  'education-detail': demoData.guide.excerpt,
  faq: sitePages.faq.items[0]!.question,
  contact: sitePages.contact.email,
  terms: 'Last updated March 1, 2026',
  privacy: 'Last updated February 15, 2026',
  career: sitePages.career.openings[0]!.summary,
  events: demoData.event.title,
  event: demoData.event.summary,
};

/** The demo entities' names by the slugs the example URLs use. */
const crumbNames: Record<string, string> = {
  [demoData.special.urlSlug]: dealDisplayName(demoData.special),
  [demoData.category.urlSlug]: categoryLabel(demoData.category),
  [demoData.brand.urlSlug]: demoData.brand.brandName,
};

/** Waits until the page's data has arrived (no busy region left). */
async function settled(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

for (const route of routeTable) {
  const url = exampleUrl(route);
  test(`${route.id}: ${url}`, async ({ page }, testInfo) => {
    const mobile = testInfo.project.name === 'mobile';
    const pathname = new URL(url, 'http://storefront.test').pathname;
    await page.goto(url);

    // The page heading and the document title.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(expectedHeading(route));
    await settled(page);
    await expect(page).toHaveTitle(new RegExp(`${siteName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
    await expect(page.locator('main#main')).toHaveCount(1);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    const content = contentText[route.id];
    if (content !== undefined) await expect(page.getByRole('main').getByText(content, { exact: false }).first()).toBeVisible();

    // Breadcrumbs (spec 2.2): hidden where the rule says; the 404 page has none.
    // Pages that show a deal, a category or a brand name it in the crumbs instead of its slug (issue 13).
    const trail = route.page === 'notFound' ? null : breadcrumbs(pathname, { ...config.siteSettings, names: crumbNames });
    const crumbNav = page.getByRole('navigation', { name: BREADCRUMB_LABEL });
    if (trail === null) {
      await expect(crumbNav).toHaveCount(0);
    } else {
      await expect(crumbNav).toBeVisible();
      await expect(crumbNav.locator('[aria-current="page"]')).toHaveText(trail.at(-1)?.label ?? '');
      await expect(crumbNav.getByRole('listitem')).toHaveCount(trail.length);
    }

    // Header and footer (spec 2.1 checkout rule), mobile header kind (spec 2.3).
    const chrome = layoutChrome(pathname, config.initialSiteData.provider);
    const banner = page.getByRole('banner');
    if (!chrome.header) await expect(banner).toHaveCount(0);
    else if (mobile && mobileHeaderKind(pathname, config.siteSettings) === 'none') await expect(banner).toBeHidden();
    else await expect(banner).toBeVisible();
    await expect(page.getByRole('contentinfo')).toHaveCount(chrome.footer ? 1 : 0);

    // Mobile bottom bar (spec 2.5): hidden on product and chat-thread pages, never on desktop.
    const bottomBar = page.getByRole('navigation', { name: BOTTOM_BAR_LABEL });
    if (mobile && chrome.footer && shouldShowBottomBar(pathname)) await expect(bottomBar).toBeVisible();
    else await expect(bottomBar).toBeHidden();

    // Login-required routes (spec 2.1): guests get the sign-in-required modal over the page's own
    // sign-in notice; no other route opens the modal.
    const signInModal = page.getByRole('dialog', { name: SIGN_IN_REQUIRED_HEADING });
    if (route.loginRequired) {
      await expect(signInModal).toBeVisible();
      await expect(page.getByRole('main').getByRole('heading', { name: SIGN_IN_REQUIRED_HEADING })).toBeVisible();
    } else {
      await expect(signInModal).toHaveCount(0);
    }

    await expectNoA11yViolations(page);
  });
}
