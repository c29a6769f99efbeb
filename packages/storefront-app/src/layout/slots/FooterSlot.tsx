/**
 * Footer slot. Until the desktop footer widget is wired in, a real minimal footer: the CMS quick
 * links (quickLinks.title, links through SmartLink) and '© {year} {site name}'.
 */
import { SmartLink } from '@storefront/components';
import { useSite } from '../../site/SiteContext.tsx';
import type { SlotProps } from './SlotProps.ts';
import * as css from './styles.ts';

export function FooterSlot(_props: SlotProps) {
  const { config } = useSite();
  const { title, links } = config.quickLinks;
  const year = new Date().getFullYear();
  return (
    <footer {...css.footer}>
      <div {...css.footerInner}>
        {links.length > 0 ? (
          <nav aria-labelledby="footer-quick-links">
            <h2 id="footer-quick-links" {...css.footerHeading}>
              {title}
            </h2>
            <ul {...css.footerLinks}>
              {links.map((link, index) => (
                <li key={`${index}-${link.url}`}>
                  <SmartLink href={link.url} {...css.footerLink}>
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
  );
}
