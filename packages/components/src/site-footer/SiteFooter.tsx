import { ArrowRight } from 'lucide-react';
import clsx from 'clsx';
import { SmartLink } from '../primitives/link/SmartLink.tsx';
import { DESKTOP_FOOTER_TODAYS_DEALS_LIMIT } from '../rules/constants.ts';
import { AdditionalSection } from './parts/AdditionalSection.tsx';
import { FooterBrand } from './parts/FooterBrand.tsx';
import { FooterColumn } from './parts/FooterColumn.tsx';
import { SHOP_ALL_SPECIALS_LABEL, SHOP_COLUMN_TITLE, TODAYS_DEALS_TITLE, type SiteFooterData } from './siteFooterPropsFromCms.ts';
import * as css from './SiteFooter.css.ts';

export interface SiteFooterProps extends SiteFooterData {
  /**
   * Skeletons instead of content (spec 2.14: for DESKTOP_FOOTER_SKELETON_MS after the page loads;
   * the app passes `useInitialSkeleton(DESKTOP_FOOTER_SKELETON_MS)`, or-ed with its data loading).
   */
  loading?: boolean;
  className?: string;
}

/**
 * The desktop footer (spec 2.14): the optional additional section (retailer carousel), then the
 * logo, subtext and social links; 'Quick Links' (CMS title); 'Shop' categories; "Today's Deals"
 * (the first 5 specials) with 'Shop All Specials'. Four columns from the lg breakpoint, two from
 * sm, stacked below.
 */
export function SiteFooter({
  logo,
  subtext,
  socialLinks,
  quickLinks,
  categories,
  todaysDeals,
  allSpecialsHref,
  additionalSection,
  loading = false,
  className,
}: SiteFooterProps) {
  return (
    <footer className={clsx(css.root, className)} aria-busy={loading || undefined} data-loading={loading || undefined}>
      {additionalSection && additionalSection.retailers.length > 0 ? <AdditionalSection retailers={additionalSection.retailers} /> : null}
      <div className={css.main}>
        <FooterBrand logo={logo} subtext={subtext} socialLinks={socialLinks} loading={loading} />
        <FooterColumn title={quickLinks.title} links={quickLinks.links} loading={loading} />
        <FooterColumn title={SHOP_COLUMN_TITLE} links={categories} loading={loading} />
        <FooterColumn title={TODAYS_DEALS_TITLE} links={todaysDeals} loading={loading} placeholders={DESKTOP_FOOTER_TODAYS_DEALS_LIMIT}>
          <SmartLink href={allSpecialsHref} className={css.allSpecials}>
            {SHOP_ALL_SPECIALS_LABEL}
            <ArrowRight size={16} aria-hidden="true" />
          </SmartLink>
        </FooterColumn>
      </div>
    </footer>
  );
}
