/**
 * An order that closes the loop (issue 35, items 3 and 4), at both widths: a shopper shopping
 * curbside at Detroit is refused at /staff, places an order (the confirmation in view and focused, not only a toast),
 * opens it in Your Order; the store's staff, in a browser of their own, sign in to /staff and move
 * it to confirmed, preparing and ready; the shopper's page shows 'Ready for curbside pickup'
 * without a reload, and the shopper taps "I'm here" with their vehicle; the staff board shows the
 * arrival without a reload.
 */
import { products, retailers } from '@storefront/fixtures/catalog';
import { DEMO_STAFF_DEFAULT_PASSWORD, staffEmail } from '@storefront/demo-api';
import { expectNoA11yViolations } from './axe.ts';
import { E2E_NOW } from './clock.ts';
import { expect, RETURNING_SHOPPER_STORAGE, test, type Page } from './fixtures.ts';
import { returningShopperCookie } from './shopperCookie.ts';

// Widget labels restated (their modules import styles, which Playwright cannot load).
const PLACE_ORDER_LABEL = 'Place order';
const ORDER_DETAILS_LABEL = 'Order details';
const IM_HERE_LABEL = "I'm here";
const VEHICLE_LABEL = 'Your vehicle';

const detroit = retailers.find((r) => r.id === 'ret-mi-detroit')!;
const gummies = products.find((p) => p.slug === 'sour-watermelon-gummies-edible-10pk')!;
const PASSWORD = 'curbside-journey-2026';

const detroitCurbsideCookie = () => returningShopperCookie(detroit, 'CURBSIDE_PICKUP');

/** A fresh account, signed in, shopping curbside at Detroit, a pack of gummies in its cart. */
async function curbsideShopper(page: Page, tag: string): Promise<void> {
  const email = `${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const signUp = await page.request.post('/api/auth/sign-up', {
    data: { firstName: 'Riley', lastName: 'Curbside', email, password: PASSWORD },
  });
  expect(signUp.status()).toBe(201);
  await page.context().addCookies([detroitCurbsideCookie()]);
  const add = await page.request.post('/api/cart/items', { data: { item: { productId: gummies.id, option: '10pk', quantity: 1 } } });
  expect(add.status()).toBe(200);
}

test('curbside: placed → staff confirm, prepare, ready → the shopper sees it without a reload, taps "I\'m here" → staff see the arrival', async ({
  page,
  browser,
}, testInfo) => {
  test.slow();
  await curbsideShopper(page, `curbside-${testInfo.project.name}`);

  // A shopper is no staff: /staff says so, and its API answers 403.
  await page.goto('/staff');
  await expect(page.getByRole('main').getByRole('alert')).toHaveText('This page is for store staff.');
  await expect(page.locator('[data-widget="staff-board"]')).toHaveCount(0);
  expect((await page.request.get('/api/staff/orders')).status()).toBe(403);

  // Place the order: the confirmation is brought into view and focused at this width.
  await page.goto('/checkout');
  const checkout = page.getByRole('form', { name: 'Checkout' });
  await checkout.getByLabel('Phone').fill('(313) 555-0199');
  await checkout.getByRole('button', { name: PLACE_ORDER_LABEL }).click();
  const placed = page.getByRole('heading', { name: /^Thank you! Your order #\d+ is placed\.$/ });
  await expect(placed).toBeInViewport();
  await expect(page.locator('[data-focus="order-confirmation"]')).toBeFocused();
  const number = (await placed.textContent())?.match(/#(\d+)/)?.[1] ?? '';
  expect(number).not.toBe('');

  // Your Order: the order opened, its timeline at 'Placed'.
  await page.getByRole('link', { name: 'Your Order' }).click();
  await expect(page).toHaveURL(/\/your-order$/);
  await page
    .getByRole('article', { name: `Order #${number}` })
    .getByRole('button', { name: ORDER_DETAILS_LABEL })
    .click();
  const status = page.locator('[data-widget="order-status"]');
  await expect(status.locator('[aria-current="step"]')).toContainText('Placed');

  // The store's staff, in a browser of their own, on the board of their store.
  const staffContext = await browser.newContext({ baseURL: process.env.E2E_BASE_URL, viewport: { width: 1440, height: 900 } });
  try {
    // Staff are adults at their store: no age gate, no store choice in their way.
    await staffContext.addCookies([detroitCurbsideCookie()]);
    const staff = await staffContext.newPage();
    // As the suite's pages are (fixtures.ts): the e2e clock, no pop-up campaign, a returning browser.
    await staff.clock.install({ time: new Date(E2E_NOW) });
    await staff.route('**/api/popup/active**', (route) =>
      route.fulfill({ json: { status: 'success', statusCode: 200, data: { popupCampaign: [] } } }),
    );
    await staff.addInitScript((entries) => {
      for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
    }, RETURNING_SHOPPER_STORAGE);
    await staff.goto('/sign-in?next=/staff');
    await staff.locator('html[data-hydrated]').waitFor();
    const form = staff.getByRole('form', { name: 'Sign in' });
    await form.getByLabel('Email').fill(staffEmail(detroit.id));
    await form.getByLabel('Password').fill(DEMO_STAFF_DEFAULT_PASSWORD);
    await form.getByRole('button', { name: 'Sign In' }).click();
    await expect(staff).toHaveURL(/\/staff$/);
    await expect(staff.getByRole('heading', { name: `Orders at ${detroit.name}` })).toBeVisible();
    const row = staff.getByRole('article', { name: `#${number} · Curbside Pickup` });
    for (const step of ['Confirm', 'Start preparing', 'Mark ready']) {
      await row.getByRole('button', { name: `${step}: order #${number}` }).click();
      await expect(row.getByRole('button', { name: `${step}: order #${number}` })).toHaveCount(0);
    }
    await expect(row).toContainText('Ready for curbside pickup');
    await expectNoA11yViolations(staff);

    // The shopper's page moved on by itself; "I'm here" with the vehicle.
    await expect(status.locator('[aria-current="step"]')).toContainText('Ready for curbside pickup');
    const here = status.getByRole('form', { name: IM_HERE_LABEL });
    await here.getByLabel(VEHICLE_LABEL).fill('Silver Subaru Outback');
    await here.getByRole('button', { name: IM_HERE_LABEL }).click();
    await expect(status).toContainText('The store knows you are here (Silver Subaru Outback)');
    await expectNoA11yViolations(page);

    // The board shows the arrival, on top, without a reload.
    const arrivals = staff.locator('[data-section="arrived"]');
    await expect(arrivals.getByRole('article', { name: `#${number} · Curbside Pickup` })).toContainText(
      'Shopper is here: Silver Subaru Outback',
    );
  } finally {
    await staffContext.close();
  }
});
