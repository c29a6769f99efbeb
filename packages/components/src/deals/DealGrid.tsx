/**
 * The deals pages' list (spec 2.1 /deals, /deals-category/{slug}, /search/deals): the deals as the
 * retailer's deal cards in a responsive grid, the skeleton while they load, or the page's message
 * ('Not found!' for a deals search without a match, spec 8).
 */
import type { DealImageSetting } from '../rules/navigation/deals.ts';
import type { DealCardVariant } from '../rules/navigation/variants.ts';
import { DealCard, type DealCardDeal } from './DealCard.tsx';
import { Tiles } from '../primitives/layout/Tiles.tsx';
import * as css from './DealGrid.css.ts';

export interface DealGridProps {
  /** undefined while loading. */
  deals: readonly DealCardDeal[] | undefined;
  /** Names the list for assistive technology. */
  label: string;
  emptyMessage: string;
  variant?: DealCardVariant;
  imageSetting?: DealImageSetting | null;
  showDescription?: boolean;
  dealHref?: (deal: DealCardDeal) => string | undefined;
}

export function DealGrid({ deals, label, emptyMessage, variant, imageSetting, showDescription = false, dealHref }: DealGridProps) {
  if (deals === undefined) {
    return (
      <Tiles as="ul" minItemWidth="20rem" gap="md" aria-label={label} aria-busy="true">
        {[0, 1, 2].map((i) => (
          <li key={i}>
            <DealCard variant={variant} loading />
          </li>
        ))}
      </Tiles>
    );
  }
  if (deals.length === 0)
    return (
      <p className={css.empty} role="status">
        {emptyMessage}
      </p>
    );
  return (
    <Tiles as="ul" minItemWidth="20rem" gap="md" aria-label={label}>
      {deals.map((deal, i) => {
        const href = dealHref?.(deal);
        return (
          <li key={deal.id}>
            <DealCard
              variant={variant}
              deal={deal}
              imageSetting={imageSetting}
              showDescription={showDescription}
              headingLevel={2}
              imageLoading={i < 2 ? 'eager' : 'lazy'}
              {...(href ? { href } : {})}
            />
          </li>
        );
      })}
    </Tiles>
  );
}
