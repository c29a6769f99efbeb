/**
 * Header slot (spec 2.3). Below 769 px: `MobileHeader`, which picks the search header, the title
 * header, none, the product header or the CMS variant `Header` by route, fed by
 * `headerPropsFromCms(config, shopper state)` and the chrome callbacks (useHeaderProps). From
 * 769 px: `DesktopHeader`, fed by `desktopHeaderPropsFromCms(config, shopper state)` and the same
 * callbacks (useDesktopHeaderProps). The switch is a CSS media query (HeaderSlot.css.ts); each
 * branch has its own WidgetBoundary, so a broken one never takes the other down.
 *
 * Both headers render at every width (above the fold: a header that arrived late would shift the
 * page), but the desktop header's catalogue calls (brands, categories for the brand dropdown and the
 * mega menu) are made only while it shows (useDesktopHeaderProps: matchMedia(media.md), the same
 * query as the CSS switch).
 *
 * Each branch is a module of its own, loaded only where it shows (viewportChrome.ts): a phone
 * hydrates the mobile header and keeps the desktop header's server HTML, hidden, without its code;
 * a desktop the other way round. Each sits in its own Suspense boundary for that, keyed by whether
 * the window shows it (useViewportSide): once hydrated, the hidden side's boundary is mounted afresh,
 * client-rendered, showing its fallback (nothing) until its module is in.
 */
import { memo, Suspense } from 'react';
import { WidgetBoundary } from '@storefront/components';
import { useSite } from '../../site/SiteContext.tsx';
import type { SlotProps } from './SlotProps.ts';
import { desktopOnly, mobileOnly } from './HeaderSlot.css.ts';
import { desktopHeaderBranch, mobileHeaderBranch, useViewportSide } from './viewportChrome.ts';

const MobileHeaderHost = mobileHeaderBranch.Component;
const DesktopHeaderHost = desktopHeaderBranch.Component;

export const HeaderSlot = memo(function HeaderSlot({ pathname }: SlotProps) {
  const { config } = useSite();
  const phone = useViewportSide('phone');
  const desktop = useViewportSide('desktop');
  return (
    <>
      <div className={mobileOnly} data-header-branch="mobile">
        <WidgetBoundary name="MobileHeader" resetKey={config}>
          <Suspense key={phone ? 'shown' : 'hidden'} fallback={null}>
            <MobileHeaderHost pathname={pathname} />
          </Suspense>
        </WidgetBoundary>
      </div>
      <div className={desktopOnly} data-header-branch="desktop">
        <WidgetBoundary name="DesktopHeader" resetKey={config}>
          <Suspense key={desktop ? 'shown' : 'hidden'} fallback={null}>
            <DesktopHeaderHost pathname={pathname} />
          </Suspense>
        </WidgetBoundary>
      </div>
    </>
  );
});
