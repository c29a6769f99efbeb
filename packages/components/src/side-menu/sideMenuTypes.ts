/**
 * The side menu's props: data the app (or a story) builds with `sideMenuPropsFromCms`, plus the
 * open state and callbacks the app owns.
 */
import type { StoreListProps } from '../store-list/StoreList.tsx';
import type { MenuType, OrderType } from '../rules/constants.ts';
import type { MenuVariant } from '../rules/navigation/variants.ts';
import type { HeaderLogo } from '../header/parts/Logo.tsx';
import type { StoreCardRetailer } from '../store-list/StoreCard.tsx';

export interface SideMenuLinkItem {
  label: string;
  href: string;
}

/** A CMS main-menu link (menuLinkWidgetCmsData.links[]) with its target; sub-links open a sub-menu. */
export interface SideMenuLink {
  label: string;
  /** Undefined when the link only opens its sub-menu. */
  href: string | undefined;
  subLinks: readonly SideMenuLinkItem[];
}

export interface SideMenuCategory {
  key: string;
  name: string;
  href: string;
  image: string | undefined;
}

/** A special, with the display name the deals search reads (menuDisplayConfiguration.name). */
export interface SideMenuDeal {
  id: string;
  name: string;
  href: string | undefined;
  image: string;
  menuDisplayConfiguration: { name: string };
}

export interface SideMenuBrand {
  id: string;
  name: string;
  href: string | undefined;
  image: string | undefined;
  /** `image` is the brand's square logo, not a wide custom tile (brandImageIsLogo). */
  logo?: boolean;
}

/** Menu 4's Location tab: the store list's inputs. */
export interface SideMenuStores {
  retailers: readonly StoreCardRetailer[];
  /** The saved state (canUserSelectedState). */
  initialState?: string | null;
  isMedicalTypeOn: boolean;
  currentRetailerId: string | null;
  currentMenuType: MenuType | null;
}

export interface SideMenuData {
  variant: MenuVariant;
  logo: HeaderLogo;
  links: readonly SideMenuLink[];
  categories: readonly SideMenuCategory[];
  /** Today's specials (all of them: the menu shows the first 10 and searches them). */
  deals: readonly SideMenuDeal[];
  /** Menu 3: up to 8 sponsored brands, or up to 8 brands when none is sponsored. */
  brands: readonly SideMenuBrand[];
  /** The fixed links of menu 1 (About us, Blog, Customer Support, Terms & Condition, Privacy Policy). */
  fixedLinks: readonly SideMenuLinkItem[];
  /** 'Shop all' after the categories: the shop path (shop page two or the shop base path). */
  shopAllHref: string;
  /** 'All Specials': /search/deals. */
  allSpecialsHref: string;
  /** Menu 3 'Shop all' under the brands: /sponsored-brand. */
  sponsoredBrandsHref: string;
  stores: SideMenuStores;
  /** Catalogue data still loading: skeletons in the sliders and lists. */
  loading?: { categories?: boolean; deals?: boolean; brands?: boolean; stores?: boolean };
}

export interface SideMenuCallbacks {
  onClose: () => void;
  /** Menu 4 Location: see StoreList.onSwitchStore. */
  onSwitchStore?: (retailer: StoreCardRetailer, menuType: MenuType, orderType: OrderType) => unknown;
  onLocationAlert?: (retailer: StoreCardRetailer, menuType: MenuType) => void;
  onStateChange?: (state: string) => void;
  /** Menu 4 Location: closest stores from the browser location (see StoreList.locate). */
  locate?: StoreListProps<StoreCardRetailer>['locate'];
}

export interface SideMenuProps extends SideMenuData, SideMenuCallbacks {
  open: boolean;
  /** The tab shown first (menus 2 and 4). Default: the first tab. */
  initialTab?: string;
  /** The clock for the store cards' hours (menu 4). */
  now?: Date;
}
