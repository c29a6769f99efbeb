/**
 * Mobile bottom bar slot (spec 2.5): the BottomBar widget with the CMS design and content
 * (bottomBarPropsFromCms: isFooterOne … isFooterTen, stickyFooterWidgetCmsData), the cart count,
 * the session and the shared chrome callbacks. The widget hides itself on /product* and
 * /chat-with-retailer/* and from 769 px up, reserves its own space under the page, and hides on
 * scroll; the layout renders this only where its checkout rule shows the footer chrome.
 */
import { memo, useMemo } from 'react';
import { BottomBar, bottomBarPropsFromCms } from '@storefront/components';
import { useChromeActions } from '../../chrome/useChromeActions.ts';
import { useSite } from '../../site/SiteContext.tsx';
import { selectIsSignedIn, useCartStore, useSessionStore, useUiStore } from '../../stores/index.ts';
import type { SlotProps } from './SlotProps.ts';

export const BottomBarSlot = memo(function BottomBarSlot({ pathname }: SlotProps) {
  const { config } = useSite();
  const { variant, content } = useMemo(() => bottomBarPropsFromCms(config), [config]);
  const cartCount = useCartStore((state) => state.counter);
  const signedIn = useSessionStore(selectIsSignedIn);
  const menuOpen = useUiStore((state) => state.sideMenuOpen);
  const actions = useChromeActions();
  return (
    <BottomBar
      variant={variant}
      content={content}
      pathname={pathname}
      cartCount={cartCount}
      signedIn={signedIn}
      menuOpen={menuOpen}
      onOpenMenu={actions.openMenu}
      onOpenSearch={actions.openSearch}
      onRequireSignIn={actions.requireSignIn}
      onNavigate={actions.navigate}
    />
  );
});
