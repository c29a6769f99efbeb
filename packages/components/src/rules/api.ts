/**
 * The storefront API's paths and query strings: one table read by the app's API client, the search
 * panel's calls and the demo backend that serves them (packages/demo-api re-exports it from its
 * contract). The paths are ours: spec 7 says "Callers pass in the URLs" and shows only
 * "{retailerFilterPath}?type=Closest Location" and "a status path under cms, ending in /{visitorId}".
 */
import { CLOSEST_LOCATION_TYPE } from './commerce/storeChooser.ts';

export const API_PREFIX = '/api';

const enc = encodeURIComponent;

export const apiPaths = {
  sites: '/api/sites',
  cms: (siteId: string) => `/api/cms/${enc(siteId)}`,
  cmsPages: (siteId: string) => `/api/cms/${enc(siteId)}/pages`,
  retailers: '/api/retailers',
  retailer: (idOrSlug: string) => `/api/retailers/${enc(idOrSlug)}`,
  /** GET: the store's offered pickup and delivery slots with places left (issue 35). */
  retailerSlots: (idOrSlug: string) => `/api/retailers/${enc(idOrSlug)}/slots`,
  /** POST {retailerFilterPath}?type=Closest Location (spec 7). */
  retailerFilter: '/api/retailers/filter',
  closestRetailers: `/api/retailers/filter?type=${enc(CLOSEST_LOCATION_TYPE)}`,
  menuProducts: '/api/menu/products',
  /** POST {line1, city, postalCode, state?}: the stores whose delivery zone holds the address. */
  deliveryCheck: '/api/delivery/check',
  product: (slug: string) => `/api/products/${enc(slug)}`,
  brands: '/api/brands',
  categories: '/api/categories',
  customCategories: '/api/custom-categories',
  specials: '/api/specials',
  special: (urlSlug: string) => `/api/specials/${enc(urlSlug)}`,
  searchSuggestions: '/api/search/suggestions',
  searchPageCms: '/api/search-page-cms',
  popupVisitor: '/api/popup/visitor',
  popupActive: '/api/popup/active',
  popupResponse: '/api/popup/response',
  popupSubscribe: '/api/popup/subscribe',
  abandonedCartStatus: '/api/cms/abandoned-cart/status',
  abandonedCartNotification: (visitorId: string) => `/api/cms/abandoned-cart/notification/${enc(visitorId)}`,
  /** The service worker's claim of a due cart reminder (issue 12 item 5). */
  abandonedCartNotificationClaim: (visitorId: string) => `/api/cms/abandoned-cart/notification/${enc(visitorId)}/claim`,
  checkout: '/api/checkout',
  signIn: '/api/auth/sign-in',
  signUp: '/api/auth/sign-up',
  signOut: '/api/auth/sign-out',
  signOutEverywhere: '/api/auth/sign-out-everywhere',
  /** A one-time sign-in link by e-mail (issue 32: the way back in without the password), and its use. */
  signInLink: '/api/sign-in-link',
  signInLinkConsume: '/api/sign-in-link/consume',
  me: '/api/me',
  mePassword: '/api/me/password',
  meExport: '/api/me/export',
  mePurchases: '/api/me/purchases',
  meClose: '/api/me/close',
  cart: '/api/cart',
  cartItems: '/api/cart/items',
  cartMerge: '/api/cart/merge',
  /** The cart's promo code (issue 35): GET, POST { code, retailerId, menuType }, DELETE. */
  cartPromo: '/api/cart/promo',
  orders: '/api/orders',
  order: (id: string) => `/api/orders/${enc(id)}`,
  orderCancel: (id: string) => `/api/orders/${enc(id)}/cancel`,
  tickets: '/api/tickets',
  ticket: (id: string) => `/api/tickets/${enc(id)}`,
  ticketMessages: (id: string) => `/api/tickets/${enc(id)}/messages`,
  chats: '/api/chats',
  chat: (id: string) => `/api/chats/${enc(id)}`,
  chatMessages: (id: string) => `/api/chats/${enc(id)}/messages`,
  notificationRead: (id: string) => `/api/notifications/${enc(id)}/read`,
  notificationSettings: '/api/notification-settings',
  dealsAlerts: '/api/deals-alerts',
  dealsAlert: (id: string) => `/api/deals-alerts/${enc(id)}`,
  /** GET the creatives for one slot (the demo ad service): the AdRequest as query parameters. */
  adServe: '/api/ads/serve',
  adEvents: '/api/ads/events',
  adStats: '/api/ads/stats',
  contact: '/api/contact',
  careers: '/api/careers',
  wishlists: '/api/wishlists',
  wishlist: (slug: string) => `/api/wishlists/${enc(slug)}`,
  notifications: '/api/notifications',
  notificationsSeen: '/api/notifications/seen',
} as const;

export type ApiPathName = keyof typeof apiPaths;

/** Appends the defined, non-empty params as a query string ('&' when the path has one already). */
export function withQuery(path: string, params: Record<string, string | number | boolean | null | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  }
  const qs = search.toString();
  if (!qs) return path;
  return `${path}${path.includes('?') ? '&' : '?'}${qs}`;
}
