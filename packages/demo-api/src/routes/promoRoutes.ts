/**
 * The cart's promo code over HTTP (issue 35, item 1): GET/POST/DELETE /api/cart/promo for a signed-in
 * shopper's cart or a guest's. The codes, the cart's applied one and the redemptions are kept by
 * routes/promoCodes.ts; this module reads the cart (routes/cart.ts), which in turn clears and moves
 * its code through promoCodes.ts, so neither imports the other in a circle.
 */
import {
  menuTypes,
  normalizePromoCode,
  PROMO_CODE_REQUIRED_MESSAGE,
  promoCodeProblem,
  type PromoCodeRecord,
} from '@storefront/components/rules';
import { ApiError, asObject, oneOf, ok, optionalString, type Route } from '../router.ts';
import { findRetailer } from './catalog.ts';
import { cartOwnerOf, lineRefsOf, openCartOwner, readCart } from './cart.ts';
import { cartPromoCode, clearCartPromoCode, findPromoCode, promoLinesOf, setCartPromoCode, termsOf, usedBy } from './promoCodes.ts';

/** The applied code as the API answers it: its terms, or null. */
const promoAnswer = (record: PromoCodeRecord | null) => ok({ promo: record ? termsOf(record) : null });

export const promoRoutes: Route[] = [
  {
    method: 'GET',
    pattern: '/api/cart/promo',
    handle: async (ctx) => {
      const owner = await cartOwnerOf(ctx);
      return promoAnswer(owner ? await cartPromoCode(ctx.db, owner) : null);
    },
  },
  {
    method: 'POST',
    pattern: '/api/cart/promo',
    handle: async (ctx) => {
      const body = asObject(ctx.body);
      const typed = optionalString(body, 'code', 60) ?? '';
      if (!typed.trim()) throw new ApiError(400, PROMO_CODE_REQUIRED_MESSAGE);
      const code = normalizePromoCode(typed);
      const retailerId = optionalString(body, 'retailerId', 200);
      const retailer = retailerId ? findRetailer(ctx, retailerId) : undefined;
      const menuType = body.menuType === undefined || body.menuType === null ? 'RECREATIONAL' : oneOf(body.menuType, menuTypes, 'menuType');
      // The cart's lines on the server; a guest whose cart lives in the browser sends them (`items`).
      const owner = await cartOwnerOf(ctx);
      const stored = owner ? (await readCart(ctx.db, owner)).items : [];
      const items = stored.length > 0 ? stored : lineRefsOf(body.items);
      if (items.length === 0) throw new ApiError(400, 'Your cart is empty.');
      const record = await findPromoCode(ctx.db, code);
      const problem = promoCodeProblem(record, {
        now: ctx.now(),
        shopperEmail: ctx.user?.email ?? null,
        usedByShopper: !!record && !!ctx.user && (await usedBy(ctx.db, record.code, ctx.user._id)),
        retailer: retailer ? { id: retailer.id, name: retailer.name } : null,
        lines: promoLinesOf(
          items.map((item) => ({
            product: ctx.catalog.products.find((p) => p.id === item.productId),
            option: item.option,
            quantity: item.quantity,
          })),
          menuType,
        ),
      });
      if (problem || !record) throw new ApiError(400, problem ?? PROMO_CODE_REQUIRED_MESSAGE);
      await setCartPromoCode(ctx.db, owner ?? (await openCartOwner(ctx)), record.code, ctx.now());
      return promoAnswer(record);
    },
  },
  {
    method: 'DELETE',
    pattern: '/api/cart/promo',
    handle: async (ctx) => {
      const owner = await cartOwnerOf(ctx);
      if (owner) await clearCartPromoCode(ctx.db, owner);
      return promoAnswer(null);
    },
  },
];
