/**
 * Keyboard (issue 14 item 6): every overlay of the chrome closes on Escape and gives focus back to
 * the control that opened it, at 390 and 1440 px, for each demo retailer.
 *
 * The overlays are not listed by hand: the test finds every visible control of the header, the
 * nav bars and the bottom bar that opens something (aria-haspopup, or aria-expanded for the
 * desktop disclosure menus), opens each from the keyboard (focus + Enter), presses Escape and
 * checks that the overlay is gone (no open dialog, aria-expanded back to false) and that the
 * control has focus again. A new overlay control is covered the day it appears. So that the walk
 * cannot pass by finding nothing, each page must offer at least the controls named in `mustHave`.
 * Found on the demo retailers: the side menus, search, the sign-in-required modals of Your List and
 * Notifications, the store preference, the bottom bars' Deals / More sheets, the desktop Shop mega
 * menu and brand dropdown. Elsewhere: pop-up campaigns (popupCampaigns.e2e.ts), the account menu
 * and the quantity picker (their unit tests). The age gate is the one overlay Escape does not
 * close: it must be answered (no close button; AgeGate.tsx, issue 10).
 */
import { expect, test, type Locator, type Page } from './fixtures.ts';
import { cmsFixtureIds } from '@storefront/fixtures/cms';
import { DESKTOP_SEARCH_BOX_LABEL, SEARCH_DIALOG_TITLE } from '@storefront/app/landmarks';

/** Where overlay controls live: the header (both branches) and the bottom bar / desktop nav bar. */
const CHROME = 'header, [data-header-branch], nav';
const TRIGGERS = `:is(${CHROME}) :is(button[aria-haspopup], button[aria-expanded])`;

/** Controls every page must offer (accessible names), per viewport: the walk is never empty. */
const mustHave: Record<string, string[]> = {
  mobile: ['Your List', 'Notifications'],
  desktop: ['Your List', 'Notifications', 'Menu', 'Shop'],
};

/** The visible overlay controls of the page, each with a stable handle (data-escape-case). */
async function overlayControls(page: Page): Promise<{ handle: string; name: string }[]> {
  return page.evaluate((selector) => {
    const seen = new Set<Element>();
    return [...document.querySelectorAll<HTMLElement>(selector)]
      .filter((el) => {
        if (seen.has(el)) return false;
        seen.add(el);
        const box = el.getBoundingClientRect();
        return (
          box.width > 0 && box.height > 0 && getComputedStyle(el).visibility !== 'hidden' && !el.closest('[inert], [aria-hidden="true"]')
        );
      })
      .map((el, index) => {
        el.dataset.escapeCase = String(index);
        const name = (el.getAttribute('aria-label') ?? el.textContent ?? '').replace(/\s+/g, ' ').trim();
        return { handle: String(index), name };
      });
  }, TRIGGERS);
}

const openDialogs = (page: Page) => page.locator('[role="dialog"]:visible, [role="alertdialog"]:visible, dialog[open]');

async function expectOpened(page: Page, control: Locator): Promise<'dialog' | 'disclosure'> {
  const popup = await control.getAttribute('aria-haspopup');
  if (popup === 'dialog') {
    await expect(openDialogs(page).first()).toBeVisible();
    return 'dialog';
  }
  await expect(control).toHaveAttribute('aria-expanded', 'true');
  return 'disclosure';
}

async function expectClosedWithFocusBack(page: Page, control: Locator, kind: 'dialog' | 'disclosure') {
  if (kind === 'dialog') await expect(openDialogs(page)).toHaveCount(0);
  if ((await control.getAttribute('aria-expanded')) !== null) await expect(control).toHaveAttribute('aria-expanded', 'false');
  await expect(control).toBeFocused();
}

for (const siteId of cmsFixtureIds) {
  test(`${siteId}: every overlay of the chrome closes on Escape and returns focus to its control`, async ({ page }, testInfo) => {
    test.slow();
    await page.goto(`/?site=${siteId}`);
    await page.waitForLoadState('networkidle');
    const controls = await overlayControls(page);
    const names = controls.map((c) => c.name);
    for (const name of mustHave[testInfo.project.name] ?? []) expect(names, `an overlay control named ${name}`).toContain(name);

    const checked: string[] = [];
    for (const { handle, name } of controls) {
      const control = page.locator(`[data-escape-case="${handle}"]`);
      await control.focus();
      await page.keyboard.press('Enter');
      const kind = await expectOpened(page, control);
      await page.keyboard.press('Escape');
      await expectClosedWithFocusBack(page, control, kind);
      checked.push(`${name} (${kind})`);
    }
    testInfo.annotations.push({ type: 'overlays', description: checked.join(', ') });
  });
}

test('the desktop search box: Escape closes its suggestions and the focus stays in the box', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'the search box is in the desktop header');
  await page.goto('/?site=greenleaf');
  const box = page
    .getByRole('combobox', { name: DESKTOP_SEARCH_BOX_LABEL })
    .or(page.getByRole('searchbox', { name: DESKTOP_SEARCH_BOX_LABEL }))
    .first();
  await box.fill('gu');
  const suggestions = page.getByRole('dialog', { name: SEARCH_DIALOG_TITLE }).or(page.getByRole('listbox')).first();
  await expect(suggestions).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(suggestions).toBeHidden();
  await expect(box).toBeFocused();
});
