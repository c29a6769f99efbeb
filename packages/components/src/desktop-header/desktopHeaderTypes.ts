import type { WishlistItem } from '../domain/types.ts';
import type { HeaderLogo } from '../header/index.ts';
import type { HeaderNavLink } from '../header/index.ts';
import type { ShopperBadgeState } from '../rules/navigation/shopperBadges.ts';
import type { ShopPathSettings } from '../rules/navigation/paths.ts';
import type { BrandDropdownData, HeaderBrandLink } from './brandDropdown.ts';

/** The order-preference summary: 'Pickup from {address}' etc. (orderPreferenceSummary rule). */
export interface OrderSummary {
  /** orderTypeLabels[orderType]: 'Delivery to', 'Pickup from', 'Curbside Pickup from'. */
  label: string;
  /** storeBarAddress(preference, posAddressFlag); '' when there is none. */
  address: string;
  /** orderPreferenceSummary(preference, posAddressFlag): the whole sentence. */
  text: string;
}

/** Everything the desktop header shows. `desktopHeaderPropsFromCms` builds it. */
export interface DesktopHeaderData {
  logo: HeaderLogo;
  /** headerWidgetCmsData.isStickyHeader. */
  sticky: boolean;
  /** siteSettings.searchType: the full-text type opens the search drawer, any other submits to /search. */
  searchType: string;
  searchPlaceholder: string;
  /** Signed in or not and the badge counts (the header's shopper-badge rules read it). */
  shopper: ShopperBadgeState;
  /** The signed-in user's first name ('' when unknown); ignored for guests. */
  firstName: string;
  /** The user's lists for the account menu: wishlistItems {slug, listName}. */
  wishlists: readonly Partial<WishlistItem>[];
  /** hasChatPlatform(config): shows 'Chat with Retailer'. */
  hasChatPlatform: boolean;
  wishlistHref: string;
  /** cartPath(siteSettings.cartLink). */
  cartHref: string;
  /** The cart item count (shown with the '99+' cart badge rule). */
  cartCount: number;
  /** Null when there is no summary (no store chosen, or the e-commerce provider). */
  orderSummary: OrderSummary | null;
  /** shouldShowSelectAStore: no store chosen and the default home page not shown. */
  showSelectAStore: boolean;
  /**
   * The e-commerce kind has no store bar (spec 2.3): its store control instead, naming the chosen
   * store (or 'Select a Store'); it opens the store preference. Null for the other kinds.
   */
  storeControl: { label: string } | null;
  /** The brand label and its dropdown; null when shouldShowBrandLabel is off. */
  brandDropdown: BrandDropdownData | null;
  /** CMS links with targets (menuLinkTarget, placement 'header'). */
  navLinks: readonly HeaderNavLink[];
  /** applyNowLink(siteSettings.isCareerVersionOn). */
  applyNow: { label: string; href: string } | null;
  /** The nav links' skeleton: the app sets it after a retailer change, for at most 3 s. */
  navLoading: boolean;
  /** What the 'Shop' mega-submenu's links are built from. */
  shopMenu: ShopPathSettings & {
    dealsVersion: string;
    categories: readonly string[];
    brands: readonly HeaderBrandLink[];
  };
  /** The current path: marks the active link; a change closes the open menus. */
  currentPath?: string;
}

/** Events out. Every one is optional: a missing handler leaves the control inert. */
export interface DesktopHeaderCallbacks {
  /** The nav bar's menu button: open the side menu. */
  onOpenMenu?: () => void;
  /** Typing in the search box with the full-text search type: open the search drawer with the text. */
  onOpenSearch?: (query: string) => void;
  /** Site navigation the header asks for (the search box's /search submit). Without it, a plain form GET. */
  onNavigate?: (href: string) => void;
  /** The order-preference summary: open the store-preference drawer. */
  onOpenStorePreference?: () => void;
  /** The cart icon: open the cart sidebar (spec 2.10). Without it (or with a modifier key) the link goes to the cart page. */
  onOpenCart?: () => void;
  /** 'Select a Store': turn the default home page on. */
  onUseDefaultHomePage?: () => void;
  /** Guests clicking the wishlist or the bell: open the sign-in-required modal. */
  onRequireSignIn?: () => void;
  /** Signed-in bell click: toggle the notification sidebar and reset the local count. */
  onNotificationsClick?: () => void;
  /** 'Create a Your List' in the account menu. */
  onCreateList?: () => void;
  /** 'Sign Out' confirmed in the logout confirmation. */
  onSignOut?: () => void;
  /** Any navigation-link click (the app records the default-home-page flag, spec 4). */
  onNavLinkClick?: (href: string) => void;
}

export interface DesktopHeaderProps extends DesktopHeaderData, DesktopHeaderCallbacks {
  className?: string;
}
