/**
 * What an order costs, priced on the server from the catalogue (a client's prices are never
 * trusted) with the storefront's one pricing function (rules/commerce/pricing.ts): each option at
 * its menu's price list and the best special running at the store now, bundle deals over the whole
 * cart, the state's taxes (rules/commerce/taxesAndLimits.ts) on what is paid, and the total. The
 * purchase limits of the state and menu are checked again here. Amounts are stored in integer cents.
 */
import {
  limitUsage,
  notSoldAtMessage,
  priceCart,
  priceOption,
  purchaseLimitMessage,
  purchaseLimitsFor,
  runningSpecials,
  specialsCovering,
  taxRatesFor,
} from '@storefront/components/rules';
import type { MenuType, Product, Retailer } from '@storefront/components/domain';
import type { OrderLinesTable } from '../db/schema.ts';
import { ApiError, type RouteContext } from '../router.ts';

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
      quantity: request.quantity,
      regular: price.regular,
      price: price.price,
    })),
    { bundles, tax: taxRatesFor(retailer.addressObject.state, pricingType) },
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
  };
}
