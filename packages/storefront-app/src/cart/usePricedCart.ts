/**
 * The cart priced at the shown store now (issue 11), with the one pricing function: each line's
 * option from the store's menu (one product-menu call for the cart's slugs, with the deals running
 * there: activeSpecials) through priceOption; bundle deals, the state's taxes and the total through
 * priceCart; the purchase limits through limitUsage; each line against the store's stock (the same
 * menu answers with the store's quantities: cartLineStockIssue; a line it answers without is not sold
 * there). Until the menu answers (or if it fails) a line keeps the price it was added at and says
 * nothing of stock, so the cart never blanks. The server prices the order and takes the stock again.
 * Each line's cap (quantityCap: its maximum, the stock, what the limits allow beside the other lines)
 * stops the line's '+' where 'Add to cart' would refuse. The cart's promo code (useCartPromo, checked
 * by the server) prices through priceCart too, while it applies at the store shown (promoCodeProblem).
 */
import {
  cartLineStockIssue,
  isSpecialActive,
  limitUsage,
  optionStock,
  priceCart,
  priceOption,
  promoCodeProblem,
  purchaseLimitsFor,
  quantityCap,
  taxRatesFor,
  type CartItem,
  type CartLineStockIssue,
  type LimitUse,
  type OptionPrice,
  type PricedCart,
  type Product,
  type QuantityCap,
} from '@storefront/components';
import { useProductMenu, useSpecials } from '../api/queries.ts';
import { cartMenuFilter, menuQueryFor } from '../routes/pageQueries.ts';
import { useShop } from '../shop/useShop.ts';
import { useNow, useStoreStatus } from '../store-choice/useStoreStatus.ts';
import { useCartStore } from './cartStore.ts';
import { useCartPromo } from './useCartPromo.tsx';

export interface PricedCartItem {
  item: CartItem;
  price: OptionPrice;
  /** Quantity × price, less its share of a bundle deal. */
  lineTotal: number;
  regularTotal: number;
  /** What the shown store has left of the option (null: not known, or no store yet). */
  available: number | null;
  /** More than the shown store has left (null: it has enough, or its stock is not known). */
  stock: CartLineStockIssue | null;
  /** The most the line may hold at the shown store (null: no store yet). */
  cap: QuantityCap | null;
}

export interface PricedCartView {
  items: PricedCartItem[];
  totals: PricedCart;
  limits: LimitUse[];
  /** False when the store's state has no tax table. */
  taxesKnown: boolean;
  /** True while the store's menu prices are loading. */
  pricing: boolean;
  /** How many lines are more than the store has left: checkout waits until none is. */
  stockIssues: number;
}

const findProduct = (products: readonly Product[] | undefined, item: CartItem) =>
  products?.find((p) => p.id === item.productId || p.slug === item.product.slug || p.productSlug === item.product.slug);

/** A line without its product on the menu: the price it was added at. */
const storedPrice = (item: CartItem): OptionPrice => ({
  regular: item.price,
  price: item.price,
  special: item.specialDiscount ?? null,
  onSale: false,
});

export function usePricedCart(): PricedCartView {
  const items = useCartStore((state) => state.items);
  const { provider, menuType } = useShop();
  const { retailer, retailerId } = useStoreStatus();
  const now = useNow();
  const filter = cartMenuFilter(items);
  const slugs = filter.slugs ?? [];
  const menu = useProductMenu(menuQueryFor(filter, { retailerId, provider, menuType }), slugs.length > 0);
  const specials = useSpecials(retailerId);
  const { promo: appliedPromo } = useCartPromo();

  const priced = items.map((item) => {
    const product = findProduct(menu.data?.products, item);
    const option = product?.options.find((o) => o.option === item.option);
    const price = product && option ? priceOption({ option, menuType, provider, specials: product.activeSpecials }) : storedPrice(item);
    const available = retailer && option ? optionStock(option).available : null;
    // The store's menu answered without the line: the store does not sell it (say it before the order does).
    const onMenu = menu.isSuccess && !option ? 'not-on-menu' : option;
    const stock = retailer
      ? cartLineStockIssue({ name: item.product.name, option: item.option, quantity: item.quantity }, onMenu, retailer.name)
      : null;
    return { item, product, option, price, available, stock };
  });

  const bundles =
    retailer && now
      ? (specials.data ?? []).filter(
          (s) => s.discount?.kind === 'BUNDLE' && isSpecialActive(s, { retailerId: retailer.id, now, timeZone: retailer.timezone }),
        )
      : [];
  const tax = retailer ? taxRatesFor(retailer.addressObject.state, menuType) : null;
  const lines = priced.map(({ item, price }) => ({
    slug: item.product.slug,
    category: item.product.category,
    quantity: item.quantity,
    regular: price.regular,
    price: price.price,
  }));
  // The code as the server took it, unless it no longer applies here (another store, expired meanwhile).
  const promo =
    appliedPromo &&
    promoCodeProblem(appliedPromo, {
      now: now?.getTime() ?? 0,
      retailer,
      lines: lines.map((l) => ({ category: l.category, regularTotal: l.regular * l.quantity })),
    }) === null
      ? appliedPromo
      : null;
  const totals = priceCart(lines, { bundles, tax, promo });
  const limitLines = priced.map(({ item, product }) => ({
    category: item.product.category,
    weight: item.weight,
    thc: product?.thc,
    quantity: item.quantity,
  }));
  const stateLimits = retailer ? purchaseLimitsFor(retailer.addressObject.state, menuType) : {};
  const limits = retailer ? limitUsage(limitLines, stateLimits) : [];
  return {
    items: priced.map(({ item, price, available, stock }, index) => ({
      item,
      price,
      available,
      stock,
      cap: retailer
        ? quantityCap({
            maxQuantity: item.maxQuantity,
            available,
            item: limitLines[index] ?? { category: item.product.category, weight: item.weight },
            lines: limitLines.filter((_, other) => other !== index),
            limits: stateLimits,
          })
        : null,
      lineTotal: totals.lines[index]?.lineTotal ?? price.price * item.quantity,
      regularTotal: totals.lines[index]?.regularTotal ?? price.regular * item.quantity,
    })),
    totals,
    limits,
    taxesKnown: tax !== null,
    pricing: slugs.length > 0 && menu.isPending,
    stockIssues: priced.filter(({ stock }) => stock !== null).length,
  };
}
