/**
 * The storefront backend's tables, as Kysely types: ONE schema for SQLite (embedded default, and
 * sql.js in the browser's mock API) and PostgreSQL (scale-out). migrations.ts creates them.
 *
 * Conventions: ids are text (random, prefixed: 'ord_…'); times are epoch milliseconds (bigint in
 * PostgreSQL, read back as numbers); money is integer cents; structured values a row only stores
 * and returns (a cart line's product snapshot, a form's fields) are JSON text.
 */
import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';

export interface UsersTable {
  id: string;
  /** Lower-cased, trimmed: the unique sign-in key. */
  emailKey: string;
  email: string;
  firstName: string;
  lastName: string;
  phone: string;
  /** 'scrypt$N$r$p$salt$hash' (base64url parts), see auth/password.ts. */
  passwordHash: string;
  createdAt: number;
  updatedAt: number;
  /**
   * The role of a retailer's account: the site id (a CMS site, e.g. 'greenleaf') whose unpublished
   * CMS this account may preview on the storefront (storefront-app/server/previews.ts); null for a
   * shopper. Set by the seed for the demo retailers, never by sign-up.
   */
  retailerOf: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface SessionsTable {
  /** SHA-256 (hex) of the random token; the token itself is never stored. */
  tokenHash: string;
  userId: string;
  createdAt: number;
  expiresAt: number;
  lastSeenAt: number;
  userAgent: string;
}

/** A signed-in shopper's cart: one row per shopper, its version bumped on every change. */
export interface CartsTable {
  userId: string;
  version: number;
  updatedAt: number;
}
export interface CartLinesTable {
  userId: string;
  /** productId + '\u001f' + option: one line per product option. */
  lineKey: string;
  /** The CartItem snapshot (JSON) without its quantity. */
  item: string;
  quantity: number;
  position: number;
  updatedAt: number;
}

/**
 * A guest's cart (no account): like a signed-in cart, keyed by `cartId`, the SHA-256 (hex) of the
 * random id in the guest's `sf_cart` cookie (the id itself is never stored). Deleted when merged at
 * sign-in, or 30 days after its last change (routes/cart.ts).
 */
export interface GuestCartsTable {
  cartId: string;
  version: number;
  updatedAt: number;
}
export interface GuestCartLinesTable {
  cartId: string;
  lineKey: string;
  item: string;
  quantity: number;
  position: number;
  updatedAt: number;
}

export interface WishlistItemsTable {
  userId: string;
  slug: string;
  listName: string;
  createdAt: number;
}

export interface OrdersTable {
  id: string;
  /** Shopper-facing number, e.g. '10482'. */
  number: string;
  userId: string;
  retailerId: string;
  orderType: string;
  pricingType: string;
  status: string;
  subtotalCents: number;
  discountCents: number;
  taxCents: number;
  totalCents: number;
  /** Contact details and pickup/delivery choice (JSON). */
  details: string;
  /** The client's idempotency key: a retried 'Place order' never makes two orders. */
  requestKey: string;
  createdAt: number;
  updatedAt: number;
  /** Who cancelled a cancelled order: 'shopper' | 'store' (rules/commerce/orderLifecycle.ts). */
  cancelledBy: ColumnType<string | null, string | null | undefined, string | null>;
  /** The store's reason for cancelling, told to the shopper. */
  cancelReason: ColumnType<string | null, string | null | undefined, string | null>;
  /** The curbside shopper's vehicle and when they said "I'm here". */
  arrivalVehicle: ColumnType<string | null, string | null | undefined, string | null>;
  arrivedAt: ColumnType<number | null, number | null | undefined, number | null>;
}
/** The staff role (migration 0009): the stores an account works at (routes/staff.ts). */
export interface StaffStoresTable {
  userId: string;
  retailerId: string;
  createdAt: number;
}
export interface OrderLinesTable {
  orderId: string;
  position: number;
  productId: string;
  slug: string;
  name: string;
  option: string;
  quantity: number;
  unitPriceCents: number;
  /** The regular price when a deal applied (else equal to unitPriceCents). */
  regularPriceCents: number;
  lineTotalCents: number;
}
export interface OrderStatusHistoryTable {
  id: Generated<number>;
  orderId: string;
  status: string;
  note: string;
  at: number;
}

export interface TicketsTable {
  id: string;
  userId: string;
  subject: string;
  category: string;
  orderId: string | null;
  status: string;
  createdAt: number;
  updatedAt: number;
}
export interface TicketMessagesTable {
  id: string;
  ticketId: string;
  /** 'shopper' | 'staff' */
  author: string;
  body: string;
  createdAt: number;
}

export interface ChatThreadsTable {
  id: string;
  userId: string;
  retailerId: string;
  topic: string;
  createdAt: number;
  updatedAt: number;
}
export interface ChatMessagesTable {
  id: string;
  threadId: string;
  /** 'shopper' | 'store' */
  author: string;
  body: string;
  createdAt: number;
}

export interface NotificationsTable {
  id: string;
  userId: string;
  title: string;
  body: string;
  link: string;
  createdAt: number;
  seenAt: number | null;
}
export interface NotificationSettingsTable {
  userId: string;
  /** JSON: { email: boolean, sms: boolean, push: boolean, orderUpdates: boolean, deals: boolean }. */
  settings: string;
  updatedAt: number;
}
export interface DealsAlertsTable {
  id: string;
  userId: string;
  retailerId: string;
  /** What the alert follows: a category, a brand or a deal slug. */
  kind: string;
  value: string;
  createdAt: number;
}

export interface VisitorsTable {
  id: string;
  name: string;
  url: string;
  /** JSON VisitorReferrer. */
  referrer: string;
  unixTimeStamp: number;
  timezone: string;
  createdAt: number;
}
export interface PopupResponsesTable {
  id: string;
  responseType: string;
  popupCampaignId: string;
  popupTemplateType: string;
  visitorId: string;
  retailerId: string;
  unixTimeStamp: number;
  timezone: string;
  createdAt: number;
}
export interface SubscriptionsTable {
  id: string;
  emailKey: string;
  email: string;
  popupCampaignId: string;
  visitorId: string;
  retailerId: string;
  /** JSON CouponInfo (its codes). */
  couponInfo: string;
  createdAt: number;
}
export interface CheckoutsTable {
  id: string;
  retailerId: string;
  orderType: string;
  pricingType: string;
  userId: string | null;
  createdAt: number;
  expiresAt: number;
}
/** The latest abandoned-cart status per customer e-mail. */
export interface AbandonedCartsTable {
  emailKey: string;
  customerEmail: string;
  cartId: string;
  /** JSON list of the cart's items. */
  cartItems: string;
  abandonAfterMs: number;
  scheduledFor: number | null;
  updatedAt: number;
}
/** The latest abandoned-cart notification status per visitor. */
export interface CartNotificationsTable {
  visitorId: string;
  cartItemCount: number;
  abandonAfterMs: number;
  scheduledFor: number | null;
  updatedAt: number;
  /** The scheduledFor whose reminder the service worker has claimed (shown once); null = none yet. */
  notifiedFor: number | null;
}
/** E-mails waiting to be sent (abandoned-cart reminders …); a sender marks them sent. */
export interface EmailOutboxTable {
  id: string;
  /** One pending reminder per key (re-scheduling replaces it). */
  dedupeKey: string;
  toEmail: string;
  template: string;
  /** JSON. */
  payload: string;
  sendAfter: number;
  sentAt: number | null;
  cancelledAt: number | null;
  createdAt: number;
  /** 'email' | 'sms' (migration 0009): an SMS row's `toEmail` holds the phone number. */
  channel: ColumnType<string, string | undefined, string>;
}
export interface AdEventsTable {
  id: Generated<number>;
  adId: string;
  /** 'impression' | 'click' */
  kind: string;
  placement: string;
  visitorId: string;
  retailerId: string;
  at: number;
}
export interface SubmissionsTable {
  id: string;
  /** 'contact' | 'career' */
  kind: string;
  /** JSON of the form's fields. */
  fields: string;
  createdAt: number;
}
export interface UploadsTable {
  id: string;
  submissionId: string;
  fieldName: string;
  fileName: string;
  /** Path under the data folder's uploads/. */
  storedPath: string;
  contentType: string;
  size: number;
  createdAt: number;
}
/**
 * An upload's bytes (db/files.node.ts databaseFileStore), keyed by `uploads.storedPath`: in the
 * shared database, so every instance reads what any of them received.
 */
export interface UploadFilesTable {
  storedPath: string;
  /** A Buffer from both drivers (blob in SQLite, bytea in PostgreSQL). */
  bytes: Uint8Array;
  size: number;
  createdAt: number;
}
/** Fixed-window counters for rate limits, shared by every instance. */
export interface RateLimitsTable {
  key: string;
  windowStart: number;
  count: number;
}
/** Seeded catalogue and CMS documents (collection 'cms', 'products', …), read through the API. */
export interface DocumentsTable {
  collection: string;
  id: string;
  body: string;
  updatedAt: number;
}

/** A store's quantity of a product's option (stock.ts): taken by orders, put back by cancellations. */
export interface StockTable {
  retailerId: string;
  productId: string;
  option: string;
  quantity: number;
  updatedAt: number;
}
/** A private CMS preview (storefront-app/server/previews.ts): the checked CMS JSON, until it expires. */
export interface CmsPreviewsTable {
  id: string;
  json: string;
  /** Each use moves it on by the preview's lifetime (the least recently used go first). */
  expiresAt: number;
}

/** The readiness check's write (demo-api server.ts databaseReady): one row per instance. */
export interface ReadinessProbesTable {
  instance: string;
  checkedAt: number;
}
/** Secrets the servers generate once and share through the database (the preview links' key). */
export interface ServerSecretsTable {
  name: string;
  value: string;
  createdAt: number;
}

/** A sign-in link's token, kept only as its SHA-256 (routes/signInLink.ts); usedAt set once. */
export interface SignInLinksTable {
  tokenHash: string;
  userId: string;
  createdAt: number;
  expiresAt: number;
  usedAt: number | null;
}
/** A password reset link's token (routes/passwordReset.ts): the same shape as a sign-in link's, a table of its own. */
export type PasswordResetsTable = SignInLinksTable;

/** A promo code (routes/promoCodes.ts; rules/commerce/promoCodes.ts its terms): a house code, or a pop-up's personal code. */
export interface PromoCodesTable {
  /** Upper case. */
  code: string;
  /** PERCENT_ORDER, PERCENT_CATEGORY, AMOUNT_OFF. */
  kind: string;
  percent: number | null;
  amountCents: number | null;
  minSubtotalCents: number | null;
  /** JSON list of categories (PERCENT_CATEGORY). */
  categories: string;
  /** JSON list of store ids; empty: every store. */
  retailerIds: string;
  /** The e-mail a personal code was sent to (lower case), or null: any shopper. */
  emailKey: string | null;
  expiresAt: number | null;
  /** 'house', or the pop-up campaign that issued it. */
  source: string;
  createdAt: number;
}
/** The code a cart has applied: one per cart, the owner as routes/cart.ts names it ('user' | 'guest', id). */
export interface CartPromoCodesTable {
  ownerKind: string;
  ownerId: string;
  code: string;
  appliedAt: number;
}
/** One use of a code per shopper (primary key code + userId), with the order's discount line. */
export interface PromoRedemptionsTable {
  code: string;
  userId: string;
  /** The order's requestKey: (userId, requestKey) names the order. */
  requestKey: string;
  label: string;
  amountCents: number;
  createdAt: number;
}

/** The orders a store's pickup or delivery slot holds (routes/slots.ts): taken only while below the store's places. */
export interface SlotBookingsTable {
  retailerId: string;
  /** The slot's ISO instant. */
  slot: string;
  taken: number;
  updatedAt: number;
}

export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  carts: CartsTable;
  cartLines: CartLinesTable;
  guestCarts: GuestCartsTable;
  guestCartLines: GuestCartLinesTable;
  wishlistItems: WishlistItemsTable;
  orders: OrdersTable;
  orderLines: OrderLinesTable;
  orderStatusHistory: OrderStatusHistoryTable;
  staffStores: StaffStoresTable;
  tickets: TicketsTable;
  ticketMessages: TicketMessagesTable;
  chatThreads: ChatThreadsTable;
  chatMessages: ChatMessagesTable;
  notifications: NotificationsTable;
  notificationSettings: NotificationSettingsTable;
  dealsAlerts: DealsAlertsTable;
  visitors: VisitorsTable;
  popupResponses: PopupResponsesTable;
  subscriptions: SubscriptionsTable;
  checkouts: CheckoutsTable;
  abandonedCarts: AbandonedCartsTable;
  cartNotifications: CartNotificationsTable;
  emailOutbox: EmailOutboxTable;
  adEvents: AdEventsTable;
  submissions: SubmissionsTable;
  uploads: UploadsTable;
  uploadFiles: UploadFilesTable;
  rateLimits: RateLimitsTable;
  documents: DocumentsTable;
  stock: StockTable;
  slotBookings: SlotBookingsTable;
  cmsPreviews: CmsPreviewsTable;
  readinessProbes: ReadinessProbesTable;
  serverSecrets: ServerSecretsTable;
  signInLinks: SignInLinksTable;
  passwordResets: PasswordResetsTable;
  promoCodes: PromoCodesTable;
  cartPromoCodes: CartPromoCodesTable;
  promoRedemptions: PromoRedemptionsTable;
}

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type OrderRow = Selectable<OrdersTable>;
