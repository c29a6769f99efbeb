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
 */
import { memo } from 'react';
import { DesktopHeader, MobileHeader, WidgetBoundary } from '@storefront/components';
import { useSite } from '../../site/SiteContext.tsx';
import { useDesktopHeaderProps } from '../../chrome/useDesktopHeaderProps.ts';
import { useHeaderProps } from '../../chrome/useHeaderProps.ts';
import type { SlotProps } from './SlotProps.ts';
import { desktopOnly, mobileOnly } from './HeaderSlot.css.ts';

export const HeaderSlot = memo(function HeaderSlot({ pathname }: SlotProps) {
  const { config } = useSite();
  const mobile = useHeaderProps(pathname);
  const desktop = useDesktopHeaderProps(pathname);
  return (
    <>
      <div className={mobileOnly} data-header-branch="mobile">
        <WidgetBoundary name="MobileHeader" resetKey={config}>
          <MobileHeader {...mobile} />
        </WidgetBoundary>
      </div>
      <div className={desktopOnly} data-header-branch="desktop">
        <WidgetBoundary name="DesktopHeader" resetKey={config}>
          <DesktopHeader {...desktop} />
        </WidgetBoundary>
      </div>
    </>
  );
});
