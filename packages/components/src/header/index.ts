// The mobile top chrome (spec 2.3): the eight CMS header variants, the route-picked mobile headers
// and the order-type banner. Variant names and the resolver live in rules/navigation (headerVariants,
// resolveHeaderVariant); this folder adds the layout table and the components.
export { Header, visibleHeaderParts } from './Header.tsx';
export {
  headerDesigns,
  headerParts,
  sharedHeaderParts,
  headerExtraParts,
  headerRowTones,
  headerRowSizes,
  headerRowArrangements,
  layoutItems,
  layoutParts,
  type HeaderDesign,
  type HeaderRow,
  type HeaderPart,
  type HeaderPartLooks,
  type HeaderSlotItem,
  type HeaderRowTone,
  type HeaderRowSize,
  type HeaderRowArrangement,
} from './headerDesigns.ts';
export type { HeaderData, HeaderCallbacks, HeaderProps } from './headerTypes.ts';
export {
  headerPropsFromCms,
  headerMenuLinks,
  headerNavLinks,
  headerNavLinksFromCms,
  headerRetailerId,
  logoFromCms,
  searchPlaceholderFromCms,
  type HeaderShopperState,
} from './headerPropsFromCms.ts';
// The badge rules (wishlistBadgeCount, notificationBadgeCount, …) are in rules/navigation/shopperBadges.ts.
export { MobileHeader, type MobileHeaderProps } from './MobileHeader.tsx';
export { MobileSearchBar, CLEAR_SEARCH_LABEL, type MobileSearchBarProps } from './MobileSearchBar.tsx';
export { MobileTitleHeader, type MobileTitleHeaderProps } from './MobileTitleHeader.tsx';
export { ProductHeader, PRODUCT_HEADER_TITLE, type ProductHeaderProps } from './ProductHeader.tsx';
export { BackButton, BACK_LABEL } from './BackButton.tsx';
export { OrderTypeBanner, type OrderTypeBannerProps } from './OrderTypeBanner.tsx';
export { Logo, type LogoProps, type HeaderLogo } from './parts/Logo.tsx';
export { SearchControl, SEARCH_LABEL, type SearchControlProps } from './parts/SearchControl.tsx';
export { WishlistButton, WISHLIST_LABEL, WISHLIST_PATH, type WishlistButtonProps } from './parts/WishlistButton.tsx';
export { NotificationBell, NOTIFICATIONS_LABEL, type NotificationBellProps } from './parts/NotificationBell.tsx';
export { StoreBar, type StoreBarProps } from './parts/StoreBar.tsx';
export { NavLinks, NAV_LINKS_LABEL, type NavLinksProps, type HeaderNavLink } from './parts/NavLinks.tsx';
export { DefaultHomePageControl, type DefaultHomePageControlProps } from './parts/DefaultHomePageControl.tsx';
export { Hamburger, MENU_LABEL, type HamburgerProps } from './parts/Hamburger.tsx';
export { StorePickerButton, STORE_PICKER_LABEL, type StorePickerButtonProps } from './parts/StorePickerButton.tsx';
export { headerFlagMatrix } from './headerFlagMatrix.ts';
