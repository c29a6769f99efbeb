/**
 * The demo backend's content beyond the catalogue: the demo shopper and their account's history, the
 * pop-up campaigns, the search page's default CMS item. The content is fixture data
 * (@storefront/fixtures/demo, JSON); what stays here is how the API uses it: the demo password, the
 * feed dated at a given time, the campaigns' personal coupon codes.
 */
import type { NotificationItem, User, WishlistItem } from '@storefront/components/domain';
import type { CouponInfo } from '@storefront/components/api';
import { campaignCoupons, demoNotificationItems, demoUser, demoWishlist } from '@storefront/fixtures/demo';

export { campaignCoupons, defaultSearchPageCms, demoCampaigns, demoOrder, demoThreads, type DemoThread } from '@storefront/fixtures/demo';

/** The demo shopper (created by the seed): sign in with DEMO_USER.email and DEMO_PASSWORD. */
export const DEMO_USER: User = demoUser;
/** The demo shopper's password (README: the three commands). Change it, or drop the demo shopper, for a real shop. */
export const DEMO_PASSWORD = 'greenleaf-demo-2026';
/** scrypt hash of DEMO_PASSWORD (auth/password.ts format), so seeding needs no hashing; the password is public anyway. */
export const DEMO_PASSWORD_HASH = 'scrypt$32768$8$1$X9fD4I3xd0B2ZA9hRhs2ew$OukmABT1aOcF5YHNjC4euA7BY6BJHjF0i0tYB0aAiXQ';

export const DEFAULT_WISHLIST_NAME = 'My Wishlist';
export const seedWishlist: WishlistItem[] = demoWishlist;

/** Items older than this start out seen when no `seenAt` is given. */
const SEEN_AFTER_MS = 2 * 24 * 60 * 60_000;

/** The shopper's feed, dated relative to `now` so day grouping always shows Today, Yesterday and older. */
export function demoNotifications(now: number, seenAt: number | undefined): NotificationItem[] {
  return demoNotificationItems.map(({ ago, ...item }) => {
    const createdAt = now - ago;
    return {
      ...item,
      createdAt: new Date(createdAt).toISOString(),
      seen: seenAt !== undefined ? createdAt <= seenAt : ago > SEEN_AFTER_MS,
    };
  });
}

/** A stable 32-bit FNV-1a hash, formatted base-36. */
function hash36(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h.toString(36).toUpperCase().padStart(7, '0');
}

/** Same e-mail and campaign → same personal code. */
export function couponFor(campaignId: string, email: string): CouponInfo {
  const masterCode = campaignCoupons[campaignId] ?? 'THANKYOU';
  return { masterCode, codes: [`${masterCode}-${hash36(`${campaignId}:${email.toLowerCase()}`).slice(0, 6)}`] };
}
