/**
 * Abandoned-cart e-mail and notification, spec 3 ("Abandoned cart"), 4 ("Abandoned-cart e-mail",
 * "Abandoned-cart notification") and 7 (the two status bodies). Timers (5 s debounce, 1 s delay,
 * hourly cleanup) belong to the caller; these functions decide.
 */
import { ABANDONED_CART_RECORD_EXPIRY_MS } from '../constants.ts';
import type { MenuType, OrderType, ProviderKind } from '../constants.ts';

/** The slice of a cart item the fingerprint reads. */
export interface FingerprintItem {
  productId: string;
  option?: string | null;
  quantity: number;
}

/** 32-bit FNV-1a over the string's UTF-16 code units, as an unsigned base-36 string (ours). */
export function fnv1aHash(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(36);
}

const entryOf = (item: FingerprintItem): string => `${item.productId}:${item.option ?? ''}:${item.quantity}`;

/**
 * 'cart_{hash}_{item count}': the "productId:option:quantity" entries sorted, joined with '|',
 * hashed with fnv1aHash. The item count is the number of cart lines. Independent of item order.
 */
export function cartFingerprint(items: readonly FingerprintItem[]): string {
  const entries = items.map(entryOf).sort();
  return `cart_${fnv1aHash(entries.join('|'))}_${items.length}`;
}

/** True when any product/option's quantity differs between the two carts (a missing line is 0). */
export function cartQuantitiesChanged(previous: readonly FingerprintItem[], next: readonly FingerprintItem[]): boolean {
  const quantities = (items: readonly FingerprintItem[]) => {
    const map = new Map<string, number>();
    for (const item of items) {
      const key = `${item.productId}:${item.option ?? ''}`;
      map.set(key, (map.get(key) ?? 0) + item.quantity);
    }
    return map;
  };
  const before = quantities(previous);
  const after = quantities(next);
  const keys = new Set([...before.keys(), ...after.keys()]);
  return [...keys].some((key) => (before.get(key) ?? 0) !== (after.get(key) ?? 0));
}

// ── Local records ──
export interface AbandonedCartRecord {
  cartId: string;
  emailScheduled: boolean;
  /** Epoch ms of the last write. */
  timestamp: number;
}
export type AbandonedCartRecords = Readonly<Record<string, AbandonedCartRecord>>;

export const ANONYMOUS_RECORD_KEY = 'anonymous';

/** The record key: the e-mail, trimmed and lower-cased (ours), or 'anonymous'. */
export function abandonedCartRecordKey(email: string | null | undefined): string {
  return (email ?? '').trim().toLowerCase() || ANONYMOUS_RECORD_KEY;
}

/** Removes the records of other e-mails: keeps the current e-mail's record and 'anonymous'. */
export function removeOtherEmailRecords(
  records: AbandonedCartRecords,
  email: string | null | undefined,
): Record<string, AbandonedCartRecord> {
  const keep = abandonedCartRecordKey(email);
  return Object.fromEntries(Object.entries(records).filter(([key]) => key === keep || key === ANONYMOUS_RECORD_KEY));
}

/** Drops records older than 24 h (ABANDONED_CART_RECORD_EXPIRY_MS); exactly 24 h is kept. Unreadable timestamps are dropped. */
export function purgeExpiredAbandonedCartRecords(records: AbandonedCartRecords, now: number): Record<string, AbandonedCartRecord> {
  return Object.fromEntries(
    Object.entries(records).filter(
      ([, record]) => Number.isFinite(record.timestamp) && now - record.timestamp <= ABANDONED_CART_RECORD_EXPIRY_MS,
    ),
  );
}

// ── Scheduling decision ──
export type AbandonedCartDecision =
  | { action: 'none' }
  | { action: 'skip'; cartId: string }
  | { action: 'clear'; record: null }
  | { action: 'schedule'; cartId: string; record: AbandonedCartRecord };

/**
 * What to do once the 5 s debounce after a cart change has run:
 * - campaign inactive, or no user e-mail → 'none';
 * - cart empty: 'clear' (post the status to clear the stored cart, reset the record) when the
 *   record shows the cart had items (it has a cartId), else 'none';
 * - on the cart-abandonment page with no quantity change against `previousItems` → 'skip';
 * - an e-mail already scheduled for the same fingerprint → 'skip';
 * - otherwise 'schedule': post the status and store {cartId, emailScheduled: true, timestamp: now}.
 */
export function abandonedCartDecision(input: {
  campaignActive: boolean;
  email?: string | null;
  items: readonly FingerprintItem[];
  record?: AbandonedCartRecord | null;
  now: number;
  onAbandonmentPage?: boolean;
  previousItems?: readonly FingerprintItem[];
}): AbandonedCartDecision {
  if (!input.campaignActive || !(input.email ?? '').trim()) return { action: 'none' };
  if (input.items.length === 0) return input.record?.cartId ? { action: 'clear', record: null } : { action: 'none' };
  const cartId = cartFingerprint(input.items);
  if (input.onAbandonmentPage && !cartQuantitiesChanged(input.previousItems ?? [], input.items)) {
    return { action: 'skip', cartId };
  }
  if (input.record?.emailScheduled && input.record.cartId === cartId) return { action: 'skip', cartId };
  return { action: 'schedule', cartId, record: { cartId, emailScheduled: true, timestamp: input.now } };
}

// ── Status bodies (spec 7) ──
export interface AbandonedCartStatusBody<I = unknown> {
  abandonAfterMs: number;
  customerEmail: string;
  cartItems: I[];
  firstName: string;
  lastName: string;
  fullName: string;
  mobile: string;
  cartId: string;
  checkoutId: string;
  retailerId: string;
  provider: ProviderKind;
  orderType: OrderType;
  menuType: MenuType;
  token: string;
  userId: string;
}

type Optional<T> = T | null | undefined;

/**
 * The e-mail status body, in the spec's field order. Missing text fields read ''. To clear the
 * stored cart, pass the empty item list (the cartId is the caller's: '' or the last one).
 */
export function abandonedCartStatusBody<I>(input: {
  abandonAfterMs: number;
  customerEmail: string;
  cartItems: readonly I[];
  firstName?: Optional<string>;
  lastName?: Optional<string>;
  fullName?: Optional<string>;
  mobile?: Optional<string>;
  cartId: string;
  checkoutId?: Optional<string>;
  retailerId: string;
  provider: ProviderKind;
  orderType: OrderType;
  menuType: MenuType;
  token?: Optional<string>;
  userId?: Optional<string>;
}): AbandonedCartStatusBody<I> {
  return {
    abandonAfterMs: input.abandonAfterMs,
    customerEmail: input.customerEmail.trim(),
    cartItems: [...input.cartItems],
    firstName: input.firstName ?? '',
    lastName: input.lastName ?? '',
    fullName: input.fullName ?? '',
    mobile: input.mobile ?? '',
    cartId: input.cartId,
    checkoutId: input.checkoutId ?? '',
    retailerId: input.retailerId,
    provider: input.provider,
    orderType: input.orderType,
    menuType: input.menuType,
    token: input.token ?? '',
    userId: input.userId ?? '',
  };
}

/** The notification status call: POST {statusPath}/{visitorId} with {cartItemCount, abandonAfterMs}. */
export function abandonedCartNotificationRequest(input: {
  statusPath: string;
  visitorId: string;
  cartItemCount: number;
  abandonAfterMs: number;
}): { path: string; body: { cartItemCount: number; abandonAfterMs: number } } {
  return {
    path: `${input.statusPath.replace(/\/+$/, '')}/${encodeURIComponent(input.visitorId)}`,
    body: { cartItemCount: input.cartItemCount, abandonAfterMs: input.abandonAfterMs },
  };
}

/**
 * Send the notification (1 s after the counter changes) only when all hold: the counter differs
 * from the last sent value; notification settings are active; the count is above 0; a visitor id
 * exists; browser notification permission is 'granted'. The caller then stores the sent count.
 */
export function shouldSendCartNotification(input: {
  cartCount: number;
  lastSentCount?: number | null;
  settingsActive: boolean;
  visitorId?: string | null;
  permission: NotificationPermission | string;
}): boolean {
  return (
    input.cartCount !== input.lastSentCount &&
    input.settingsActive &&
    input.cartCount > 0 &&
    (input.visitorId ?? '').trim() !== '' &&
    input.permission === 'granted'
  );
}
