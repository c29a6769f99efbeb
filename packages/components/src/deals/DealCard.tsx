/**
 * The deal card (spec 2.9): five designs as ONE component over dealCardDesigns. Each shows the
 * deal's name, what it gives and when it runs (rules/commerce/dealTerms), the optional description
 * (the CMS description flag), the deal image (dealImage, spec 3) and the design's 'Shop now' or
 * 'Shop Deals' button to the deal's products (dealCollectionPath, spec 2.1). `loading` draws the
 * same card as a skeleton, at the same size, while the CMS or the deals load.
 */
import { useId } from 'react';
import clsx from 'clsx';
import { dealFinePrint, dealOfferLabel, dealSchedule, type DealTermsSource } from '../rules/commerce/dealTerms.ts';
import { dealDisplayName, dealImage, type DealImageSetting, type DealImageSource } from '../rules/navigation/deals.ts';
import { dealCollectionPath } from '../rules/navigation/paths.ts';
import type { DealCardVariant } from '../rules/navigation/variants.ts';
import { DEFAULT_DEAL_CARD } from '../rules/constants.ts';
import { responsiveImage } from '../rules/media/responsiveImage.ts';
import { button } from '../primitives/Button.css.ts';
import { SmartLink } from '../primitives/link/SmartLink.tsx';
import { Skeleton } from '../primitives/Skeleton.tsx';
import { VisuallyHidden } from '../primitives/VisuallyHidden.tsx';
import { dealCardDesigns } from './dealCardDesigns.ts';
import * as css from './DealCard.css.ts';

/** What a deal card reads of a special. */
export type DealCardDeal = DealImageSource &
  DealTermsSource & {
    id: string;
    name: string;
    urlSlug: string;
    menuDisplayConfiguration?: { name?: string | null; description?: string | null; image?: string | null } | null;
  };

export interface DealCardProps {
  variant?: DealCardVariant;
  deal?: DealCardDeal | null;
  /** dealImageSettingFromCms(config) */
  imageSetting?: DealImageSetting | null;
  /** dealsSettingsCms.isDescriptionActive */
  showDescription?: boolean;
  /** Where 'Shop now' goes; default the deal's products (dealCollectionPath). */
  href?: string;
  /** The skeleton, while the CMS or the deals load. */
  loading?: boolean;
  headingLevel?: 2 | 3 | 4;
  /** sizes for the image's srcset: how wide the card shows. */
  imageSizes?: string;
  /** Show the design's button (off on the deal's own page, which lists its products below). */
  showAction?: boolean;
  /** 'lazy' (default: cards in carousels and lists) or 'eager' (the first card, above the fold). */
  imageLoading?: 'lazy' | 'eager';
  className?: string;
}

/** A card is never wider than the content column's half on desktop; a phone's width below. */
const DEFAULT_IMAGE_SIZES = '(min-width: 769px) 40vw, 90vw';

export function DealCard({
  variant = DEFAULT_DEAL_CARD,
  deal,
  imageSetting,
  showDescription = false,
  href,
  loading = false,
  headingLevel = 3,
  imageSizes = DEFAULT_IMAGE_SIZES,
  imageLoading = 'lazy',
  showAction = true,
  className,
}: DealCardProps) {
  const design = dealCardDesigns[variant] ?? dealCardDesigns[DEFAULT_DEAL_CARD];
  const nameId = useId();
  const Heading = `h${headingLevel}` as const;
  const cardClass = clsx(css.card({ layout: design.layout, tone: design.tone }), className);

  if (loading || !deal) {
    return (
      <div className={cardClass} aria-hidden="true" data-deal-card={variant} data-loading="">
        <div className={css.media({ layout: design.layout })}>
          <Skeleton width="100%" height="100%" />
        </div>
        <div className={css.skeletonText}>
          <Skeleton shape="text" width="60%" />
          <Skeleton shape="text" lines={2} />
          <Skeleton width="7rem" height="2.25rem" />
        </div>
      </div>
    );
  }

  const name = dealDisplayName(deal) || deal.name;
  const offer = dealOfferLabel(deal);
  const description = showDescription ? deal.menuDisplayConfiguration?.description?.trim() : undefined;
  const fine = dealFinePrint(deal);
  const target = href ?? dealCollectionPath({ specialSlug: deal.urlSlug });
  const onBrand = design.tone === 'brand';

  return (
    <article className={cardClass} aria-labelledby={nameId} data-deal-card={variant} data-deal={deal.urlSlug}>
      <div className={css.media({ layout: design.layout })}>
        <img
          {...responsiveImage(dealImage(deal, imageSetting), imageSizes)}
          alt=""
          width={800}
          height={400}
          loading={imageLoading}
          decoding="async"
          className={css.image}
        />
        {offer && design.offer === 'badge' && design.layout !== 'row' ? (
          <span className={css.badge} aria-hidden="true">
            {offer}
          </span>
        ) : null}
      </div>
      <div className={css.body({ layout: design.layout })}>
        {offer && design.offer === 'badge' && design.layout === 'row' ? (
          <span className={css.inlineBadge} aria-hidden="true">
            {offer}
          </span>
        ) : null}
        {offer && design.offer === 'headline' ? (
          <p className={css.headline} aria-hidden="true">
            {offer}
          </p>
        ) : null}
        <Heading id={nameId} className={css.name}>
          {name}
          {offer ? <VisuallyHidden>{`(${offer})`}</VisuallyHidden> : null}
        </Heading>
        <p className={css.schedule}>{dealSchedule(deal)}</p>
        {description ? <p className={css.description}>{description}</p> : null}
        {fine ? <p className={css.finePrint}>{fine}</p> : null}
        {showAction ? (
          <div className={css.action}>
            <SmartLink href={target} className={clsx(button({ variant: design.buttonVariant, size: 'sm' }), onBrand && css.onBrandButton)}>
              {design.button}
              <VisuallyHidden>{`(${name})`}</VisuallyHidden>
            </SmartLink>
          </div>
        ) : null}
      </div>
    </article>
  );
}
