/**
 * Parsed CMS (SiteConfig) + the shopper's state → the header's data props. The app adds the
 * callbacks; stories build the same props from a fixture.
 */
import { searchPageCmsFrom } from '../cms/helpers.ts';
import type { MenuLink, SiteConfig } from '../cms/schema.ts';
import type { ProviderKind } from '../rules/constants.ts';
import { effectiveRetailerId } from '../rules/commerce/storeChooser.ts';
import { menuLinksWithTargets, YOUR_LIST_PATH, type MenuLinkContext } from '../rules/navigation/paths.ts';
import { SEARCH_INPUT_PLACEHOLDER } from '../rules/navigation/search.ts';
import { shopperBadgeState, type ShopperBadgeState } from '../rules/navigation/shopperBadges.ts';
import type { StoreBarPreference } from '../rules/navigation/storeBar.ts';
import { nonBlank } from '../rules/navigation/text.ts';
import { resolveHeaderVariant } from '../rules/navigation/variants.ts';
import type { HeaderData } from './headerTypes.ts';
import type { HeaderNavLink } from './parts/NavLinks.tsx';
import type { HeaderLogo } from './parts/Logo.tsx';

/**
 * The shopper's side: the badge inputs (signedIn from the session store, wishlistProductsCount,
 * unseenCount, the local notification count, hasRecommendedProducts) and the fields below.
 */
export interface HeaderShopperState extends ShopperBadgeState {
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
 * CMS links with their targets (the menuLinksWithTargets rule, placement 'header': 'deals' with no
 * url → /deals). Sub-links without a safe target are dropped; so is a link with neither a target
 * nor sub-links.
 */
export function headerNavLinks(links: readonly MenuLink[], context: Omit<MenuLinkContext, 'placement'>): HeaderNavLink[] {
  return menuLinksWithTargets(links, { ...context, placement: 'header' });
}

/**
 * The logo every chrome widget shows (header, desktop header, side menu): headerWidgetCmsData's
 * logo, logoAlt and logoTitle, with siteSettings' siteName and homeLink.
 */
export function logoFromCms(config: Pick<SiteConfig, 'headerWidgetCmsData' | 'siteSettings'>): HeaderLogo {
  const header = config.headerWidgetCmsData;
  const site = config.siteSettings;
  return { src: header.logo, alt: header.logoAlt, title: header.logoTitle, siteName: site.siteName, homeLink: site.homeLink };
}

/** The search field's text: searchPageCms[0].placeholder, else 'Type here to search products'. */
export function searchPlaceholderFromCms(config: Pick<SiteConfig, 'searchPageCms'>): string {
  return nonBlank(searchPageCmsFrom(config).placeholder) ?? SEARCH_INPUT_PLACEHOLDER;
}

/** The header's nav links: headerMenuLinks with their 'header' targets under the site's shop and deals settings. */
export function headerNavLinksFromCms(config: SiteConfig): HeaderNavLink[] {
  const site = config.siteSettings;
  return headerNavLinks(headerMenuLinks(config), {
    shopPageTwo: site.shopPageTwo,
    shopBasePath: site.shopBasePath,
    shopLink: site.shopLink,
    dealsVersion: site.dealsVersion,
  });
}

/** The retailer the header shows: the preference's, else initialSiteData.canSelectedRetailerId (effectiveRetailerId). */
export function headerRetailerId(
  config: Pick<SiteConfig, 'initialSiteData'>,
  preference: { retailerId?: string | null } | null | undefined,
): string | null {
  return effectiveRetailerId(preference?.retailerId, config.initialSiteData.canSelectedRetailerId);
}

export function headerPropsFromCms(config: SiteConfig, state: HeaderShopperState): HeaderData {
  const site = config.siteSettings;
  const preference = state.orderPreference ?? null;
  return {
    variant: resolveHeaderVariant(config.headerFooterSettings),
    sticky: config.headerWidgetCmsData.isStickyHeader,
    logo: logoFromCms(config),
    searchType: site.searchType,
    searchPlaceholder: searchPlaceholderFromCms(config),
    shopper: shopperBadgeState(state),
    wishlistHref: YOUR_LIST_PATH,
    provider: state.provider ?? config.initialSiteData.provider,
    orderPreference: preference,
    posAddressFlag: config.providerSettingsCms.isPosAddressProvider,
    retailerId: headerRetailerId(config, preference),
    isDefaultHomePage: state.isDefaultHomePage ?? site.isDefaultHomePage,
    navLinks: headerNavLinksFromCms(config),
    navLinksLoading: state.navLinksLoading ?? false,
    ...(state.currentPath !== undefined ? { currentPath: state.currentPath } : {}),
  };
}
