/**
 * What an order costs, priced on the server from the catalogue (a client's prices are never
 * trusted): the option's price, or its special price while the product is in a special; the
 * subtotal, the deal discount, the tax and the total, all in integer cents.
 *
 * Each option has a recreational and (on medical menus) a medical price list; the order's menu type
 * picks the list through the storefront's own rule (menuOptionPrices). Issue 11 brings the one
 * pricing function for specials' kinds; this module is where the server will call it.
 *
 * Tax: the demo retailers carry no tax rate, so the rate comes from the state (ours, the adult-use
 * excise plus state sales tax as published in 2026, rounded; a real deployment reads the POS):
 * MI 16 %, AZ 21.6 %, CO 17.9 %, AR 6.5 % (medical only; sales tax), otherwise 10 %.
 * Medical orders pay the state sales tax only (MI 6 %, AZ 6.6 %, CO 2.9 %, AR 6.5 %, else 6 %).
 */
import { menuOptionPrices } from '@storefront/components/rules';
import type { MenuType, Product, Retailer } from '@storefront/components/domain';
import type { OrderLinesTable } from '../db/schema.ts';
import { ApiError } from '../router.ts';

export const STATE_TAX_RATES: Record<string, { RECREATIONAL: number; MEDICAL: number }> = {
  MI: { RECREATIONAL: 0.16, MEDICAL: 0.06 },
  AZ: { RECREATIONAL: 0.216, MEDICAL: 0.066 },
  CO: { RECREATIONAL: 0.179, MEDICAL: 0.029 },
  AR: { RECREATIONAL: 0.065, MEDICAL: 0.065 },
};
const DEFAULT_TAX = { RECREATIONAL: 0.1, MEDICAL: 0.06 };

export const toCents = (dollars: number): number => Math.round(dollars * 100);

/** An order line as stored, without its order: what priceLine computes. */
export type PricedLine = Omit<OrderLinesTable, 'orderId' | 'position'>;

/** The price of one unit of `optionName` on `pricingType`'s menu; 400 when it can't be sold. */
export function priceLine(product: Product | undefined, optionName: string, pricingType: MenuType, quantity: number, label = optionName): PricedLine {
  if (!product || !product.isActive) throw new ApiError(400, `${label} is no longer available. Please remove it from your cart.`);
  if (!product.menuTypes.includes(pricingType)) throw new ApiError(400, `${product.productName} is not on the ${pricingType.toLowerCase()} menu.`);
  const option = product.options.find((o) => o.option === optionName);
  if (!option) throw new ApiError(400, `${product.productName} (${optionName}) is no longer available. Please remove it from your cart.`);
  // The menu's price list (medical or recreational), as the storefront shows it (menuOptionPrices).
  const prices = menuOptionPrices(option, pricingType);
  const regular = toCents(prices.price);
  const unit = prices.specialPrice !== undefined && prices.specialPrice < prices.price ? toCents(prices.specialPrice) : regular;
  return { productId: product.id, slug: product.slug, name: product.productName, option: option.option, quantity, unitPriceCents: unit, regularPriceCents: regular, lineTotalCents: unit * quantity };
}

export interface OrderTotals {
  subtotalCents: number;
  discountCents: number;
  taxCents: number;
  totalCents: number;
}

export function taxRate(retailer: Pick<Retailer, 'addressObject'>, pricingType: MenuType): number {
  const state = String((retailer.addressObject as { state?: string } | undefined)?.state ?? '').toUpperCase();
  return (STATE_TAX_RATES[state] ?? DEFAULT_TAX)[pricingType];
}

/** Subtotal at regular prices, the deal discount, tax on what is paid, and the total. */
export function orderTotals(lines: readonly PricedLine[], retailer: Pick<Retailer, 'addressObject'>, pricingType: MenuType): OrderTotals {
  const subtotalCents = lines.reduce((sum, l) => sum + l.regularPriceCents * l.quantity, 0);
  const paid = lines.reduce((sum, l) => sum + l.lineTotalCents, 0);
  const discountCents = subtotalCents - paid;
  const taxCents = Math.round(paid * taxRate(retailer, pricingType));
  return { subtotalCents, discountCents, taxCents, totalCents: paid + taxCents };
}
