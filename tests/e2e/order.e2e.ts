/**
 * From a deal to a placed order and back (issue 11) in the three demo themes, on the e2e clock (a
 * Wednesday at noon in Detroit; each theme's own store): a guest opens the '20% Off Select Flower'
 * deal, adds a flower at the price the one pricing function gives there, goes to checkout through
 * the checkout offer (configured or cart-based products), signs in (a fresh account per test, so
 * runs never share a cart), places a pickup order for a time the store offers, finds it in Your
 * Order with its details, and puts its items back in the cart with 'Buy again'. Then 'Save for
 * Later' on the cart page at both widths.
 */
import { addFromProductPage } from './productPage.ts';
import { expect, test, type Page } from './fixtures.ts';
import { cmsFixtures, type CmsFixtureId } from '@storefront/fixtures/cms';
import { products, retailers, specials } from '@storefront/fixtures/catalog';
import { parseCms } from '@storefront/components/cms';
import { dealCardDesigns } from '@storefront/components/deals/designs';
import { resolveDealCardVariant, checkoutOfferContent, activeSpecialsFor, priceOption, formatMoney } from '@storefront/components/rules';
import { E2E_NOW } from './clock.ts';
import { expectNoA11yViolations } from './axe.ts';

// Widget labels restated (their modules import styles, which Playwright cannot load): CartButtons'
// CHECKOUT_LABEL, CheckoutForm's PLACE_ORDER_LABEL, OrderCard's ORDER_DETAILS_LABEL, buyAgain's BUY_AGAIN_LABEL.
const CHECKOUT_LABEL = 'Checkout';
const PLACE_ORDER_LABEL = 'Place order';
const ORDER_DETAILS_LABEL = 'Order details';
const BUY_AGAIN_LABEL = 'Buy again';

const flowerDeal = specials.find((s) => s.urlSlug === '20-off-all-flower')!;
const ogKush = products.find((p) => p.slug === 'og-kush-flower-3-5g')!;
const gram = ogKush.options.find((o) => o.option === '3.5g')!;
const PASSWORD = 'journey-2026';

/** A fresh account (made through the API: account.e2e.ts tests the form), the browser left a guest: the widths never share a cart. */
async function newAccount(page: Page, tag: string): Promise<string> {
  const email = `${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const signUp = await page.request.post('/api/auth/sign-up', {
    data: { firstName: 'Jordan', lastName: 'Rivera', email, password: PASSWORD },
  });
  expect(signUp.status()).toBe(201);
  await page.context().clearCookies();
  return email;
}

async function signInHere(page: Page, email: string) {
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password').fill(PASSWORD);
  await form.getByRole('button', { name: 'Sign In' }).click();
}

/**
 * The themes the journey runs in, at which widths: greenleaf at both; copper-state (cart-based
 * checkout offer, dispensary menu two) on a phone; mile-high (the e-commerce kind) on a desktop.
 * (Each run makes one account; the demo API allows ten sign-ups an hour from one address.)
 */
const journeys: ReadonlyArray<{ site: CmsFixtureId; projects: readonly string[] }> = [
  { site: 'greenleaf', projects: ['mobile', 'desktop'] },
  { site: 'copper-state', projects: ['mobile'] },
  { site: 'mile-high', projects: ['desktop'] },
];

for (const { site, projects } of journeys) {
  test(`${site}: a deal → the cart → the checkout offer → sign in → a placed pickup order → Your Order → Buy again`, async ({
    page,
  }, testInfo) => {
    test.skip(!projects.includes(testInfo.project.name), `${site} runs at ${projects.join(' and ')} width`);
    test.slow();
    const config = parseCms(cmsFixtures[site]).config;
    const design = dealCardDesigns[resolveDealCardVariant(config.DealsCardSettingsCMS)];
    const retailer = retailers.find((r) => r.id === config.initialSiteData.canSelectedRetailerId)!;
    expect(flowerDeal.productSlugs).toContain(ogKush.slug);
    expect(ogKush.retailerIds).toContain(retailer.id);
    // The price the storefront's one pricing function gives at that store now (the best deal running).
    const expected = priceOption({
      option: gram,
      menuType: 'RECREATIONAL',
      specials: activeSpecialsFor(ogKush, specials, { retailerId: retailer.id, now: new Date(E2E_NOW), timeZone: retailer.timezone }),
    });
    expect(expected.onSale).toBe(true);
    const email = await newAccount(page, `journey-${site}-${testInfo.project.name}`);
    await page.goto(`/?site=${site}`);

    // The deal's card → its products → the flower at its sale price, the regular price struck.
    await page.goto('/deals');
    await page
      .getByRole('article', { name: new RegExp(`^${flowerDeal.name}`) })
      .getByRole('link', { name: new RegExp(`^${design.button}`) })
      .click();
    await page
      .getByRole('main')
      .getByRole('link', { name: new RegExp(ogKush.productName) })
      .first()
      .click();
    await expect(page).toHaveURL(new RegExp(`/product/${ogKush.productSlug}$`));
    await expect(page.getByRole('main')).toContainText(formatMoney(expected.price));
    await expect(page.getByRole('main')).toContainText(formatMoney(expected.regular));
    await addFromProductPage(page, ogKush.productName, '3.5g');
    await expect(page.getByText(`${ogKush.productName} (3.5g) added to the cart`)).toBeVisible();

    // The cart → 'Checkout' → the checkout offer (each theme names products) → 'Checkout'.
    await page.goto('/cart');
    await expect(page.getByRole('main')).toContainText(formatMoney(expected.price));
    await expect(page.getByRole('main')).toContainText('Taxes');
    await page.getByRole('main').getByRole('button', { name: CHECKOUT_LABEL }).click();
    const offer = page.getByRole('dialog', { name: checkoutOfferContent(config.checkoutPopupSettingsCMS).title });
    await expect(offer).toBeVisible();
    await expect(offer.locator('[data-widget="checkout-offer"]')).not.toHaveAttribute('aria-busy', 'true');
    await expectNoA11yViolations(page);
    await offer.getByRole('button', { name: CHECKOUT_LABEL }).click();
    await expect(page).toHaveURL(/\/checkout$/);
    await expect(offer).toHaveCount(0);
    // A way back to the store on every theme (some hide the header and footer on checkout).
    await expect(page.getByRole('main').getByRole('link', { name: 'Keep shopping' })).toBeVisible();

    // A guest signs in from the checkout and comes back to it with the same cart.
    await page.getByRole('link', { name: 'Sign in to place your order' }).click();
    await signInHere(page, email);
    await expect(page).toHaveURL(/\/checkout$/);

    // The details (names and e-mail from the account), a phone, the first pickup time offered.
    const checkout = page.getByRole('form', { name: 'Checkout' });
    await expect(checkout.getByLabel('First name')).toHaveValue('Jordan');
    await checkout.getByLabel('Phone').fill('(313) 555-0142');
    await expect(checkout.getByRole('radiogroup', { name: /^Pickup time/ }).getByRole('radio', { checked: true })).toHaveCount(1);
    await checkout.getByRole('button', { name: PLACE_ORDER_LABEL }).click();
    const placed = page.getByRole('heading', { name: /^Thank you! Your order #\d+ is placed\.$/ });
    await expect(placed).toBeVisible();
    const number = (await placed.textContent())?.match(/#(\d+)/)?.[1] ?? '';
    expect(number).not.toBe('');
    await expect(page.getByRole('main')).toContainText(`1 × ${ogKush.productName} (3.5g)`);
    await expect(page.getByRole('main')).toContainText(formatMoney(expected.price));
    await expectNoA11yViolations(page);

    // Your Order lists it; its details show what was bought.
    await page.getByRole('link', { name: 'Your Order' }).click();
    await expect(page).toHaveURL(/\/your-order$/);
    const order = page.getByRole('article', { name: `Order #${number}` });
    await expect(order).toContainText('Placed');
    await expect(order).toContainText('Pickup');
    await order.getByRole('button', { name: ORDER_DETAILS_LABEL }).click();
    await expect(order.getByRole('list', { name: 'Items' })).toContainText(`1 × ${ogKush.productName} (3.5g)`);
    await expectNoA11yViolations(page);

    // 'Buy again': the order emptied the cart; the flower is back in it.
    await order.getByRole('button', { name: `${BUY_AGAIN_LABEL}: Order #${number}` }).click();
    await expect(page.getByText('1 item added to the cart')).toBeVisible();
    await page.goto('/cart');
    await expect(page.getByRole('main')).toContainText(ogKush.productName);
    await expect(page.getByRole('main')).toContainText('Your Items (1)');
  });
}

test("'Save for Later' on the cart page: the line leaves the cart for the list, and 'Move to cart' brings it back", async ({
  page,
}, testInfo) => {
  const email = await newAccount(page, `saved-${testInfo.project.name}`);
  await page.goto('/sign-in');
  await signInHere(page, email);
  await expect(page).toHaveURL(/\/account$/);
  const peachRings = products.find((p) => p.slug === 'peach-rings-edible-10pk')!;
  await page.goto(`/product/${peachRings.productSlug}`);
  await addFromProductPage(page, peachRings.productName, '10pk');
  await expect(page.getByText(`${peachRings.productName} (10pk) added to the cart`)).toBeVisible();

  await page.goto('/cart');
  await page
    .getByRole('main')
    .getByRole('button', { name: `Save for Later: ${peachRings.productName} (10pk)` })
    .click();
  const saved = page.locator('[data-widget="saved-for-later"]');
  await expect(saved.getByRole('heading', { name: 'Save for Later (1)' })).toBeVisible();
  await expect(page.getByRole('main')).toContainText('Shopping cart is empty!');
  await expectNoA11yViolations(page);

  await saved.getByRole('button', { name: `Move to cart: ${peachRings.productName}` }).click();
  await expect(page.getByRole('main')).toContainText('Your Items (1)');
  await expect(saved).toHaveCount(0);
});
