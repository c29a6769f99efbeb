/**
 * The nav bar's brand dropdown (spec 2.3, 9) as data. The rules (the brand label, 6 sponsored brands
 * or 6 brands, 'Show all {brand label}') are in rules/navigation/brands.ts; this file builds the links.
 */
import { HEADER_BRAND_DROPDOWN_LIMIT } from '../rules/constants.ts';
import { showAllBrandsLabel, sponsoredOrBrands } from '../rules/navigation/brands.ts';
import { brandImage } from '../rules/navigation/deals.ts';
import { brandPath, SPONSORED_BRAND_PATH, type ShopPathSettings } from '../rules/navigation/paths.ts';
import { nonBlank } from '../rules/navigation/text.ts';
import type { Brand } from '../domain/types.ts';

/** One brand of the dropdown: its name, its page under the shop base path and its image. */
export interface HeaderBrandLink {
  id: string;
  name: string;
  href: string;
  image?: string;
}

export function headerBrandLinks(brands: readonly Brand[], settings?: ShopPathSettings | null): HeaderBrandLink[] {
  return brands.flatMap((brand) => {
    const href = brandPath(brand, settings);
    const name = nonBlank(brand.brandName) ?? nonBlank(brand.name);
    if (href === undefined || name === undefined) return [];
    const image = brandImage(brand);
    return [{ id: brand.id, name, href, ...(image !== undefined ? { image } : {}) }];
  });
}

/** The dropdown's content, or null when the label is hidden. */
export interface BrandDropdownData {
  label: string;
  brands: HeaderBrandLink[];
  showAll: { label: string; href: string };
}

export function brandDropdownData(
  label: string | null,
  sponsored: readonly Brand[] | null | undefined,
  brands: readonly Brand[] | null | undefined,
  settings?: ShopPathSettings | null,
): BrandDropdownData | null {
  if (label === null) return null;
  return {
    label,
    brands: headerBrandLinks(sponsoredOrBrands(sponsored, brands, HEADER_BRAND_DROPDOWN_LIMIT), settings),
    showAll: { label: showAllBrandsLabel(label), href: SPONSORED_BRAND_PATH },
  };
}
