/**
 * Deals pages (spec 2.1): /deals, /deals/{slug}, /deals-category[/{slug}], /deals-collection/{category}
 * ?specialSlug=…[&brandId=…], /specials?specialSlug=…, /search/deals[/{slug}].
 */
import { useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  dealCollectionPath,
  dealDisplayName,
  dealImage,
  dealImageSettingFromCms,
  responsiveImage,
  DEALS_NOT_FOUND_MESSAGE,
  dealsCategoryPath,
  searchDealPath,
  searchDeals,
  type Special,
} from '@storefront/components';
import { useBrands, useCustomCategories, useSpecial, useSpecials } from '../../api/queries.ts';
import { PageFrame } from '../../layout/PageFrame.tsx';
import type { PageProps } from '../../routes/PageProps.ts';
import { categoryLinks, findBrand, specialLinks } from '../shared/catalogLinks.ts';
import { specialMenuFilter } from '../../routes/pageQueries.ts';
import { LinkList } from '../shared/LinkList.tsx';
import { ProductMenuView } from '../shared/ProductMenuView.tsx';
import { QueryView } from '../shared/QueryView.tsx';
import { Section } from '../shared/Section.tsx';
import { useShopContext } from '../shared/useShopContext.ts';
import * as css from '../shared/styles.ts';

/** The deal image shows at most 320 px wide (styles: dealImage). */
const DEAL_IMAGE_SIZES = '(min-width: 400px) 320px, 100vw';

export const DEAL_NOT_FOUND_MESSAGE = 'This deal is not running.';
export const NO_DEALS_MESSAGE = 'No deals found.';

/** One special: its image (the deal image rule), description and products. */
function SpecialProducts({ urlSlug, brandId }: { urlSlug: string | undefined | null; brandId?: string }) {
  const { config } = useShopContext();
  const special = useSpecial(urlSlug ?? undefined);
  if (!urlSlug) return <p {...css.muted}>{DEAL_NOT_FOUND_MESSAGE}</p>;
  return (
    <QueryView query={special}>
      {(deal) =>
        deal ? (
          <Section title={dealDisplayName(deal)}>
            <img {...responsiveImage(dealImage(deal, dealImageSettingFromCms(config)), DEAL_IMAGE_SIZES)} alt="" width={320} height={180} {...css.dealImage} />
            {config.dealsSettingsCms.isDescriptionActive && deal.menuDisplayConfiguration.description ? (
              <p {...css.text}>{deal.menuDisplayConfiguration.description}</p>
            ) : null}
            <ProductMenuView filter={specialMenuFilter(deal.urlSlug, brandId)} label={deal.name} />
          </Section>
        ) : (
          <p {...css.muted}>{DEAL_NOT_FOUND_MESSAGE}</p>
        )
      }
    </QueryView>
  );
}

function SpecialsList({ label, href }: { label: string; href?: (special: Special) => string | undefined }) {
  const { retailerId } = useShopContext();
  const specials = useSpecials(retailerId);
  return (
    <QueryView query={specials} empty={(list) => list.length === 0} emptyMessage={NO_DEALS_MESSAGE}>
      {(list) => <LinkList label={label} items={specialLinks(list, href)} />}
    </QueryView>
  );
}

export function DealsPage({ route }: PageProps) {
  return (
    <PageFrame title={route.title}>
      <SpecialsList label={route.title} />
    </PageFrame>
  );
}

export function DealDetailPage({ route, params }: PageProps) {
  return (
    <PageFrame title={route.title}>
      <SpecialProducts urlSlug={params.slug} />
    </PageFrame>
  );
}

export function SpecialsPage({ route }: PageProps) {
  const [search] = useSearchParams();
  return (
    <PageFrame title={route.title}>
      <SpecialProducts urlSlug={search.get('specialSlug')} />
    </PageFrame>
  );
}

export function DealsCollectionPage({ route }: PageProps) {
  const [search] = useSearchParams();
  const brands = useBrands();
  const brand = findBrand(brands.data, search.get('brandId') ?? undefined);
  return (
    <PageFrame title={route.title}>
      <SpecialProducts urlSlug={search.get('specialSlug')} brandId={brand?.id} />
    </PageFrame>
  );
}

export function DealsCategoryPage({ route, params }: PageProps) {
  const { retailerId } = useShopContext();
  const categories = useCustomCategories();
  const specials = useSpecials(retailerId);
  const slug = params.categorySlug;
  if (slug === undefined) {
    return (
      <PageFrame title={route.title}>
        <QueryView query={categories} empty={(list) => list.length === 0} emptyMessage={NO_DEALS_MESSAGE}>
          {(list) => <LinkList label={route.title} items={categoryLinks(list, (category) => dealsCategoryPath(category.urlSlug))} />}
        </QueryView>
      </PageFrame>
    );
  }
  return (
    <PageFrame title={route.title}>
      <QueryView query={specials}>
        {(list) => {
          const inCategory = list.filter((special) => special.categorySlug === slug);
          return inCategory.length === 0 ? (
            <p {...css.muted}>{NO_DEALS_MESSAGE}</p>
          ) : (
            <LinkList label={route.title} items={specialLinks(inCategory, (special) => dealCollectionPath({ specialSlug: special.urlSlug, category: slug }))} />
          );
        }}
      </QueryView>
    </PageFrame>
  );
}

/** /search/deals: all specials with the deals search (spec 5); /search/deals/{slug}: one deal. */
export function SearchDealsPage({ route, params }: PageProps) {
  const { retailerId } = useShopContext();
  const specials = useSpecials(retailerId);
  const [query, setQuery] = useState('');
  const inputId = useId();
  if (params.dealUrlSlug !== undefined) {
    return (
      <PageFrame title={route.title}>
        <SpecialProducts urlSlug={params.dealUrlSlug} />
      </PageFrame>
    );
  }
  return (
    <PageFrame title={route.title}>
      <div {...css.field}>
        <label htmlFor={inputId}>Search deals</label>
        <input id={inputId} type="search" {...css.input} value={query} onChange={(event) => setQuery(event.target.value)} />
      </div>
      <QueryView query={specials}>
        {(list) => {
          const found = query.trim() === '' ? list : searchDeals(list, query);
          return found.length === 0 ? <p {...css.muted}>{DEALS_NOT_FOUND_MESSAGE}</p> : <LinkList label={route.title} items={specialLinks(found, (special) => searchDealPath(special.urlSlug))} />;
        }}
      </QueryView>
    </PageFrame>
  );
}
