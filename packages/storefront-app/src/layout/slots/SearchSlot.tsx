/**
 * Search drawer / overlay slot (spec 2.4), driven by `ui.searchOpen` and `ui.searchQuery` (set by
 * `ui.openSearch(query)` from the desktop search box, the header search controls and the bottom
 * bar, when the search type is the full-text one; other types go to /search: useChromeActions).
 *
 * - mode: 'drawer' from 769 px, the full 'overlay' below, decided with matchMedia(media.md) when it
 *   opens (it is a dialog over the page, so nothing shifts if the window is resized while open);
 * - content: searchPanelPropsFromCms(config); the text it opens with: what was typed;
 * - the shopper's retailer (chosen, else the CMS one), menu type and the site's provider kind;
 * - it closes on a route or query change (pathname, closeKey = location.search); focus goes back to
 *   the control that opened it (the Dialog does it).
 *
 * The panel module loads on the first open (and is fetched ahead when the browser is idle:
 * preloadable.ts).
 */
import { Suspense, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { WidgetBoundary, type SearchPanelMode } from '@storefront/components';
import { media } from '@storefront/tokens';
import { useSite } from '../../site/SiteContext.tsx';
import { useUiStore } from '../../stores/index.ts';
import { useShop } from '../../shop/useShop.ts';
import { preloadable, usePreloadWhenIdle } from './preloadable.ts';

const searchPanelHost = preloadable(() => import('./SearchPanelHost.tsx'));
const SearchPanelHost = searchPanelHost.Component;

/** 'drawer' at widths from 769 px, else 'overlay' (no matchMedia, e.g. a test DOM: 'drawer'). */
export function searchPanelMode(): SearchPanelMode {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return 'drawer';
  return window.matchMedia(media.md).matches ? 'drawer' : 'overlay';
}

export function SearchSlot() {
  const { config } = useSite();
  const location = useLocation();
  const navigate = useNavigate();
  const open = useUiStore((state) => state.searchOpen);
  const initialQuery = useUiStore((state) => state.searchQuery);
  const setOpen = useUiStore((state) => state.setSearchOpen);
  const { retailerId, menuType } = useShop();
  usePreloadWhenIdle(searchPanelHost.preload);

  // The mode is decided when the panel opens; the panel stays mounted once opened (closing animates
  // nothing away and reopening is instant).
  const [session, setSession] = useState<{ open: boolean; mode: SearchPanelMode; mounted: boolean }>(() => ({
    open,
    mode: open ? searchPanelMode() : 'drawer',
    mounted: open,
  }));
  if (session.open !== open) {
    setSession((current) => ({ open, mode: open ? searchPanelMode() : current.mode, mounted: current.mounted || open }));
  }
  if (!session.mounted) return null;

  return (
    <WidgetBoundary name="Search" resetKey={config}>
      <Suspense fallback={null}>
        <SearchPanelHost
          mode={session.mode}
          open={open}
          onClose={() => setOpen(false)}
          initialQuery={initialQuery}
          retailerId={retailerId}
          menuType={menuType}
          provider={config.initialSiteData.provider}
          pathname={location.pathname}
          closeKey={location.search}
          onSubmitSearch={(href) => navigate(href)}
        />
      </Suspense>
    </WidgetBoundary>
  );
}
