/**
 * Storage keys the app adds for state the spec does not name. Values the spec names use
 * STORAGE_KEYS from '@storefront/components' (see storage.ts).
 */
export const APP_STORAGE_KEYS = {
  /** Order type, menu type and the chosen retailer (spec 3 "Order preference / store context"). */
  orderPreference: 'orderPreference',
  /** Session token and user (spec 3 "User"). */
  session: 'session',
  /** Cart items and counter (spec 3 "Cart item", "Cart totals"). */
  cart: 'cart',
  /** The local notification count (spec 3 "Notifications"). */
  notifications: 'notifications',
  /** Initial site data answers (spec 3): the age gate and the first-visit store choice. */
  siteData: 'initialSiteData',
  ageConsent: 'canAgeConsent',
  customerChoiceVisited: 'isVisitedCustomerChoicePage',
  /** The pop-up campaign visitor's id (spec 7 "Popup campaign visitor": the returned visitor is stored). */
  popupVisitorId: 'popupVisitorId',
  /** Pop-up campaigns this browser dismissed or answered (spec 4: never queued again). */
  popupCampaignsAnswered: 'popupCampaignsAnswered',
  /** The shopper said 'Not now' to the cart reminder offer (issue 12 item 5). */
  cartReminderDismissed: 'cartReminderDismissed',
  /** The products this browser viewed lately (Keep Shopping For). */
  recentlyViewed: 'recentlyViewed',
  /** Demo only: the CMS fixture a visitor picked with ?site= or the "Demo retailer" switcher. */
  demoSite: 'demoSite',
} as const;
