import { useLayoutEffect, type MouseEvent } from 'react';
import { cartBadgeLabel } from '../rules/commerce/cart.ts';
import { shouldShowBottomBar } from '../rules/navigation/chrome.ts';
import { shopSearchPath } from '../rules/navigation/paths.ts';
import type { BottomBarVariant } from '../rules/navigation/variants.ts';
import type { BottomBarContent } from './bottomBarPropsFromCms.ts';
import { bottomBarDesigns, bottomBarLookLabels } from './bottomBarDesigns.ts';
import { bottomBarEntries, bottomBarEntriesOffTheBar, type BottomBarEntry } from './bottomBarEntries.ts';
import { activeBottomBarItem } from './bottomBarItems.ts';
import { BottomBarControl, type BottomBarControlAction, type BottomBarControlProps } from './parts/BottomBarControl.tsx';
import { BottomBarOverlay } from './parts/BottomBarOverlay.tsx';
import { useBottomBarOverlay } from './useBottomBarOverlay.ts';
import { useBottomBarVisibility } from './useBottomBarVisibility.ts';
import * as css from './BottomBar.css.ts';

/** Set on <html> while a bar is on screen: the space it takes (e.g. for other fixed elements). */
export const BOTTOM_BAR_SPACE_VAR = '--bottom-bar-space';
/** `var(--bottom-bar-space, 0px)`: use in `padding-bottom` / `bottom` of anything the bar could cover. */
export const bottomBarSpace = `var(${BOTTOM_BAR_SPACE_VAR}, 0px)`;

export const BOTTOM_BAR_NAV_LABEL = 'Mobile navigation';

export interface BottomBarProps {
  /** The design (resolveBottomBarVariant of headerFooterSettings; see bottomBarPropsFromCms). */
  variant: BottomBarVariant;
  /** Labels, links, icons and overlay content (bottomBarContentFromCms). */
  content: BottomBarContent;
  /** The current path: the active item, hidden routes, scroll rules, closing overlays on change. */
  pathname: string;
  cartCount?: number;
  /** Guests get the sign-in-required modal from the wishlist (Heart) item (spec 6). */
  signedIn?: boolean;
  /** The side menu is open (design 9: the bar then stays shown). */
  menuOpen?: boolean;
  /** Menu items: open the side menu (spec 2.5 design 1). */
  onOpenMenu?: () => void;
  /** Design 8's raised 'More': open the search overlay (spec 2.4). */
  onOpenSearch?: () => void;
  /** A guest chose a signed-in-only item: open the sign-in-required modal. */
  onRequireSignIn?: () => void;
  /** Navigate without a link (the search menu's search). Default: a full page load. */
  onNavigate?: (href: string) => void;
  /** Hide on scroll as spec 2.5 says (default true). Stories turn it off. */
  hideOnScroll?: boolean;
}

const navigateByLocation = (href: string) => window.location.assign(href);
const noop = () => undefined;

/**
 * The mobile bottom bar (spec 2.5): one component for the ten designs of `bottomBarDesigns`.
 * Not rendered on /product* and /chat-with-retailer/*.
 */
export function BottomBar(props: BottomBarProps) {
  if (!shouldShowBottomBar(props.pathname)) return null;
  return <BottomBarView {...props} />;
}

function BottomBarView({
  variant,
  content,
  pathname,
  cartCount = 0,
  signedIn = false,
  menuOpen = false,
  onOpenMenu = noop,
  onOpenSearch = noop,
  onRequireSignIn = noop,
  onNavigate = navigateByLocation,
  hideOnScroll = true,
}: BottomBarProps) {
  const design = bottomBarDesigns[variant];
  const overlay = useBottomBarOverlay(design.overlayCloseDelayMs, pathname);
  const keepShown = design.keepShownWhileOverlayOpen && (overlay.open || menuOpen);
  const { visible } = useBottomBarVisibility({ pathname, menuOpen: keepShown || !hideOnScroll });
  const look = design.look;
  const space = css.barSpace[look];

  useLayoutEffect(() => {
    const root = document.documentElement;
    root.style.setProperty(BOTTOM_BAR_SPACE_VAR, space);
    return () => {
      root.style.removeProperty(BOTTOM_BAR_SPACE_VAR);
    };
  }, [space]);

  const entries = bottomBarEntries(design, content);
  const active = overlay.open ? null : activeBottomBarItem(pathname, entries);
  const guestBlocked = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    overlay.dismiss();
    onRequireSignIn();
  };

  const actionOf = (entry: BottomBarEntry): BottomBarControlAction | null => {
    switch (entry.id) {
      case 'menu':
        return { kind: 'button', onClick: onOpenMenu, expanded: menuOpen, popup: 'dialog' };
      case 'more':
      case 'search':
        if (design.moreAction === 'openSearch' || design.overlay === 'none') {
          return { kind: 'button', onClick: onOpenSearch, popup: 'dialog' };
        }
        return { kind: 'button', onClick: overlay.open ? overlay.dismiss : overlay.show, expanded: overlay.open, popup: 'dialog' };
      case 'heart':
        if (entry.href === undefined) return null;
        return signedIn ? { kind: 'link', href: entry.href } : { kind: 'link', href: entry.href, onClick: guestBlocked };
      default:
        return entry.href === undefined ? null : { kind: 'link', href: entry.href };
    }
  };

  const labels = bottomBarLookLabels[look];
  const controls = entries.flatMap((entry): BottomBarControlProps[] => {
    const action = actionOf(entry);
    if (action === null) return [];
    const isActive = entry.id === active || ((entry.id === 'more' || entry.id === 'search') && overlay.open);
    const badge =
      entry.id === 'cart'
        ? { count: cartCount, format: design.cartBadge.capped ? cartBadgeLabel : String, showZero: design.cartBadge.showZero }
        : null;
    return [
      {
        ...entry,
        look,
        active: isActive,
        labelShown: labels === 'always' || (labels === 'activeOnly' && isActive),
        badge,
        action,
      },
    ];
  });
  const trigger = entries.find((entry) => entry.id === 'more' || entry.id === 'search');
  const searchEntries = bottomBarEntriesOffTheBar(design, content).map((entry) =>
    entry.id === 'heart' && !signedIn ? { ...entry, onClick: guestBlocked } : entry,
  );

  return (
    <>
      <div className={css.spacer} style={{ height: space }} aria-hidden="true" data-bottom-bar-spacer="" />
      <nav className={css.root({ look })} aria-label={BOTTOM_BAR_NAV_LABEL} data-design={variant} data-hidden={visible ? undefined : ''}>
        <ul className={css.list({ look })}>
          {controls.map((control) => (
            <li key={control.id} className={css.listItem({ fit: labels === 'activeOnly' && control.active })}>
              <BottomBarControl {...control} />
            </li>
          ))}
        </ul>
      </nav>
      {design.overlay !== 'none' && design.moreAction === 'overlay' ? (
        <BottomBarOverlay
          kind={design.overlay}
          open={overlay.open}
          onDismiss={overlay.dismiss}
          triggerLabel={trigger?.label ?? ''}
          content={content}
          searchEntries={searchEntries}
          onSearch={(term) => onNavigate(shopSearchPath(term, content.shopSettings))}
          pending={overlay.pending}
          onChoose={overlay.choose}
        />
      ) : null}
    </>
  );
}
