/**
 * The cart (spec 2.10, issue 11) as a shopper uses it, on the e2e clock (a Wednesday at noon in
 * Detroit, greenleaf's Detroit store): adding from the product page; at 1440 px the header's cart
 * opens the 'Shopping Cart' sidebar with the items' weight or pack size, a stepper, taxes and the
 * total, and 'View Cart' leads to the cart page with line totals; at both widths an add past
 * Michigan's flower limit is not offered (the limit's message instead) and nothing in the cart is lost; a
 * saved line above the store's stock says how many are left and holds checkout until it fits, and
 * one the store does not sell says so.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { products, retailers } from '@storefront/fixtures/catalog';
import { openingStock } from '@storefront/demo-api';
import { CART_STOCK_NOTICE } from '@storefront/components/rules';
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

test("an add past Michigan's flower limit is not offered, with its message; the cart keeps what it had", async ({ page }) => {
  // Seven server-rendered pages, each hydrated: on CI's two busy cores that is more than 30 s.
  test.slow();
  await add(page, 'blue-dream-flower-3-5g', 'Blue Dream', '14g');
  await add(page, 'og-kush-flower-3-5g', 'OG Kush', '14g');
  await add(page, 'granddaddy-purple-flower-3-5g', 'Granddaddy Purple', '14g');
  await add(page, 'blue-dream-flower-3-5g', 'Blue Dream', '14g');
  await add(page, 'og-kush-flower-3-5g', 'OG Kush', '14g');
  // 70 g in the cart; 14 g more would make 84 g, over Michigan's 2.5 oz (70.9 g): the panel offers no
  // quantity of it (issue 35: the picker offers at most what the limit allows), 'Add to cart' is off and the limit says why.
  await page.goto('/product/granddaddy-purple-flower-3-5g');
  await page.getByRole('radio', { name: /^14g(\s|$)/ }).check();
  await expect(page.getByRole('button', { name: 'Add to cart: Granddaddy Purple (14g)' })).toBeDisabled();
  await expect(page.getByRole('button', { name: /^Quantity:/ })).toHaveCount(0);
  await expect(page.getByText('Purchase limit: Flower is limited to 70.9 g per order.')).toBeVisible();
  await page.goto('/cart');
  await expect(page.getByRole('main')).toContainText('Your Items (5)');
});

// An option the e2e store (greenleaf's Detroit store) opens with only a few of (openingStock), of a
// product no other e2e file names, so no other test's order takes from it while this one runs.
const DETROIT = retailers.find((r) => r.id === 'ret-mi-detroit')!;
const here = fileURLToPath(new URL('.', import.meta.url));
const otherTests = readdirSync(here)
  .filter((file) => file.endsWith('.ts') && file !== 'cart.e2e.ts')
  .map((file) => readFileSync(join(here, file), 'utf8'))
  .join('\n');
const lowStock = products
  .filter((p) => p.isActive && p.retailerIds.includes(DETROIT.id) && !otherTests.includes(p.slug))
  .flatMap((p) => p.options.map((o) => ({ product: p, option: o, opening: openingStock(DETROIT.id, p.id, o.option) })))
  .find(({ option, opening }) => opening >= 2 && opening <= 5 && (option.maxQuantity ?? 20) > opening + 2)!;

/** This browser's stored cart as the app saves it, holding one line (set once: a reload keeps what the page changed). */
async function seedSavedCart(
  page: Page,
  product: (typeof products)[number],
  option: (typeof products)[number]['options'][number],
  quantity: number,
) {
  const item = {
    product: { slug: product.slug, image: product.image, name: product.productName, category: product.category },
    productId: product.id,
    option: option.option,
    weight: option.weight,
    price: option.price,
    quantity,
  };
  await page.addInitScript((saved) => {
    if (!sessionStorage.getItem('e2e-cart-seeded')) {
      localStorage.setItem('cart', JSON.stringify({ state: { items: [saved], counter: saved.quantity }, version: 0 }));
      sessionStorage.setItem('e2e-cart-seeded', '1');
    }
  }, item);
}

test("a saved cart line above the store's stock says how many are left; checkout waits until the shopper lowers it", async ({ page }) => {
  const { product, option } = lowStock;
  // What Detroit has now (another run on the same data may have sold some).
  const answer = await page.request.get(`/api/products/${product.slug}?retailerId=${DETROIT.id}`);
  const served = (await answer.json()) as { data: { options: { option: string; quantityAvailable: number }[] } };
  const left = served.data.options.find((o) => o.option === option.option)!.quantityAvailable;
  test.skip(left < 1, 'sold out at Detroit by an earlier run on this data');
  // A cart saved earlier (this browser's stored cart), holding two more than the store has left now.
  await seedSavedCart(page, product, option, left + 2);
  await page.goto('/cart');
  const main = page.getByRole('main');
  const label = `${product.productName} (${option.option})`;
  const message = `Only ${left} of ${label} left at ${DETROIT.name}. Please lower the quantity.`;
  await expect(main.getByText(message)).toBeVisible();
  await expect(main.getByRole('group', { name: `Quantity of ${label}` })).toHaveAccessibleDescription(message);
  await expect(main.getByRole('button', { name: 'Checkout' })).toBeDisabled();
  await expect(main.getByRole('status').filter({ hasText: CART_STOCK_NOTICE })).toBeVisible();
  await expect(main.getByRole('button', { name: `Increase quantity of ${label} (at most ${left})` })).toBeDisabled();

  // Two fewer: the line fits, the message goes, 'Checkout' is back, and '+' still stops at the store's stock.
  const decrease = main.getByRole('button', { name: `Decrease quantity of ${label}` });
  await decrease.click();
  await expect(main.getByText(`Only ${left} of ${label}`)).toBeVisible();
  await decrease.click();
  await expect(main.getByText(message)).toBeHidden();
  await expect(main.getByRole('button', { name: 'Checkout' })).toBeEnabled();
  await expect(main.getByRole('button', { name: `Increase quantity of ${label} (at most ${left})` })).toBeDisabled();
});

test('a saved cart line the store does not sell (filled at another store) says so; checkout waits until it is removed', async ({
  page,
}) => {
  const product = products.find((p) => p.isActive && p.menuTypes.includes('RECREATIONAL') && !p.retailerIds.includes(DETROIT.id))!;
  const option = product.options[0]!;
  await seedSavedCart(page, product, option, 1);
  await page.goto('/cart');
  const main = page.getByRole('main');
  // The order would be refused with the same words (the demo backend's pricing).
  await expect(main.getByText(`${product.productName} is not sold at ${DETROIT.name}. Please remove it from your cart.`)).toBeVisible();
  await expect(main.getByRole('button', { name: 'Checkout' })).toBeDisabled();
  await main.getByRole('button', { name: `Remove ${product.productName} (${option.option})` }).click();
  await expect(main.getByText('Shopping cart is empty!')).toBeVisible();
});
