import { describe, expect, it } from 'vitest';
import { parseCms } from '../../cms/index.ts';
import { cmsFixtures } from '@storefront/fixtures/cms';
import {
  CART_REMINDER_PROMPT_TEXT,
  cartNotificationAction,
  cartReminderNotification,
  cartReminderPromptState,
  DEFAULT_WEB_APP_ICONS,
  shortAppName,
  webAppIconType,
  webAppManifest,
} from './webApp.ts';

describe('webAppManifest', () => {
  it("a retailer's manifest: the CMS name, short name, colours and icons", () => {
    const manifest = webAppManifest(parseCms(cmsFixtures.greenleaf).config);
    expect(manifest).toMatchObject({
      name: 'Greenleaf Collective',
      short_name: 'Greenleaf',
      start_url: '/?source=web-app',
      scope: '/',
      display: 'standalone',
      theme_color: '#1f6f4a',
      background_color: '#f6f8f4',
    });
    expect(manifest.icons).toEqual([
      { src: '/images/cms/greenleaf-app-icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/images/cms/greenleaf-app-icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    ]);
  });

  it('no web-app block: the site name, the theme colours and the built-in icons', () => {
    const manifest = webAppManifest(parseCms(cmsFixtures['copper-state']).config);
    expect(manifest.name).toBe('Copper State Cannabis');
    expect(manifest.short_name).toBe('Copper State');
    expect(manifest.theme_color).toBe('#b5532a');
    expect(manifest.background_color).toBe('#fbf4ea');
    expect(manifest.icons).toEqual(DEFAULT_WEB_APP_ICONS);
    expect(manifest.description).toBe('Shop Copper State Cannabis online: browse the menu, order for pickup or delivery.');
  });

  it.each([
    ['javascript: icon', 'javascript:alert(1)'],
    ['protocol-relative icon', '//evil.example/icon.png'],
    ['backslash host icon', '/\\evil.example/icon.png'],
    ['plain http icon', 'http://cdn.example/icon.png'],
    ['blank icon', '   '],
  ])('a %s is left out (the built-in icons instead)', (_name, src) => {
    const { config } = parseCms({ siteSettings: { siteName: 'Store' }, webAppCms: { icons: [{ image: src, sizes: '192x192' }] } });
    expect(webAppManifest(config).icons).toEqual(DEFAULT_WEB_APP_ICONS);
  });

  it('a broken colour falls back to the theme (parseCms warns), an empty CMS to the defaults', () => {
    const { config, warnings } = parseCms({ webAppCms: { themeColor: 'red' } });
    expect(warnings.some((warning) => warning.path.startsWith('webAppCms.themeColor'))).toBe(true);
    const manifest = webAppManifest(config);
    expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
    expect(manifest.name).not.toBe('');
  });
});

describe('webAppIconType and shortAppName', () => {
  it.each([
    ['/a.png', '', 'image/png'],
    ['/a.SVG?v=2', '', 'image/svg+xml'],
    ['/a.webp', '', 'image/webp'],
    ['/a', '', ''],
    ['/a.png', 'image/x-icon', 'image/x-icon'],
  ])('%s (%s) → %s', (src, given, expected) => expect(webAppIconType(src, given)).toBe(expected));

  it.each([
    ['Greenleaf', 'Greenleaf'],
    ['Copper State Cannabis', 'Copper State'],
    ['Supercalifragilistic', 'Supercalifra'],
    ['  Mile High  ', 'Mile High'],
  ])('%s → %s', (name, expected) => expect(shortAppName(name)).toBe(expected));
});

describe('cartReminderNotification', () => {
  it.each([
    [1, 'You left 1 item in your cart. Come back and check out before they are gone.'],
    [3, 'You left 3 items in your cart. Come back and check out before they are gone.'],
  ])('%i items', (cartItemCount, body) => {
    expect(cartReminderNotification({ siteName: 'Greenleaf Collective', cartItemCount })).toEqual({
      title: 'Greenleaf Collective',
      body,
      tag: 'abandoned-cart',
      url: '/cart',
    });
  });
  it('a blank site name still has a title; the icon is passed on', () => {
    expect(cartReminderNotification({ siteName: ' ', cartItemCount: 2, icon: '/i.png' })).toMatchObject({
      title: 'Your cart',
      icon: '/i.png',
    });
  });
});

describe('cartReminderPromptState (permission asked only after the shopper presses the button)', () => {
  const base = { settingsActive: true, supported: true, cartCount: 2, dismissed: false, permission: 'default', answeredNow: false };
  it.each([
    ['asks while permission is default', {}, 'ask'],
    ['nothing when reminders are off in the CMS', { settingsActive: false }, 'hidden'],
    ['nothing without notifications or a service worker', { supported: false }, 'hidden'],
    ['nothing for an empty cart', { cartCount: 0 }, 'hidden'],
    ["nothing after 'Not now'", { dismissed: true }, 'hidden'],
    ['nothing when granted before this visit', { permission: 'granted' }, 'hidden'],
    ['nothing when denied before this visit', { permission: 'denied' }, 'hidden'],
    ['confirms a grant given now', { permission: 'granted', answeredNow: true }, 'granted'],
    ['explains a block given now', { permission: 'denied', answeredNow: true }, 'denied'],
  ] as const)('%s', (_name, change, expected) => {
    expect(cartReminderPromptState({ ...base, ...change })).toBe(expected);
  });
  it('the words', () => {
    expect(CART_REMINDER_PROMPT_TEXT.enable).toBe('Turn on reminders');
    expect(CART_REMINDER_PROMPT_TEXT.dismiss).toBe('Not now');
  });
});

describe('cartNotificationAction (spec 4: counter differs, settings active, count above 0, a visitor id, permission granted)', () => {
  const base = { cartCount: 2, lastSentCount: 1, settingsActive: true, visitorId: 'vis_1', permission: 'granted' };
  it.each([
    ['all hold: send', {}, 'send'],
    ['the counter equals the last sent value', { lastSentCount: 2 }, 'none'],
    ['nothing sent before', { lastSentCount: null }, 'send'],
    ['settings inactive', { settingsActive: false }, 'none'],
    ['count 0, nothing sent before', { cartCount: 0, lastSentCount: null }, 'none'],
    ['no visitor id', { visitorId: ' ' }, 'none'],
    ['permission default', { permission: 'default' }, 'none'],
    ['permission denied', { permission: 'denied' }, 'none'],
    ['the cart emptied after a sent count: clear (even without permission)', { cartCount: 0, permission: 'denied' }, 'clear'],
    ['emptied, but settings inactive', { cartCount: 0, settingsActive: false }, 'none'],
    ['emptied, and 0 was already sent', { cartCount: 0, lastSentCount: 0 }, 'none'],
  ] as const)('%s', (_name, change, expected) => {
    expect(cartNotificationAction({ ...base, ...change })).toBe(expected);
  });
});
