/**
 * The cart line: one product option as the cart keeps it (spec 3 "Cart item": product {slug, image,
 * name, category}, productId, option, quantity, specialDiscount), built by this one function in the
 * browser (an add: cartAddRequestFor) and on the server (the cart API's stored line), so the line a
 * page adds is the line the server answers with.
 *
 * - `product.slug` is the product's productSlug: the line links to /product/{productSlug} (spec 2.1).
 * - The maximum is decided here once, by the quantity rule (spec 5: "Cart quantity is at least 1 and
 *   at most the per-option or per-product maximum. The quantity picker goes from 1 to maxQuantity
 *   (default 20)": cartItemMaxQuantity), and the line always carries it.
 * - The price is the one pricing function's at the menu named (priceOption: the menu's price list,
 *   the deals running at the store); without a menu, the recreational list price. Pages price every
 *   line again at the store shown (usePricedCart) and orders are priced by the server: the line's
 *   price is what it showed when added.
 */
import type { CartItem, Product } from '../../domain/types.ts';
import type { MenuType, ProviderKind } from '../constants.ts';
import { cartItemMaxQuantity } from './cart.ts';
import { priceOption, type PricingSpecial } from './pricing.ts';

/** Where the line is priced: the menu type, the provider kind and the deals running there for the product. */
export interface CartLineContext {
  menuType?: MenuType | null;
  provider?: ProviderKind | null;
  /** The deals running for the product at the store; the product's own activeSpecials when not given. */
  specials?: readonly PricingSpecial[] | null;
  /**
   * How many were asked for (1 when not given), as asked: the cart clamps when it takes the line
   * (clampCartQuantity, against what it holds already), so an add past the maximum can say so.
   */
  quantity?: number;
}

/** The cart line of one option of a product, or null when the product has no such option. */
export function cartLineFor(product: Product, optionName: string, context: CartLineContext = {}): CartItem | null {
  const option = product.options.find((o) => o.option === optionName);
  if (!option) return null;
  const specials = context.specials === undefined ? product.activeSpecials : context.specials;
  const priced = priceOption({ option, menuType: context.menuType, provider: context.provider, specials });
  const maxQuantity = cartItemMaxQuantity({ optionMaxQuantity: option.maxQuantity, productMaxQuantity: product.maxQuantity });
  return {
    product: { slug: product.productSlug, image: product.image, name: product.productName, category: product.category },
    productId: product.id,
    option: option.option,
    weight: option.weight,
    price: priced.price,
    specialDiscount: priced.special,
    quantity: context.quantity ?? 1,
    maxQuantity,
  };
}
