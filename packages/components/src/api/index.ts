/**
 * '@storefront/components/api': the storefront's one API layer, shared by the app (pages, route
 * loaders, its server), the widgets, the stories and the demo backend.
 *
 *   contract   the wire types (paths, bodies, envelopes), the demo backend serves them
 *   schemas    run-time checks of answers against the contract
 *   client     the one HTTP client (spec 7 generic call behaviour), configured with configureApi
 *   queries    one query-options factory per resource: `useQuery(productQuery(slug))`,
 *              `queryClient.ensureQueryData(retailersQuery())`
 */
export * from './contract.ts';
export {
  configureApi,
  resetApiConfig,
  apiSettings,
  apiUrl,
  DEFAULT_TIMEOUT_MS,
  DEFAULT_RETRY_DELAY_MS,
  type ApiOptions,
  type ApiSettings,
  type UnauthorizedEvent,
} from './transport.ts';
export {
  api,
  ApiError,
  request,
  requestSingle,
  requestList,
  requestPage,
  GENERIC_FAILURE_MESSAGE,
  TIMEOUT_MESSAGE,
  NETWORK_FAILURE_MESSAGE,
  MALFORMED_ANSWER_MESSAGE,
  type ApiErrorKind,
  type CallOptions,
  type CallResult,
  type Method,
  type RequestOptions,
  type SendOptions,
} from './client.ts';
export {
  billingAddressToSave,
  failureMessage,
  isSuccess,
  PAGINATED_FALLBACK_TOTAL,
  readPaginated,
  readSingle,
  successMessage,
  toFormData,
  type Page,
  type SingleFetchKind,
  type SingleReadMode,
} from './envelope.ts';
export {
  brandSchema,
  categorySchema,
  check,
  cmsEnvelopeSchema,
  entity,
  envelopeOf,
  notificationsSchema,
  pageOf,
  productMenuSchema,
  productSchema,
  retailerSchema,
  searchSuggestionResultSchema,
  signInSchema,
  singleOf,
  specialSchema,
  userSchema,
  wishlistRowSchema,
  type CheckResult,
  type EntityShape,
} from './schemas.ts';
export { contract, contracts, loadSchemas, schemaOf, type Contract, type SchemaOf } from './contracts.ts';
export { adServeAnswerSchema } from './schemas.ts';
export { QUERY_RETRIES, STALE_MS, queryRetries, retryQuery, retryDelay, withRetries, type ApiQueryMeta } from './queryPolicy.ts';
export { queryKeys, type BrandsFilter, type SearchSuggestionsParams } from './keys.ts';
export { LIST_LIMIT } from './listLimit.ts';
export { cmsQuery, sitePagesQuery, type CmsPayload } from './cms.ts';
export { retailersQuery } from './retailers.ts';
export {
  productMenuQuery,
  productMenuRequest,
  trendingProductsMenu,
  emptyProductMenu,
  type ProductMenu,
  type ProductMenuQuery,
} from './productMenu.ts';
export { productQuery } from './product.ts';
export { brandsQuery, brandListEntry } from './brands.ts';
export { categoriesQuery, customCategoriesQuery } from './categories.ts';
export { specialsQuery, specialQuery } from './specials.ts';
export {
  wishlistsQuery,
  notificationsQuery,
  signIn,
  requestSignInLink,
  consumeSignInLink,
  signUp,
  signOut,
  wishlistsOf,
  type SignUpPayload,
  readNotificationsSummary,
  type WishlistSummary,
  type NotificationsSummary,
  addToList,
  removeFromList,
  SAVE_FOR_LATER_LIST,
} from './account.ts';
export { searchSuggestionsQuery, searchSuggestionsUrl } from './search.ts';
export { serverCart, type CartMenu, type ServerCart } from './cart.ts';
export { cartPromo, type CartPromoAnswer } from './promoCodes.ts';
export { checkDeliveryAddress, type DeliveryCheckResult, type DeliveryOption } from './delivery.ts';
export { nextSlotsOf, storeSlotsQuery, type StoreSlots } from './slots.ts';
export {
  addDealsAlert,
  dealsAlertsQuery,
  markAllNotificationsSeen,
  markNotificationRead,
  notificationFeedQuery,
  notificationSettingsQuery,
  removeDealsAlert,
  saveNotificationSettings,
  type DealsAlert,
} from './notifications.ts';
export { changePassword, closeAccount, exportAccount, updateProfile } from './profile.ts';
export {
  createThread,
  replyToThread,
  threadQuery,
  threadsQuery,
  type NewThread,
  type Thread,
  type ThreadMessage,
  type ThreadSummary,
} from './threads.ts';
export {
  cancelOrder,
  orderQuery,
  ordersQuery,
  placeOrder,
  purchasesQuery,
  sayImHere,
  type OrderLine,
  type OrderSummary,
  type PlaceOrderRequest,
  type PlacedOrder,
} from './orders.ts';
export {
  advanceStaffOrder,
  cancelStaffOrder,
  markStaffLineUnavailable,
  staffApiPaths,
  staffBoardQuery,
  staffQueryKeys,
  type StaffBoardAnswer,
  type StaffBoardOrder,
} from './staff.ts';
export {
  sendContactMessage,
  sendCareerApplication,
  CONTACT_SENT_MESSAGE,
  APPLICATION_SENT_MESSAGE,
  type ContactMessage,
  type CareerApplication,
} from './forms.ts';
export { postAbandonedCartNotificationStatus, postAbandonedCartStatus } from './abandonedCart.ts';
// The pop-up campaign calls are '@storefront/components/api/popups' (popups.ts), not re-exported here:
// their campaign parser builds its schema when loaded, which would put it in every page's first load.
export {
  adServePath,
  adsQuery,
  recordAdEvent,
  type AdCreative,
  type AdEvent,
  type AdServeAnswer,
  type BannerCreative,
  type ProductCreative,
} from './ads.ts';
