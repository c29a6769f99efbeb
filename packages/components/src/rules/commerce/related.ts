/**
 * Related products on a product page (issue 13, item 2): other products of the same category and
 * brand first, then of the same category, then of the same brand; the most popular first within
 * each; never the product itself, an inactive one, or one twice.
 */
import type { Product } from '../../domain/types.ts';

export const RELATED_PRODUCTS_MAX = 4;

export function relatedProducts(
  product: Pick<Product, 'id' | 'category' | 'brandId'>,
  candidates: readonly Product[],
  max = RELATED_PRODUCTS_MAX,
): Product[] {
  const seen = new Set<string>([product.id]);
  const rank = (p: Product) =>
    p.category === product.category && p.brandId === product.brandId
      ? 0
      : p.category === product.category
        ? 1
        : p.brandId === product.brandId
          ? 2
          : 3;
  return candidates
    .filter((p) => p.isActive && rank(p) < 3)
    .sort((a, b) => rank(a) - rank(b) || b.popularity - a.popularity || a.productName.localeCompare(b.productName))
    .filter((p) => (seen.has(p.id) ? false : (seen.add(p.id), true)))
    .slice(0, max);
}
