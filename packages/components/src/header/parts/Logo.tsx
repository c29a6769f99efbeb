import { SmartLink } from '../../primitives/link/SmartLink.tsx';
import { homePath } from '../../rules/navigation/paths.ts';
import { nonBlank } from '../../rules/navigation/text.ts';
import type { HeaderPartLooks } from '../headerDesigns.ts';
import { logoImage, logoLink, logoWordmark } from './parts.css.ts';

export interface HeaderLogo {
  /** headerWidgetCmsData.logo; '' = the built-in logo (the site name as a wordmark). */
  src: string;
  /** headerWidgetCmsData.logoAlt; '' = the site name. */
  alt: string;
  /** headerWidgetCmsData.logoTitle (tooltip); '' = none. */
  title: string;
  /** siteSettings.siteName: the built-in logo and the alt text fallback. */
  siteName: string;
  /** siteSettings.homeLink (the CMS override of home); '' = '/'. */
  homeLink: string;
}

export interface LogoProps extends HeaderLogo {
  look?: HeaderPartLooks['logo'];
  size?: 'sm' | 'md';
}

/** The logo (logo, logoTitle, logoAlt) linking home (spec 2.3; home by the homePath rule). */
export function Logo({ src, alt, title, siteName, homeLink, look = 'plain', size = 'md' }: LogoProps) {
  const name = nonBlank(alt) ?? nonBlank(siteName) ?? 'Home';
  const image = nonBlank(src);
  return (
    <SmartLink href={homePath(homeLink)} className={logoLink({ look })} title={nonBlank(title)} data-part="logo">
      {image !== undefined ? (
        <img className={logoImage({ size })} src={image} alt={name} height={size === 'sm' ? 28 : 36} decoding="async" />
      ) : (
        <span className={logoWordmark({ size })} role="img" aria-label={name}>
          {nonBlank(siteName) ?? name}
        </span>
      )}
    </SmartLink>
  );
}
