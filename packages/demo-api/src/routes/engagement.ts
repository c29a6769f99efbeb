/**
 * Pop-up campaigns (visitors, responses, subscriptions and their coupon codes: popups.ts),
 * abandoned-cart status calls with the reminder e-mail outbox (abandonedCart.ts), and checkout
 * creation (checkout.ts), spec 4 and 7, kept in the database. Their fields' limits are in
 * engagementFields.ts: a 900 kB visitor post answers 400 naming its field and keeps nothing.
 */
import type { Route } from '../router.ts';
import { abandonedCartRoutes } from './abandonedCart.ts';
import { checkoutRoutes } from './checkout.ts';
import { popupRoutes } from './popups.ts';

export { ENGAGEMENT_LIMITS } from './engagementFields.ts';
export {
  ABANDONED_CART_TEMPLATE,
  abandonedCartDedupeKey,
  GUEST_REMINDER_MESSAGE,
  OTHER_EMAIL_REMINDER_MESSAGE,
  SIGN_IN_FOR_REMINDER_MESSAGE,
} from './abandonedCart.ts';

export const engagementRoutes: Route[] = [...popupRoutes, ...abandonedCartRoutes, ...checkoutRoutes];
