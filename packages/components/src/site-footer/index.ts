// The desktop footer (spec 2.14): logo, subtext, social links, 'Quick Links', 'Shop', "Today's Deals",
// skeletons for 1500 ms and the optional additional section (retailer carousel).
export { SiteFooter, type SiteFooterProps } from './SiteFooter.tsx';
export {
  siteFooterPropsFromCms,
  SHOP_COLUMN_TITLE,
  TODAYS_DEALS_TITLE,
  SHOP_ALL_SPECIALS_LABEL,
  type SiteFooterData,
  type SiteFooterCatalogue,
  type FooterLink,
  type FooterSocialLink,
} from './siteFooterPropsFromCms.ts';
export {
  showsAdditionalSection,
  additionalSectionRetailers,
  footerQuickLinks,
  STORE_LOCATION_QUICK_LINKS,
  type AdditionalSectionInput,
} from './siteFooterRules.ts';
export { useInitialSkeleton } from './useInitialSkeleton.ts';
export { ADDITIONAL_SECTION_LABEL } from './parts/AdditionalSection.tsx';
