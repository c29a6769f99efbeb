/**
 * The cart (spec 2.10, issue 11) as a shopper uses it, on the e2e clock (a Wednesday at noon in
 * Detroit, greenleaf's Detroit store): adding from the product page; at 1440 px the header's cart
 * opens the 'Shopping Cart' sidebar with the items' weight or pack size, a stepper, taxes and the
 * total, and 'View Cart' leads to the cart page with line totals; at both widths an add past
 * Michigan's flower limit is refused with the limit's message and nothing in the cart is lost.
 */
import { addFromProductPage } from './productPage.ts';
import { expect, test, type Page } from './fixtures.ts';

// The widgets' labels are restated (their modules import styles, which Playwright cannot load):
// CartSidebar's CART_SIDEBAR_TITLE and CartSummary's CART_TOTAL_LABEL (spec 2.10).
const CART_SIDEBAR_TITLE = 'Shopping Cart';
const CART_TOTAL_LABEL = 'Total Price';

async function add(page: Page, productSlug: string, name: string, option: string) {
  await page.goto(`/product/${productSlug}`);
  await addFromProductPage(page, name, option);
  await expect(page.getByText(`${name} (${option}) added to the cart`)).toBeVisible();
}

test('desktop: the header cart opens the sidebar; quantities, taxes and total; View Cart', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'the sidebar opens from the desktop header');
  await add(page, 'blue-dream-flower-3-5g', 'Blue Dream', '3.5g');
  await add(page, 'sour-watermelon-gummies-edible-10pk', 'Sour Watermelon Gummies', '10pk');
  await page.locator('header [data-part="cart"]').filter({ visible: true }).first().click();
  const sidebar = page.getByRole('dialog', { name: CART_SIDEBAR_TITLE });
  await expect(sidebar.getByRole('heading', { name: 'Your Items (2)' })).toBeVisible();
  await expect(sidebar.getByText('Weight : 3.5g')).toBeVisible();
  await expect(sidebar.getByText('Pack : 10pk')).toBeVisible();
  await sidebar.getByRole('button', { name: 'Increase quantity of Sour Watermelon Gummies (10pk)' }).click();
  await expect(sidebar.getByRole('heading', { name: 'Your Items (3)' })).toBeVisible();
  await expect(sidebar.getByText('Taxes', { exact: true })).toBeVisible();
  await expect(sidebar.getByText(CART_TOTAL_LABEL)).toBeVisible();
  await sidebar.getByRole('link', { name: 'View Cart' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(sidebar).toBeHidden();
  await expect(page.getByRole('main').getByText('Line total', { exact: false }).first()).toBeAttached();
  await expect(page.getByRole('main')).toContainText('Your Items (3)');
});

test("an add past Michigan's flower limit is refused with its message; the cart keeps what it had", async ({ page }) => {
  // Seven server-rendered pages, each hydrated: on CI's two busy cores that is more than 30 s.
  test.slow();
  await add(page, 'blue-dream-flower-3-5g', 'Blue Dream', '14g');
  await add(page, 'og-kush-flower-3-5g', 'OG Kush', '14g');
  await add(page, 'granddaddy-purple-flower-3-5g', 'Granddaddy Purple', '14g');
  await add(page, 'blue-dream-flower-3-5g', 'Blue Dream', '14g');
  await add(page, 'og-kush-flower-3-5g', 'OG Kush', '14g');
  // 70 g in the cart; 14 g more would make 84 g, over Michigan's 2.5 oz (70.9 g).
  await page.goto('/product/granddaddy-purple-flower-3-5g');
  await addFromProductPage(page, 'Granddaddy Purple', '14g');
  await expect(page.getByText('Purchase limit: Flower is limited to 70.9 g per order.')).toBeVisible();
  await page.goto('/cart');
  await expect(page.getByRole('main')).toContainText('Your Items (5)');
});
