/**
 * The items a bottom bar can show (spec 2.5, stickyFooterWidgetCmsData): home, deals, profile,
 * cart, shop, heart and menu come from the CMS (Text, Link, MenuImage, SelectedMenuImage); 'more'
 * and 'search' are the design's own button (designFive…TenMore text and image).
 */
import type { LucideIcon } from 'lucide-react';
import { BadgePercent, CircleUserRound, Heart, House, LayoutGrid, Menu, Search, ShoppingCart, Store } from 'lucide-react';
import { matchesAnyRoute, normalizePathname } from '../rules/navigation/routes.ts';

export const bottomBarItemIds = ['home', 'deals', 'profile', 'cart', 'shop', 'heart', 'menu', 'more', 'search'] as const;
export type BottomBarItemId = (typeof bottomBarItemIds)[number];

/** The CMS item families of stickyFooterWidgetCmsData (`${id}Text`, `${id}Link`, …). */
export const cmsBottomBarItemIds = ['home', 'deals', 'profile', 'cart', 'shop', 'heart', 'menu'] as const;
export type CmsBottomBarItemId = (typeof cmsBottomBarItemIds)[number];

/** Built-in icons (lucide), used when the CMS sets no MenuImage / SelectedMenuImage. */
export const defaultBottomBarIcons: Record<BottomBarItemId, LucideIcon> = {
  home: House,
  deals: BadgePercent,
  profile: CircleUserRound,
  cart: ShoppingCart,
  shop: Store,
  heart: Heart,
  menu: Menu,
  more: LayoutGrid,
  search: Search,
};

/** Label of a design button whose CMS More text is blank. */
export const SEARCH_ITEM_LABEL = 'Search';

/**
 * Paths, besides the item's own link, under which an item counts as the current one
 * (spec 2.5 "The active item follows the current path"). Patterns as in `matchesRoute`.
 */
export const bottomBarItemRoutes: Record<BottomBarItemId, readonly string[]> = {
  home: ['/', '/homepage2'],
  deals: ['/deals*', '/search/deals*'],
  profile: ['/menu-profile', '/profile', '/account*', '/your-order', '/buy-again', '/save-for-later'],
  cart: ['/cart'],
  shop: ['/shop*', '/category/*', '/categories', '/brand/*', '/brands*'],
  heart: ['/your-list*'],
  menu: ['/menu'],
  more: [],
  search: ['/search', '/search/*'],
};

/** The path part of a link, for comparing with the current path; undefined for external links. */
function linkPath(href: string | undefined): string | undefined {
  return href?.startsWith('/') ? normalizePathname(href) : undefined;
}

export interface ActiveCandidate {
  id: BottomBarItemId;
  href?: string | undefined;
}

/**
 * The item the current path belongs to, or null. An item whose own link names the path wins;
 * then the first item (in bar order) whose routes match. So a CMS link (e.g. shopLink
 * '/shop-cannabis-near-me') marks its item active, and '/deals/x' marks Deals active.
 */
export function activeBottomBarItem(pathname: string | null | undefined, items: readonly ActiveCandidate[]): BottomBarItemId | null {
  const path = normalizePathname(pathname);
  const byLink = items.find((item) => linkPath(item.href) === path);
  if (byLink) return byLink.id;
  const byRoute = items.find((item) => {
    const own = linkPath(item.href);
    const ownTree = own && own !== '/' ? [own, `${own}/*`] : [];
    return matchesAnyRoute(path, [...ownTree, ...bottomBarItemRoutes[item.id]]);
  });
  return byRoute?.id ?? null;
}
