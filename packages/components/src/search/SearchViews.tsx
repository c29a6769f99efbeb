import type { MouseEvent, ReactNode } from 'react';
import { Search, SearchX } from 'lucide-react';
import type { Brand, SearchSuggestionResult } from '../domain/types.ts';
import { Carousel } from '../primitives/carousel/Carousel.tsx';
import { SmartLink } from '../primitives/link/SmartLink.tsx';
import { SanitizedHtml } from '../primitives/SanitizedHtml.tsx';
import { Skeleton } from '../primitives/Skeleton.tsx';
import { VisuallyHidden } from '../primitives/VisuallyHidden.tsx';
import { BRAND_CAROUSEL_SLIDES_PER_VIEW } from '../rules/constants.ts';
import { brandImage } from '../rules/navigation/deals.ts';
import { sanitizeHighlight } from '../rules/navigation/highlight.ts';
import { productPath, SEARCH_BRANDS_PATH, searchBrandPath } from '../rules/navigation/paths.ts';
import { searchSkeletonRows, trendingProducts } from '../rules/navigation/search.ts';
import { nonBlank } from '../rules/navigation/text.ts';
import { noResultsText, searchLabels, variantsLabel } from './searchLabels.ts';
import type { SearchProductRow } from './searchTypes.ts';
import { Stack } from '../primitives/layout/Stack.tsx';
import { Inline } from '../primitives/layout/Inline.tsx';
import * as css from './SearchPanel.css.ts';

/** Link clicks go through this: a link to the current location closes the panel instead (spec 2.1). */
export type LinkGuard = (href: string) => (event: MouseEvent<HTMLAnchorElement>) => void;

/** SEARCH_SKELETON_ROWS (5) placeholder rows. */
export function SkeletonRows() {
  return (
    <div aria-busy="true">
      <VisuallyHidden role="status">{searchLabels.loading}</VisuallyHidden>
      <Stack as="ul" gap="xxs" aria-hidden="true">
        {searchSkeletonRows().map((row) => (
          <Inline as="li" align="center" wrap={false} gap="md" key={row} className={css.skeletonRow} data-part="skeletonRow">
            <Skeleton width={56} height={56} />
            <Stack as="span" gap="xs" className={css.skeletonText}>
              <Skeleton shape="text" width="70%" />
              <Skeleton shape="text" width="35%" />
            </Stack>
          </Inline>
        ))}
      </Stack>
    </div>
  );
}

export function ProductRows({ products, guard, label }: { products: readonly SearchProductRow[]; guard: LinkGuard; label: string }) {
  return (
    <Stack as="ul" gap="xxs" aria-label={label}>
      {products.map((product, index) => {
        const href = productPath(product.productSlug);
        return (
          <li key={`${product.productSlug}-${index}`}>
            <SmartLink href={href} className={css.productRow} onClick={href === undefined ? undefined : guard(href)} data-part="productRow">
              <img className={css.productImage} src={product.image} alt="" width={56} height={56} loading="lazy" />
              <Stack as="span" gap="xxs" className={css.productText}>
                <span className={css.productName}>{product.productName}</span>
                <span className={css.productMeta}>{variantsLabel(product.variantsSize)}</span>
              </Stack>
            </SmartLink>
          </li>
        );
      })}
    </Stack>
  );
}

function Section({ title, action, children }: { title: string; action?: ReactNode; children: ReactNode }) {
  return (
    <Stack as="section" gap="sm" className={css.section} aria-label={title}>
      <Inline align="baseline" justify="between" wrap={false} gap="sm">
        <h3 className={css.heading}>{title}</h3>
        {action}
      </Inline>
      {children}
    </Stack>
  );
}

/** While typing: suggestion lines, brand names and product rows (spec 2.4). */
export function ResultsView({
  results,
  onSearch,
  guard,
}: {
  results: SearchSuggestionResult;
  onSearch: (text: string) => void;
  guard: LinkGuard;
}) {
  return (
    <>
      {results.suggestions.length > 0 ? (
        <Section title={searchLabels.suggestions}>
          <Stack as="ul" gap="xxs">
            {results.suggestions.map((suggestion, index) => {
              const text = suggestion.brandNameAndProductNameAndCategoryName;
              return (
                <li key={`${suggestion.productSlug}-${index}`}>
                  <button type="button" className={css.suggestion} onClick={() => onSearch(text)} data-part="suggestion">
                    <span className={css.suggestionIcon} aria-hidden="true">
                      <Search size={16} />
                    </span>
                    {nonBlank(suggestion.highlight) !== undefined ? (
                      <SanitizedHtml as="span" className={css.suggestionText} html={sanitizeHighlight(suggestion.highlight)} />
                    ) : (
                      <span className={css.suggestionText}>{text}</span>
                    )}
                  </button>
                </li>
              );
            })}
          </Stack>
        </Section>
      ) : null}
      {results.brands.length > 0 ? (
        <Section title={searchLabels.brands}>
          <Inline as="ul" gap="sm">
            {results.brands.map((name) => (
              <li key={name}>
                <button type="button" className={css.chip} onClick={() => onSearch(name)} data-part="brandName">
                  {name}
                </button>
              </li>
            ))}
          </Inline>
        </Section>
      ) : null}
      {results.products.length > 0 ? (
        <Section title={searchLabels.products}>
          <ProductRows products={results.products} guard={guard} label={searchLabels.products} />
        </Section>
      ) : null}
    </>
  );
}

function Message({ icon, title, text }: { icon: ReactNode; title: string; text: string }) {
  return (
    <Stack align="center" gap="sm" className={css.message}>
      <span className={css.messageIcon} aria-hidden="true">
        {icon}
      </span>
      <h3 className={css.messageTitle}>{title}</h3>
      <p className={css.messageText}>{text}</p>
    </Stack>
  );
}

export function NoResultsView({ query }: { query: string }) {
  return (
    <div role="status" data-part="noResults">
      <Message icon={<SearchX size={48} />} title={searchLabels.noResultsTitle} text={noResultsText(query)} />
    </div>
  );
}

/** The drawer's empty-state view (empty query). */
export function EmptyDrawerView({ title }: { title: string }) {
  return (
    <div data-part="emptyState">
      <Message icon={<Search size={48} />} title={title} text={searchLabels.emptyText} />
    </div>
  );
}

export interface OverlayEmptyViewProps {
  topBrands: readonly Brand[];
  topBrandsTitle: string;
  trending: readonly SearchProductRow[];
  trendingTitle: string;
  trendingLoading: boolean;
  guard: LinkGuard;
}

/** The mobile overlay with an empty query: 'Top Brands' (3.2 slides, 'View All') and 'Trending Products' (6). */
export function OverlayEmptyView({ topBrands, topBrandsTitle, trending, trendingTitle, trendingLoading, guard }: OverlayEmptyViewProps) {
  const shown = trendingProducts(trending);
  return (
    <>
      {topBrands.length > 0 ? (
        <Section
          title={topBrandsTitle}
          action={
            <SmartLink href={SEARCH_BRANDS_PATH} className={css.viewAll} onClick={guard(SEARCH_BRANDS_PATH)}>
              {searchLabels.viewAll}
            </SmartLink>
          }
        >
          <Carousel
            items={topBrands}
            label={topBrandsTitle}
            slidesPerView={BRAND_CAROUSEL_SLIDES_PER_VIEW}
            getKey={(brand) => brand.id}
            renderItem={(brand) => {
              const href = searchBrandPath(brand);
              const image = brandImage(brand);
              return (
                <SmartLink href={href} className={css.brandSlide} onClick={href === undefined ? undefined : guard(href)}>
                  {image !== undefined ? <img className={css.brandImage} src={image} alt="" width={96} height={96} /> : null}
                  <span className={css.brandName}>{brand.brandName}</span>
                </SmartLink>
              );
            }}
          />
        </Section>
      ) : null}
      <Section title={trendingTitle}>
        {trendingLoading ? <SkeletonRows /> : <ProductRows products={shown} guard={guard} label={trendingTitle} />}
      </Section>
    </>
  );
}
