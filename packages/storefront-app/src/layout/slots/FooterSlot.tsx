/**
 * Footer slot (spec 2.14). From 769 px the SiteFooter widget (logo, subtext, social links, 'Quick
 * Links', 'Shop', "Today's Deals", the optional retailer carousel; skeletons for 1500 ms) with the
 * props from chrome/menus/useSiteFooterProps. Below 769 px, where the bottom bar carries the
 * navigation, a compact footer: the same quick links (the provider rule applied) and
 * '© {year} {site name}'. The switch is CSS only; the hidden branch is out of the accessibility
 * tree, so exactly one contentinfo landmark shows. The layout's checkout rule decides whether the
 * slot renders at all; the demo retailer switcher is the layout's, outside this slot.
 *
 * The desktop footer is below the fold, so its widget module (SiteFooterHost) is not part of the
 * first load: it loads when the slot renders, in a box of the skeleton footer's height and surface
 * (FooterSlot.css.ts), so nothing shifts when it arrives. Its props, catalogue calls and skeleton
 * timer are this module's and start with the page. Below 769 px (matchMedia(media.md), the CSS
 * switch's query) the desktop branch is not rendered at all: a phone fetches neither its module nor
 * its calls; the compact footer needs only the CMS quick links.
 */
import { memo, Suspense, useMemo } from 'react';
import { Inline, siteFooterPropsFromCms, SmartLink, Stack } from '@storefront/components';
import { media } from '@storefront/tokens';
import { useSiteFooterProps } from '../../chrome/menus/useSiteFooterProps.ts';
import { belowMdOnly, mdUpOnly } from '../../chrome/menus/responsive.css.ts';
import { useMediaQuery } from '../../chrome/useMediaQuery.ts';
import { useSite } from '../../site/SiteContext.tsx';
import * as css from './FooterSlot.css.ts';
import { preloadable } from './preloadable.ts';
import type { SlotProps } from './SlotProps.ts';

const SiteFooterHost = preloadable(() => import('./SiteFooterHost.tsx')).Component;

/** The desktop footer: its props (queries, 1500 ms skeleton) now, its widget when the module is in. */
function DesktopFooter() {
  const footer = useSiteFooterProps();
  return (
    <Suspense fallback={<div className={css.desktopFooterReserve} aria-hidden="true" data-footer-reserve="" />}>
      <SiteFooterHost {...footer} />
    </Suspense>
  );
}

export const FooterSlot = memo(function FooterSlot(_props: SlotProps) {
  const { config } = useSite();
  const desktop = useMediaQuery(media.md);
  // The compact footer's quick links: CMS data only, no catalogue call.
  const { title, links } = useMemo(
    () => siteFooterPropsFromCms(config, {}, { provider: config.initialSiteData.provider }).quickLinks,
    [config],
  );
  const year = new Date().getFullYear();
  return (
    <>
      <div className={mdUpOnly} data-footer-branch="desktop">
        {desktop ? <DesktopFooter /> : null}
      </div>
      <div className={belowMdOnly} data-footer-branch="mobile">
        <footer className={css.compactFooter}>
          <Stack gap="lg" className={css.compactInner}>
            {links.length > 0 ? (
              <nav aria-labelledby="footer-quick-links">
                <h2 id="footer-quick-links" className={css.compactHeading}>
                  {title}
                </h2>
                <Inline as="ul" className={css.compactLinks}>
                  {links.map((link, index) => (
                    <li key={`${index}-${link.href}`}>
                      <SmartLink href={link.href} className={css.compactLink}>
                        {link.label}
                      </SmartLink>
                    </li>
                  ))}
                </Inline>
              </nav>
            ) : null}
            <p className={css.copyright}>
              © {year} {config.siteSettings.siteName}
            </p>
          </Stack>
        </footer>
      </div>
    </>
  );
});
