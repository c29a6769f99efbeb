/** Checkout creation (spec 4): a checkout for a store, its order and menu type, valid for a day. */
import { menuTypes, orderTypes } from '@storefront/components/rules';
import { type Checkout } from '@storefront/components/api';
import { enforce, LIMITS } from '../auth/rateLimit.ts';
import { ApiError, asObject, newId, oneOf, requiredString, type Route } from '../router.ts';
import { findRetailer } from './catalog.ts';
import { ENGAGEMENT_LIMITS } from './engagementFields.ts';

const CHECKOUT_LIFETIME_MS = 24 * 60 * 60 * 1000;

export const checkoutRoutes: Route[] = [
  {
    method: 'POST',
    pattern: '/api/checkout',
    handle: async (ctx) => {
      const body = asObject(ctx.body);
      const retailerId = requiredString(body, 'retailerId', 'retailerId', ENGAGEMENT_LIMITS.id);
      const retailer = findRetailer(ctx, retailerId);
      if (!retailer) throw new ApiError(404, `Retailer "${retailerId}" was not found.`);
      const orderType = oneOf(body.orderType, orderTypes, 'orderType');
      const pricingType = oneOf(body.pricingType, menuTypes, 'pricingType');
      if (!retailer.menuTypes.includes(pricingType)) throw new ApiError(400, `${retailer.name} does not offer a ${pricingType} menu.`);
      const createdAt = ctx.now();
      // A guest's checkouts are limited per address; a signed-in shopper's are not, so a store's crowd
      // behind one NAT never loses a sale to the limit (and their sign-ups are limited already).
      if (ctx.ip && !ctx.user) await enforce(ctx.db, LIMITS.checkoutsPerAddress, ctx.ip, createdAt);
      const checkout: Checkout = {
        checkoutId: newId('chk'),
        retailerId: retailer.id,
        orderType,
        pricingType,
        createdAt,
        expiresAt: createdAt + CHECKOUT_LIFETIME_MS,
      };
      await ctx.db
        .insertInto('checkouts')
        .values({
          id: checkout.checkoutId,
          retailerId: checkout.retailerId,
          orderType,
          pricingType,
          userId: ctx.user?._id ?? null,
          createdAt,
          expiresAt: checkout.expiresAt,
        })
        .execute();
      return { status: 201, json: { statusCode: 201, message: 'Checkout created.', data: checkout } };
    },
  },
];
