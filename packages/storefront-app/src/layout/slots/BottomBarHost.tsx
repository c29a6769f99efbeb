/**
 * The bottom bar (below 769 px) with its props: the BottomBar widget with the CMS design and content
 * (bottomBarPropsFromCms: isFooterOne … isFooterTen, stickyFooterWidgetCmsData), the cart count,
 * the session and the shared chrome callbacks. Its own module, loaded only where it shows
 * (viewportChrome.ts); BottomBarSlot renders it.
 */
import { useMemo } from 'react';
import { BottomBar, bottomBarPropsFromCms } from '@storefront/components';
import { useChromeActions } from '../../chrome/useChromeActions.ts';
import { useSite } from '../../site/SiteContext.tsx';
import { selectIsSignedIn, useCartStore, useSessionStore, useUiStore } from '../../stores/index.ts';

export default function BottomBarHost({ pathname }: { pathname: string }) {
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
}
