/**
 * The abandoned-cart reminder (issue 12 item 4, spec 4): a signed-in shopper on Greenleaf (its
 * abandoned-cart campaign is on) adds a product and leaves it; 5 s after the change the status call
 * schedules the reminder, and the demo outbox (/api/dev/outbox) holds it: to the shopper, with the
 * product and a link back to /cart-abandonment. Emptying the cart cancels it.
 */
import { addFromProductPage } from './productPage.ts';
import { expect, test, type Page } from './fixtures.ts';

const PASSWORD = 'reminder-2026';

interface OutboxEntry {
  to: string;
  status: string;
  email: { subject: string; lines: Array<{ name: string; option: string; quantity: number }>; link: string };
}
const outbox = async (page: Page, email: string) =>
  ((await (await page.request.get(`/api/dev/outbox?to=${encodeURIComponent(email)}`)).json()) as { data: { entries: OutboxEntry[] } }).data
    .entries;

test('a signed-in shopper leaves a cart: the outbox holds the reminder; emptying the cart cancels it', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'one account per run (the demo allows ten sign-ups an hour from one address)');
  test.slow();
  const email = `reminder-${Date.now()}@example.com`;
  expect(
    (await page.request.post('/api/auth/sign-up', { data: { firstName: 'Robin', lastName: 'Lee', email, password: PASSWORD } })).status(),
  ).toBe(201);
  await page.context().clearCookies();
  await page.goto('/sign-in?site=greenleaf');
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password').fill(PASSWORD);
  await form.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/account$/);

  await page.goto('/product/blue-dream-flower-3-5g');
  const scheduled = page.waitForRequest((r) => r.url().endsWith('/api/cms/abandoned-cart/status'));
  await addFromProductPage(page, 'Blue Dream', '3.5g');
  await expect(page.getByText('Blue Dream (3.5g) added to the cart')).toBeVisible();
  // Nothing before the 5 s debounce.
  await page.clock.runFor(4000);
  expect(await outbox(page, email)).toEqual([]);
  await page.clock.runFor(1500);
  const body = (await scheduled).postDataJSON() as { customerEmail: string; cartId: string; cartItems: unknown[] };
  expect(body.customerEmail).toBe(email);
  expect(body.cartId).toMatch(/^cart_[0-9a-z]+_1$/);
  await expect.poll(async () => (await outbox(page, email)).map((e) => e.status)).toEqual(['scheduled']);
  const [entry] = await outbox(page, email);
  expect(entry!.email.lines).toEqual([expect.objectContaining({ name: 'Blue Dream', option: '3.5g', quantity: 1 })]);
  expect(entry!.email.link).toBe(`/cart-abandonment?cartId=${encodeURIComponent(body.cartId)}`);
  // Adding the same cart again schedules nothing new (one reminder per fingerprint).
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('abandonedCartRecords') ?? '{}'))).toEqual({
    [email]: expect.objectContaining({ cartId: body.cartId, emailScheduled: true }),
  });

  // The cart emptied: the status call clears it and the reminder is cancelled.
  await page.goto('/cart');
  await page
    .getByRole('main')
    .getByRole('button', { name: /^Remove Blue Dream/ })
    .click();
  await page.clock.runFor(5500);
  await expect.poll(async () => (await outbox(page, email)).map((e) => e.status)).toEqual(['cancelled']);
});
