/**
 * Story harness for the desktop footer (spec 2.14): the fixture's CMS (plus the story's patch) and
 * the demo catalogue through siteFooterPropsFromCms, with router links.
 */
import { Box } from '@storefront/tokens/box';
import { LinkAdapterProvider, DESKTOP_FOOTER_SKELETON_MS } from '@storefront/components';
import { SiteFooter, siteFooterPropsFromCms, useInitialSkeleton } from '@storefront/components';
import { catalog } from '../support/catalog.ts';
import { useStoryCms } from '../support/cms.tsx';
import { PageBehind } from '../support/PageBehind.tsx';
import { renderRouterLink } from '../support/routerLinks.tsx';

export interface SiteFooterStoryArgs {
  /** 'loaded', 'skeleton' (forced), or 'timed' (skeletons for DESKTOP_FOOTER_SKELETON_MS, as the app does). */
  state?: 'loaded' | 'skeleton' | 'timed';
}

function TimedFooter() {
  const { config } = useStoryCms();
  const loading = useInitialSkeleton(DESKTOP_FOOTER_SKELETON_MS);
  return <SiteFooter {...siteFooterPropsFromCms(config, catalog)} loading={loading} />;
}

export function SiteFooterStory({ state = 'loaded' }: SiteFooterStoryArgs) {
  const { config } = useStoryCms();
  return (
    <LinkAdapterProvider renderLink={renderRouterLink}>
      <Box display="flex" flexDirection="column" style={{ minHeight: '100vh' }}>
        {/* The retailer's page above, so the footer is seen where it sits: at the end of the page. */}
        <PageBehind grow />
        {state === 'timed' ? <TimedFooter /> : <SiteFooter {...siteFooterPropsFromCms(config, catalog)} loading={state === 'skeleton'} />}
      </Box>
    </LinkAdapterProvider>
  );
}
