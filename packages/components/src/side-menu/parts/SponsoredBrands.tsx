import { SmartLink } from '../../primitives/link/SmartLink.tsx';
import { Skeleton } from '../../primitives/Skeleton.tsx';
import { MENU_THREE_BRANDS_LIMIT } from '../../rules/constants.ts';
import type { SideMenuBrand } from '../sideMenuTypes.ts';
import { Inline } from '../../primitives/layout/Inline.tsx';
import { Tiles } from '../../primitives/layout/Tiles.tsx';
import * as css from './parts.css.ts';

export interface SponsoredBrandsProps {
  /** Already chosen by the sponsoredOrAllBrands rule (up to 8). */
  brands: readonly SideMenuBrand[];
  label: string;
  loading?: boolean;
}

/**
 * Menu 3's 'Sponsored Brand' tiles: the brand's wide custom image (brandImage rule); a brand with
 * only its square logo shows it beside its name (brandImageIsLogo), one without an image its name.
 */
export function SponsoredBrands({ brands, label, loading = false }: SponsoredBrandsProps) {
  if (loading) {
    return (
      <Tiles as="ul" columns={2} gap="sm" aria-label={`${label} (loading)`} aria-busy="true">
        {Array.from({ length: MENU_THREE_BRANDS_LIMIT }, (_, index) => (
          <li key={index} className={css.brandImage} data-skeleton="">
            <Skeleton width="100%" height="100%" />
          </li>
        ))}
      </Tiles>
    );
  }
  return (
    <Tiles as="ul" columns={2} gap="sm" aria-label={label}>
      {brands.map((brand) => (
        <li key={brand.id}>
          <SmartLink href={brand.href} className={css.brandTile}>
            {brand.image && brand.logo ? (
              <Inline as="span" align="center" wrap={false} gap="sm" className={css.brandLogoTile}>
                <img className={css.brandLogo} src={brand.image} alt="" decoding="async" width={56} height={56} />
                <span className={css.brandLogoName}>{brand.name}</span>
              </Inline>
            ) : brand.image ? (
              <img className={css.brandImage} src={brand.image} alt={brand.name} decoding="async" width={240} height={120} />
            ) : (
              <Inline as="span" align="center" justify="center" wrap={false} className={css.brandName}>
                {brand.name}
              </Inline>
            )}
          </SmartLink>
        </li>
      ))}
    </Tiles>
  );
}
