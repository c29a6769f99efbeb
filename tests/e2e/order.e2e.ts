/**
 * From a deal to a placed order and back (issue 11), at 390 and 1440 px on the e2e clock (a
 * Wednesday at noon in Detroit, greenleaf's Detroit store): a guest opens the '20% Off All Flower'
 * deal, adds a flower at its sale price, goes to checkout through the checkout offer (greenleaf
 * offers its configured products), signs in (a fresh account per test, so the two widths never
 * share a cart), places a pickup order for a time the store offers, finds it in Your Order with
 * its details, and puts its items back in the cart with 'Buy again'.
 */
import { expect, test, type Page } from './fixtures.ts';
import { cmsFixtures } from '../../fixtures/cms/index.ts';
import { products, specials } from '../../fixtures/catalog/index.ts';
import { parseCms } from '../../packages/components/src/cms/index.ts';
import { dealCardDesigns } from '../../packages/components/src/deals/dealCardDesigns.ts';
import { resolveDealCardVariant } from '../../packages/components/src/rules/navigation/variants.ts';
import { checkoutOfferContent } from '../../packages/components/src/rules/commerce/checkoutOffer.ts';
import { discountedUnitPrice } from '../../packages/components/src/rules/commerce/pricing.ts';
import { formatMoney } from '../../packages/components/src/rules/commerce/money.ts';
import { expectNoSeriousA11yViolations } from './axe.ts';

// Widget labels restated (their modules import styles, which Playwright cannot load): CartButtons'
// CHECKOUT_LABEL, CheckoutForm's PLACE_ORDER_LABEL, OrderCard's ORDER_DETAILS_LABEL, buyAgain's BUY_AGAIN_LABEL.
const CHECKOUT_LABEL = 'Checkout';
const PLACE_ORDER_LABEL = 'Place order';
const ORDER_DETAILS_LABEL = 'Order details';
const BUY_AGAIN_LABEL = 'Buy again';

const greenleaf = parseCms(cmsFixtures.greenleaf).config;
const design = dealCardDesigns[resolveDealCardVariant(greenleaf.DealsCardSettingsCMS)];
const flowerDeal = specials.find((s) => s.urlSlug === '20-off-all-flower')!;
const blueDream = products.find((p) => p.slug === 'blue-dream-flower-3-5g')!;
const gram = blueDream.options.find((o) => o.option === '3.5g')!;
const salePrice = formatMoney(discountedUnitPrice(gram.price, flowerDeal.discount)!);
const PASSWORD = 'journey-2026';

/** A fresh account (the storefront has no sign-up form yet), the browser left a guest: the widths never share a cart. */
async function newAccount(page: Page, tag: string): Promise<string> {
  const email = `${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const signUp = await page.request.post('/api/auth/sign-up', { data: { firstName: 'Jordan', lastName: 'Rivera', email, password: PASSWORD } });
  expect(signUp.status()).toBe(201);
  await page.context().clearCookies();
  return email;
}

async function signInHere(page: Page, email: string) {
  const form = page.getByRole('main');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password').fill(PASSWORD);
  await form.getByRole('button', { name: 'Sign In' }).click();
}

test('a deal → the cart → the checkout offer → sign in → a placed pickup order → Your Order → Buy again', async ({ page }, testInfo) => {
  test.slow();
  const email = await newAccount(page, `journey-${testInfo.project.name}`);

  // The deal's products, at the deal's price with the regular price struck.
  expect(flowerDeal.productSlugs).toContain(blueDream.slug);
  await page.goto('/deals');
  await page
    .getByRole('article', { name: new RegExp(`^${flowerDeal.name}`) })
    .getByRole('link', { name: new RegExp(`^${design.button}`) })
    .click();
  await expect(page).toHaveURL(/specialSlug=20-off-all-flower/);
  await page.getByRole('main').getByRole('link', { name: new RegExp(blueDream.productName) }).first().click();
  await expect(page).toHaveURL(new RegExp(`/product/${blueDream.productSlug}$`));
  await expect(page.getByRole('main')).toContainText(salePrice);
  await page.getByRole('button', { name: `Add to cart: ${blueDream.productName} (3.5g)` }).click();
  await expect(page.getByText(`${blueDream.productName} (3.5g) added to the cart`)).toBeVisible();

  // The cart → 'Checkout' → the checkout offer with greenleaf's configured products → 'Checkout'.
  await page.goto('/cart');
  await expect(page.getByRole('main')).toContainText(salePrice);
  await page.getByRole('main').getByRole('button', { name: CHECKOUT_LABEL }).click();
  const offer = page.getByRole('dialog', { name: checkoutOfferContent(greenleaf.checkoutPopupSettingsCMS).title });
  await expect(offer).toBeVisible();
  const firstOffered = products.find((p) => p.slug === greenleaf.checkoutPopupSettingsCMS.productSlugs[0])!;
  await expect(offer.getByRole('link', { name: new RegExp(firstOffered.productName) }).first()).toBeAttached();
  await expectNoSeriousA11yViolations(page);
  await offer.getByRole('button', { name: CHECKOUT_LABEL }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(offer).toHaveCount(0);

  // A guest signs in from the checkout and comes back to it with the same cart.
  await page.getByRole('link', { name: 'Sign in to place your order' }).click();
  await signInHere(page, email);
  await expect(page).toHaveURL(/\/checkout$/);

  // The details (names and e-mail from the account), a phone, the first pickup time offered.
  const checkout = page.getByRole('form', { name: 'Checkout' });
  await expect(checkout.getByLabel('First name')).toHaveValue('Jordan');
  await checkout.getByLabel('Phone').fill('(313) 555-0142');
  await expect(checkout.getByLabel('Pickup time')).not.toHaveValue('');
  await expect(page.getByRole('main')).toContainText('Taxes');
  await checkout.getByRole('button', { name: PLACE_ORDER_LABEL }).click();
  const placed = page.getByRole('heading', { name: /^Thank you! Your order #\d+ is placed\.$/ });
  await expect(placed).toBeVisible();
  const number = (await placed.textContent())?.match(/#(\d+)/)?.[1] ?? '';
  expect(number).not.toBe('');
  await expect(page.getByRole('main')).toContainText(`1 × ${blueDream.productName} (3.5g)`);
  await expectNoSeriousA11yViolations(page);

  // Your Order lists it; its details show what was bought.
  await page.getByRole('link', { name: 'Your Order' }).click();
  await expect(page).toHaveURL(/\/your-order$/);
  const order = page.getByRole('article', { name: `Order #${number}` });
  await expect(order).toContainText('Placed');
  await expect(order).toContainText('Pickup');
  await order.getByRole('button', { name: ORDER_DETAILS_LABEL }).click();
  await expect(order.getByRole('list', { name: 'Items' })).toContainText(`1 × ${blueDream.productName} (3.5g)`);
  await expectNoSeriousA11yViolations(page);

  // 'Buy again': the cart had been emptied by the order; the flower is back in it.
  await order.getByRole('button', { name: `${BUY_AGAIN_LABEL}: Order #${number}` }).click();
  await expect(page.getByText('1 item added to the cart')).toBeVisible();
  await page.goto('/cart');
  await expect(page.getByRole('main')).toContainText(blueDream.productName);
  await expect(page.getByRole('main')).toContainText('Your Items (1)');
});

test("'Save for Later' on the cart page: the line leaves the cart for the list, and 'Move to cart' brings it back", async ({ page }, testInfo) => {
  const email = await newAccount(page, `saved-${testInfo.project.name}`);
  await page.goto('/sign-in');
  await signInHere(page, email);
  await expect(page).toHaveURL(/\/account$/);
  const peachRings = products.find((p) => p.slug === 'peach-rings-edible-10pk')!;
  await page.goto(`/product/${peachRings.productSlug}`);
  await page.getByRole('button', { name: `Add to cart: ${peachRings.productName} (10pk)` }).click();
  await expect(page.getByText(`${peachRings.productName} (10pk) added to the cart`)).toBeVisible();

  await page.goto('/cart');
  await page.getByRole('main').getByRole('button', { name: `Save for Later: ${peachRings.productName} (10pk)` }).click();
  const saved = page.locator('[data-widget="saved-for-later"]');
  await expect(saved.getByRole('heading', { name: 'Save for Later (1)' })).toBeVisible();
  await expect(page.getByRole('main')).toContainText('Shopping cart is empty!');
  await expectNoSeriousA11yViolations(page);

  await saved.getByRole('button', { name: `Move to cart: ${peachRings.productName}` }).click();
  await expect(page.getByRole('main')).toContainText('Your Items (1)');
  await expect(saved).toHaveCount(0);
});
