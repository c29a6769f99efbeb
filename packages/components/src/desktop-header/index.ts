// The desktop header (spec 2.3, widths from 769 px): top row, account menu, nav bar, brand dropdown
// and the 'Shop' mega-submenu. Shared parts (Logo, WishlistButton, NotificationBell, Hamburger) and
// the nav-link targets come from ../header; labels and targets from ../rules.
export { DesktopHeader, CART_LABEL, DESKTOP_NAV_LABEL } from './DesktopHeader.tsx';
export type { DesktopHeaderData, DesktopHeaderCallbacks, DesktopHeaderProps, OrderSummary } from './desktopHeaderTypes.ts';
export { desktopHeaderPropsFromCms, type DesktopHeaderShopperState } from './desktopHeaderPropsFromCms.ts';
export { AccountMenu, type AccountMenuProps } from './AccountMenu.tsx';
export {
  accountMenuSections,
  yourAccountLinks,
  yourAccountLinksFor,
  wishlistDisplayName,
  wishlistPath,
  ACCOUNT_AND_LIST_LABEL,
  VIEW_PROFILE_LABEL,
  PROFILE_PATH,
  YOUR_LIST_HEADING,
  YOUR_ACCOUNT_HEADING,
  CREATE_LIST_LABEL,
  UNNAMED_LIST_LABEL,
  SIGN_OUT_LABEL,
  CHAT_WITH_RETAILER_LABEL,
  SIGN_OUT_CONFIRM_TITLE,
  SIGN_OUT_CONFIRM_TEXT,
  type AccountMenuItem,
  type AccountMenuAction,
  type AccountMenuSection,
  type AccountMenuInput,
} from './accountMenu.ts';
export { BrandDropdown, type BrandDropdownProps } from './BrandDropdown.tsx';
// navBrandLabel, sponsoredOrBrands and showAllBrandsLabel are rules (rules/navigation/brands.ts).
export { headerBrandLinks, brandDropdownData, type HeaderBrandLink, type BrandDropdownData } from './brandDropdown.ts';
export { MegaMenu, type MegaMenuProps } from './MegaMenu.tsx';
export {
  megaMenuTabs,
  megaMenuTabLabels,
  megaMenuContent,
  strainTypeOptions,
  STRAIN_TYPE_HEADING,
  SHOP_MENU_LABEL,
  type MegaMenuTab,
  type MegaMenuGroup,
  type MegaMenuLink,
  type MegaMenuContext,
} from './megaMenu.ts';
export { DesktopNavLink, NavLinksSkeleton, type DesktopNavLinkProps } from './DesktopNavLinks.tsx';
export { DesktopSearchBox, searchPageHref, SEARCH_BOX_LABEL, SEARCH_QUERY_PARAM, type DesktopSearchBoxProps } from './DesktopSearchBox.tsx';
export { usePopover, type Popover, type PopoverOpenedBy } from './usePopover.ts';
