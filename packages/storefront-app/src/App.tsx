/**
 * The storefront root, the same on the server and in the browser (only the router differs:
 * <StaticRouter> in entry-server, <BrowserRouter> in entry-client): query client (spec 7 defaults),
 * site config from the CMS, theme from that config, router links for the design system's SmartLink
 * (which also start the target route's data and chunk on intent, see routes/prefetch.ts), toasts
 * (spec 9: top-right, 1500 ms; sonner loads after the first page, see <Toasts />).
 */
import { PreviewNoticeProvider, type PreviewNotice } from './site/previewNotice.tsx';
import { useEffect, useLayoutEffect, type ReactNode } from 'react';
import { QueryClientProvider, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { Link, useLocation } from 'react-router';
import { LinkAdapterProvider, StorefrontTheme, Toasts, type RenderLink } from '@storefront/components';
import { AppRoutes } from './routes/router.tsx';
import { prefetchRoute, setPrefetchScope } from './routes/prefetch.ts';
import { SiteProvider, useSite } from './site/SiteContext.tsx';
import { useShop } from './shop/useShop.ts';
import { useRehydrateStores } from './stores/index.ts';
import { ShopperSnapshotProvider, type ShopperSnapshot } from './shop/serverState.tsx';

const prefetchOnIntent = (href: string) => () => {
  void prefetchRoute(href);
};

/** SmartLink's internal links become react-router links (client-side navigation, prefetch on intent). */
export const renderRouterLink: RenderLink = ({ href, ref, ...props }) => (
  <Link
    to={href}
    ref={ref}
    onPointerEnter={prefetchOnIntent(href)}
    onFocus={prefetchOnIntent(href)}
    onTouchStart={prefetchOnIntent(href)}
    {...props}
  />
);

/** Keeps the prefetcher's scope current and starts each new location's data with its chunk. */
function RoutePrefetch() {
  const queryClient = useQueryClient();
  const { config, provider, menuType, retailerId } = useShop();
  const { siteId } = useSite();
  const { pathname, search } = useLocation();
  useLayoutEffect(() => {
    setPrefetchScope({ queryClient, config, shop: { provider, menuType, retailerId }, siteId });
    return () => setPrefetchScope(null);
  }, [queryClient, config, provider, menuType, retailerId, siteId]);
  useLayoutEffect(() => {
    void prefetchRoute(`${pathname}${search}`);
  }, [pathname, search]);
  return null;
}

/** Set on <html> once the app has hydrated (or rendered): the page's controls respond from then on. */
export const HYDRATED_ATTRIBUTE = 'data-hydrated';

function ThemedRoutes() {
  const { config } = useSite();
  useRehydrateStores();
  useEffect(() => {
    document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, '');
  }, []);
  return (
    <StorefrontTheme config={config}>
      <RoutePrefetch />
      <AppRoutes />
    </StorefrontTheme>
  );
}

export interface AppProps {
  queryClient: QueryClient;
  siteId: string;
  /** The router: renders its children (the routes) at the current location. */
  Router: (props: { children: ReactNode }) => ReactNode;
  /** This browser's private CMS preview, if any (the banner above the page). */
  preview?: PreviewNotice | null;
  /** The shopper as the server knew them (their cookie and session): the first render's stores. */
  shopper?: ShopperSnapshot | null;
}

export function App({ queryClient, siteId, Router, preview = null, shopper = null }: AppProps) {
  return (
    <ShopperSnapshotProvider snapshot={shopper}>
      <QueryClientProvider client={queryClient}>
        <LinkAdapterProvider renderLink={renderRouterLink}>
          <SiteProvider initialSiteId={siteId}>
            <PreviewNoticeProvider notice={preview}>
              <Router>
                <ThemedRoutes />
              </Router>
            </PreviewNoticeProvider>
          </SiteProvider>
        </LinkAdapterProvider>
        <Toasts />
      </QueryClientProvider>
    </ShopperSnapshotProvider>
  );
}
