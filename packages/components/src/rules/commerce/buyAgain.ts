/**
 * An add made from a product on the menu, and 'Buy again' (issue 11): an old order's lines back
 * into the cart at today's prices at the store shown now.
 */
import type { CartItem, Product } from '../../domain/types.ts';
import type { MenuType, ProviderKind } from '../constants.ts';
import { cartLineFor } from './cartLine.ts';

/** The add the cart takes: the line, and the product's THC (edible limits read it). */
export interface CartAddRequest {
  item: CartItem;
  thc?: string | null;
}

/**
 * One option of a product as an add (the cart line: cartLineFor, the same function the server's
 * cart builds its lines with), with the product's THC. Null when the product has no such option.
 */
export function cartAddRequestFor(
  product: Product,
  optionName: string,
  context: { menuType?: MenuType | null; provider?: ProviderKind | null; quantity?: number },
): CartAddRequest | null {
  const item = cartLineFor(product, optionName, context);
  return item ? { item, thc: product.thc ?? null } : null;
}

export const BUY_AGAIN_LABEL = 'Buy again';

/** What 'Buy again' could not add: the line's name and option. */
export const buyAgainUnavailableMessage = (names: readonly string[]): string => `Not on this store's menu now: ${names.join(', ')}.`;

/**
 * An old order's lines as adds, matched to today's menu at the store shown (by product id, else
 * slug; the same option): the same quantities at today's prices. Lines whose product or option the
 * store does not sell now (or no longer active) are listed as unavailable, never silently dropped.
 */
export function buyAgainRequests(
  lines: ReadonlyArray<{ productId?: string; slug?: string; name: string; option: string; quantity: number }>,
  menu: readonly Product[],
  context: { menuType?: MenuType | null; provider?: ProviderKind | null },
): { adds: CartAddRequest[]; unavailable: string[] } {
  const adds: CartAddRequest[] = [];
  const unavailable: string[] = [];
  for (const line of lines) {
    const product = menu.find(
      (p) =>
        p.isActive &&
        ((line.productId !== undefined && p.id === line.productId) ||
          (line.slug !== undefined && (p.slug === line.slug || p.productSlug === line.slug))),
    );
    const request = product
      ? cartAddRequestFor(product, line.option, { ...context, quantity: Math.max(1, Math.floor(line.quantity)) })
      : null;
    if (request) adds.push(request);
    else unavailable.push(`${line.name} (${line.option})`);
  }
  return { adds, unavailable };
}
