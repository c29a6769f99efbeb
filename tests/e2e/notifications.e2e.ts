/**
 * Notifications and the settings pages (issue 13, item 3) at 390 and 1440 px, as the demo shopper:
 * the feed by day with its unread ones, 'Mark all as read' clears the bell's count (spec 4), the
 * notification settings are kept by the server across a reload, a deals alert is followed and
 * stopped. The two widths share the demo shopper, so each changes its own setting and alert.
 */
import { expect, test } from './fixtures.ts';
import { expectNoA11yViolations } from './axe.ts';
import { signIn } from './signIn.ts';

test.use({ shareContext: true });

test('the feed by day; Mark all as read clears the count', async ({ page }) => {
  await signIn(page, '/notification');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 2, name: 'Today' })).toBeVisible();
  await expect(main.getByText('Your order is ready for pickup')).toBeVisible();
  await expect(main.getByRole('heading', { level: 2, name: '1 month ago' })).toBeVisible();
  await expectNoA11yViolations(page);
  // The other width may have marked them already (one demo shopper).
  const markAll = main.getByRole('button', { name: 'Mark all as read' });
  if (await markAll.isVisible()) {
    await expect(main.getByRole('status')).toHaveText(/^\d+ unread$/);
    await expect(main.getByText(/^Unread:/).first()).toBeAttached();
    await markAll.click();
  }
  await expect(main.getByRole('status')).toHaveText('All caught up');
  await expect(main.getByText(/^Unread:/)).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('main').getByRole('status')).toHaveText('All caught up');
});

test('a notification leads to its page', async ({ page }) => {
  await signIn(page, '/notification');
  await page.getByRole('main').getByRole('link', { name: 'Back in stock: Wedding Cake' }).click();
  await expect(page).toHaveURL(/\/product\/wedding-cake-flower-3-5g$/);
});

test('notification settings are kept by the server', async ({ page }, testInfo) => {
  const setting = testInfo.project.name === 'mobile' ? 'Text messages' : 'Browser notifications';
  await signIn(page, '/notification-settings');
  const toggle = page.getByRole('switch', { name: setting });
  await expect(toggle).toBeVisible();
  const before = await toggle.isChecked();
  await toggle.focus();
  await page.keyboard.press('Space');
  await expect(page.getByText('Your notification settings are saved.')).toBeVisible();
  await expect(toggle).toBeChecked({ checked: !before });
  await expectNoA11yViolations(page);
  await page.reload();
  const again = page.getByRole('switch', { name: setting });
  await expect(again).toBeChecked({ checked: !before });
  await again.click();
  await expect(again).toBeChecked({ checked: before });
  await expect(again).toBeEnabled();
});

test('follow a category’s or a brand’s deals, then stop', async ({ page }, testInfo) => {
  const [form, choice, label] =
    testInfo.project.name === 'mobile'
      ? (['Follow a category', 'Edibles', 'Category: Edibles'] as const)
      : (['Follow a brand', 'Canyon Cured', 'Brand: Canyon Cured'] as const);
  await signIn(page, '/deals-alert');
  const follow = page.getByRole('form', { name: form });
  await follow.getByRole('button', { name: 'Follow' }).click();
  await expect(follow.getByRole('alert')).toHaveText(/^Please enter (category|brand)\.$/);
  await follow.getByRole('combobox').selectOption({ label: choice });
  await follow.getByRole('button', { name: 'Follow' }).click();
  await expect(follow.getByRole('status')).toContainText(`Following ${choice} at `);
  const followed = page.getByRole('list', { name: 'Deals you follow' });
  await expect(followed.getByText(label, { exact: true })).toBeVisible();
  await expectNoA11yViolations(page);
  await page.reload();
  await page.getByRole('button', { name: `Stop following ${label}` }).click();
  await expect(page.getByText(label, { exact: true })).toHaveCount(0);
});
