/**
 * The API contract between the storefront clients (app, widgets, stories) and the demo backend:
 * paths, request bodies and response shapes. Types and constants only; schemas.ts checks answers
 * against it at run time. packages/demo-api imports it from '@storefront/components/api'.
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
} from '../domain/types.ts';
import type { PopupCampaign as ParsedPopupCampaign } from '../cms/popupCampaign.ts';
import type { PopupAction, PopupKind, PopupStatus } from '../rules/commerce/popups.ts';
import type { PopupResponsePayload } from '../rules/commerce/popupResponses.ts';
import type { CatalogFacet } from '../rules/commerce/catalogFilters.ts';
import type { VisitorPayload } from '../rules/commerce/visitor.ts';
import type { ProductSortKey, SortDirection } from '../rules/commerce/productMenu.ts';

// The paths are one table in the storefront rules (the app and the search panel call them; this
// backend serves them): re-exported here as part of the contract.
export { API_PREFIX, apiPaths, withQuery, type ApiPathName } from '../rules/api.ts';
export { CLOSEST_LOCATION_TYPE } from '../rules/commerce/storeChooser.ts';

// ── Envelopes ──────────────────────────────────────────────────────────────────────────────────
/** A successful answer: statusCode 200 or 201 (or a top-level token, spec 7), data, an optional message. */
export interface ApiEnvelope<T> {
  statusCode: number;
  message?: string;
  token?: string;
  data: T;
}
/**
 * An answer as received, before the client judges it (spec 7 "Generic call behaviour"): any of the
 * success or failure fields may be there or missing.
 */
export type ReceivedEnvelope = Partial<ApiEnvelope<unknown>> & { error?: { data?: { message?: string } } };
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
export { productSortKeys, sortDirections, type ProductSortKey, type SortDirection } from '../rules/commerce/productMenu.ts';

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
  /** The catalogue facets (rules/commerce/catalogFilters.ts, FACET_API_FIELDS): any of the values. */
  strains?: string[];
  thc?: string[];
  cbd?: string[];
  effects?: string[];
  weights?: string[];
}
export interface ProductMenuRequest {
  retailerId?: string;
  filter?: ProductMenuFilter;
  search?: string;
  provider?: ProviderKind | string;
  menuType?: MenuType;
  pagination?: { offset: number; limit: number };
  sort?: { direction: SortDirection; key: ProductSortKey };
  /** Answer with each facet's values and counts (catalogue pages; trending and offers do not ask). */
  facets?: boolean;
}
export interface ProductMenuSuccess {
  statusCode: 200;
  menu: { products: Product[]; total: number; facets?: CatalogFacet[] };
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
/** The longest search text the API reads, and its 400 (rules/constants.ts: the search inputs use it as their maxLength). */
export { SEARCH_TEXT_MAX_LENGTH, SEARCH_TEXT_TOO_LONG_MESSAGE } from '../rules/constants.ts';

// ── Pop-up campaigns (spec 3, 4, 7) ────────────────────────────────────────────────────────────
// The enumerations, the visitor body and the response / subscription bodies are the storefront
// rules' (one definition, re-exported here); the campaign is the shape the CMS campaign parser reads
// (spec 3 "Popup campaign") plus the kind, status and action this backend filters on.
export {
  popupActions,
  popupKinds,
  popupButtonTypes,
  popupScheduleTypes,
  popupTriggerTypes,
  popupStatuses,
  popupVisitorResponses,
  popupResponseType,
  type PopupAction,
  type PopupKind,
  type PopupButtonType,
  type PopupScheduleType,
  type PopupTriggerType,
  type PopupStatus,
  type PopupVisitorResponse,
  type PopupResponseType,
} from '../rules/commerce/popups.ts';
export { popupTemplates, type PopupTemplate } from '../rules/navigation/variants.ts';
export type { PopupResponsePayload, PopupSubscriptionPayload } from '../rules/commerce/popupResponses.ts';
export type { VisitorPayload, VisitorReferrer } from '../rules/commerce/visitor.ts';

export interface PopupCampaign extends ParsedPopupCampaign {
  /** The stores that run it (this backend's; empty: every store). */
  retailerIds: string[];
  kind: PopupKind;
  status: PopupStatus;
  action: PopupAction;
}

export interface Visitor extends VisitorPayload {
  _id: string;
}
/** data.couponInfo {masterCode, codes} (spec 3 "Subscription result"), as this backend answers it. */
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
/** The signed-in user; the session is the HttpOnly `sf_session` cookie the answer sets (no token in the body). */
export type SignInResponse = ApiEnvelope<User>;
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
