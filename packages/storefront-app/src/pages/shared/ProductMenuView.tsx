/** A product grid fed by the filtered product menu (spec 7); a failed call reads as an empty list. */
import { useProductMenu, type ProductMenuQuery } from '../../api/queries.ts';
import { ProductGrid } from './ProductGrid.tsx';
import { QueryView } from './QueryView.tsx';
import { useShopContext } from './useShopContext.ts';
import * as css from './styles.ts';

export const NO_PRODUCTS_MESSAGE = 'No products found.';

export function ProductMenuView({ filter, label }: { filter: Omit<ProductMenuQuery, 'provider' | 'menuType' | 'retailerId'>; label: string }) {
  const { provider, menuType, retailerId } = useShopContext();
  const query = useProductMenu({ ...filter, provider, menuType, retailerId });
  return (
    <QueryView query={query} empty={(data) => data.products.length === 0} emptyMessage={NO_PRODUCTS_MESSAGE}>
      {(data) => (
        <>
          <p {...css.muted}>
            {data.total} {data.total === 1 ? 'product' : 'products'}
          </p>
          <ProductGrid products={data.products} provider={provider} label={label} />
        </>
      )}
    </QueryView>
  );
}
