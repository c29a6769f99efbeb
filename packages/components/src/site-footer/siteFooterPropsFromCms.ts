/**
 * Parsed CMS (SiteConfig) + catalogue → the desktop footer's data props (spec 2.14). Links and
 * images go through the navigation rules; the footer rules are in ./siteFooterRules.ts.
 */
import { categoryLabel } from '../rules/navigation/categories.ts';
import type { SiteConfig } from '../cms/schema.ts';
import type { Category, Retailer, Special } from '../domain/types.ts';
import { DESKTOP_FOOTER_TODAYS_DEALS_LIMIT, type ProviderKind } from '../rules/constants.ts';
import { categoryPath, dealCollectionPath, homePath, SEARCH_DEALS_PATH } from '../rules/navigation/paths.ts';
import { safeHref } from '../rules/navigation/safeHref.ts';
import { nonBlank } from '../rules/navigation/text.ts';
import type { StoreCardRetailer } from '../store-list/StoreCard.tsx';
import { additionalSectionRetailers, footerQuickLinks, showsAdditionalSection } from './siteFooterRules.ts';

export const SHOP_COLUMN_TITLE = 'Shop';
export const TODAYS_DEALS_TITLE = 'Today’s Deals';
export const SHOP_ALL_SPECIALS_LABEL = 'Shop All Specials';

export interface FooterLink {
  label: string;
  href: string;
}

export interface FooterSocialLink {
  href: string;
  /** The accessible name (socialLinks[].title). */
  title: string;
  image: string | undefined;
}

export interface SiteFooterData {
  /** footerCms logo, logoAlt, logoTitle; '' falls back to the header logo, then the site name. */
  logo: { src: string | undefined; alt: string; title: string | undefined; href: string };
  /** footerCms.subtext (HTML, sanitised where rendered). */
  subtext: string;
  socialLinks: readonly FooterSocialLink[];
  quickLinks: { title: string; links: readonly FooterLink[] };
  categories: readonly FooterLink[];
  /** The first 5 specials. */
  todaysDeals: readonly FooterLink[];
  allSpecialsHref: string;
  /** The additional section's retailers, or null when it is not shown (showsAdditionalSection). */
  additionalSection: { retailers: readonly StoreCardRetailer[] } | null;
}

export interface SiteFooterCatalogue {
  categories?: readonly Category[] | null;
  specials?: readonly Special[] | null;
  retailers?: readonly Retailer[] | null;
}

type CmsSlice = Pick<
  SiteConfig,
  'footerCms' | 'headerWidgetCmsData' | 'siteSettings' | 'socialLinksCms' | 'quickLinks' | 'initialSiteData'
>;

export function siteFooterPropsFromCms(
  config: CmsSlice,
  catalogue: SiteFooterCatalogue,
  state: { provider?: ProviderKind | null } = {},
): SiteFooterData {
  const footer = config.footerCms;
  const header = config.headerWidgetCmsData;
  const site = config.siteSettings;
  const provider = state.provider ?? config.initialSiteData.provider;
  const image = (value: string) => safeHref(nonBlank(value), undefined);
  const retailers = additionalSectionRetailers(footer.retailers, catalogue.retailers ?? []);
  const shown = showsAdditionalSection({
    enableAdditionalSection: footer.enableAdditionalSection,
    matchingRetailerCount: retailers.length,
    provider,
  });
  return {
    logo: {
      src: image(footer.logo) ?? image(header.logo),
      alt: nonBlank(footer.logoAlt) ?? nonBlank(header.logoAlt) ?? site.siteName,
      title: nonBlank(footer.logoTitle) ?? nonBlank(header.logoTitle),
      href: homePath(site.homeLink),
    },
    subtext: footer.subtext,
    socialLinks: config.socialLinksCms
      .filter((group) => group.isShowSocialLink)
      .flatMap((group) => group.socialLinks)
      .flatMap((link) => {
        const href = safeHref(nonBlank(link.link), undefined);
        const title = nonBlank(link.title);
        return href === undefined || title === undefined ? [] : [{ href, title, image: image(link.image) }];
      }),
    quickLinks: {
      title: nonBlank(config.quickLinks.title) ?? 'Quick Links',
      links: footerQuickLinks(config.quickLinks.links, provider).flatMap((link) => {
        const href = safeHref(nonBlank(link.url), undefined);
        return href === undefined ? [] : [{ label: link.label, href }];
      }),
    },
    categories: (catalogue.categories ?? []).flatMap((category) => {
      const href = categoryPath(category.categoryName);
      return href === undefined ? [] : [{ label: categoryLabel(category), href }];
    }),
    todaysDeals: (catalogue.specials ?? []).slice(0, DESKTOP_FOOTER_TODAYS_DEALS_LIMIT).flatMap((special) => {
      const href = dealCollectionPath({ specialSlug: special.urlSlug });
      const label = nonBlank(special.menuDisplayConfiguration.name) ?? nonBlank(special.name);
      return href === undefined || label === undefined ? [] : [{ label, href }];
    }),
    allSpecialsHref: SEARCH_DEALS_PATH,
    additionalSection: shown ? { retailers } : null,
  };
}
