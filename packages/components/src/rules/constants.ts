/**
 * Business constants and limits: spec section 9 (and the fixed values it names), in one typed
 * module, named as the spec names them. Rules, widgets and the app import these; nothing re-types
 * a number from the spec.
 */

// ── Provider kinds, order and menu types (spec 1, 4): domain entities, declared in domain/types.ts
// (the ground floor) and re-exported here with the other spec constants. ──
export {
  providerKinds,
  PROVIDER_DISPENSARY_MENU_ONE,
  PROVIDER_DISPENSARY_MENU_TWO,
  PROVIDER_ECOMMERCE,
  orderTypes,
  menuTypes,
  type ProviderKind,
  type OrderType,
  type MenuType,
} from '../domain/types.ts';

// ── Distances and map ──
export const CLOSEST_RETAILER_MAX_DISTANCE = 60;
export const DEFAULT_MAP_CENTER = { latitude: 42.549, longitude: -83.167 } as const;
export const DISTANCE_DECIMALS = 2;
export const DISTANCE_UNIT = 'Miles';

// ── Search ──
export const SEARCH_NO_RESULT_DELAY_MS = 700;
export const SEARCH_INPUT_FOCUS_DELAY_MS = 2000;
export const SEARCH_SKELETON_ROWS = 5;
export const TRENDING_PRODUCTS_LIMIT = 6;
/** "Search type value: a fixed string naming a full-text search engine." The name is ours. */
export const FULL_TEXT_SEARCH_TYPE = 'fullTextSearchEngine';

// ── Checkout offer ──
export const CHECKOUT_OFFER_PRODUCT_LIMIT = 20;
export const CHECKOUT_OFFER_SLIDES_BELOW_640 = 2;
export const CHECKOUT_OFFER_SLIDES = 4;

// ── Debounce and delays ──
export const STORE_NAME_SEARCH_DEBOUNCE_MS = 600;
export const RETAILER_CHANGE_REFRESH_MS = 100;
export const NAV_SKELETON_AFTER_RETAILER_CHANGE_MS = 3000;
export const FOOTER_DESIGN_NINE_OVERLAY_CLOSE_DELAY_MS = 3000;
export const FOOTER_DESIGN_TEN_OVERLAY_CLOSE_DELAY_MS = 300;
export const DESKTOP_FOOTER_SKELETON_MS = 1500;

// ── Toasts (two readings in the spec; the app uses the first) ──
export const APP_TOAST_DURATION_MS = 1500;
export const TOAST_POSITION = 'top-right';
export const TOAST_SYSTEM_DURATION_MS = 5000;
export const TOAST_SWIPE_THRESHOLD = 50;

// ── Ads ──
export const AD_POLL_INTERVAL_MS = 300;
export const AD_TIMEOUT_MS = 5000;

// ── Limits ──
export const CART_BADGE_MAX = 99;
export const CART_BADGE_OVERFLOW_LABEL = '99+';
export const DEALS_LIST_LIMIT = 10;
export const DESKTOP_FOOTER_TODAYS_DEALS_LIMIT = 5;
export const MENU_THREE_BRANDS_LIMIT = 8;
export const HEADER_BRAND_DROPDOWN_LIMIT = 6;
export const SHOP_BY_CHOICE_LIMIT = 4;
export const QUANTITY_PICKER_MAX_DEFAULT = 20;

// ── Shop By Price buckets (label → price value) ──
export const SHOP_BY_PRICE_BUCKETS = [
  { label: 'Under $20', value: '20' },
  { label: 'Under $40', value: '40' },
  { label: 'Under $60', value: '60' },
  { label: 'Under $70', value: '70' },
  { label: 'Under $80', value: '80' },
  { label: 'Under $100', value: '100' },
  { label: '$100 & Above', value: '100-above' },
] as const;
export type ShopByPriceBucket = (typeof SHOP_BY_PRICE_BUCKETS)[number];

// ── Sliders and carousels ──
export const SLIDER_DEFAULT_SLIDES_PER_VIEW = 4;
export const SLIDER_SLIDES_PER_VIEW_769 = 3;
export const SLIDER_SPACE_BETWEEN = 10;
export const MENU_SLIDER_SLIDES_PER_VIEW = 4;
export const MENU_SLIDER_SKELETONS = 9;
export const MENU_SLIDER_SKELETONS_COMPACT = 6;
export const BRAND_CAROUSEL_SLIDES_PER_VIEW = 3.2;
export const FOOTER_RETAILER_CAROUSEL_SLIDES = 6;
export const DEALS_CAROUSEL_SLIDES_PER_VIEW = 1.1;

// ── Bottom-bar scroll thresholds ──
export const BOTTOM_BAR_SCROLL_THRESHOLD_PX = 300;
export const BOTTOM_BAR_CART_SCROLL_DOWN_PX = 50;
export const BOTTOM_BAR_CART_BOTTOM_TOLERANCE_PX = 10;

// ── Layout ──
export const DRAWER_WIDTH_NARROW_PX = 400;
export const DRAWER_WIDTH_WIDE_PX = 507;
export const PREFERENCE_MODAL_LIST_HEIGHT_PX = 570;

// ── Abandoned cart ──
export const ABANDONED_CART_SCHEDULE_DEBOUNCE_MS = 5000;
export const ABANDONED_CART_NOTIFICATION_DELAY_MS = 1000;
export const ABANDONED_CART_RECORD_EXPIRY_MS = 24 * 60 * 60 * 1000;
export const ABANDONED_CART_CLEANUP_INTERVAL_MS = 60 * 60 * 1000;

// ── Popups: timing in seconds (× 1000 ms); scroll position in percent ──
export const POPUP_SECONDS_TO_MS = 1000;

// ── Money ──
export const CURRENCY_SYMBOL = '$';
export const MONEY_DECIMALS = 2;

// ── Fixed values ──
export const DEALS_VERSION_V2 = 'v2';
export const DEFAULT_MENU_VERSION = 'one';
export const DEFAULT_DEAL_CARD = 'five';
export const DEFAULT_POPUP_TEMPLATE = 'popup';
export const DEALS_MENU_LABELS = ['Main menu', 'Categories', 'Deals'] as const;
export const SHOP_PAGE_TWO_PATH = '/shop-cannabis-near-me';
/** "A CMS-configurable default shop base path whose value is not shown": ours is /shop. */
export const DEFAULT_SHOP_BASE_PATH = '/shop';
export const DEALS_DEFAULT_IMAGE = '/images/deals-default-img.png';
export const POPUP_DEFAULT_LOGO = '/default.png';

// ── Date display formats ──
export const DATE_FORMATS = {
  long: 'DD MMMM, YYYY',
  longWithTime: 'DD MMMM, h:mm a',
  medium: 'MMM D, YYYY',
  full: 'dddd, MMMM D, YYYY',
  relativeFallback: 'DD MMM YYYY',
  chatSameYear: 'MMM D',
  chatOlder: 'M/D/YY',
  clock: 'h:mm A',
} as const;
export const ONE_DAY_MS = 86_400_000;

// ── Stored client value keys (spec 3) ──
export const STORAGE_KEYS = {
  provider: 'provider',
  canUserSelectedState: 'canUserSelectedState',
  visitor: 'visitor',
  brandList: 'brandList',
  billingAddress: 'billingAddress',
  abandonedCartRecords: 'abandonedCartRecords',
  lastNotificationCartCount: 'lastNotificationCartCount',
  defaultHomePage: 'defaultHomePage',
} as const;

/**
 * Set on <html> by the document's first script when this browser has answered the age gate: the
 * gate in the server's HTML (pending) stays hidden from the first paint (AgeGate.css.ts).
 */
export const AGE_CONSENT_ATTRIBUTE = 'data-age-ok';
/** The pending age gate's wrapper (the server's HTML): hidden by AGE_CONSENT_ATTRIBUTE, and without JavaScript. */
export const AGE_GATE_PENDING_ATTRIBUTE = 'data-age-gate-pending';

/**
 * The longest search text the API reads (issue 32): spec 2.4's search is a few words, and a 16 kB
 * query cost a second of server time. The menu's `search`, the suggestions' `q`, the deals' and the
 * store chooser's filters answer 400 past it; every search input has it as its maxLength.
 */
export const SEARCH_TEXT_MAX_LENGTH = 100;
export const SEARCH_TEXT_TOO_LONG_MESSAGE = `Search text is at most ${SEARCH_TEXT_MAX_LENGTH} characters.`;
