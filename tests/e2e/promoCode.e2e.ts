/**
 * The pop-up's coupon used at checkout (issue 35, item 1) at 390 and 1440 px, on the e2e clock (a
 * Wednesday at noon in Detroit): an anonymous visitor signs up in Greenleaf's 15 % pop-up with the
 * e-mail of their account and reads the code in its thank-you view; signed in, they add a product at
 * list price, apply the code (typed lower case) in the cart page's promo field and see the code's
 * discount line in the totals; checkout shows the same code and line; the placed order's
 * confirmation shows the same line, priced by the server.
 */
import { expect, test, type Page } from './fixtures.ts';
import { couponFor, demoCampaigns } from '@storefront/demo-api';
import { products, retailers, specials } from '@storefront/fixtures/catalog';
import { activeSpecialsFor, formatMoney, POPUP_COUPONS_LABEL, priceOption, promoCodeLineLabel } from '@storefront/components/rules';
import { addFromProductPage } from './productPage.ts';
import { E2E_NOW } from './clock.ts';
import { expectNoA11yViolations } from './axe.ts';

// Restated (the widgets' modules import styles, which Playwright cannot load): PopupCampaignOverlay's
// e-mail label, PromoCodeField's labels, CheckoutForm's PLACE_ORDER_LABEL.
const POPUP_EMAIL_LABEL = 'Email address';
const PROMO_CODE_LABEL = 'Promo code';
const APPLY_LABEL = 'Apply';
const PLACE_ORDER_LABEL = 'Place order';
const PASSWORD = 'promo-journey-2026';

test.use({ popupCampaigns: true });

const welcome = demoCampaigns.find((c) => c._id === 'campaign-welcome')!;
const peachRings = products.find((p) => p.slug === 'peach-rings-edible-10pk')!;
const detroit = retailers.find((r) => r.id === 'ret-mi-detroit')!;

const scrollDown = (page: Page) => page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));

test("the pop-up's coupon: signed up for in the pop-up, applied in the cart, the same discount line at checkout and on the order", async ({
  page,
}, testInfo) => {
  test.slow();
  // At list price here now, so the code (the better of deal and code per line) takes 15 % off it.
  const price = priceOption({
    option: peachRings.options[0]!,
    menuType: 'RECREATIONAL',
    specials: activeSpecialsFor(peachRings, specials, { retailerId: detroit.id, now: new Date(E2E_NOW), timeZone: detroit.timezone }),
  });
  expect(price.onSale).toBe(false);
  const saving = formatMoney(Math.round(price.regular * 15) / 100);

  // The account (through the API), the browser left an anonymous visitor: pop-ups come only to them.
  const email = `promo-${testInfo.project.name}-${Date.now()}@example.com`;
  const signUp = await page.request.post('/api/auth/sign-up', {
    data: { firstName: 'Quinn', lastName: 'Coupon', email, password: PASSWORD },
  });
  expect(signUp.status()).toBe(201);
  await page.context().clearCookies();

  // Greenleaf's sign-up pop-up, once the visitor has scrolled and read a moment: the code in its thank-you view.
  await page.goto('/?site=greenleaf');
  await scrollDown(page);
  await page.clock.runFor(2500);
  const dialog = page.getByRole('dialog', { name: welcome.edit.mainSection.contentSection.heading });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel(POPUP_EMAIL_LABEL).fill(email);
  await dialog.getByRole('button', { name: welcome.edit.mainSection.button.name }).click();
  const thanks = page.getByRole('dialog', { name: welcome.thankSection.contentSection.heading });
  const code = couponFor(welcome._id, email).codes[0]!;
  await expect(thanks).toContainText(welcome.thankSection.contentSection.description);
  await expect(thanks.locator('[data-popup-coupons]')).toHaveText(`${POPUP_COUPONS_LABEL}${code}`);
  await thanks.getByRole('button', { name: welcome.thankSection.button.name }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // Signed in, a product at list price in the cart.
  await page.goto('/sign-in');
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password').fill(PASSWORD);
  await form.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/account$/);
  await page.goto(`/product/${peachRings.productSlug}`);
  await addFromProductPage(page, peachRings.productName, '10pk');
  await expect(page.getByText(`${peachRings.productName} (10pk) added to the cart`)).toBeVisible();

  // The cart page: the code typed as the shopper might, then its line in the totals.
  const line = promoCodeLineLabel({ code, kind: 'PERCENT_ORDER', percent: 15 });
  expect(line).toBe(`Promo code ${code} (15% off)`);
  await page.goto('/cart');
  const main = page.getByRole('main');
  await main.getByLabel(PROMO_CODE_LABEL).fill(` ${code.toLowerCase()} `);
  await main.getByRole('button', { name: APPLY_LABEL }).click();
  await expect(main.getByRole('button', { name: `Remove promo code ${code}` })).toBeVisible();
  const summary = main.getByRole('region', { name: 'Order Summary' });
  await expect(summary.getByText(line)).toBeVisible();
  await expect(summary).toContainText(`-${saving}`);
  await expectNoA11yViolations(page);

  // Checkout: the same code and line; the order placed with it.
  await page.goto('/checkout');
  await expect(main.getByRole('button', { name: `Remove promo code ${code}` })).toBeVisible();
  await expect(main.getByText(line)).toBeVisible();
  const checkout = page.getByRole('form', { name: 'Checkout' });
  await checkout.getByLabel('Phone').fill('(313) 555-0188');
  await checkout.getByRole('button', { name: PLACE_ORDER_LABEL }).click();
  await expect(page.getByRole('heading', { name: /^Thank you! Your order #\d+ is placed\.$/ })).toBeVisible();
  // The order's own line, as the server priced it: the same words and amount.
  await expect(main.getByText(line)).toBeVisible();
  await expect(main).toContainText(`-${saving}`);
  await expectNoA11yViolations(page);
});
