/**
 * Product details (issue 13, item 2): the picture beside the buying panel (ProductPurchase: facts,
 * effects, options with their prices, the quantity picker, add to cart, Your List), then related
 * products from the same category and brand at the shown store.
 */
import { Suspense, useEffect } from 'react';
import {
  productAvailability,
  ProductPurchase,
  purchaseLimitsFor,
  relatedProducts,
  shopPath,
  SmartLink,
  storeName,
  type MenuType,
  type Product,
  type ProviderKind,
} from '@storefront/components';
import { useAddToCart } from '../../cart/useAddToCart.ts';
import { useYourList } from '../../cart/useYourList.ts';
import { useProduct, useProductMenu } from '../../api/queries.ts';
import { PageFrame } from '../../layout/PageFrame.tsx';
import type { PageProps } from '../../routes/PageProps.ts';
import { menuQueryFor } from '../../routes/pageQueries.ts';
import { useCartStore } from '../../stores/index.ts';
import { recordViewed } from '../shared/recentlyViewed.ts';
import { useStoreStatus } from '../../store-choice/useStoreStatus.ts';
import { ProductGrid } from '../shared/ProductGrid.tsx';
import { QueryView } from '../shared/QueryView.tsx';
import { Section } from '../shared/Section.tsx';
import { useShop } from '../../shop/useShop.ts';
import { useFormTarget } from '../../shop/useFormTarget.ts';
import { productLabResults } from './labResultsSection.ts';
import * as css from '../shared/page.css.ts';
import * as productCss from './ProductPage.css.ts';

export const PRODUCT_NOT_FOUND_MESSAGE = 'This product is not on the menu.';
export const RELATED_PRODUCTS_TITLE = 'You may also like';

function ProductDetails({ product, provider, menuType }: { product: Product; provider: ProviderKind; menuType: MenuType }) {
  const addToCart = useAddToCart();
  const list = useYourList(product.productSlug);
  const { retailerId, retailer } = useStoreStatus();
  const availability = productAvailability(product, { retailerId, menuType, storeName: retailer ? storeName(retailer) : null });
  const lines = useCartStore((state) => state.items);
  const cartForm = useFormTarget('cart');
  const inCart = (option: string) => lines.find((line) => line.productId === product.id && line.option === option)?.quantity ?? 0;
  // Keep Shopping For remembers the product (on this device).
  useEffect(() => recordViewed(product.slug), [product.slug]);
  return (
    <div className={productCss.detail}>
      <img src={product.image} alt={product.imageAlt ?? ''} className={productCss.image} width={480} height={480} fetchPriority="high" />
      <ProductPurchase
        // A new product starts from its first option and a quantity of 1.
        key={product.id}
        product={product}
        menuType={menuType}
        provider={provider}
        inCart={inCart}
        availability={availability}
        onAdd={(request) => addToCart(request)}
        saved={list.saved}
        listBusy={list.busy}
        onToggleList={list.toggle}
        // 'Add to cart' works before the page's code has loaded (the server's cart form).
        form={cartForm}
        // The picker offers no more than the store's state allows on top of the cart (as 'Add to cart' decides: decideAdd).
        purchaseLimits={{
          limits: retailer ? purchaseLimitsFor(retailer.addressObject.state, menuType) : {},
          lines: lines.map((line) => ({ category: line.product.category, weight: line.weight, quantity: line.quantity })),
        }}
      />
    </div>
  );
}

/** Up to four products of the same category and brand at the shown store (two reads, below the fold). */
function RelatedProducts({ product }: { product: Product }) {
  const shop = useShop();
  const byCategory = useProductMenu(menuQueryFor({ categories: [product.category] }, shop));
  const byBrand = useProductMenu(menuQueryFor({ brandIds: [product.brandId] }, shop));
  const related = relatedProducts(product, [...(byCategory.data?.products ?? []), ...(byBrand.data?.products ?? [])]);
  if (related.length === 0) return null;
  return (
    <Section title={RELATED_PRODUCTS_TITLE}>
      <ProductGrid products={related} provider={shop.provider} menuType={shop.menuType} label={RELATED_PRODUCTS_TITLE} />
    </Section>
  );
}

// Below the buying panel: a module of its own (labResultsSection.ts), in before the server renders.
const LabResults = productLabResults.Component;

export function ProductPage({ route, params }: PageProps) {
  const { provider, settings, menuType, retailerId } = useShop();
  const query = useProduct(params.productSlug, retailerId);
  return (
    // The product's name is the page's heading (issue 13); the route's title ('Product Details')
    // stays the breadcrumb (spec 2.2) and the heading while the product loads or is missing.
    <PageFrame title={query.data?.productName ?? route.title}>
      <QueryView query={query}>
        {(product) =>
          product ? (
            <>
              <ProductDetails product={product} provider={provider} menuType={menuType} />
              <Suspense fallback={null}>
                <LabResults product={product} />
              </Suspense>
              <RelatedProducts product={product} />
            </>
          ) : (
            <p className={css.muted}>
              {PRODUCT_NOT_FOUND_MESSAGE} <SmartLink href={shopPath(settings)}>Shop</SmartLink>
            </p>
          )
        }
      </QueryView>
    </PageFrame>
  );
}
