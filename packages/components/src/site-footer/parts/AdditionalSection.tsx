import { visuallyHidden } from '../../primitives/VisuallyHidden.css.ts';
import { Carousel } from '../../primitives/carousel/Carousel.tsx';
import { FOOTER_RETAILER_CAROUSEL_SLIDES } from '../../rules/constants.ts';
import { StoreCard, type StoreCardRetailer } from '../../store-list/StoreCard.tsx';
import * as css from '../SiteFooter.css.ts';

/** Names the carousel region (the spec gives the section no title). */
export const ADDITIONAL_SECTION_LABEL = 'Our stores';

/**
 * The footer's additional section (spec 2.14): a carousel of the configured retailers, each with
 * name, address, 'Call : {phone}' and 'Store Details', on additionalSectionBgColor. Six slides per
 * view from the lg breakpoint (spec 9); fewer on narrower screens (ours), so cards stay readable.
 */
export function AdditionalSection({ retailers }: { retailers: readonly StoreCardRetailer[] }) {
  return (
    <div className={css.additional} data-footer-part="additionalSection">
      <div className={css.additionalInner}>
        <h2 className={visuallyHidden}>{ADDITIONAL_SECTION_LABEL}</h2>
        <Carousel
          items={retailers}
          getKey={(retailer) => retailer.id}
          label={ADDITIONAL_SECTION_LABEL}
          slidesPerView={1.15}
          breakpoints={{ sm: { slidesPerView: 2 }, md: { slidesPerView: 3 }, lg: { slidesPerView: FOOTER_RETAILER_CAROUSEL_SLIDES } }}
          prevLabel="Previous stores"
          nextLabel="Next stores"
          renderItem={(retailer) => <StoreCard retailer={retailer} look="summary" headingLevel={3} />}
        />
      </div>
    </div>
  );
}
