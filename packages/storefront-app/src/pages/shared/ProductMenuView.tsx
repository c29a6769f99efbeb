/** A product grid fed by the filtered product menu (spec 7); a failed call reads as an empty list. */
import { useProductMenu } from '../../api/queries.ts';
import { menuQueryFor, type MenuFilter } from '../../routes/pageQueries.ts';
import { ProductGrid } from './ProductGrid.tsx';
import { QueryView } from './QueryView.tsx';
import { useShopContext } from './useShopContext.ts';
import * as css from './styles.ts';

export const NO_PRODUCTS_MESSAGE = 'No products found.';

export function ProductMenuView({ filter, label }: { filter: MenuFilter; label: string }) {
  const shop = useShopContext();
  const { provider } = shop;
  const query = useProductMenu(menuQueryFor(filter, shop));
  return (
    <QueryView query={query} empty={(data) => data.products.length === 0} emptyMessage={NO_PRODUCTS_MESSAGE}>
      {(data) => (
        <>
          <p {...css.muted}>
            {data.total} {data.total === 1 ? 'product' : 'products'}
          </p>
          <ProductGrid products={data.products} provider={provider} menuType={shop.menuType} label={label} />
        </>
      )}
    </QueryView>
  );
}
