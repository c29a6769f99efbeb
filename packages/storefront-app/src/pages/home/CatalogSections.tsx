/**
 * The home page's catalogue sections below the fold (trending products, brands): a module of its
 * own (catalogSections.ts), so the product cards and the brands row are not in the first load.
 */
import { BrandStrip, brandPath, type HomeSection } from '@storefront/components';
import { useBrands, useProductMenu } from '../../api/queries.ts';
import { homeTrendingFilter, menuQueryFor } from '../../routes/pageQueries.ts';
import { ProductGrid } from '../shared/ProductGrid.tsx';
import { QueryView } from '../shared/QueryView.tsx';
import { Section } from '../shared/Section.tsx';
import { useShop } from '../../shop/useShop.ts';

function Trending({ title, limit }: { title: string; limit: number }) {
  const shop = useShop();
  const menu = useProductMenu(menuQueryFor(homeTrendingFilter(limit), shop));
  return (
    <Section title={title}>
      <QueryView query={menu} empty={(data) => data.products.length === 0} emptyMessage="Nothing is trending at this store yet.">
        {(data) => <ProductGrid products={data.products.slice(0, limit)} provider={shop.provider} menuType={shop.menuType} label={title} />}
      </QueryView>
    </Section>
  );
}

function Brands({ title, limit }: { title: string; limit: number }) {
  const { settings } = useShop();
  const brands = useBrands();
  return (
    <Section title={title}>
      <QueryView query={brands} empty={(list) => list.length === 0} emptyMessage="No brands found.">
        {(list) => <BrandStrip brands={list.slice(0, limit)} href={(brand) => brandPath(brand, settings)} label={title} />}
      </QueryView>
    </Section>
  );
}

export default function CatalogSection({ section }: { section: Extract<HomeSection, { type: 'trending' | 'brands' }> }) {
  return section.type === 'trending' ? (
    <Trending title={section.title} limit={section.limit} />
  ) : (
    <Brands title={section.title} limit={section.limit} />
  );
}
