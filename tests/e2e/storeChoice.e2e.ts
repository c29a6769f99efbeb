/**
 * Store and order-type choice (issue 10) as a new shopper meets it, at 390 and 1440 px: the age
 * gate first, then the store preference; choosing a store by state, by name and by location
 * (Playwright geolocation); the header shows the store and a reload keeps it; medical prices after
 * switching to the medical menu; delivery with an address check; a closed store (a fixed clock)
 * shows the store-closed modal and disables checkout.
 */
import { expect, test, type Page } from './fixtures.ts';
import { cmsFixtures } from '@storefront/fixtures/cms';
import { products, retailers } from '@storefront/fixtures/catalog';
import { parseCms } from '@storefront/components/cms';
import { ageGateContent } from '@storefront/components/age-gate/content';
import { STORE_CLOSED_DEFAULT_TITLE, formatMoney, composeAddress } from '@storefront/components/rules';
import { expectNoA11yViolations } from './axe.ts';
import { shopperCookieString } from '@storefront/app/shopper-cookie';

const greenleaf = parseCms(cmsFixtures.greenleaf).config;
const gate = ageGateContent(greenleaf.ageGateCms);
const annArbor = retailers.find((r) => r.id === 'ret-mi-ann-arbor')!;
const grandRapids = retailers.find((r) => r.id === 'ret-mi-grand-rapids')!;
const detroit = retailers.find((r) => r.id === 'ret-mi-detroit')!;

const storeBar = (page: Page) => page.locator('[data-part="storeBar"], [data-part="orderSummary"]').filter({ visible: true }).first();

async function passAgeGate(page: Page) {
  const dialog = page.getByRole('dialog', { name: gate.title });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: gate.confirmText }).click();
  await expect(dialog).toBeHidden();
}

test.describe('a new shopper', () => {
  test.use({ firstVisit: true });

  test('age gate → the store preference → choose by state → the header shows it → reload keeps it', async ({ page }) => {
    // A long journey (an axe pass, two dialogs, a reload): 18–28 s on CI's two busy cores, once past 30 s.
    test.slow();
    await page.goto('/');
    await expectNoA11yViolations(page);
    await passAgeGate(page);
    const preference = page.getByRole('dialog', { name: greenleaf.preferenceModalCmsData.title });
    await expect(preference).toBeVisible();
    // State selection is on and nothing is chosen: the state list comes first.
    await preference.getByRole('button', { name: /Michigan/ }).click();
    const card = preference.getByRole('article', { name: annArbor.name });
    await card.getByRole('button', { name: 'Shop Recreational' }).click();
    await expect(preference).toBeHidden();
    await expect(storeBar(page)).toContainText(composeAddress(annArbor.addressObject));
    await page.reload();
    await expect(storeBar(page)).toContainText(composeAddress(annArbor.addressObject));
    // Nothing asks again on this browser.
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('under 21: the polite exit, and a way back', async ({ page }) => {
    await page.goto('/');
    const dialog = page.getByRole('dialog', { name: gate.title });
    await dialog.getByRole('button', { name: gate.declineText, exact: true }).click();
    await expect(page.getByRole('heading', { name: gate.exitTitle })).toBeVisible();
    await page.getByRole('button', { name: 'Go back' }).click();
    await expect(page.getByRole('dialog', { name: gate.title })).toBeVisible();
  });

  test('the server-rendered page stays indexable behind the gate', async ({ page, request }) => {
    const html = await (await request.get('/')).text();
    // The server's HTML: the gate pending (before the page, in place, not modal), the page's content, nothing inert.
    const gateAt = html.indexOf('data-age-gate-pending');
    expect(gateAt).toBeGreaterThan(-1);
    expect(gateAt).toBeLessThan(html.indexOf('data-route="home"'));
    expect(html).not.toContain('aria-modal');
    expect(html).not.toMatch(/<div[^>]*data-route="home"[^>]*\sinert/);
    expect(html).toMatch(new RegExp(`<h1[^>]*>${greenleaf.siteSettings.siteName}</h1>`));
    await page.goto('/');
    await expect(page.getByRole('dialog', { name: gate.title })).toBeVisible();
  });

  test.describe('before any of the page’s code runs (its scripts blocked)', () => {
    test.use({ waitForHydration: false });
    test.beforeEach(async ({ page }) => page.route(/\/assets\/.*\.js$/, (route) => route.abort()));

    test('a first visit sees the question at the first paint', async ({ page }) => {
      await page.goto('/');
      await expect(page.getByText(gate.description)).toBeVisible();
      await expect(page.locator('html[data-hydrated]')).toHaveCount(0);
    });

    test('a returning shopper never sees it', async ({ page }) => {
      await page.addInitScript(() => localStorage.setItem('canAgeConsent', 'true'));
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.locator('[data-age-gate-pending]')).toBeHidden();
      await expect(page.locator('html[data-hydrated]')).toHaveCount(0);
    });

    test("a tap on 'Yes' counts: the gate is a form the server answers, and the page comes back without it", async ({ page }) => {
      await page.goto('/shop?search=gummies');
      await page.getByRole('button', { name: gate.confirmText }).click();
      await expect(page).toHaveURL(/\/shop\?search=gummies$/);
      await expect(page.locator('[data-age-gate]')).toHaveCount(0);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.locator('html[data-hydrated]')).toHaveCount(0);
    });

    test("a tap on 'No' comes back to the polite exit", async ({ page }) => {
      await page.goto('/deals');
      await page.getByRole('button', { name: gate.declineText, exact: true }).click();
      await expect(page.getByText(gate.exitDescription)).toBeVisible();
      await expect(page.locator('html[data-hydrated]')).toHaveCount(0);
    });
  });

  test('after hydration the same form answers without a page load', async ({ page }) => {
    await page.goto('/shop');
    let navigated = false;
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) navigated = true;
    });
    await passAgeGate(page);
    expect(navigated).toBe(false);
    // The answer is the server's too from now on: the next page's HTML has no gate at all.
    const html = await (await page.request.get('/deals')).text();
    expect(html).not.toContain('data-age-gate');
  });
});

test.describe('the server renders the shopper its cookie names', () => {
  test('a returning adult with a store chosen: no gate in the HTML, the store in the header from the first byte', async ({ request }) => {
    const cookie = shopperCookieString({
      ageConsent: true,
      choiceSeen: true,
      preference: {
        retailerId: grandRapids.id,
        retailerName: grandRapids.name,
        retailerDetails: { address: grandRapids.address },
        selectedPickupAddressObject: grandRapids.addressObject,
        selectedCurbsideAddressObject: grandRapids.addressObject,
        orderType: 'PICKUP',
      },
    }).split(';')[0]!;
    const response = await request.get('/', { headers: { cookie } });
    expect(response.headers()['cache-control']).toBe('private, no-store');
    const html = await response.text();
    expect(html).not.toContain('data-age-gate');
    expect(html).toContain(composeAddress(grandRapids.addressObject));
  });
});

test.describe('choosing a store (returning shopper)', () => {
  /** The store preference from the header; no store chosen yet, so (state selection on) it asks for the state first. */
  async function openPreference(page: Page, state = 'Michigan') {
    await storeBar(page).click();
    const dialog = page.getByRole('dialog', { name: greenleaf.preferenceModalCmsData.title });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: new RegExp(state) }).click();
    await expect(dialog.getByRole('tablist')).toBeVisible();
    return dialog;
  }

  test('by store name (600 ms debounce)', async ({ page }) => {
    await page.goto('/');
    const dialog = await openPreference(page);
    await dialog.getByRole('searchbox', { name: 'Search by Store Name' }).fill('riverbend');
    await expect(dialog.getByRole('article')).toHaveCount(1);
    await dialog.getByRole('article', { name: grandRapids.name }).getByRole('button', { name: 'Shop Recreational' }).click();
    await expect(storeBar(page)).toContainText(composeAddress(grandRapids.addressObject));
  });

  test('by location: the closest store first, with its distance', async ({ page, context }) => {
    await context.grantPermissions(['geolocation']);
    await context.setGeolocation({ latitude: annArbor.coordinates.latitude + 0.01, longitude: annArbor.coordinates.longitude });
    await page.goto('/');
    const dialog = await openPreference(page);
    await dialog.getByRole('button', { name: 'Use my location' }).click();
    await expect(dialog.getByText('Closest stores to you')).toBeVisible();
    const first = dialog.getByRole('article').first();
    await expect(first).toHaveAttribute('data-retailer-id', annArbor.id);
    await expect(first).toContainText(/0\.\d{2} Miles/);
  });

  test('curbside: the header follows the order type', async ({ page }) => {
    await page.goto('/');
    const dialog = await openPreference(page);
    await dialog.getByRole('tab', { name: 'CURBSIDE' }).click();
    await dialog
      .getByRole('article', { name: detroit.name })
      .getByRole('button', { name: /Shop Recreational|Shopping Recreational/ })
      .click();
    await expect(storeBar(page)).toContainText('Curbside Pickup from');
  });

  test('delivery: the address is checked against the delivery zones', async ({ page }) => {
    await page.goto('/');
    const dialog = await openPreference(page);
    await dialog.getByRole('tab', { name: 'DELIVERY' }).click();
    await dialog.getByRole('button', { name: 'Check address' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Please enter street address.');
    await dialog.getByRole('textbox', { name: 'Street address' }).fill('1450 Woodward Ave');
    await dialog.getByRole('textbox', { name: 'City' }).fill('Detroit');
    await dialog.getByRole('textbox', { name: 'ZIP code' }).fill('48226');
    await dialog.getByRole('button', { name: 'Check address' }).click();
    const option = dialog.getByRole('listitem').filter({ hasText: detroit.name });
    await expect(option).toContainText('Delivery fee $');
    await option.getByRole('button', { name: 'Deliver from this store' }).click();
    await expect(storeBar(page)).toContainText('Delivery to');
    await expect(storeBar(page)).toContainText('1450 Woodward Ave');
  });

  test('the medical menu shows medical prices', async ({ page }) => {
    const product = products.find(
      (p) =>
        p.menuTypes.includes('MEDICAL') &&
        p.retailerIds.includes(detroit.id) &&
        p.options.some((o) => o.medicalPrice !== undefined && o.medicalPrice !== o.price),
    )!;
    const option = product.options.find((o) => o.medicalPrice !== undefined && o.medicalPrice !== o.price)!;
    // The option's box in the product page's option choice (a special's sale price shows beside this regular price).
    const row = (page: Page) =>
      page
        .getByRole('group', { name: 'Choose an option' })
        .locator('label')
        .filter({ has: page.getByText(option.option, { exact: true }) });
    await page.goto(`/product/${product.productSlug}`);
    await expect(row(page)).toContainText(formatMoney(option.price));
    await expect(row(page)).not.toContainText(formatMoney(option.medicalPrice));
    await page.goto('/');
    const dialog = await openPreference(page);
    await dialog.getByRole('article', { name: detroit.name }).getByRole('button', { name: 'Shop Medical' }).click();
    await expect(dialog).toBeHidden();
    await page.goto(`/product/${product.productSlug}`);
    await expect(row(page)).toContainText(formatMoney(option.medicalPrice));
    await expect(row(page)).not.toContainText(formatMoney(option.price));
  });
});

test.describe('a closed store', () => {
  test('Sunday 3 a.m.: the store-closed modal, and checkout is disabled', async ({ page }) => {
    // 2026-11-22 is a Sunday; Motor City Provisions opens at 10:00 on Sundays (Detroit time).
    await page.clock.setFixedTime(new Date('2026-11-22T03:00:00-05:00'));
    await page.goto('/');
    const modal = page.getByRole('dialog', { name: greenleaf.retailerClosePopupCMS.alertTitle || STORE_CLOSED_DEFAULT_TITLE });
    await expect(modal).toBeVisible();
    await modal.getByRole('button', { name: greenleaf.retailerClosePopupCMS.buttonText }).click();
    await expect(modal).toBeHidden();
    const product = products.find((p) => p.retailerIds.includes(detroit.id) && p.menuTypes.includes('RECREATIONAL'))!;
    await page.goto(`/product/${product.productSlug}`);
    await page.getByRole('main').getByRole('button', { name: /Add/ }).first().click();
    await page.goto('/cart');
    await expect(page.getByRole('button', { name: 'Checkout' })).toBeDisabled();
    // The summary's notice (the promo code field beside it keeps a live region of its own, empty).
    await expect(page.getByRole('main').getByRole('region', { name: 'Order Summary' }).getByRole('status')).toContainText(
      greenleaf.retailerClosePopupCMS.alertDescription,
    );
  });
});
