/**
 * Buy Again and Keep Shopping For (spec 2.1 /buy-again, /keep-shopping-for; issue 13, item 3): what
 * the shopper ordered before (the backend's purchases, most recently ordered first) and what this
 * device viewed lately, each on today's menu at the store shown (product cards with their prices);
 * what the store does not sell now is named. Empty lists say what comes here and link to the menu.
 */
import { useQuery } from '@tanstack/react-query';
import { buyAgainProducts, Button, productsInOrder, shopPath, SmartLink, storeName } from '@storefront/components';
import { purchasesQuery } from '@storefront/components/api';
import { useProductMenu } from '../../api/queries.ts';
import { useStoreStatus } from '../../store-choice/useStoreStatus.ts';
import { useRecentlyViewed, useRecentlyViewedStore } from '../shared/recentlyViewed.ts';
import { ContentLoading } from '../../layout/PageLoading.tsx';
import { ProductGrid } from '../shared/ProductGrid.tsx';
import { QueryView } from '../shared/QueryView.tsx';
import { useShop } from '../../shop/useShop.ts';
import * as css from '../shared/page.css.ts';

export const NO_PURCHASES_MESSAGE = 'Products from your orders show here, ready to buy again.';
export const NOTHING_VIEWED_MESSAGE = 'Products you look at show here, so you can pick up where you left off.';

/** Today's menu at the store shown for these slugs (none asked for when there are none). */
function useMenuFor(slugs: readonly string[]) {
  const { retailerId, provider, menuType } = useShop();
  return useProductMenu({ retailerId, provider, menuType, slugs: [...slugs], limit: Math.max(1, slugs.length) }, slugs.length > 0);
}

function EmptyList({ message }: { message: string }) {
  const { settings } = useShop();
  return (
    <p className={css.text}>
      {message} <SmartLink href={shopPath(settings)}>Browse the menu</SmartLink>
    </p>
  );
}

function StoreGone({ names }: { names: readonly string[] }) {
  const { retailer } = useStoreStatus();
  if (names.length === 0) return null;
  return (
    <p className={css.muted}>
      Not on the menu at {retailer ? storeName(retailer) : 'this store'} now: {names.join(', ')}.
    </p>
  );
}

export function BuyAgain() {
  const { provider, menuType } = useShop();
  const purchases = useQuery(purchasesQuery());
  const slugs = purchases.data?.map((p) => p.slug) ?? [];
  const menu = useMenuFor(slugs);
  return (
    <QueryView query={purchases}>
      {(list) => {
        if (list.length === 0) return <EmptyList message={NO_PURCHASES_MESSAGE} />;
        return (
          <QueryView query={menu}>
            {(today) => {
              const { products, unavailable } = buyAgainProducts(list, today.products);
              return (
                <>
                  <ProductGrid products={products} provider={provider} menuType={menuType} label="Bought before, most recent first" />
                  <StoreGone names={unavailable} />
                </>
              );
            }}
          </QueryView>
        );
      }}
    </QueryView>
  );
}

export function KeepShoppingFor() {
  const { provider, menuType } = useShop();
  const remembered = useRecentlyViewed();
  const slugs = remembered ?? [];
  const menu = useMenuFor(slugs);
  if (remembered === null) return <ContentLoading />;
  if (slugs.length === 0) return <EmptyList message={NOTHING_VIEWED_MESSAGE} />;
  return (
    <QueryView query={menu}>
      {(today) => {
        const { products } = productsInOrder(slugs, today.products);
        return (
          <>
            {products.length > 0 ? (
              <ProductGrid products={products} provider={provider} menuType={menuType} label="Viewed lately, newest first" />
            ) : (
              <EmptyList message={NOTHING_VIEWED_MESSAGE} />
            )}
            <div>
              <Button variant="secondary" size="sm" onClick={() => useRecentlyViewedStore.getState().clear()}>
                Clear this list
              </Button>
            </div>
          </>
        );
      }}
    </QueryView>
  );
}
