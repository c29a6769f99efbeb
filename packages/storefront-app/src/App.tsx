/**
 * The storefront root: query client (spec 7 defaults), site config from the CMS, theme from that
 * config, router links for the design system's SmartLink, toasts (spec 9: top-right, 1500 ms;
 * sonner loads after the first page, see <Toasts />).
 */
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { LinkAdapterProvider, StorefrontTheme, Toasts, type RenderLink } from '@storefront/components';
import { AppRouter } from './routes/router.tsx';
import { SiteProvider, useSite } from './site/SiteContext.tsx';

/** SmartLink's internal links become react-router links (client-side navigation). */
export const renderRouterLink: RenderLink = ({ href, ref, ...props }) => <Link to={href} ref={ref} {...props} />;

function ThemedRouter() {
  const { config } = useSite();
  return (
    <StorefrontTheme config={config}>
      <AppRouter />
    </StorefrontTheme>
  );
}

export function App({ queryClient }: { queryClient: QueryClient }) {
  return (
    <QueryClientProvider client={queryClient}>
      <LinkAdapterProvider renderLink={renderRouterLink}>
        <SiteProvider>
          <ThemedRouter />
        </SiteProvider>
      </LinkAdapterProvider>
      <Toasts />
    </QueryClientProvider>
  );
}
