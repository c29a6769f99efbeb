/** /search (the search page when the search type is not the full-text engine; the CMS's sponsored product-card slot over the results), /search/brands, /search/categories. */
import { useId, useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Button, Inline, SEARCH_INPUT_PLACEHOLDER, searchBrandPath, Stack } from '@storefront/components';
import { useBrands, useCategories } from '../../api/queries.ts';
import { AdSlotHost } from '../../ads/AdSlotHost.tsx';
import { SEARCH_CARD_AD_SLOT } from '../../ads/placements.ts';
import { PageFrame } from '../../layout/PageFrame.tsx';
import type { PageProps } from '../../routes/PageProps.ts';
import { brandLinks, categoryLinks, findBrand } from '../shared/catalogLinks.ts';
import { BRAND_FIXED, brandMenuFilter, SEARCH_QUERY_PARAM, searchMenuFilter } from '../../routes/pageQueries.ts';
import { LinkList } from '../shared/LinkList.tsx';
import { ProductMenuView } from '../shared/ProductMenuView.tsx';
import { QueryView } from '../shared/QueryView.tsx';
import { Section } from '../shared/Section.tsx';
import { BRAND_NOT_FOUND_MESSAGE, brandCrumbName, categoryCrumbName, CategoryProducts } from './TaxonomyPages.tsx';
import * as css from '../shared/page.css.ts';

export { SEARCH_QUERY_PARAM };

export function SearchPage({ route }: PageProps) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const current = params.get(SEARCH_QUERY_PARAM)?.trim() ?? '';
  const [draft, setDraft] = useState(current);
  const inputId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const term = draft.trim();
    navigate(term ? `/search?${SEARCH_QUERY_PARAM}=${encodeURIComponent(term)}` : '/search');
  };
  return (
    <PageFrame title={route.title}>
      <Inline as="form" gap="sm" align="end" role="search" aria-label="Search products" onSubmit={submit}>
        <Stack gap="xs" className={css.field}>
          <label htmlFor={inputId}>Search products</label>
          <input
            id={inputId}
            type="search"
            className={css.input}
            placeholder={SEARCH_INPUT_PLACEHOLDER}
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
          />
        </Stack>
        <Button type="submit">Search</Button>
      </Inline>
      {/* Spec 4: "An empty query loads the trending products." */}
      <Section title={current ? `Results for “${current}”` : 'Trending Products'}>
        <AdSlotHost slotName={SEARCH_CARD_AD_SLOT} />
        <ProductMenuView filter={searchMenuFilter(params)} label="Search results" />
      </Section>
    </PageFrame>
  );
}

export function SearchBrandsPage({ route, params }: PageProps) {
  const brands = useBrands();
  const [search] = useSearchParams();
  const wanted = params.brandSlug;
  return (
    <PageFrame title={route.title} crumbNames={brandCrumbName(brands.data, wanted)}>
      <QueryView query={brands} empty={(list) => list.length === 0} emptyMessage="No brands found.">
        {(list) => {
          if (wanted === undefined) return <LinkList label={route.title} items={brandLinks(list, searchBrandPath)} />;
          const brand = findBrand(list, wanted);
          if (!brand) return <p className={css.muted}>{BRAND_NOT_FOUND_MESSAGE}</p>;
          return (
            <Section title={brand.brandName}>
              <ProductMenuView filter={brandMenuFilter(brand.id, search)} label={brand.brandName} fixed={BRAND_FIXED} />
            </Section>
          );
        }}
      </QueryView>
    </PageFrame>
  );
}

export function SearchCategoriesPage({ route, params }: PageProps) {
  const categories = useCategories();
  const wanted = params.slug;
  return (
    <PageFrame title={route.title} crumbNames={categoryCrumbName(categories.data, wanted)}>
      <QueryView query={categories} empty={(list) => list.length === 0} emptyMessage="No categories found.">
        {(list) => {
          if (wanted === undefined) {
            return (
              <LinkList
                label={route.title}
                items={categoryLinks(list, (category) => `/search/categories/${encodeURIComponent(category.urlSlug)}`)}
              />
            );
          }
          return <CategoryProducts categories={list} slug={wanted} />;
        }}
      </QueryView>
    </PageFrame>
  );
}
