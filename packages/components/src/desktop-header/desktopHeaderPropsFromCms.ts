/**
 * Parsed CMS (SiteConfig) + the shopper's state → the desktop header's data props. The app adds the
 * callbacks; stories build the same props from a fixture.
 */
import { hasChatPlatform, searchPageCmsFrom } from '../cms/helpers.ts';
import type { SiteConfig } from '../cms/schema.ts';
import type { Brand, Category, WishlistItem } from '../domain/types.ts';
import { headerMenuLinks, headerNavLinks, WISHLIST_PATH } from '../header/index.ts';
import type { ProviderKind } from '../rules/constants.ts';
import { applyNowLink, cartPath } from '../rules/navigation/paths.ts';
import { SEARCH_INPUT_PLACEHOLDER } from '../rules/navigation/search.ts';
import {
  orderPreferenceSummary,
  orderTypeLabels,
  shouldShowSelectAStore,
  showsStoreBar,
  storeBarAddress,
  type StoreBarPreference,
} from '../rules/navigation/storeBar.ts';
import { nonBlank } from '../rules/navigation/text.ts';
import { brandDropdownData, headerBrandLinks, navBrandLabel } from './brandDropdown.ts';
import type { DesktopHeaderData, OrderSummary } from './desktopHeaderTypes.ts';

export interface DesktopHeaderShopperState {
  /** A session token is present. */
  signedIn: boolean;
  /** The signed-in user's first name. */
  firstName?: string | null;
  /** wishlistItems {slug, listName}: the user's lists. */
  wishlists?: readonly Partial<WishlistItem>[] | null;
  wishlistProductsCount?: number | null;
  unseenCount?: number | null;
  localNotificationCount?: number | null;
  hasRecommendedProducts?: boolean | null;
  /** The cart store's item count. */
  cartCount?: number | null;
  /** The order preference; null/undefined before the shopper has one. */
  orderPreference?: (StoreBarPreference & { retailerId?: string | null }) | null;
  /** The stored per-retailer default-home-page flag. Default: siteSettings.isDefaultHomePage. */
  isDefaultHomePage?: boolean | null;
  /** Overrides initialSiteData.provider (the stored 'provider' value). */
  provider?: ProviderKind | null;
  /** After a retailer change until the new data arrives (the app caps it at 3 s). */
  navLoading?: boolean;
  /** Sponsored brands and all brands (catalogue) for the brand dropdown and the Brands tab. */
  sponsoredBrands?: readonly Brand[] | null;
  brands?: readonly Brand[] | null;
  /** Catalogue categories for the mega-submenu's Category tab. */
  categories?: readonly Category[] | null;
  currentPath?: string;
}

function orderSummaryOf(
  preference: StoreBarPreference | null,
  provider: ProviderKind,
  posAddressFlag: boolean,
): OrderSummary | null {
  if (preference === null || !showsStoreBar(provider)) return null;
  return {
    label: orderTypeLabels[preference.orderType],
    address: storeBarAddress(preference, posAddressFlag),
    text: orderPreferenceSummary(preference, posAddressFlag),
  };
}

export function desktopHeaderPropsFromCms(config: SiteConfig, state: DesktopHeaderShopperState): DesktopHeaderData {
  const site = config.siteSettings;
  const header = config.headerWidgetCmsData;
  const preference = state.orderPreference ?? null;
  const provider = state.provider ?? config.initialSiteData.provider;
  const posAddressFlag = config.providerSettingsCms.isPosAddressProvider;
  const retailerId = nonBlank(preference?.retailerId) ?? nonBlank(config.initialSiteData.canSelectedRetailerId) ?? null;
  const isDefaultHomePage = state.isDefaultHomePage ?? site.isDefaultHomePage;
  const shopSettings = { shopPageTwo: site.shopPageTwo, shopBasePath: site.shopBasePath, shopLink: site.shopLink };
  const showSelectAStore = shouldShowSelectAStore({ retailerId, isDefaultHomePage });
  return {
    logo: { src: header.logo, alt: header.logoAlt, title: header.logoTitle, siteName: site.siteName, homeLink: site.homeLink },
    sticky: header.isStickyHeader,
    searchType: site.searchType,
    searchPlaceholder: nonBlank(searchPageCmsFrom(config).placeholder) ?? SEARCH_INPUT_PLACEHOLDER,
    shopper: {
      signedIn: state.signedIn,
      wishlistProductsCount: state.wishlistProductsCount ?? 0,
      unseenCount: state.unseenCount ?? 0,
      localNotificationCount: state.localNotificationCount ?? 0,
      hasRecommendedProducts: state.hasRecommendedProducts ?? null,
    },
    firstName: nonBlank(state.firstName) ?? '',
    wishlists: state.wishlists ?? [],
    hasChatPlatform: hasChatPlatform(config),
    wishlistHref: WISHLIST_PATH,
    cartHref: cartPath(site.cartLink),
    cartCount: state.cartCount ?? 0,
    orderSummary: showSelectAStore ? null : orderSummaryOf(preference, provider, posAddressFlag),
    showSelectAStore,
    brandDropdown: brandDropdownData(navBrandLabel(header), state.sponsoredBrands, state.brands, shopSettings),
    navLinks: headerNavLinks(headerMenuLinks(config), { ...shopSettings, dealsVersion: site.dealsVersion }),
    applyNow: applyNowLink(site.isCareerVersionOn),
    navLoading: state.navLoading ?? false,
    shopMenu: {
      ...shopSettings,
      dealsVersion: site.dealsVersion,
      categories: (state.categories ?? []).flatMap((category) => {
        const name = nonBlank(category.displayName) ?? nonBlank(category.categoryName);
        return name === undefined ? [] : [name];
      }),
      brands: headerBrandLinks(state.brands ?? [], shopSettings),
    },
    ...(state.currentPath !== undefined ? { currentPath: state.currentPath } : {}),
  };
}
