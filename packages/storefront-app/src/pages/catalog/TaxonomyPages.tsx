/** Categories, a category, brands, a brand and sponsored brands. */
import { brandImage, categoryLabel, SmartLink, sponsoredOrAllBrands, type Brand, type Category } from '@storefront/components';
import { useBrands, useCategories } from '../../api/queries.ts';
import { PageFrame } from '../../layout/PageFrame.tsx';
import type { PageProps } from '../../routes/PageProps.ts';
import { brandLinks, categoryLinks, findBrand, findCategory } from '../shared/catalogLinks.ts';
import { useSearchParams } from 'react-router';
import { BRAND_FIXED, brandMenuFilter, CATEGORY_FIXED, categoryMenuFilter } from '../../routes/pageQueries.ts';
import { LinkList } from '../shared/LinkList.tsx';
import { ProductMenuView } from '../shared/ProductMenuView.tsx';
import { QueryView } from '../shared/QueryView.tsx';
import { Section } from '../shared/Section.tsx';
import * as css from '../shared/page.css.ts';
import * as taxonomyCss from './TaxonomyPages.css.ts';

export const CATEGORY_NOT_FOUND_MESSAGE = 'This category does not exist.';
export const BRAND_NOT_FOUND_MESSAGE = 'This brand does not exist.';

export function CategoriesPage({ route }: PageProps) {
  const categories = useCategories();
  return (
    <PageFrame title={route.title}>
      <QueryView query={categories} empty={(list) => list.length === 0} emptyMessage="No categories found.">
        {(list) => <LinkList label={route.title} items={categoryLinks(list)} />}
      </QueryView>
    </PageFrame>
  );
}

/** The products of the category a URL value names (/category/…, /search/categories/…), or the not-found message. */
export function CategoryProducts({ categories, slug }: { categories: readonly Category[]; slug: string | undefined }) {
  const [params] = useSearchParams();
  const category = findCategory(categories, slug);
  if (!category) return <p className={css.muted}>{CATEGORY_NOT_FOUND_MESSAGE}</p>;
  const label = categoryLabel(category);
  return (
    <Section title={label}>
      <ProductMenuView filter={categoryMenuFilter(category.urlSlug, params)} label={label} fixed={CATEGORY_FIXED} />
    </Section>
  );
}

/** A category's name for its slug in the breadcrumbs. */
export function categoryCrumbName(
  categories: readonly Category[] | undefined,
  slug: string | undefined,
): Record<string, string> | undefined {
  const category = slug ? findCategory(categories ?? [], slug) : undefined;
  return slug && category ? { [slug]: categoryLabel(category) } : undefined;
}

/** A brand's name for the URL segment that named it. */
export function brandCrumbName(brands: readonly Brand[] | undefined, value: string | undefined): Record<string, string> | undefined {
  const brand = value ? findBrand(brands ?? [], value) : undefined;
  return value && brand ? { [value]: brand.brandName } : undefined;
}

export function CategoryPage({ route, params }: PageProps) {
  const categories = useCategories();
  const slug = params.categorySlug ?? params.slug;
  return (
    <PageFrame title={route.title} crumbNames={categoryCrumbName(categories.data, slug)}>
      <QueryView query={categories}>{(list) => <CategoryProducts categories={list} slug={slug} />}</QueryView>
    </PageFrame>
  );
}

export function BrandsPage({ route }: PageProps) {
  const brands = useBrands();
  return (
    <PageFrame title={route.title}>
      <QueryView query={brands} empty={(list) => list.length === 0} emptyMessage="No brands found.">
        {(list) => <LinkList label={route.title} items={brandLinks(list, (brand) => `/brands/${encodeURIComponent(brand.id)}`)} />}
      </QueryView>
    </PageFrame>
  );
}

export function BrandPage({ route, params }: PageProps) {
  const brands = useBrands();
  const [search] = useSearchParams();
  return (
    <PageFrame title={route.title} crumbNames={brandCrumbName(brands.data, params.brand ?? params.brandSlug)}>
      <QueryView query={brands}>
        {(list) => {
          const brand = findBrand(list, params.brand ?? params.brandSlug);
          if (!brand) return <p className={css.muted}>{BRAND_NOT_FOUND_MESSAGE}</p>;
          const image = brandImage(brand);
          return (
            <Section title={brand.brandName}>
              {image ? <img src={image} alt="" width={120} height={120} className={taxonomyCss.brandLogo} /> : null}
              {brand.description ? <p className={css.text}>{brand.description}</p> : null}
              <ProductMenuView filter={brandMenuFilter(brand.id, search)} label={brand.brandName} fixed={BRAND_FIXED} />
            </Section>
          );
        }}
      </QueryView>
    </PageFrame>
  );
}

export function SponsoredBrandsPage({ route }: PageProps) {
  const brands = useBrands();
  return (
    <PageFrame title={route.title}>
      {/* Spec 2.3 / 2.6: sponsored brands, or the brands when none is sponsored (every one here). */}
      <QueryView query={brands} empty={(list) => list.length === 0} emptyMessage="No brands found.">
        {(list) => (
          <LinkList
            label={route.title}
            items={brandLinks(sponsoredOrAllBrands(list), (brand) => `/brands/${encodeURIComponent(brand.id)}`)}
          />
        )}
      </QueryView>
      <p className={css.muted}>
        <SmartLink href="/brands">All brands</SmartLink>
      </p>
    </PageFrame>
  );
}
