/** In-memory state of one demo API instance (visitors, responses, subscriptions, checkouts, sessions…). */
import type { WishlistItem } from '@storefront/components/domain';
import type { AbandonedCartNotificationPayload, AbandonedCartStatusPayload, Checkout, CouponInfo, PopupResponsePayload, Visitor } from '@storefront/components/api';
import { DEMO_TOKEN, DEMO_USER, seedWishlist } from './demoData.ts';

export interface Subscription {
  _id: string;
  email: string;
  popupCampaignId: string;
  visitorId: string;
  retailerId: string;
  couponInfo: CouponInfo;
  createdAt: number;
}

export interface DemoStore {
  visitors: Map<string, Visitor>;
  popupResponses: Array<PopupResponsePayload & { _id: string }>;
  subscriptions: Subscription[];
  checkouts: Map<string, Checkout>;
  /** Latest abandoned-cart status by customer e-mail. */
  abandonedCarts: Map<string, AbandonedCartStatusPayload & { updatedAt: number; scheduledFor: number | null }>;
  /** Latest abandoned-cart notification status by visitor id. */
  cartNotifications: Map<string, AbandonedCartNotificationPayload & { updatedAt: number }>;
  /** Session token → user id. */
  sessions: Map<string, string>;
  /** User id → wishlist items. */
  wishlists: Map<string, WishlistItem[]>;
  /** User id → time (ms) all notifications were marked seen. */
  notificationsSeenAt: Map<string, number>;
  sequence: number;
}

export function createStore(): DemoStore {
  return {
    visitors: new Map(),
    popupResponses: [],
    subscriptions: [],
    checkouts: new Map(),
    abandonedCarts: new Map(),
    cartNotifications: new Map(),
    sessions: new Map([[DEMO_TOKEN, DEMO_USER._id]]),
    wishlists: new Map([[DEMO_USER._id, seedWishlist.map((item) => ({ ...item }))]]),
    notificationsSeenAt: new Map(),
    sequence: 0,
  };
}

/** Deterministic ids per store: 'visitor-000001', 'checkout-000002', … */
export function nextId(store: DemoStore, prefix: string): string {
  store.sequence += 1;
  return `${prefix}-${String(store.sequence).padStart(6, '0')}`;
}
