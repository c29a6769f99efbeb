import type { ProviderKind } from '../rules/constants.ts';
import type { StoreBarPreference } from '../rules/navigation/storeBar.ts';
import type { HeaderVariant } from '../rules/navigation/variants.ts';
import type { HeaderLogo } from './parts/Logo.tsx';
import type { HeaderNavLink } from './parts/NavLinks.tsx';
import type { ShopperBadgeState } from '../rules/navigation/shopperBadges.ts';

/** Everything a header shows: CMS content plus the shopper's state. `headerPropsFromCms` builds it. */
export interface HeaderData {
  /** resolveHeaderVariant(headerFooterSettings). */
  variant: HeaderVariant;
  /** headerWidgetCmsData.isStickyHeader. */
  sticky: boolean;
  logo: HeaderLogo;
  /** siteSettings.searchType (searchTarget rule: overlay or /search). */
  searchType: string;
  /** searchPageCms[0].placeholder: the search field's text. Default 'Type here to search products'. */
  searchPlaceholder?: string;
  /** Signed in or not, and the badge counts. */
  shopper: ShopperBadgeState;
  /** Where the wishlist icon leads signed-in shoppers. */
  wishlistHref: string;
  /** The provider kind (initialSiteData.provider). */
  provider: ProviderKind;
  /** The order preference of the store bar; null before the shopper has one. */
  orderPreference: StoreBarPreference | null;
  /** providerSettingsCms' POS-address flag. */
  posAddressFlag: boolean;
  /** The selected retailer id ('' or null = none). */
  retailerId: string | null;
  /** The stored default-home-page flag of the current retailer. */
  isDefaultHomePage: boolean;
  /** CMS menu links with targets resolved (menuLinkTarget, placement 'header'). */
  navLinks: readonly HeaderNavLink[];
  /** After a retailer change, until the new links arrive (at most 3 s, the app's timer). */
  navLinksLoading: boolean;
  /** The current path, to mark the active link. */
  currentPath?: string;
}

/** Events out. Every one is optional: a missing handler leaves the control inert, never broken. */
export interface HeaderCallbacks {
  /** The search control with the full-text search type: open the in-page search overlay. */
  onOpenSearch?: () => void;
  /** The hamburger: open the side menu. */
  onOpenMenu?: () => void;
  /** The store-picker icon: open the store chooser. */
  onOpenStorePicker?: () => void;
  /** The store bar: open the store-preference drawer. */
  onOpenStorePreference?: () => void;
  /** Guests clicking the wishlist or the bell: open the sign-in-required modal. */
  onRequireSignIn?: () => void;
  /** Signed-in bell click: toggle the notification sidebar and reset the local count. */
  onNotificationsClick?: () => void;
  /** The default-home-page control: turn the default home page on. */
  onUseDefaultHomePage?: () => void;
  /** Any CMS menu-link click (the app records the default-home-page flag, spec 4). */
  onNavLinkClick?: (href: string) => void;
}

export interface HeaderProps extends HeaderData, HeaderCallbacks {
  className?: string;
  id?: string;
}
