/**
 * Forms that work before the page's code has loaded (issue 31, item 2), at 390 and 1440 px: with
 * the page's scripts blocked, a new shopper passes the age gate, picks a state and a store in the
 * first-visit choice, adds to the cart (the product page and a catalogue card's quick add), changes
 * a quantity and removes the line on /cart, and signs in and out; each is a real form the server
 * answers (a 303 back to the page). Once hydrated, the same controls answer without a page load.
 */
import { products, retailers } from '@storefront/fixtures/catalog';
import { composeAddress } from '@storefront/components/rules';
import { DEMO_PASSWORD, DEMO_USER } from '@storefront/demo-api';
import { expect, test, type Page } from './fixtures.ts';
import { returningShopperCookie } from './shopperCookie.ts';

const annArbor = retailers.find((r) => r.id === 'ret-mi-ann-arbor')!;
const detroit = retailers.find((r) => r.id === 'ret-mi-detroit')!;
const blueDream = products.find((p) => p.productName === 'Blue Dream')!;

const storeBar = (page: Page) => page.locator('[data-part="storeBar"], [data-part="orderSummary"]').filter({ visible: true }).first();
const notHydrated = (page: Page) => expect(page.locator('html[data-hydrated]')).toHaveCount(0);

/** A returning adult who shops at Detroit, as the shopper cookie says (the server reads it). */
async function returningAdultAtDetroit(page: Page): Promise<void> {
  await page.context().addCookies([returningShopperCookie(detroit, 'PICKUP')]);
}

test.describe('before any of the page’s code runs (its scripts blocked)', () => {
  test.use({ waitForHydration: false, firstVisit: true });
  test.beforeEach(async ({ page }) => page.route(/\/assets\/.*\.js$/, (route) => route.abort()));

  test('a new shopper: the age gate, a state, then a store; the header names it', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Yes, I am 21+' }).click();
    // The first-visit choice is in the server's HTML, state list first (state selection is on).
    const preference = page.getByRole('dialog', { name: 'How do you want to shop?' });
    await expect(preference).toBeVisible();
    await preference.getByRole('button', { name: /Michigan/ }).click();
    await preference.getByRole('article', { name: annArbor.name }).getByRole('button', { name: 'Shop Recreational' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(storeBar(page)).toContainText(composeAddress(annArbor.addressObject));
    await notHydrated(page);
  });

  test('the order-type tabs: a tab pressed shows its stores', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Yes, I am 21+' }).click();
    const preference = page.getByRole('dialog', { name: 'How do you want to shop?' });
    await preference.getByRole('button', { name: /Michigan/ }).click();
    await preference.getByRole('tab', { name: 'CURBSIDE' }).click();
    await expect(preference.getByRole('tab', { name: 'CURBSIDE' })).toHaveAttribute('aria-selected', 'true');
    await preference.getByRole('article', { name: detroit.name }).getByRole('button', { name: 'Shop Recreational' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(storeBar(page)).toContainText(/curbside/i);
    await notHydrated(page);
  });

  test('add to cart on the product page, then a quantity and removal on /cart', async ({ page }) => {
    await returningAdultAtDetroit(page);
    await page.goto(`/product/${blueDream.productSlug}`);
    await page.getByRole('radio', { name: /^3\.5g(\s|$)/ }).check();
    // The button's name still names the first option (the page's code renames it on a choice); the form posts the one checked.
    await page.getByRole('button', { name: /^Add to cart: Blue Dream/ }).click();
    await expect(page).toHaveURL(new RegExp(`/product/${blueDream.productSlug}$`));
    await page.goto('/cart');
    const main = page.getByRole('main');
    await expect(main).toContainText('Your Items (1)');
    await main.getByRole('button', { name: 'Increase quantity of Blue Dream (3.5g)' }).click();
    await expect(main).toContainText('Your Items (2)');
    await main.getByRole('button', { name: 'Remove Blue Dream (3.5g)' }).click();
    await expect(main).toContainText('Shopping cart is empty!');
    await notHydrated(page);
  });

  test('a catalogue card’s quick add', async ({ page }) => {
    await returningAdultAtDetroit(page);
    await page.goto('/shop');
    await page.getByRole('button', { name: 'Add to cart: Blue Dream' }).first().click();
    await expect(page).toHaveURL(/\/shop$/);
    await page.goto('/cart');
    await expect(page.getByRole('main')).toContainText('Blue Dream');
    await notHydrated(page);
  });

  test('sign in (a wrong password says so and comes back), then sign out', async ({ page }) => {
    await returningAdultAtDetroit(page);
    await page.goto('/sign-in?next=%2Fyour-order');
    const form = page.getByRole('form', { name: 'Sign in' });
    await form.getByLabel('Email').fill(DEMO_USER.email);
    await form.getByLabel('Password').fill('not-the-password');
    await form.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('alert')).toContainText('We could not sign you in');
    await form.getByLabel('Email').fill(DEMO_USER.email);
    await form.getByLabel('Password').fill(DEMO_PASSWORD);
    await form.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/your-order$/);
    await expect(page.getByText('Sign In Required')).toHaveCount(0);
    await page.goto('/account');
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await expect(page).toHaveURL(/\/account$/);
    await expect(page.getByText('Sign In Required').first()).toBeVisible();
    await notHydrated(page);
  });
});

test.describe('once hydrated, the same forms answer without a page load', () => {
  test('add to cart, then a quantity on /cart', async ({ page }) => {
    await page.goto(`/product/${blueDream.productSlug}`);
    let loads = 0;
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) loads += 1;
    });
    await page.getByRole('radio', { name: /^3\.5g(\s|$)/ }).check();
    await page.getByRole('button', { name: 'Add to cart: Blue Dream (3.5g)' }).click();
    await expect(page.getByText('Blue Dream (3.5g) added to the cart')).toBeVisible();
    expect(loads).toBe(0);
    await page.goto('/cart');
    loads = 0;
    const main = page.getByRole('main');
    await main.getByRole('button', { name: 'Increase quantity of Blue Dream (3.5g)' }).click();
    await expect(main).toContainText('Your Items (2)');
    expect(loads).toBe(0);
  });
});
