import { SanitizedHtml } from '../../primitives/SanitizedHtml.tsx';
import { SmartLink } from '../../primitives/link/SmartLink.tsx';
import { Skeleton } from '../../primitives/Skeleton.tsx';
import type { SiteFooterData } from '../siteFooterPropsFromCms.ts';
import { Stack } from '../../primitives/layout/Stack.tsx';
import { Inline } from '../../primitives/layout/Inline.tsx';
import * as css from '../SiteFooter.css.ts';

export interface FooterBrandProps {
  logo: SiteFooterData['logo'];
  subtext: string;
  socialLinks: SiteFooterData['socialLinks'];
  loading?: boolean;
}

/** Logo (logo, logoAlt, logoTitle) linking home, the subtext HTML (sanitised) and the social links. */
export function FooterBrand({ logo, subtext, socialLinks, loading = false }: FooterBrandProps) {
  if (loading) {
    return (
      <Stack gap="lg" className={css.brand} data-footer-part="brand">
        <Stack gap="sm" className={css.skeletons} aria-hidden="true" data-skeleton="">
          <Skeleton width={160} height={48} />
          <Skeleton shape="text" lines={3} />
          <Skeleton shape="text" width="60%" />
        </Stack>
      </Stack>
    );
  }
  return (
    <Stack gap="lg" className={css.brand} data-footer-part="brand">
      <SmartLink href={logo.href} className={css.logoLink} title={logo.title}>
        {logo.src ? (
          <img className={css.logoImage} src={logo.src} alt={logo.alt} height={48} decoding="async" />
        ) : (
          <span className={css.logoWordmark}>{logo.alt}</span>
        )}
      </SmartLink>
      <SanitizedHtml html={subtext} className={css.subtext} />
      {socialLinks.length > 0 ? (
        <Inline as="ul" gap="sm" aria-label="Social links">
          {socialLinks.map((link) => (
            <li key={`${link.href}-${link.title}`}>
              <SmartLink href={link.href} className={css.socialLink}>
                {link.image ? (
                  <img className={css.socialImage} src={link.image} alt={link.title} width={36} height={36} decoding="async" />
                ) : (
                  <span className={css.socialFallback}>{link.title}</span>
                )}
              </SmartLink>
            </li>
          ))}
        </Inline>
      ) : null}
    </Stack>
  );
}
