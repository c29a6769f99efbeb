/**
 * Footer slot (spec 2.14). From 769 px the SiteFooter widget (logo, subtext, social links, 'Quick
 * Links', 'Shop', "Today's Deals", the optional retailer carousel; skeletons for 1500 ms) with the
 * props from chrome/menus/useSiteFooterProps. Below 769 px, where the bottom bar carries the
 * navigation, a compact footer: the same quick links (the provider rule applied) and
 * '© {year} {site name}'. The switch is CSS only; the hidden branch is out of the accessibility
 * tree, so exactly one contentinfo landmark shows. The layout's checkout rule decides whether the
 * slot renders at all; the demo retailer switcher is the layout's, outside this slot.
 */
import { SiteFooter, SmartLink } from '@storefront/components';
import { useSiteFooterProps } from '../../chrome/menus/useSiteFooterProps.ts';
import { belowMdOnly, mdUpOnly } from '../../chrome/menus/responsive.css.ts';
import { useSite } from '../../site/SiteContext.tsx';
import type { SlotProps } from './SlotProps.ts';
import * as css from './styles.ts';

export function FooterSlot(_props: SlotProps) {
  const { config } = useSite();
  const footer = useSiteFooterProps();
  const { title, links } = footer.quickLinks;
  const year = new Date().getFullYear();
  return (
    <>
      <div className={mdUpOnly} data-footer-branch="desktop">
        <SiteFooter {...footer} />
      </div>
      <div className={belowMdOnly} data-footer-branch="mobile">
        <footer {...css.footer}>
          <div {...css.footerInner}>
            {links.length > 0 ? (
              <nav aria-labelledby="footer-quick-links">
                <h2 id="footer-quick-links" {...css.footerHeading}>
                  {title}
                </h2>
                <ul {...css.footerLinks}>
                  {links.map((link, index) => (
                    <li key={`${index}-${link.href}`}>
                      <SmartLink href={link.href} {...css.footerLink}>
                        {link.label}
                      </SmartLink>
                    </li>
                  ))}
                </ul>
              </nav>
            ) : null}
            <p {...css.copyright}>
              © {year} {config.siteSettings.siteName}
            </p>
          </div>
        </footer>
      </div>
    </>
  );
}
