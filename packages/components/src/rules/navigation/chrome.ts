/**
 * Layout chrome by route (spec 2.1, 2.5): header and footer on checkout routes, the mobile bottom
 * bar's hidden routes and its visibility while scrolling.
 */
import {
  BOTTOM_BAR_CART_BOTTOM_TOLERANCE_PX,
  BOTTOM_BAR_CART_SCROLL_DOWN_PX,
  BOTTOM_BAR_SCROLL_THRESHOLD_PX,
  PROVIDER_DISPENSARY_MENU_ONE,
} from '../constants.ts';
import type { ProviderKind } from '../constants.ts';
import { matchesAnyRoute, normalizePathname } from './routes.ts';

/** "It is hidden on /product, on /product* and on /chat-with-retailer/*" (spec 2.5). */
export const BOTTOM_BAR_HIDDEN_ROUTES = ['/product*', '/chat-with-retailer/*'] as const;

/** Checkout routes: no header and footer unless the provider is the first dispensary-menu kind. */
export const CHECKOUT_ROUTES = ['/checkout', '/checkout/*', '/ecommerce-checkout', '/ecommerce-checkout/*'] as const;

/** Where the bottom bar does not hide on scroll (spec 2.1). */
export const BOTTOM_BAR_PINNED_ROUTES = ['/menu-profile'] as const;

export function shouldShowBottomBar(pathname: string | null | undefined): boolean {
  return !matchesAnyRoute(pathname, BOTTOM_BAR_HIDDEN_ROUTES);
}

export interface LayoutChrome {
  header: boolean;
  footer: boolean;
}

export function layoutChrome(pathname: string | null | undefined, provider: ProviderKind | null | undefined): LayoutChrome {
  const shown = !matchesAnyRoute(pathname, CHECKOUT_ROUTES) || provider === PROVIDER_DISPENSARY_MENU_ONE;
  return { header: shown, footer: shown };
}

export interface BottomBarScroll {
  pathname: string | null | undefined;
  /** Current and previous vertical scroll offsets, px. */
  scrollY: number;
  previousScrollY: number;
  /** Window inner height and document scroll height, px (used on /cart). */
  viewportHeight: number;
  documentHeight: number;
  /** Whether the bar is shown now; kept when the scroll position did not move. Default true. */
  visible?: boolean;
  /** "It stays shown while the design-9 menu is open." */
  designNineMenuOpen?: boolean;
}

/**
 * Bottom-bar visibility on scroll (spec 2.5):
 * - on /cart: shown at the top; hidden at the bottom (10 px tolerance); hidden when scrolling down
 *   past 50 px; otherwise shown;
 * - elsewhere: shown when scrolled less than 300 px or when scrolling up; hidden when scrolling down;
 * - always shown while the design-9 menu is open and on /menu-profile.
 */
export function bottomBarVisibleOnScroll(state: BottomBarScroll): boolean {
  const path = normalizePathname(state.pathname);
  if (state.designNineMenuOpen === true || matchesAnyRoute(path, BOTTOM_BAR_PINNED_ROUTES)) return true;
  const { scrollY, previousScrollY } = state;
  const scrollingDown = scrollY > previousScrollY;
  if (path === '/cart') {
    if (scrollY <= 0) return true;
    if (scrollY + state.viewportHeight >= state.documentHeight - BOTTOM_BAR_CART_BOTTOM_TOLERANCE_PX) return false;
    return !(scrollingDown && scrollY > BOTTOM_BAR_CART_SCROLL_DOWN_PX);
  }
  if (scrollY < BOTTOM_BAR_SCROLL_THRESHOLD_PX) return true;
  if (scrollY === previousScrollY) return state.visible ?? true;
  return !scrollingDown;
}
