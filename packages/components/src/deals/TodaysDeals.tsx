/**
 * Today's deals (spec 2.9): the CMS title and button (homeDealsSectionCmsData: title, buttonlink,
 * buttontext; on mobile with deals version v2 the button reads 'Deals by Category' and goes to
 * /deals: todaysDealsButton), then a carousel of at most DEALS_LIST_LIMIT (10) specials as deal
 * cards at DEALS_CAROUSEL_SLIDES_PER_VIEW (1.1) slides per view, or the cards' skeleton.
 *
 * Our choice beyond the spec: 1.1 is the phone's; from 769 px 2.1 and from 1280 px 3.1 slides show
 * (the next card still peeks in), so a desktop card is not 1,200 px wide.
 */
import { useId } from 'react';
import clsx from 'clsx';
import { DEALS_CAROUSEL_SLIDES_PER_VIEW, DEALS_LIST_LIMIT } from '../rules/constants.ts';
import { todaysDealsButton } from '../rules/navigation/deals.ts';
import type { DealImageSetting } from '../rules/navigation/deals.ts';
import type { DealCardVariant } from '../rules/navigation/variants.ts';
import { button } from '../primitives/Button.css.ts';
import { Carousel } from '../primitives/carousel/Carousel.tsx';
import { SmartLink } from '../primitives/link/SmartLink.tsx';
import { DealCard, type DealCardDeal } from './DealCard.tsx';
import { Inline } from '../primitives/layout/Inline.tsx';
import * as css from './TodaysDeals.css.ts';

export const TODAYS_DEALS_SLIDES_MD = 2.1;
export const TODAYS_DEALS_SLIDES_LG = 3.1;
export const NO_DEALS_TODAY_MESSAGE = 'No deals today.';

export interface TodaysDealsProps {
  /** homeDealsSectionCmsData */
  section: { title: string; buttontext?: string | null; buttonlink?: string | null };
  /** siteSettings.dealsVersion */
  dealsVersion?: string | null;
  /** The store's running specials; undefined while loading. */
  deals: readonly DealCardDeal[] | undefined;
  variant?: DealCardVariant;
  imageSetting?: DealImageSetting | null;
  showDescription?: boolean;
  /** The deals could not be loaded: this message (an alert) instead of the cards. */
  failure?: string | null;
  /** A deal's link; default its products (the card's default). */
  dealHref?: (deal: DealCardDeal) => string | undefined;
}

export function TodaysDeals({
  section,
  dealsVersion,
  deals,
  variant,
  imageSetting,
  showDescription = false,
  failure = null,
  dealHref,
}: TodaysDealsProps) {
  const titleId = useId();
  const input = { dealsVersion, buttontext: section.buttontext, buttonlink: section.buttonlink };
  const mobile = todaysDealsButton({ ...input, isMobile: true });
  const desktop = todaysDealsButton({ ...input, isMobile: false });
  const same = mobile?.label === desktop?.label && mobile?.href === desktop?.href;
  const shown = deals?.slice(0, DEALS_LIST_LIMIT);
  const card = (deal: DealCardDeal | null) => (
    <DealCard
      variant={variant}
      deal={deal}
      loading={deal === null}
      imageSetting={imageSetting}
      showDescription={showDescription}
      // At most ten small deal images, the first ones in view: loaded with the page, so a swipe
      // never shows an empty card.
      imageLoading="eager"
      {...(deal && dealHref?.(deal) ? { href: dealHref(deal) } : {})}
    />
  );

  return (
    <section className={css.section} aria-labelledby={titleId} aria-busy={deals === undefined || undefined} data-widget="todays-deals">
      <Inline align="center" justify="between" gap="md">
        <h2 id={titleId} className={css.title}>
          {section.title}
        </h2>
        {same && mobile ? (
          <SmartLink href={mobile.href} className={button({ variant: 'secondary', size: 'sm' })}>
            {mobile.label}
          </SmartLink>
        ) : (
          <>
            {mobile ? (
              <SmartLink href={mobile.href} className={clsx(button({ variant: 'secondary', size: 'sm' }), css.mobileOnly)}>
                {mobile.label}
              </SmartLink>
            ) : null}
            {desktop ? (
              <SmartLink href={desktop.href} className={clsx(button({ variant: 'secondary', size: 'sm' }), css.desktopOnly)}>
                {desktop.label}
              </SmartLink>
            ) : null}
          </>
        )}
      </Inline>
      {failure ? (
        <p className={css.empty} role="alert">
          {failure}
        </p>
      ) : shown === undefined ? (
        <div className={css.skeletonRow}>
          {[0, 1, 2, 3].map((i) => (
            <div key={i}>{card(null)}</div>
          ))}
        </div>
      ) : shown.length === 0 ? (
        <p className={css.empty}>{NO_DEALS_TODAY_MESSAGE}</p>
      ) : (
        <Carousel
          label={section.title}
          landmark={false}
          items={shown}
          getKey={(deal) => deal.id}
          renderItem={(deal) => card(deal)}
          slidesPerView={DEALS_CAROUSEL_SLIDES_PER_VIEW}
          breakpoints={{ md: { slidesPerView: TODAYS_DEALS_SLIDES_MD }, lg: { slidesPerView: TODAYS_DEALS_SLIDES_LG } }}
          prevLabel="Previous deals"
          nextLabel="Next deals"
        />
      )}
    </section>
  );
}
