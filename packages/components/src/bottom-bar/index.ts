// Mobile bottom bar (spec 2.5): one component for the ten designs, its design table, CMS content and scroll visibility.
export { BottomBar, BOTTOM_BAR_NAV_LABEL, BOTTOM_BAR_SPACE_VAR, bottomBarSpace, type BottomBarProps } from './BottomBar.tsx';
export {
  bottomBarDesigns,
  bottomBarLooks,
  bottomBarLookLabels,
  bottomBarItemTreatments,
  bottomBarOverlayKinds,
  type BottomBarDesign,
  type BottomBarDesignItem,
  type BottomBarLook,
  type BottomBarItemTreatment,
  type BottomBarOverlayKind,
  type CartBadgeStyle,
  type MoreButtonAction,
  type MoreButtonCmsPrefix,
} from './bottomBarDesigns.ts';
export {
  bottomBarItemIds,
  cmsBottomBarItemIds,
  defaultBottomBarIcons,
  bottomBarItemRoutes,
  activeBottomBarItem,
  SEARCH_ITEM_LABEL,
  type BottomBarItemId,
  type CmsBottomBarItemId,
} from './bottomBarItems.ts';
export {
  bottomBarContentFromCms,
  bottomBarPropsFromCms,
  type BottomBarContent,
  type BottomBarItemContent,
  type DealsCategoryEntry,
  type LinkContent,
  type ShopByChoiceEntry,
} from './bottomBarPropsFromCms.ts';
export { bottomBarEntries, bottomBarEntriesOffTheBar, type BottomBarEntry } from './bottomBarEntries.ts';
export {
  nextBottomBarVisibility,
  initialBottomBarVisibility,
  type BottomBarVisibility,
  type BottomBarScrollInput,
} from './bottomBarVisibility.ts';
export { useBottomBarVisibility, type UseBottomBarVisibilityOptions } from './useBottomBarVisibility.ts';
export { useBottomBarOverlay, type BottomBarOverlayState } from './useBottomBarOverlay.ts';
export { NO_DEAL_CATEGORIES_MESSAGE } from './parts/DealsByCategoriesPanel.tsx';
export { SEARCH_MENU_INPUT_LABEL, SEARCH_MENU_SUBMIT_LABEL } from './parts/SearchMenuPanel.tsx';
export { bottomBarFlagMatrix } from './bottomBarFlagMatrix.ts';
