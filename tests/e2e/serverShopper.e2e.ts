/**
 * The server knows the shopper (issue 31): a signed-in shopper's pages and cart are in the first
 * HTML, and nothing says 'Sign In Required' or 'Shopping cart is empty!' to them at any moment, even
 * before the page's code has run (its scripts blocked).
 */
import { expect, test } from './fixtures.ts';
import { DEMO_PASSWORD, DEMO_USER } from '@storefront/demo-api';
import { products } from '@storefront/fixtures/catalog';
import { addFromProductPage } from './productPage.ts';

const SIGN_IN_REQUIRED = 'Sign In Required';
const CART_EMPTY = 'Shopping cart is empty!';

test.describe('a signed-in shopper, before any of the page’s code runs', () => {
  test.use({ waitForHydration: false });
  test.beforeEach(async ({ page }) => page.route(/\/assets\/.*\.js$/, (route) => route.abort()));

  test('Your Order lists their orders; the HTML is private', async ({ page }) => {
    const signedIn = await page.request.post('/api/auth/sign-in', { data: { email: DEMO_USER.email, password: DEMO_PASSWORD } });
    expect(signedIn.ok()).toBe(true);
    const response = await page.goto('/your-order');
    expect(response?.headers()['cache-control']).toBe('private, no-store');
    await expect(page.getByRole('list', { name: 'Your orders, newest first' })).toBeVisible();
    await expect(page.getByText(/^Order #\d+/).first()).toBeVisible();
    await expect(page.getByText(SIGN_IN_REQUIRED)).toHaveCount(0);
  });

  test('/cart shows their saved lines, priced at the store', async ({ page }) => {
    // A new account, so no other test's orders or cart changes touch this one's cart.
    const email = `cart-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
    const signedUp = await page.request.post('/api/auth/sign-up', {
      data: { firstName: 'Casey', lastName: 'Cart', email, password: 'cart-test-2026' },
    });
    expect(signedUp.ok()).toBe(true);
    const product = products.find((p) => p.options.length > 0)!;
    const added = await page.request.post('/api/cart/items', {
      data: { item: { productId: product.id, option: product.options[0]!.option, quantity: 2 } },
    });
    expect(added.ok()).toBe(true);
    await page.goto('/cart');
    await expect(page.getByRole('main').getByText(product.productName, { exact: false }).first()).toBeVisible();
    await expect(page.getByRole('main').getByText('Your Items (2)')).toBeVisible();
    await expect(page.getByText(CART_EMPTY)).toHaveCount(0);
  });
});

test.describe('a guest, before any of the page’s code runs', () => {
  test.use({ waitForHydration: false });
  test.beforeEach(async ({ page }) => page.route(/\/assets\/.*\.js$/, (route) => route.abort()));

  test("/cart shows the guest's saved lines (the guest cart is the server's, under its cookie); the HTML is private", async ({ page }) => {
    const product = products.find((p) => p.options.length > 0)!;
    const added = await page.request.post('/api/cart/items', {
      data: { item: { productId: product.id, option: product.options[0]!.option, quantity: 3 } },
    });
    expect(added.ok()).toBe(true);
    const response = await page.goto('/cart');
    expect(response?.headers()['cache-control']).toBe('private, no-store');
    await expect(page.getByRole('main').getByText('Your Items (3)')).toBeVisible();
    await expect(page.getByText(CART_EMPTY)).toHaveCount(0);
  });
});

test("a guest's cart added in the page is the server's: the next page's HTML has it", async ({ page }) => {
  await page.goto('/product/blue-dream-flower-3-5g');
  await addFromProductPage(page, 'Blue Dream', '3.5g');
  await expect.poll(async () => (await (await page.request.get('/api/cart')).json()).data.items.length).toBe(1);
  const html = await (await page.request.get('/cart')).text();
  expect(html).toContain('Your Items (1)');
  expect(html).not.toContain(CART_EMPTY);
});

test('a signed-in shopper never sees the guest page while the code loads (hydration changes nothing)', async ({ page }) => {
  await page.request.post('/api/auth/sign-in', { data: { email: DEMO_USER.email, password: DEMO_PASSWORD } });
  // Record every text the page ever shows, from the first paint to hydration and after.
  await page.addInitScript(
    (words) => {
      const seen: string[] = [];
      (window as unknown as { __seen: string[] }).__seen = seen;
      new MutationObserver(() => {
        const text = document.body?.innerText ?? '';
        for (const word of words) if (text.includes(word) && !seen.includes(word)) seen.push(word);
      }).observe(document, { subtree: true, childList: true, characterData: true });
    },
    [SIGN_IN_REQUIRED],
  );
  await page.goto('/your-order');
  await expect(page.getByRole('list', { name: 'Your orders, newest first' })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __seen: string[] }).__seen)).toEqual([]);
});
