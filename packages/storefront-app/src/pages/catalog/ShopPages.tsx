/** Shop (spec 2.1 shop path with ?search= or ?pageNo=1&price=) and Shop By Price. */
import { useSearchParams } from 'react-router';
import { SHOP_BY_PRICE_BUCKETS, shopByPriceLabel, shopByPricePath } from '@storefront/components';
import { PageFrame } from '../../layout/PageFrame.tsx';
import type { PageProps } from '../../routes/PageProps.ts';
import { shopMenuFilter } from '../../routes/pageQueries.ts';
import { LinkList } from '../shared/LinkList.tsx';
import { ProductMenuView } from '../shared/ProductMenuView.tsx';
import { Section } from '../shared/Section.tsx';
import { useShop } from '../../shop/useShop.ts';

export function ShopPage({ route }: PageProps) {
  const [params] = useSearchParams();
  const filter = shopMenuFilter(params);
  const priceLabel = shopByPriceLabel(filter.refine?.price[0] ?? '');
  const heading = filter.search ? `Results for “${filter.search}”` : (priceLabel ?? 'All Products');
  return (
    <PageFrame title={route.title}>
      <Section title={heading}>
        <ProductMenuView filter={filter} label={heading} />
      </Section>
    </PageFrame>
  );
}

export function ShopByPricePage({ route }: PageProps) {
  const { settings } = useShop();
  return (
    <PageFrame title={route.title}>
      <LinkList
        label={route.title}
        items={SHOP_BY_PRICE_BUCKETS.map((bucket) => ({
          key: bucket.value,
          label: bucket.label,
          href: shopByPricePath(bucket.value, settings),
        }))}
      />
    </PageFrame>
  );
}
