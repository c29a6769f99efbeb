/** Product details: image, brand, category, strain, potency, description and options with prices. */
import { Button, CART_AT_MAX_LABEL, cartAddRequestFor, categoryDisplayName, productAvailability, storeName, priceOption, PriceTag, shopPath, SmartLink, type MenuType, type Product, type ProviderKind } from '@storefront/components';
import { useAddToCart } from '../../cart/useAddToCart.ts';
import { useProduct } from '../../api/queries.ts';
import { PageFrame } from '../../layout/PageFrame.tsx';
import type { PageProps } from '../../routes/PageProps.ts';
import { useCartStore } from '../../stores/index.ts';
import { useStoreStatus } from '../../store-choice/useStoreStatus.ts';
import { QueryView } from '../shared/QueryView.tsx';
import { useShopContext } from '../shared/useShopContext.ts';
import * as css from '../shared/styles.ts';

export const PRODUCT_NOT_FOUND_MESSAGE = 'This product is not on the menu.';

function ProductDetails({ product, provider, menuType }: { product: Product; provider: ProviderKind; menuType: MenuType }) {
  const addToCart = useAddToCart();
  const { retailerId, retailer } = useStoreStatus();
  const availability = productAvailability(product, { retailerId, menuType, storeName: retailer ? storeName(retailer) : null });
  const lines = useCartStore((state) => state.items);
  const inCart = (option: string) => lines.find((line) => line.productId === product.id && line.option === option)?.quantity ?? 0;
  // The one pricing function: the menu's price list (issue 10) and the deal running at the store now.
  const price = (option: Product['options'][number]) => priceOption({ option, menuType, provider, specials: product.activeSpecials });
  const facts: Array<[string, string | undefined]> = [
    ['Brand', product.brandName],
    ['Category', categoryDisplayName(product.category)],
    ['Strain', product.strainType ? categoryDisplayName(product.strainType) : undefined],
    ['THC', product.thc],
    ['CBD', product.cbd],
  ];
  return (
    <div {...css.detail}>
      <img src={product.image} alt={product.imageAlt ?? ''} {...css.cardImage} width={480} height={480} fetchPriority="high" />
      <div {...css.section}>
        <dl {...css.facts}>
          {facts
            .filter((fact): fact is [string, string] => fact[1] !== undefined && fact[1] !== '')
            .map(([term, value]) => (
              <div key={term} style={{ display: 'contents' }}>
                <dt {...css.factTerm}>{term}</dt>
                <dd {...css.factValue}>{value}</dd>
              </div>
            ))}
        </dl>
        {product.description ? <p {...css.text}>{product.description}</p> : null}
        {availability.sellable ? null : (
          <p {...css.text} role="status" data-part="notSellable">
            <strong>{availability.reason}</strong>
          </p>
        )}
        <ul {...css.optionList} aria-label="Options">
          {product.options.map((option) => (
            <li key={option.option} {...css.linkItem}>
              <span {...css.optionRow}>
                <strong>{option.option}</strong>
                <PriceTag price={price(option)} showSpecial />
              </span>
              {(() => {
                const request = cartAddRequestFor(product, option.option, { menuType, provider });
                const atMax = inCart(option.option) >= (request?.item.maxQuantity ?? 0);
                return (
                  <Button
                    size="sm"
                    disabled={atMax || request === null || !availability.sellable}
                    aria-label={`${atMax ? CART_AT_MAX_LABEL : 'Add to cart'}: ${product.productName} (${option.option})`}
                    onClick={() => {
                      if (request) addToCart(request);
                    }}
                  >
                    {atMax ? CART_AT_MAX_LABEL : 'Add to cart'}
                  </Button>
                );
              })()}
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}

export function ProductPage({ route, params }: PageProps) {
  const { provider, settings, menuType, retailerId } = useShopContext();
  const query = useProduct(params.productSlug, retailerId);
  return (
    // The product's name is the page's heading (issue 13); the route's title ('Product Details')
    // stays the breadcrumb (spec 2.2) and the heading while the product loads or is missing.
    <PageFrame title={query.data?.productName ?? route.title}>
      <QueryView query={query}>
        {(product) =>
          product ? (
            <ProductDetails product={product} provider={provider} menuType={menuType} />
          ) : (
            <p {...css.muted}>
              {PRODUCT_NOT_FOUND_MESSAGE} <SmartLink href={shopPath(settings)}>Shop</SmartLink>
            </p>
          )
        }
      </QueryView>
    </PageFrame>
  );
}
