/** Product cards: image, name, brand and price (the one pricing function, with the deal running), linking to the product. */
import { PriceTag, productCardPrice, productPath, SmartLink, type MenuType, type Product, type ProviderKind } from '@storefront/components';
import * as css from './styles.ts';

/**
 * How many cards load their image at once: the first rows on a wide screen (seven columns at
 * 1440 px, two on a phone); the rest are lazy. The first image gets fetchpriority="high".
 */
export const EAGER_CARD_IMAGES = 7;

export function ProductGrid({ products, provider, menuType, label }: { products: readonly Product[]; provider: ProviderKind; menuType?: MenuType; label?: string }) {
  return (
    <ul {...css.grid} aria-label={label}>
      {products.map((product, index) => {
        const price = productCardPrice(product, { provider, menuType });
        return (
          <li key={product.id}>
            <SmartLink href={productPath(product.productSlug)} {...css.card}>
              <img
                src={product.image}
                alt={product.imageAlt ?? ''}
                {...css.cardImage}
                width={240}
                height={240}
                loading={index < EAGER_CARD_IMAGES ? 'eager' : 'lazy'}
                fetchPriority={index === 0 ? 'high' : undefined}
              />
              <span {...css.cardTitle}>{product.productName}</span>
              <span {...css.muted}>{product.brandName}</span>
              {price === null ? null : <PriceTag price={price} prefix={product.options.length > 1 ? 'From ' : ''} />}
            </SmartLink>
          </li>
        );
      })}
    </ul>
  );
}
