/**
 * Parsed CMS (SiteConfig) + the shopper's state → the header's data props. The app adds the
 * callbacks; stories build the same props from a fixture.
 */
import { searchPageCmsFrom } from '../cms/helpers.ts';
import type { MenuLink, SiteConfig } from '../cms/schema.ts';
import type { ProviderKind } from '../rules/constants.ts';
import { menuLinkTarget, type MenuLinkContext } from '../rules/navigation/paths.ts';
import { SEARCH_INPUT_PLACEHOLDER } from '../rules/navigation/search.ts';
import type { StoreBarPreference } from '../rules/navigation/storeBar.ts';
import { nonBlank } from '../rules/navigation/text.ts';
import { resolveHeaderVariant } from '../rules/navigation/variants.ts';
import type { HeaderData } from './headerTypes.ts';
import type { HeaderNavLink } from './parts/NavLinks.tsx';
import { WISHLIST_PATH } from './parts/WishlistButton.tsx';

export interface HeaderShopperState {
  /** A session token is present (session store). */
  signedIn: boolean;
  /** wishlistProductsCount (wishlist query). */
  wishlistProductsCount?: number | null;
  /** unseenCount (notifications query). */
  unseenCount?: number | null;
  /** The local notification count (notification store; reset by the bell). */
  localNotificationCount?: number | null;
  /** recommendedProductData is non-empty (notifications). Undefined: not known, the bell shows. */
  hasRecommendedProducts?: boolean | null;
  /** The order preference (preference store); null/undefined before the shopper has one. */
  orderPreference?: (StoreBarPreference & { retailerId?: string | null }) | null;
  /** The stored per-retailer default-home-page flag. Default: siteSettings.isDefaultHomePage. */
  isDefaultHomePage?: boolean | null;
  /** Overrides initialSiteData.provider (e.g. the stored 'provider' value). */
  provider?: ProviderKind | null;
  /** The nav links are reloading after a retailer change. */
  navLinksLoading?: boolean;
  /** The current path (marks the active link). */
  currentPath?: string;
}

/** The header's CMS links: headerWidgetCmsData.links when the header widget sets any, else menuLinkWidgetCmsData.links. */
export function headerMenuLinks(config: SiteConfig): readonly MenuLink[] {
  return config.headerWidgetCmsData.links.length > 0 ? config.headerWidgetCmsData.links : config.menuLinkWidgetCmsData.links;
}

/**
 * CMS links with their targets (menuLinkTarget, placement 'header': 'deals' with no url → /deals).
 * Sub-links without a safe target are dropped; so is a link with neither a target nor sub-links.
 */
export function headerNavLinks(links: readonly MenuLink[], context: Omit<MenuLinkContext, 'placement'>): HeaderNavLink[] {
  const ctx: MenuLinkContext = { ...context, placement: 'header' };
  return links.flatMap((link) => {
    const label = nonBlank(link.label);
    if (label === undefined) return [];
    const subLinks = link.subLinks.flatMap((sub) => {
      const subLabel = nonBlank(sub.label);
      const href = menuLinkTarget(sub, ctx);
      return subLabel === undefined || href === undefined ? [] : [{ label: subLabel, href }];
    });
    const href = menuLinkTarget(link, ctx);
    return href === undefined && subLinks.length === 0 ? [] : [{ label, href, subLinks }];
  });
}

export function headerPropsFromCms(config: SiteConfig, state: HeaderShopperState): HeaderData {
  const site = config.siteSettings;
  const header = config.headerWidgetCmsData;
  const preference = state.orderPreference ?? null;
  return {
    variant: resolveHeaderVariant(config.headerFooterSettings),
    sticky: header.isStickyHeader,
    logo: { src: header.logo, alt: header.logoAlt, title: header.logoTitle, siteName: site.siteName, homeLink: site.homeLink },
    searchType: site.searchType,
    searchPlaceholder: nonBlank(searchPageCmsFrom(config).placeholder) ?? SEARCH_INPUT_PLACEHOLDER,
    shopper: {
      signedIn: state.signedIn,
      wishlistProductsCount: state.wishlistProductsCount ?? 0,
      unseenCount: state.unseenCount ?? 0,
      localNotificationCount: state.localNotificationCount ?? 0,
      hasRecommendedProducts: state.hasRecommendedProducts ?? null,
    },
    wishlistHref: WISHLIST_PATH,
    provider: state.provider ?? config.initialSiteData.provider,
    orderPreference: preference,
    posAddressFlag: config.providerSettingsCms.isPosAddressProvider,
    retailerId: nonBlank(preference?.retailerId) ?? nonBlank(config.initialSiteData.canSelectedRetailerId) ?? null,
    isDefaultHomePage: state.isDefaultHomePage ?? site.isDefaultHomePage,
    navLinks: headerNavLinks(headerMenuLinks(config), {
      shopPageTwo: site.shopPageTwo,
      shopBasePath: site.shopBasePath,
      shopLink: site.shopLink,
      dealsVersion: site.dealsVersion,
    }),
    navLinksLoading: state.navLinksLoading ?? false,
    ...(state.currentPath !== undefined ? { currentPath: state.currentPath } : {}),
  };
}
