/**
 * What an order costs, priced on the server from the catalogue (a client's prices are never
 * trusted) with the storefront's one pricing function (rules/commerce/pricing.ts): each option at
 * its menu's price list and the best special running at the store now, bundle deals over the whole
 * cart, the state's taxes (rules/commerce/taxesAndLimits.ts) on what is paid, and the total. The
 * purchase limits of the state and menu are checked again here. Amounts are stored in integer cents.
 * With the cart's promo code (routes/promoCodes.ts), the same function prices the code's discount
 * line, and placing the order records the code's one use by the shopper (priceOrderWithPromo).
 */
import {
  limitUsage,
  notSoldAtMessage,
  priceCart,
  priceOption,
  PROMO_CODE_USED_MESSAGE,
  promoCodeProblem,
  purchaseLimitMessage,
  purchaseLimitsFor,
  runningSpecials,
  specialsCovering,
  taxRatesFor,
  type PromoCodeTerms,
  type PromoDiscountLine,
} from '@storefront/components/rules';
import type { MenuType, Product, Retailer, User } from '@storefront/components/domain';
import type { Kysely, Transaction } from 'kysely';
import type { Database, OrderLinesTable } from '../db/schema.ts';
import { ApiError, type RouteContext } from '../router.ts';
import { userCart } from './cart.ts';
import { cartPromoCode, promoLinesOf, termsOf, usedBy } from './promoCodes.ts';

export const toCents = (dollars: number): number => Math.round(dollars * 100);

/** An order line as stored, without its order: what priceLine computes. */
export type PricedLine = Omit<OrderLinesTable, 'orderId' | 'position'>;

/** A cart line to price: the product (undefined when it left the catalogue), option and quantity. */
export interface LineRequest {
  product: Product | undefined;
  option: string;
  quantity: number;
  /** How the shopper knows it (for the message when it can't be sold). */
  label: string;
}

export interface PricedOrder {
  lines: PricedLine[];
  subtotalCents: number;
  discountCents: number;
  taxCents: number;
  totalCents: number;
  /** The promo code's discount line (part of discountCents), when the cart has a code. */
  promo?: PromoDiscountLine | null;
}

function sellable(request: LineRequest, pricingType: MenuType, retailer: Retailer) {
  const { product, option: optionName, label } = request;
  if (!product || !product.isActive) throw new ApiError(400, `${label} is no longer available. Please remove it from your cart.`);
  if (!product.retailerIds.includes(retailer.id)) throw new ApiError(400, notSoldAtMessage(product.productName, retailer.name));
  if (!product.menuTypes.includes(pricingType))
    throw new ApiError(400, `${product.productName} is not on the ${pricingType.toLowerCase()} menu.`);
  const option = product.options.find((o) => o.option === optionName);
  if (!option) throw new ApiError(400, `${product.productName} (${optionName}) is no longer available. Please remove it from your cart.`);
  return { product, option };
}

/**
 * Prices the cart for an order at `retailer` on `pricingType`'s menu at `now`: 400 for a line that
 * can't be sold there, 400 with the limit's message when the cart passes a purchase limit.
 */
export function priceOrder(
  ctx: RouteContext,
  requests: readonly LineRequest[],
  retailer: Retailer,
  pricingType: MenuType,
  now: Date,
  promo: PromoCodeTerms | null = null,
): PricedOrder {
  const running = runningSpecials(ctx.catalog.specials, { retailerId: retailer.id, now, timeZone: retailer.timezone });
  const items = requests.map((request) => {
    const { product, option } = sellable(request, pricingType, retailer);
    const specials = specialsCovering(product, running);
    return { request, product, option, price: priceOption({ option, menuType: pricingType, specials }) };
  });

  const over = limitUsage(
    items.map(({ product, option, request }) => ({
      category: product.category,
      weight: option.weight,
      thc: product.thc,
      quantity: request.quantity,
    })),
    purchaseLimitsFor(retailer.addressObject.state, pricingType),
  ).find((use) => use.over);
  if (over) throw new ApiError(400, `${purchaseLimitMessage(over)} Please lower a quantity.`);

  const bundles = running.filter((s) => s.discount?.kind === 'BUNDLE');
  const cart = priceCart(
    items.map(({ product, price, request }) => ({
      slug: product.slug,
      category: product.category,
      quantity: request.quantity,
      regular: price.regular,
      price: price.price,
    })),
    { bundles, tax: taxRatesFor(retailer.addressObject.state, pricingType), promo },
  );
  const lines = items.map(({ product, option, price, request }, index) => ({
    productId: product.id,
    slug: product.slug,
    name: product.productName,
    option: option.option,
    quantity: request.quantity,
    unitPriceCents: toCents(price.price),
    regularPriceCents: toCents(price.regular),
    lineTotalCents: toCents(cart.lines[index]?.lineTotal ?? price.price * request.quantity),
  }));
  return {
    lines,
    subtotalCents: toCents(cart.subtotal),
    discountCents: toCents(cart.discount),
    taxCents: toCents(cart.taxTotal),
    totalCents: toCents(cart.total),
    ...(cart.promo ? { promo: cart.promo } : {}),
  };
}

type Db = Kysely<Database> | Transaction<Database>;

/**
 * The order's pricing inside its placing transaction (routes/orders.ts), with the shopper's cart's
 * promo code: the code is checked again (400 with its message: expired since it was applied, another
 * e-mail's, the store, the cart), priced by priceOrder, and its use recorded with the order's
 * discount line under the order's (user, requestKey). The redemption's unique (code, user) key
 * refuses a second use, also when two orders are placed at once (409; that order's transaction rolls back).
 */
export async function priceOrderWithPromo(
  trx: Db,
  ctx: RouteContext,
  order: { user: User; requestKey: string; requests: readonly LineRequest[]; retailer: Retailer; pricingType: MenuType; now: number },
): Promise<Omit<PricedOrder, 'promo'>> {
  const { user, requestKey, requests, retailer, pricingType, now } = order;
  const record = await cartPromoCode(trx, userCart(user._id));
  if (record) {
    const problem = promoCodeProblem(record, {
      now,
      shopperEmail: user.email,
      usedByShopper: await usedBy(trx, record.code, user._id),
      retailer: { id: retailer.id, name: retailer.name },
      lines: promoLinesOf(requests, pricingType),
    });
    if (problem) throw new ApiError(problem === PROMO_CODE_USED_MESSAGE ? 409 : 400, problem);
  }
  const { promo, ...priced } = priceOrder(ctx, requests, retailer, pricingType, new Date(now), record ? termsOf(record) : null);
  // A code that saves nothing here (the deals are better on every line) is not used up.
  if (record && promo && promo.amount > 0) {
    const inserted = await trx
      .insertInto('promoRedemptions')
      .values({ code: record.code, userId: user._id, requestKey, label: promo.label, amountCents: toCents(promo.amount), createdAt: now })
      .onConflict((oc) => oc.columns(['code', 'userId']).doNothing())
      .executeTakeFirst();
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) throw new ApiError(409, PROMO_CODE_USED_MESSAGE);
  }
  return priced;
}

/** An order's promo code discount line (its redemption), or null. */
export async function orderPromoLine(db: Db, order: { userId: string; requestKey: string }): Promise<PromoDiscountLine | null> {
  const row = await db
    .selectFrom('promoRedemptions')
    .select(['code', 'label', 'amountCents'])
    .where('userId', '=', order.userId)
    .where('requestKey', '=', order.requestKey)
    .executeTakeFirst();
  return row ? { code: row.code, label: row.label, amount: Number(row.amountCents) / 100 } : null;
}
