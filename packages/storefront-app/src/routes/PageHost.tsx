/**
 * The element of every route: resolves CMS-dependent paths (resolveRoute.ts), guards login-required
 * routes, and renders the route's page inside its own Suspense and WidgetBoundary.
 */
import { Suspense, useMemo } from 'react';
import { useLocation, useParams } from 'react-router';
import { WidgetBoundary } from '@storefront/components';
import { useSite } from '../site/SiteContext.tsx';
import { selectIsSignedIn, useSessionStore } from '../stores/index.ts';
import { PageFrame } from '../layout/PageFrame.tsx';
import { PageLoading } from '../layout/PageLoading.tsx';
import { SignInRequired } from '../layout/SignInRequired.tsx';
import { RoutePage } from './lazyPages.tsx';
import { resolveMatchedRoute } from './resolveRoute.ts';
import type { RouteDef } from './routeTable.ts';

export function PageHost({ route }: { route: RouteDef }) {
  const { pathname } = useLocation();
  const urlParams = useParams();
  const { config } = useSite();
  const signedIn = useSessionStore(selectIsSignedIn);

  const resolved = useMemo(
    () => resolveMatchedRoute(route, urlParams, pathname, config.siteSettings),
    [route, urlParams, pathname, config.siteSettings],
  );

  if (resolved.route.loginRequired && !signedIn) {
    return (
      <PageFrame title={resolved.route.title}>
        <SignInRequired />
      </PageFrame>
    );
  }

  return (
    <WidgetBoundary name={`Page:${resolved.route.id}`} resetKey={pathname} fallback={<PageFrame title={resolved.route.title} />}>
      <Suspense fallback={<PageLoading title={resolved.route.title} />}>
        <RoutePage kind={resolved.route.page} route={resolved.route} params={resolved.params} />
      </Suspense>
    </WidgetBoundary>
  );
}
