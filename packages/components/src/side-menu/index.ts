// Side menus (spec 2.6): one SideMenu over the sideMenuDesigns table (menus 1–4, isMenuOne … isMenuFour).
// Variant names and the resolver live in rules/navigation (menuVariants, resolveMenuVariant).
export { SideMenu } from './SideMenu.tsx';
export {
  sideMenuDesigns,
  sideMenuSectionKinds,
  categoryMenuLooks,
  designSections,
  sectionShown,
  shownTabs,
  SIDE_MENU_TITLE,
  MAIN_MENU_TITLE,
  CATEGORY_MENU_TITLE,
  SHOP_YOUR_CATEGORIES_TITLE,
  SPONSORED_BRAND_TITLE,
  SIDE_MENU_TODAYS_SPECIALS_TITLE,
  type SideMenuDesign,
  type SideMenuSection,
  type SideMenuSectionKind,
  type SideMenuTab,
  type SideMenuContent,
  type CategoryMenuLook,
} from './sideMenuDesigns.ts';
export type {
  SideMenuProps,
  SideMenuData,
  SideMenuCallbacks,
  SideMenuLink,
  SideMenuLinkItem,
  SideMenuCategory,
  SideMenuDeal,
  SideMenuBrand,
  SideMenuStores,
} from './sideMenuTypes.ts';
export {
  sideMenuPropsFromCms,
  sideMenuLinks,
  sideMenuCategories,
  sideMenuDeals,
  sideMenuBrands,
  dealImageSettingOf,
  SIDE_MENU_FIXED_LINKS,
  type SideMenuCatalogue,
  type SideMenuShopperState,
} from './sideMenuPropsFromCms.ts';
export { SUB_MENU_BACK_LABEL } from './parts/MainMenu.tsx';
export { SHOP_ALL_LABEL } from './parts/CategoryMenu.tsx';
export { SEARCH_DEALS_LABEL, ALL_SPECIALS_LABEL } from './parts/DealsSearch.tsx';
