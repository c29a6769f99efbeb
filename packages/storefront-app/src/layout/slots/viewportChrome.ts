/**
 * The chrome that only a phone or only a desktop shows, as modules of their own (viewportBranch in
 * preloadable.ts): the mobile header and the bottom bar below 769 px, the desktop header from 769 px
 * (the CSS switch's query). The server renders both sides (preloadViewportChrome('all') before it
 * renders); the browser fetches the side its window shows before it hydrates
 * (preloadViewportChrome('shown')), and the other side only if the window crosses the breakpoint.
 *
 * Once hydrated, the side the window does not show is mounted afresh (its Suspense boundary keyed by
 * useViewportSide), client-rendered: its fallback, nothing, until its module is in. Its server HTML,
 * left in a Suspense boundary that waits for a module the browser never fetched, would otherwise
 * hold up the next update that reaches it: a navigation is a transition, and React does not commit
 * one while a dehydrated boundary it must update cannot hydrate (the page's URL changed, its content
 * did not). Both sides render on the server and while hydrating (the server snapshot), so the tree
 * matches the HTML.
 */
import { media } from '@storefront/tokens';
import { useMediaQuery } from '../../chrome/useMediaQuery.ts';
import { viewportBranch } from './preloadable.ts';

type BranchProps = { pathname: string };

/** Below 769 px: the query under which the mobile header and the bottom bar show. */
export const mobileHeaderBranch = viewportBranch<BranchProps>(media.belowMd, () => import('./MobileHeaderHost.tsx'));
export const bottomBarBranch = viewportBranch<BranchProps>(media.belowMd, () => import('./BottomBarHost.tsx'));
/** From 769 px. */
export const desktopHeaderBranch = viewportBranch<BranchProps>(media.md, () => import('./DesktopHeaderHost.tsx'));

const branches = [mobileHeaderBranch, bottomBarBranch, desktopHeaderBranch];

/** 'all': every branch (the server, a test); 'shown': the ones this window shows (the browser). */
export function preloadViewportChrome(which: 'all' | 'shown'): Promise<void> {
  return Promise.all(branches.map((branch) => (which === 'all' ? branch.preload() : branch.preloadIfShown()))).then(() => undefined);
}

export type ViewportSide = 'phone' | 'desktop';

/**
 * Whether this window shows a side of the breakpoint (the CSS switch's media.md): both on the server
 * and while hydrating; after that only the one the window shows, kept current on resize. Without
 * matchMedia (a test DOM that lacks it) both.
 */
export function useViewportSide(side: ViewportSide): boolean {
  const desktop = useMediaQuery(media.md, true);
  const phone = !useMediaQuery(media.md, false);
  return side === 'desktop' ? desktop : phone;
}
