/**
 * The installable web app and the abandoned-cart browser notification (issue 12 item 5; spec 4
 * "Abandoned-cart notification", 6 "Abandoned-cart notifications need the browser's notification
 * permission", 7 "Progressive-web-app service"). Pure: the server builds the manifest with
 * webAppManifest, the service worker words its notification with cartReminderNotification, the
 * cart's prompt decides what it shows with cartReminderPromptState.
 */

import { isSafeHref, isSitePath } from '../navigation/safeHref.ts';
import { nonBlank } from '../navigation/text.ts';
import { shouldSendCartNotification } from './abandonedCart.ts';

/** Where the manifest, the service worker and the offline page are served (root scope). */
export const WEB_APP_PATHS = {
  manifest: '/manifest.webmanifest',
  serviceWorker: '/sw.js',
  offline: '/offline.html',
} as const;

/** The built-in app icons (the storefront's own), used when the CMS lists none. */
export const DEFAULT_WEB_APP_ICONS: readonly WebAppIcon[] = [
  { src: '/app-icons/storefront-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
  { src: '/app-icons/storefront-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
  { src: '/app-icons/storefront-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
];

/** Used when neither the web-app block nor the theme gives a colour. */
export const DEFAULT_WEB_APP_COLOURS = { theme: '#1f6f4a', background: '#ffffff' } as const;

/** A manifest's short_name is shown under the home-screen icon: longer names are cut. */
export const WEB_APP_SHORT_NAME_MAX = 12;

export interface WebAppIcon {
  src: string;
  sizes: string;
  type: string;
  purpose: string;
}

export interface WebAppManifest {
  name: string;
  short_name: string;
  description: string;
  id: string;
  start_url: string;
  scope: string;
  display: 'standalone';
  theme_color: string;
  background_color: string;
  icons: WebAppIcon[];
}

/** What webAppManifest reads from the parsed CMS (webAppCms, the site name and the theme colours). */
export interface WebAppSource {
  webAppCms: {
    name: string;
    shortName: string;
    description: string;
    themeColor: string;
    backgroundColor: string;
    icons: readonly { image: string; sizes: string; type: string; purpose: string }[];
  };
  siteSettings: { siteName: string };
  generalSettingsComponentUiData: { primaryColor: string; pageBackgroundColor: string };
}

const ICON_TYPES: Record<string, string> = {
  png: 'image/png',
  svg: 'image/svg+xml',
  webp: 'image/webp',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
};
/** The first value that is not blank, trimmed; '' when all are. */
const first = (...values: string[]) => values.map(nonBlank).find((value) => value !== undefined) ?? '';
/** An icon the manifest may list: a path on this site or an https URL. */
const isIconUrl = (src: string): boolean => (/^https:\/\//i.test(src.trim()) ? isSafeHref(src) : isSitePath(src));

/** The icon's MIME type: as the CMS gives it, or from the file's extension. */
export function webAppIconType(src: string, given = ''): string {
  if (given.trim()) return given.trim();
  const extension = /\.([a-z0-9]+)(?:[?#].*)?$/i.exec(src)?.[1]?.toLowerCase() ?? '';
  return ICON_TYPES[extension] ?? '';
}

/** Cut to `max` characters at a word boundary when there is one (no half words under the icon). */
export function shortAppName(name: string, max = WEB_APP_SHORT_NAME_MAX): string {
  const trimmed = name.trim();
  if (trimmed.length <= max) return trimmed;
  const cut = trimmed.slice(0, max + 1);
  const space = cut.lastIndexOf(' ');
  return (space > 0 ? cut.slice(0, space) : trimmed.slice(0, max)).trim();
}

/**
 * The web app manifest of a retailer: the name, short name, description, colours and icons from
 * webAppCms; a blank name is the site's name, blank colours are the theme's brand and page
 * colours, no usable icon gives the built-in icons. Only root-relative or https icons are listed
 * (parseCms has already dropped images of hosts the retailer did not allow).
 */
export function webAppManifest(config: WebAppSource): WebAppManifest {
  const app = config.webAppCms;
  const name = first(app.name, config.siteSettings.siteName, 'Dispensary');
  const icons = app.icons
    .filter((icon) => isIconUrl(icon.image))
    .map((icon) => ({
      src: icon.image.trim(),
      sizes: first(icon.sizes, 'any'),
      type: webAppIconType(icon.image.trim(), icon.type),
      purpose: first(icon.purpose, 'any'),
    }));
  return {
    name,
    short_name: shortAppName(first(app.shortName, name)),
    description: first(app.description, `Shop ${name} online: browse the menu, order for pickup or delivery.`),
    id: '/',
    start_url: '/?source=web-app',
    scope: '/',
    display: 'standalone',
    theme_color: first(app.themeColor, config.generalSettingsComponentUiData.primaryColor, DEFAULT_WEB_APP_COLOURS.theme),
    background_color: first(
      app.backgroundColor,
      config.generalSettingsComponentUiData.pageBackgroundColor,
      DEFAULT_WEB_APP_COLOURS.background,
    ),
    icons: icons.length > 0 ? icons : DEFAULT_WEB_APP_ICONS.map((icon) => ({ ...icon })),
  };
}

/** Where a cart reminder takes the shopper. */
export const CART_REMINDER_URL = '/cart';
/** Periodic Background Sync's tag: an installed app's worker checks its cart reminder now and then. */
export const CART_REMINDER_SYNC_TAG = 'cart-reminder';
/** One reminder at a time: a newer one replaces the older (the Notification tag). */
export const CART_REMINDER_TAG = 'abandoned-cart';

/** The reminder the service worker shows when the backend says the cart is abandoned. */
export function cartReminderNotification(input: { siteName: string; cartItemCount: number; icon?: string }): {
  title: string;
  body: string;
  tag: string;
  url: string;
  icon?: string;
} {
  const count = Math.max(0, Math.floor(input.cartItemCount));
  const items = count === 1 ? '1 item' : `${count} items`;
  return {
    title: first(input.siteName, 'Your cart'),
    body: `You left ${items} in your cart. Come back and check out before they are gone.`,
    tag: CART_REMINDER_TAG,
    url: CART_REMINDER_URL,
    ...(input.icon ? { icon: input.icon } : {}),
  };
}

export type CartReminderPromptState = 'hidden' | 'ask' | 'granted' | 'denied';

/**
 * What the cart's reminder prompt shows. Nothing when reminders are off in the CMS, the browser
 * has no notifications or service worker, the cart is empty or the shopper said 'Not now'; the
 * question while permission is 'default' (the browser is asked only when the shopper presses the
 * prompt's button, never on page load); otherwise the answer the shopper gave in this visit
 * ('granted' / 'denied', `answeredNow`), or nothing for an answer given before.
 */
export function cartReminderPromptState(input: {
  settingsActive: boolean;
  supported: boolean;
  cartCount: number;
  dismissed: boolean;
  permission: NotificationPermission | string;
  answeredNow?: boolean;
}): CartReminderPromptState {
  if (!input.settingsActive || !input.supported || input.cartCount <= 0) return 'hidden';
  if (input.permission === 'default') return input.dismissed ? 'hidden' : 'ask';
  if (!input.answeredNow) return 'hidden';
  return input.permission === 'granted' ? 'granted' : 'denied';
}

/** The cart reminder prompt's words. */
export const CART_REMINDER_PROMPT_TEXT = {
  heading: 'Get a cart reminder',
  description: 'Turn on notifications and we will remind you if you leave items in your cart.',
  enable: 'Turn on reminders',
  dismiss: 'Not now',
  granted: 'Reminders are on. We will let you know if you leave your cart.',
  denied: 'Notifications are blocked for this site. You can allow them in your browser settings.',
} as const;

/**
 * What the cart counter's change does, 1 s after it (spec 4 "Abandoned-cart notification"):
 * 'send' the status when shouldSendCartNotification holds; 'clear' when the cart emptied after a
 * count was sent (our addition, as spec 4 does for the e-mail: otherwise the backend would remind
 * the shopper of a cart that is gone), which posts a count of 0; otherwise 'none'. The caller
 * stores the count it posted.
 */
export function cartNotificationAction(input: Parameters<typeof shouldSendCartNotification>[0]): 'send' | 'clear' | 'none' {
  if (shouldSendCartNotification(input)) return 'send';
  const hasVisitor = (input.visitorId ?? '').trim() !== '';
  if (input.cartCount === 0 && (input.lastSentCount ?? 0) > 0 && input.settingsActive && hasVisitor) return 'clear';
  return 'none';
}
