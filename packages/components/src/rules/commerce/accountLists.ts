/**
 * The account's product lists (spec 2.1 /buy-again, /keep-shopping-for): what the shopper bought
 * before and what they looked at lately, each matched to today's menu at the store shown. A product
 * the store does not sell now is named, never dropped silently.
 */
import type { Product } from '../../domain/types.ts';

/** A product from the shopper's past orders (GET /api/me/purchases), most recent first. */
export interface PurchasedProduct {
  slug: string;
  name: string;
  lastOrderedAt: number;
  timesOrdered: number;
}

const sameProduct = (product: Product, slug: string) => product.slug === slug || product.productSlug === slug;

/**
 * The products behind `slugs`, in that order, from today's menu (active ones only); the slugs the
 * menu does not have are returned apart.
 */
export function productsInOrder(slugs: readonly string[], menu: readonly Product[]): { products: Product[]; missing: string[] } {
  const products: Product[] = [];
  const missing: string[] = [];
  for (const slug of new Set(slugs)) {
    const product = menu.find((p) => p.isActive && sameProduct(p, slug));
    if (product) products.push(product);
    else missing.push(slug);
  }
  return { products, missing };
}

/** Buy Again: the purchases on today's menu, most recently ordered first; the others by name. */
export function buyAgainProducts(
  purchases: readonly PurchasedProduct[],
  menu: readonly Product[],
): { products: Product[]; unavailable: string[] } {
  const ordered = [...purchases].sort((a, b) => b.lastOrderedAt - a.lastOrderedAt || b.timesOrdered - a.timesOrdered);
  const { products, missing } = productsInOrder(
    ordered.map((p) => p.slug),
    menu,
  );
  return { products, unavailable: missing.map((slug) => ordered.find((p) => p.slug === slug)?.name ?? slug) };
}

/** How many viewed products Keep Shopping For remembers. */
export const RECENTLY_VIEWED_LIMIT = 12;

/** A product page was viewed: its slug first, once, the list at most RECENTLY_VIEWED_LIMIT long. Blank slugs change nothing. */
export function rememberViewed(viewed: readonly string[], slug: string | null | undefined, limit = RECENTLY_VIEWED_LIMIT): string[] {
  const clean = slug?.trim();
  if (!clean) return [...viewed].slice(0, limit);
  return [clean, ...viewed.filter((s) => s !== clean)].slice(0, limit);
}
