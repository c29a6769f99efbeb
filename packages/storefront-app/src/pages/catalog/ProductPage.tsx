/** Product details: image, brand, category, strain, potency, description and options with prices. */
import { Button, categoryDisplayName, formatMoney, priceFunctionFor, shopPath, SmartLink, type MenuType, type Product, type ProviderKind, notify } from '@storefront/components';
import { useProduct } from '../../api/queries.ts';
import { PageFrame } from '../../layout/PageFrame.tsx';
import type { PageProps } from '../../routes/PageProps.ts';
import { useCartStore } from '../../stores/index.ts';
import { QueryView } from '../shared/QueryView.tsx';
import { useShopContext } from '../shared/useShopContext.ts';
import * as css from '../shared/styles.ts';

export const PRODUCT_NOT_FOUND_MESSAGE = 'This product is not on the menu.';

function ProductDetails({ product, provider, menuType }: { product: Product; provider: ProviderKind; menuType: MenuType }) {
  const add = useCartStore((state) => state.add);
  // The menu's price list: medical or recreational (issue 10), by the provider's price function.
  const priceOf = priceFunctionFor(provider);
  const price = (option: Product['options'][number]) => priceOf(option, menuType);
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
        <h2 {...css.sectionTitle}>{product.productName}</h2>
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
        <ul {...css.linkList} aria-label="Options">
          {product.options.map((option) => (
            <li key={option.option} {...css.linkItem}>
              <span {...css.optionRow}>
                {option.option} · {formatMoney(price(option))}
              </span>
              <Button
                size="sm"
                onClick={() => {
                  add({
                    product: { slug: product.productSlug, image: product.image, name: product.productName, category: product.category },
                    productId: product.id,
                    option: option.option,
                    weight: option.weight,
                    price: price(option),
                    quantity: 1,
                    maxQuantity: option.maxQuantity ?? product.maxQuantity,
                  });
                  notify.success(`${product.productName} (${option.option}) added to the cart`);
                }}
              >
                Add to cart
              </Button>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}

export function ProductPage({ route, params }: PageProps) {
  const { provider, settings, menuType } = useShopContext();
  const query = useProduct(params.productSlug);
  return (
    <PageFrame title={route.title} documentTitle={query.data?.productName ?? route.title}>
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
