import type { SiteConfig } from '../cms/index.ts';
import { dealImageSettingFromCms } from '../cms/helpers.ts';
import { resolveDealCardVariant } from '../rules/navigation/variants.ts';
import type { DealCardProps } from './DealCard.tsx';
import type { TodaysDealsProps } from './TodaysDeals.tsx';

/** What the CMS decides about every deal card of a retailer. */
export type DealCardCmsProps = Required<Pick<DealCardProps, 'variant' | 'imageSetting' | 'showDescription'>>;

/**
 * A retailer's deal cards from the parsed CMS (spec 2.9, 3): the design (DealsCardSettingsCMS, the
 * first flag on wins, default five), the card image setting (dealsImageSettingCMS) and the
 * description switch (dealsSettingsCms.isDescriptionActive). Every page and story that shows deal
 * cards spreads this, so the wiring lives in one place.
 */
export function dealCardPropsFromCms(
  config: Pick<SiteConfig, 'DealsCardSettingsCMS' | 'dealsImageSettingCMS' | 'dealsSettingsCms'>,
): DealCardCmsProps {
  return {
    variant: resolveDealCardVariant(config.DealsCardSettingsCMS),
    imageSetting: dealImageSettingFromCms(config),
    showDescription: config.dealsSettingsCms.isDescriptionActive,
  };
}

/** The part of TodaysDeals's props the CMS decides; the deals, a failure and links come from the page. */
export type TodaysDealsCmsProps = Pick<TodaysDealsProps, 'section' | 'dealsVersion'> & DealCardCmsProps;

/**
 * Today's deals from the parsed CMS (spec 2.9): the section's title and button
 * (homeDealsSectionCmsData), the deals version that picks the mobile button
 * (siteSettings.dealsVersion) and the retailer's deal cards (dealCardPropsFromCms).
 */
export function todaysDealsPropsFromCms(
  config: Pick<
    SiteConfig,
    'homeDealsSectionCmsData' | 'siteSettings' | 'DealsCardSettingsCMS' | 'dealsImageSettingCMS' | 'dealsSettingsCms'
  >,
): TodaysDealsCmsProps {
  return {
    section: config.homeDealsSectionCmsData,
    dealsVersion: config.siteSettings.dealsVersion,
    ...dealCardPropsFromCms(config),
  };
}
