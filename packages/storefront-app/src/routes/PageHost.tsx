/**
 * The element of every route: resolves CMS-dependent paths (fallback.ts), guards login-required
 * routes, and renders the route's lazy page inside its own Suspense and WidgetBoundary.
 */
import { Suspense, useMemo } from 'react';
import { useLocation, useParams } from 'react-router';
import { WidgetBoundary } from '@storefront/components';
import { useSite } from '../site/SiteContext.tsx';
import { selectIsSignedIn, useSessionStore } from '../stores/index.ts';
import { PageFrame } from '../layout/PageFrame.tsx';
import { PageLoading } from '../layout/PageLoading.tsx';
import { SignInRequired } from '../layout/SignInRequired.tsx';
import { resolveFallback } from './fallback.ts';
import { lazyPages } from './lazyPages.ts';
import { routeTable, type RouteDef } from './routeTable.ts';

/** Routes whose path may also be a CMS shop path or a cart-abandonment path. */
const RESOLVED_ROUTE_IDS = new Set(['store-by-slug', 'not-found']);

function routeForPage(page: RouteDef['page']): RouteDef | undefined {
  return routeTable.find((route) => route.page === page);
}

export function PageHost({ route }: { route: RouteDef }) {
  const { pathname } = useLocation();
  const urlParams = useParams();
  const { config } = useSite();
  const signedIn = useSessionStore(selectIsSignedIn);

  const resolved = useMemo(() => {
    if (!RESOLVED_ROUTE_IDS.has(route.id)) return { route, params: urlParams };
    const match = resolveFallback(pathname, config.siteSettings);
    const target = match ? routeForPage(match.page) : undefined;
    return match && target ? { route: target, params: { ...urlParams, ...match.params } } : { route, params: urlParams };
  }, [route, urlParams, pathname, config.siteSettings]);

  if (resolved.route.loginRequired && !signedIn) {
    return (
      <PageFrame title={resolved.route.title}>
        <SignInRequired />
      </PageFrame>
    );
  }

  const Page = lazyPages[resolved.route.page];
  return (
    <WidgetBoundary name={`Page:${resolved.route.id}`} resetKey={pathname} fallback={<PageFrame title={resolved.route.title} />}>
      <Suspense fallback={<PageLoading title={resolved.route.title} />}>
        <Page route={resolved.route} params={resolved.params} />
      </Suspense>
    </WidgetBoundary>
  );
}
