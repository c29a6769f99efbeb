/**
 * A product grid fed by the filtered product menu (spec 7); a failed call reads as an empty list.
 * A catalogue page's request (refinedMenuFilter: it asks for facets) is shown in the CatalogBrowser
 * widget: filters, sort and chips, each change written to the URL (catalogQueryString), which the
 * route loader reads on the server so a filtered page is rendered with its results. Each card has
 * the quick add (QuickAdd: the option and 'Add', through the cart's add hook with its checks).
 */
import type { ComponentProps } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import {
  CatalogBrowser,
  catalogQueryString,
  productCountLabel,
  QuickAdd,
  type CatalogFilters,
  type CatalogSortValue,
  type FacetKey,
} from '@storefront/components';
import { productMenuQuery, type ProductMenu } from '@storefront/components/api';
import { catalogChoice, menuQueryFor, type MenuFilter } from '../../routes/pageQueries.ts';
import { useAddToCart } from '../../cart/useAddToCart.ts';
import { ProductGrid } from './ProductGrid.tsx';
import { QueryView } from './QueryView.tsx';
import { useShop } from '../../shop/useShop.ts';
import { useFormTarget } from '../../shop/useFormTarget.ts';
import * as css from './page.css.ts';

export const NO_PRODUCTS_MESSAGE = 'No products found.';

/** A card's quick add, through the cart's add hook (its maximum and purchase-limit checks, its toasts). */
function CardQuickAdd(props: Omit<ComponentProps<typeof QuickAdd>, 'onAdd'>) {
  const addToCart = useAddToCart();
  // 'Add' works before the page's code has loaded (the server's cart form).
  const form = useFormTarget('cart');
  return <QuickAdd {...props} onAdd={addToCart} form={form} />;
}

export function ProductMenuView({ filter, label, fixed = [] }: { filter: MenuFilter; label: string; fixed?: readonly FacetKey[] }) {
  const shop = useShop();
  const { provider } = shop;
  // While the next choice loads, the last results stay (marked busy) rather than a skeleton.
  const query = useQuery({
    ...productMenuQuery(menuQueryFor(filter, shop)),
    placeholderData: filter.facets ? keepPreviousData : undefined,
  });
  const [params, setParams] = useSearchParams();
  const grid = (data: ProductMenu) =>
    data.products.length === 0 ? (
      <p className={css.muted}>{NO_PRODUCTS_MESSAGE}</p>
    ) : (
      <ProductGrid
        products={data.products}
        provider={provider}
        menuType={shop.menuType}
        label={label}
        action={(product) => <CardQuickAdd product={product} provider={provider} menuType={shop.menuType} />}
      />
    );
  if (!filter.facets) {
    return (
      <QueryView query={query} empty={(data) => data.products.length === 0} emptyMessage={NO_PRODUCTS_MESSAGE}>
        {(data) => (
          <>
            <p className={css.muted}>{productCountLabel(data.total)}</p>
            {grid(data)}
          </>
        )}
      </QueryView>
    );
  }
  const { filters, sort } = catalogChoice(params, fixed);
  const change = (next: { filters: CatalogFilters; sort: CatalogSortValue }) =>
    setParams(new URLSearchParams(catalogQueryString(params, next.filters, next.sort)), { preventScrollReset: true });
  return (
    <QueryView query={query}>
      {(data) => (
        <CatalogBrowser
          facets={data.facets ?? []}
          filters={filters}
          sort={sort}
          total={data.total}
          hidden={fixed}
          onChange={change}
          busy={query.isPlaceholderData}
        >
          {grid(data)}
        </CatalogBrowser>
      )}
    </QueryView>
  );
}
