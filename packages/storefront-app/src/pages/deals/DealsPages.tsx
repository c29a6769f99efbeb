/**
 * Deals pages (spec 2.1): /deals, /deals/{slug}, /deals-category[/{slug}], /deals-collection/{category}
 * ?specialSlug=…[&brandId=…], /specials?specialSlug=…, /search/deals[/{slug}].
 */
import { useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  DealCard,
  DealGrid,
  dealCollectionPath,
  dealDisplayName,
  dealCardPropsFromCms,
  DEALS_NOT_FOUND_MESSAGE,
  dealsCategoryPath,
  searchDealPath,
  searchDeals,
  type DealCardDeal,
  Stack,
} from '@storefront/components';
import { useBrands, useCustomCategories, useSpecial, useSpecials } from '../../api/queries.ts';
import { PageFrame } from '../../layout/PageFrame.tsx';
import type { PageProps } from '../../routes/PageProps.ts';
import { categoryLinks, findBrand } from '../shared/catalogLinks.ts';
import { specialMenuFilter } from '../../routes/pageQueries.ts';
import { LinkList } from '../shared/LinkList.tsx';
import { ProductMenuView } from '../shared/ProductMenuView.tsx';
import { QueryView } from '../shared/QueryView.tsx';
import { Section } from '../shared/Section.tsx';
import { useShop } from '../../shop/useShop.ts';
import * as css from '../shared/page.css.ts';
import * as dealsCss from './DealsPages.css.ts';

/** The retailer's deal card design, image setting and description flag (spec 2.9, 3). */
function useDealCards() {
  const { config } = useShop();
  return dealCardPropsFromCms(config);
}

export const DEAL_NOT_FOUND_MESSAGE = 'This deal is not running.';
export const NO_DEALS_MESSAGE = 'No deals found.';

/** One special: its card (what it gives, when, the deal image rule, description) and products. */
function SpecialProducts({ urlSlug, brandId }: { urlSlug: string | undefined | null; brandId?: string }) {
  const cards = useDealCards();
  const special = useSpecial(urlSlug ?? undefined);
  if (!urlSlug) return <p className={css.muted}>{DEAL_NOT_FOUND_MESSAGE}</p>;
  return (
    <QueryView query={special}>
      {(deal) =>
        deal ? (
          <Section title={dealDisplayName(deal)}>
            <div className={dealsCss.dealHero}>
              <DealCard {...cards} deal={deal} showAction={false} imageLoading="eager" headingLevel={3} />
            </div>
            <ProductMenuView filter={specialMenuFilter(deal.urlSlug, brandId)} label={deal.name} />
          </Section>
        ) : (
          <p className={css.muted}>{DEAL_NOT_FOUND_MESSAGE}</p>
        )
      }
    </QueryView>
  );
}

/** A deals read: its data, or the failure. */
interface DealsRead {
  data: readonly DealCardDeal[] | undefined;
  isPending: boolean;
  isError: boolean;
  error: unknown;
}

/** The store's deals as the retailer's cards: a failed call's message, or the grid (its skeleton while loading). */
function DealsView({
  deals,
  label,
  emptyMessage = NO_DEALS_MESSAGE,
  href,
}: {
  deals: DealsRead;
  label: string;
  emptyMessage?: string;
  href?: (deal: DealCardDeal) => string | undefined;
}) {
  const cards = useDealCards();
  if (deals.isError) return <QueryView query={deals}>{() => null}</QueryView>;
  return <DealGrid {...cards} deals={deals.data} label={label} emptyMessage={emptyMessage} {...(href ? { dealHref: href } : {})} />;
}

function SpecialsList({ label }: { label: string }) {
  const { retailerId } = useShop();
  return <DealsView deals={useSpecials(retailerId)} label={label} />;
}

export function DealsPage({ route }: PageProps) {
  return (
    <PageFrame title={route.title}>
      <SpecialsList label={route.title} />
    </PageFrame>
  );
}

/** The deal's name for its slug in the breadcrumbs (the same read SpecialProducts makes). */
function useDealCrumbName(urlSlug: string | undefined): Record<string, string> | undefined {
  const special = useSpecial(urlSlug);
  return urlSlug && special.data ? { [urlSlug]: dealDisplayName(special.data) } : undefined;
}

export function DealDetailPage({ route, params }: PageProps) {
  const crumbNames = useDealCrumbName(params.slug);
  return (
    <PageFrame title={route.title} crumbNames={crumbNames}>
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
  const { retailerId } = useShop();
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
  const inCategory = { ...specials, data: specials.data?.filter((special) => special.categorySlug === slug) };
  return (
    <PageFrame title={route.title}>
      <DealsView
        deals={inCategory}
        label={route.title}
        href={(special) => dealCollectionPath({ specialSlug: special.urlSlug, category: slug })}
      />
    </PageFrame>
  );
}

/** /search/deals: all specials with the deals search (spec 5); /search/deals/{slug}: one deal. */
export function SearchDealsPage({ route, params }: PageProps) {
  const { retailerId } = useShop();
  const specials = useSpecials(retailerId);
  const [query, setQuery] = useState('');
  const inputId = useId();
  const crumbNames = useDealCrumbName(params.dealUrlSlug);
  if (params.dealUrlSlug !== undefined) {
    return (
      <PageFrame title={route.title} crumbNames={crumbNames}>
        <SpecialProducts urlSlug={params.dealUrlSlug} />
      </PageFrame>
    );
  }
  return (
    <PageFrame title={route.title}>
      <Stack gap="xs" className={css.field}>
        <label htmlFor={inputId}>Search deals</label>
        <input id={inputId} type="search" className={css.input} value={query} onChange={(event) => setQuery(event.target.value)} />
      </Stack>
      <DealsView
        deals={{ ...specials, data: specials.data && query.trim() !== '' ? searchDeals(specials.data, query) : specials.data }}
        label={route.title}
        emptyMessage={DEALS_NOT_FOUND_MESSAGE}
        href={(special) => searchDealPath(special.urlSlug)}
      />
    </PageFrame>
  );
}
