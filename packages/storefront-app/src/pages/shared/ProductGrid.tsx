/** Product cards (the ProductCard widget: image, name, brand and the price the shopper pays), linking to the product. */
import type { ReactNode } from 'react';
import { ProductCard, type MenuType, type Product, type ProviderKind, Tiles } from '@storefront/components';

/**
 * How many cards load their image at once: the first rows on a wide screen (seven columns at
 * 1440 px, two on a phone); the rest are lazy. The first image gets fetchpriority="high".
 */
export const EAGER_CARD_IMAGES = 7;

export function ProductGrid({
  products,
  provider,
  menuType,
  label,
  action,
}: {
  products: readonly Product[];
  provider: ProviderKind;
  menuType?: MenuType;
  label?: string;
  /** Under each card (the catalogue's quick add): passed in, so pages without it do not load it. */
  action?: (product: Product) => ReactNode;
}) {
  return (
    <Tiles as="ul" gap="lg" minItemWidth="10rem" aria-label={label}>
      {products.map((product, index) => (
        <li key={product.id}>
          <ProductCard
            product={product}
            provider={provider}
            menuType={menuType}
            imageLoading={index < EAGER_CARD_IMAGES ? 'eager' : 'lazy'}
            priority={index === 0}
            action={action?.(product)}
          />
        </li>
      ))}
    </Tiles>
  );
}
