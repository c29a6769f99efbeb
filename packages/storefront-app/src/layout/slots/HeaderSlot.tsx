/**
 * Header slot (spec 2.3). Below 769 px: `MobileHeader`, which picks the search header, the title
 * header, none, the product header or the CMS variant `Header` by route, fed by
 * `headerPropsFromCms(config, shopper state)` and the chrome callbacks (useHeaderProps). From
 * 769 px: the desktop branch. The switch is a CSS media query (HeaderSlot.css.ts); each branch has
 * its own WidgetBoundary, so a broken one never takes the other down.
 */
import { MobileHeader, WidgetBoundary } from '@storefront/components';
import { useSite } from '../../site/SiteContext.tsx';
import { useHeaderProps } from '../../chrome/useHeaderProps.ts';
import type { SlotProps } from './SlotProps.ts';
import { InterimDesktopHeader } from './InterimDesktopHeader.tsx';
import { desktopOnly, mobileOnly } from './HeaderSlot.css.ts';

export function HeaderSlot({ pathname }: SlotProps) {
  const { config } = useSite();
  const mobile = useHeaderProps(pathname);
  return (
    <>
      <div className={mobileOnly} data-header-branch="mobile">
        <WidgetBoundary name="MobileHeader" resetKey={config}>
          <MobileHeader {...mobile} />
        </WidgetBoundary>
      </div>
      <div className={desktopOnly} data-header-branch="desktop">
        <WidgetBoundary name="DesktopHeader" resetKey={config}>
          {/* desktop: replace with <DesktopHeader … /> from packages/components/src/desktop-header */}
          <InterimDesktopHeader />
        </WidgetBoundary>
      </div>
    </>
  );
}
