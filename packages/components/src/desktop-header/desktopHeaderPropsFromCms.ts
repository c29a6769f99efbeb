/**
 * Parsed CMS (SiteConfig) + the shopper's state → the desktop header's data props. The app adds the
 * callbacks; stories build the same props from a fixture.
 */
import { hasChatPlatform } from '../cms/helpers.ts';
import type { SiteConfig } from '../cms/schema.ts';
import type { Brand, Category, WishlistItem } from '../domain/types.ts';
import { brandDropdownData, headerBrandLinks } from './brandDropdown.ts';
import {
  headerNavLinksFromCms,
  headerRetailerId,
  logoFromCms,
  searchPlaceholderFromCms,
  type HeaderShopperState,
} from '../header/headerPropsFromCms.ts';
import { navBrandLabel, withoutBrandLabelRepeat } from '../rules/navigation/brands.ts';
import { categoryLabel } from '../rules/navigation/categories.ts';
import { applyNowLink, cartPath, YOUR_LIST_PATH } from '../rules/navigation/paths.ts';
import { shopperBadgeState } from '../rules/navigation/shopperBadges.ts';
import {
  orderPreferenceSummary,
  orderTypeLabels,
  shouldShowSelectAStore,
  showsStoreBar,
  SELECT_A_STORE_LABEL,
  storeBarAddress,
  type StoreBarPreference,
} from '../rules/navigation/storeBar.ts';
import { nonBlank } from '../rules/navigation/text.ts';
import type { ProviderKind } from '../rules/constants.ts';
import type { DesktopHeaderData, OrderSummary } from './desktopHeaderTypes.ts';

/**
 * The header's shopper state (badge inputs, order preference, default home page, provider, current
 * path) without its navLinksLoading, plus the desktop header's own fields.
 */
export interface DesktopHeaderShopperState extends Omit<HeaderShopperState, 'navLinksLoading'> {
  /** The signed-in user's first name. */
  firstName?: string | null;
  /** wishlistItems {slug, listName}: the user's lists. */
  wishlists?: readonly Partial<WishlistItem>[] | null;
  /** The cart store's item count. */
  cartCount?: number | null;
  /** After a retailer change until the new data arrives (the app caps it at 3 s). */
  navLoading?: boolean;
  /** Sponsored brands and all brands (catalogue) for the brand dropdown and the Brands tab. */
  sponsoredBrands?: readonly Brand[] | null;
  brands?: readonly Brand[] | null;
  /** Catalogue categories for the mega-submenu's Category tab. */
  categories?: readonly Category[] | null;
}

function orderSummaryOf(preference: StoreBarPreference | null, provider: ProviderKind, posAddressFlag: boolean): OrderSummary | null {
  if (preference === null || !showsStoreBar(provider)) return null;
  return {
    label: orderTypeLabels[preference.orderType],
    address: storeBarAddress(preference, posAddressFlag),
    text: orderPreferenceSummary(preference, posAddressFlag),
  };
}

export function desktopHeaderPropsFromCms(config: SiteConfig, state: DesktopHeaderShopperState): DesktopHeaderData {
  const site = config.siteSettings;
  const preference = state.orderPreference ?? null;
  const provider = state.provider ?? config.initialSiteData.provider;
  const posAddressFlag = config.providerSettingsCms.isPosAddressProvider;
  const retailerId = headerRetailerId(config, preference);
  const isDefaultHomePage = state.isDefaultHomePage ?? site.isDefaultHomePage;
  const shopSettings = { shopPageTwo: site.shopPageTwo, shopBasePath: site.shopBasePath, shopLink: site.shopLink };
  const showSelectAStore = shouldShowSelectAStore({ retailerId, isDefaultHomePage });
  const brandLabel = navBrandLabel(config.headerWidgetCmsData);
  return {
    logo: logoFromCms(config),
    sticky: config.headerWidgetCmsData.isStickyHeader,
    searchType: site.searchType,
    searchPlaceholder: searchPlaceholderFromCms(config),
    shopper: shopperBadgeState(state),
    firstName: nonBlank(state.firstName) ?? '',
    wishlists: state.wishlists ?? [],
    hasChatPlatform: hasChatPlatform(config),
    wishlistHref: YOUR_LIST_PATH,
    cartHref: cartPath(site.cartLink),
    cartCount: state.cartCount ?? 0,
    orderSummary: showSelectAStore ? null : orderSummaryOf(preference, provider, posAddressFlag),
    showSelectAStore,
    storeControl: showsStoreBar(provider) ? null : { label: nonBlank(preference?.retailerName) ?? SELECT_A_STORE_LABEL },
    brandDropdown: brandDropdownData(brandLabel, state.sponsoredBrands, state.brands, shopSettings),
    navLinks: withoutBrandLabelRepeat(headerNavLinksFromCms(config), brandLabel),
    applyNow: applyNowLink(site.isCareerVersionOn),
    navLoading: state.navLoading ?? false,
    shopMenu: {
      ...shopSettings,
      dealsVersion: site.dealsVersion,
      categories: (state.categories ?? []).flatMap((category) => {
        const name = nonBlank(categoryLabel(category));
        return name === undefined ? [] : [name];
      }),
      brands: headerBrandLinks(state.brands ?? [], shopSettings),
    },
    ...(state.currentPath !== undefined ? { currentPath: state.currentPath } : {}),
  };
}
