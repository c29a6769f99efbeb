/**
 * The API contract between the storefront app and the demo backend: paths, request bodies and
 * response shapes. Browser-safe (types and constants only).
 *
 * Envelopes (spec 7):
 * - success: `{ statusCode: 200 | 201, message?, data }`; a list read is paginated as
 *   `{ statusCode, data: { data: T[], total } }`;
 * - failure: `{ statusCode, message, error: { statusCode, message, data: { message } } }` so a caller can
 *   read either `message` or `error.data.message`;
 * - the product menu answers `{ statusCode, menu: { products, total } }`, or an `error` field;
 * - the pop-up campaign calls also carry `status: 'success' | 'error'`.
 */
import type {
  Brand,
  Category,
  MenuType,
  NotificationItem,
  OrderType,
  Product,
  ProviderKind,
  Retailer,
  SearchSuggestionResult,
  Special,
  User,
  WishlistItem,
} from '../../components/src/domain/types.ts';

export const API_PREFIX = '/api';
/** The `type` query value of the closest-retailer filter (spec 7). */
export const CLOSEST_LOCATION_TYPE = 'Closest Location';

const enc = encodeURIComponent;

export const apiPaths = {
  sites: '/api/sites',
  cms: (siteId: string) => `/api/cms/${enc(siteId)}`,
  retailers: '/api/retailers',
  retailer: (idOrSlug: string) => `/api/retailers/${enc(idOrSlug)}`,
  /** POST {retailerFilterPath}?type=Closest Location (spec 7). */
  retailerFilter: '/api/retailers/filter',
  closestRetailers: `/api/retailers/filter?type=${enc(CLOSEST_LOCATION_TYPE)}`,
  menuProducts: '/api/menu/products',
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
  checkout: '/api/checkout',
  signIn: '/api/auth/sign-in',
  me: '/api/me',
  wishlists: '/api/wishlists',
  wishlist: (slug: string) => `/api/wishlists/${enc(slug)}`,
  notifications: '/api/notifications',
  notificationsSeen: '/api/notifications/seen',
} as const;

/** Appends the defined, non-empty params as a query string. */
export function withQuery(path: string, params: Record<string, string | number | boolean | null | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  }
  const qs = search.toString();
  if (!qs) return path;
  return `${path}${path.includes('?') ? '&' : '?'}${qs}`;
}

// ── Envelopes ──────────────────────────────────────────────────────────────────────────────────
export interface ApiEnvelope<T> {
  statusCode: number;
  message?: string;
  data: T;
}
export interface Paginated<T> {
  data: T[];
  total: number;
}
export type PaginatedEnvelope<T> = ApiEnvelope<Paginated<T>>;

export interface ApiErrorBody {
  statusCode: number;
  message: string;
  status?: 'error';
  error: { statusCode: number; message: string; data: { message: string } };
}

/** Pop-up campaign calls read `status` (spec 7). */
export interface PopupEnvelope<T> extends ApiEnvelope<T> {
  status: 'success';
}

// ── Sites and CMS ──────────────────────────────────────────────────────────────────────────────
export interface SiteSummary {
  id: string;
  name: string;
  provider?: string;
  defaultRetailerId?: string;
  retailerIds: string[];
}
/** The search page CMS item (spec 3: "searchPageCms: the first item of the list is used"). */
export interface SearchPageCmsItem {
  title?: string;
  placeholder?: string;
  topBrandsTitle?: string;
  trendingProductsTitle?: string;
  bannerImage?: string;
  bannerImageAlt?: string;
  bannerLink?: string;
  [key: string]: unknown;
}

// ── Retailers ──────────────────────────────────────────────────────────────────────────────────
export interface RetailerListQuery {
  state?: string;
  name?: string;
  menuType?: MenuType;
  offset?: number;
  limit?: number;
}
export interface ClosestRetailersBody {
  userLatitude: number;
  userLongitude: number;
  maxDistance?: number;
}
/** `data` is base64 of pako.deflate(JSON.stringify(Retailer[])), nearest first, each with locationDetail.distance in miles. */
export type ClosestRetailersResponse = ApiEnvelope<string>;

// ── Product menu ───────────────────────────────────────────────────────────────────────────────
export const productSortKeys = ['POPULAR', 'PRICE', 'NAME'] as const;
export type ProductSortKey = (typeof productSortKeys)[number];
export const sortDirections = ['ASC', 'DESC'] as const;
export type SortDirection = (typeof sortDirections)[number];

export interface ProductMenuFilter {
  brandIds?: string[];
  slugs?: string[];
  isActive?: boolean;
  /** Category enum values ('PRE_ROLLS') or category url slugs ('pre-rolls'). */
  categories?: string[];
  /** A Shop By Price value: '20' … '100', or '100-above' (spec 9). */
  price?: string;
  /** Products taking part in this special (its urlSlug). */
  specialSlug?: string;
}
export interface ProductMenuRequest {
  retailerId?: string;
  filter?: ProductMenuFilter;
  search?: string;
  provider?: ProviderKind | string;
  menuType?: MenuType;
  pagination?: { offset: number; limit: number };
  sort?: { direction: SortDirection; key: ProductSortKey };
}
export interface ProductMenuSuccess {
  statusCode: 200;
  menu: { products: Product[]; total: number };
}
export type ProductMenuResponse = ProductMenuSuccess | ApiErrorBody;
export const PRODUCT_MENU_DEFAULT_LIMIT = 20;
export const PRODUCT_MENU_MAX_LIMIT = 100;

// ── Catalogue reads ────────────────────────────────────────────────────────────────────────────
export type RetailerListResponse = PaginatedEnvelope<Retailer>;
export type RetailerResponse = ApiEnvelope<Retailer>;
export type ProductResponse = ApiEnvelope<Product>;
export type BrandListResponse = PaginatedEnvelope<Brand>;
export type CategoryListResponse = PaginatedEnvelope<Category>;
export type SpecialListResponse = PaginatedEnvelope<Special>;
export type SearchSuggestionsResponse = ApiEnvelope<SearchSuggestionResult>;
export const SEARCH_SUGGESTION_PRODUCT_LIMIT = 10;

// ── Pop-up campaigns (spec 3, 4, 7) ────────────────────────────────────────────────────────────
export const popupTemplateTypes = ['popup', 'flyout', 'fullScreen', 'bar'] as const;
export type PopupTemplateType = (typeof popupTemplateTypes)[number];
export const popupActions = ['launch', 'pause'] as const;
export const popupKinds = ['subscribe', 'promotional', 'discount'] as const;
export type PopupKind = (typeof popupKinds)[number];
export const popupButtonTypes = ['linkToUrl', 'closeDisplay'] as const;
export type PopupButtonType = (typeof popupButtonTypes)[number];
export const popupScheduleTypes = ['ongoing', 'customDates'] as const;
export const popupTriggerTypes = ['allPages', 'specificPages'] as const;
export const popupStatuses = ['active', 'inactive', 'scheduled', 'draft', 'all'] as const;
/** Recorded as responseType; the spec names one value as CLICK, so all are upper case. */
export const popupResponseTypes = ['VIEW', 'CLICK', 'CANCEL', 'SIGNUP'] as const;
export type PopupResponseType = (typeof popupResponseTypes)[number];

export interface PopupButton {
  name: string;
  type: PopupButtonType;
  navUrl: string;
}
export interface PopupCampaign {
  _id: string;
  campaignName: string;
  isFormEnable: boolean;
  kind: PopupKind;
  status: (typeof popupStatuses)[number];
  action: (typeof popupActions)[number];
  edit: {
    display: { templateType: PopupTemplateType };
    mainSection: {
      contentSection: { heading: string; description: string };
      form: { emailPlaceholder: string };
      button: PopupButton;
      imageUpload: { showLogo: boolean; logoUrl: string };
    };
    thankSection: {
      isEnable: boolean;
      imageSection: { showLogo: boolean; logoUrl: string };
      contentSection: { heading: string; description: string; showCouponCode: boolean };
      button: PopupButton & { required: boolean };
    };
  };
  /** startTime / endTime in unix seconds (used with customDates). */
  schedule: { type: (typeof popupScheduleTypes)[number]; startTime: number; endTime: number };
  behavior: {
    trigger: { type: (typeof popupTriggerTypes)[number]; pageUrls: string[] };
    /** position in percent. */
    showOnScroll: { enabled: boolean; position: number };
    /** time in seconds. */
    timeOnPage: { enabled: boolean; time: number };
  };
}

export interface VisitorReferrer {
  known: boolean;
  domain: string;
  source: string;
  medium: string;
  term: string;
  uri: string;
}
export interface VisitorPayload {
  name: string;
  url: string;
  referrer: VisitorReferrer;
  unixTimeStamp: number;
  timezone: string;
}
export interface Visitor extends VisitorPayload {
  _id: string;
}
export interface PopupResponsePayload {
  responseType: PopupResponseType | Lowercase<PopupResponseType>;
  popupCampaignId: string;
  popupTemplateType: PopupTemplateType;
  visitorId: string;
  unixTimeStamp: number;
  retailerId: string;
  timezone: string;
}
export interface PopupSubscribePayload {
  popupCampaignId: string;
  popupTemplateType: PopupTemplateType;
  visitorId: string;
  unixTimeStamp: number;
  timezone: string;
  email: string;
  retailerId: string;
  campaignName: string;
}
export interface CouponInfo {
  masterCode: string;
  codes: string[];
}
export type VisitorResponse = PopupEnvelope<Visitor>;
export type ActivePopupResponse = PopupEnvelope<{ popupCampaign: PopupCampaign[] }>;
export type PopupResponseResponse = PopupEnvelope<PopupResponsePayload & { _id: string }>;
export type PopupSubscribeResponse = PopupEnvelope<{ couponInfo: CouponInfo }>;

// ── Abandoned cart (spec 4, 7) ─────────────────────────────────────────────────────────────────
export interface AbandonedCartStatusPayload {
  abandonAfterMs: number;
  customerEmail: string;
  cartItems: unknown[];
  firstName?: string;
  lastName?: string;
  fullName?: string;
  mobile?: string;
  cartId: string;
  checkoutId?: string;
  retailerId?: string;
  provider?: string;
  orderType?: OrderType;
  menuType?: MenuType;
  token?: string;
  userId?: string;
}
export type AbandonedCartStatusResponse = ApiEnvelope<{ cartId: string; emailScheduled: boolean; scheduledFor: number | null }>;
export interface AbandonedCartNotificationPayload {
  cartItemCount: number;
  abandonAfterMs: number;
}
export type AbandonedCartNotificationResponse = ApiEnvelope<{ visitorId: string; cartItemCount: number; scheduledFor: number | null }>;

// ── Checkout ───────────────────────────────────────────────────────────────────────────────────
export interface CreateCheckoutPayload {
  retailerId: string;
  orderType: OrderType;
  /** The pricing type of the current menu. */
  pricingType: MenuType;
}
export interface Checkout extends CreateCheckoutPayload {
  checkoutId: string;
  /** Epoch milliseconds. */
  createdAt: number;
  expiresAt: number;
}
export type CreateCheckoutResponse = ApiEnvelope<Checkout>;

// ── Account ────────────────────────────────────────────────────────────────────────────────────
export interface SignInPayload {
  email: string;
  password: string;
}
/** A token at the top level counts as success (spec 7). */
export interface SignInResponse extends ApiEnvelope<User> {
  token: string;
}
export type MeResponse = ApiEnvelope<User>;
export interface WishlistEntry extends WishlistItem {
  product: Product | null;
}
export type WishlistResponse = PaginatedEnvelope<WishlistEntry>;
export interface NotificationsData extends Paginated<NotificationItem> {
  unseenCount: number;
  recommendedProductData: Product[];
}
export type NotificationsResponse = ApiEnvelope<NotificationsData>;

// ── The framework-free handler signature ───────────────────────────────────────────────────────
export interface DemoRequest {
  method: string;
  /** Path without query string, e.g. '/api/retailers'. */
  path: string;
  query: URLSearchParams;
  /** Parsed JSON (or form fields); undefined when there is no body. */
  body: unknown;
  /** Lower-case header names. */
  headers: Record<string, string>;
}
export interface DemoResponse {
  status: number;
  json: unknown;
}
