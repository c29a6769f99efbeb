/**
 * The home page's brands (homePageSectionsCms 'brands', homeSections): a scroll-snap row of logo
 * tiles, each a link to the brand's page. A brand without a usable image (brandImage: the spec's
 * 'null' and default.png rule) shows its initials on the theme's muted surface.
 */
import type { Brand } from '../domain/types.ts';
import { brandImage } from '../rules/navigation/deals.ts';
import { HorizontalScroller } from '../primitives/scroller/HorizontalScroller.tsx';
import { SmartLink } from '../primitives/link/SmartLink.tsx';
import * as css from './home.css.ts';

export interface BrandStripProps {
  brands: readonly Brand[];
  /** The brand's page (undefined: the tile is not a link). */
  href: (brand: Brand) => string | undefined;
  /** Names the row (the section's title). */
  label: string;
}

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase())
    .join('');

export function BrandStrip({ brands, href, label }: BrandStripProps) {
  return (
    <HorizontalScroller label={label} as="ul" gap="sm">
      {brands.map((brand) => {
        const image = brandImage(brand);
        return (
          <li key={brand.id} className={css.brandItem}>
            <SmartLink href={href(brand)} className={css.brandLink}>
              {image ? (
                <img className={css.brandLogo} src={image} alt="" width={112} height={64} loading="lazy" />
              ) : (
                <span className={css.brandInitials} aria-hidden="true">
                  {initials(brand.brandName)}
                </span>
              )}
              <span className={css.brandName}>{brand.brandName}</span>
            </SmartLink>
          </li>
        );
      })}
    </HorizontalScroller>
  );
}
