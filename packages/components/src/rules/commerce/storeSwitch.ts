/**
 * Switching store or menu type keeps the shopper whole (issue 10; spec 2.8 names the switch, not
 * this check): before the switch, the cart is compared with what the new store sells on the new
 * menu, so items it does not sell, or sells at another price, are shown to the shopper first.
 * Nothing is dropped silently: the shopper continues (the cart follows the new store) or stays.
 */

/** The cart line fields the check reads. */
export interface SwitchCartLine {
  productId: string;
  option: string;
  price: number;
  product: { slug: string; name: string };
}

/** A product as the new store's menu returns it (only what it sells on that menu). */
export interface SwitchMenuProduct<O> {
  id: string;
  slug: string;
  options: readonly O[];
}

export interface StoreSwitchChanges<L extends SwitchCartLine> {
  /** Lines the new store does not sell on the new menu (the product or that option is missing). */
  unavailable: L[];
  /** Lines it sells at another price: the line with its new price. */
  repriced: Array<{ line: L; price: number }>;
}

const cents = (amount: number) => Math.round(amount * 100);

/**
 * Compares the cart with the new store's menu. `priceOf` prices an option on the new menu (the one
 * pricing function, priceOption, with the new store's deals). Lines are matched by product id (else slug) and option name.
 */
export function cartChangesForStore<L extends SwitchCartLine, O extends { option: string }>(
  lines: readonly L[],
  menu: readonly SwitchMenuProduct<O>[],
  priceOf: (option: O) => number,
): StoreSwitchChanges<L> {
  const unavailable: L[] = [];
  const repriced: Array<{ line: L; price: number }> = [];
  for (const line of lines) {
    const product = menu.find((p) => p.id === line.productId) ?? menu.find((p) => p.slug === line.product.slug);
    const option = product?.options.find((o) => o.option === line.option);
    if (!option) {
      unavailable.push(line);
      continue;
    }
    const price = priceOf(option);
    if (Number.isFinite(price) && cents(price) !== cents(line.price)) repriced.push({ line, price });
  }
  return { unavailable, repriced };
}

/** True when the switch changes nothing in the cart (it may go ahead without asking). */
export function storeSwitchKeepsCart(changes: StoreSwitchChanges<SwitchCartLine>): boolean {
  return changes.unavailable.length === 0 && changes.repriced.length === 0;
}

/** The cart after continuing: unavailable lines removed, repriced lines at their new price. */
export function applyStoreSwitch<L extends SwitchCartLine>(lines: readonly L[], changes: StoreSwitchChanges<L>): L[] {
  const gone = new Set(changes.unavailable);
  const prices = new Map(changes.repriced.map(({ line, price }) => [line, price]));
  return lines.filter((line) => !gone.has(line)).map((line) => (prices.has(line) ? { ...line, price: prices.get(line) as number } : line));
}
