/**
 * The nav bar's brand label and its dropdown (spec 2.3, 9): the brandLabel when shouldShowBrandLabel
 * is on; 6 sponsored brands, or 6 brands when there are no sponsored brands; and
 * 'Show all {brand label}' leading to /sponsored-brand.
 *
 * No rule for "sponsored brands, else brands" existed in rules/ when this was written (the menu-3
 * drawer of spec 2.6 needs the same choice with 8); it lives here, pure, until it moves there.
 */
import { HEADER_BRAND_DROPDOWN_LIMIT } from '../rules/constants.ts';
import { brandImage } from '../rules/navigation/deals.ts';
import { brandPath, SPONSORED_BRAND_PATH, type ShopPathSettings } from '../rules/navigation/paths.ts';
import { nonBlank } from '../rules/navigation/text.ts';
import type { Brand } from '../domain/types.ts';

/** The brand label, or null when the CMS hides it (shouldShowBrandLabel off) or leaves it blank. */
export function navBrandLabel(header: { brandLabel: string; shouldShowBrandLabel: boolean }): string | null {
  return header.shouldShowBrandLabel ? (nonBlank(header.brandLabel) ?? null) : null;
}

/** Sponsored brands when there are any, otherwise the brands; at most `limit` (default 6). */
export function sponsoredOrBrands<B>(
  sponsored: readonly B[] | null | undefined,
  brands: readonly B[] | null | undefined,
  limit: number = HEADER_BRAND_DROPDOWN_LIMIT,
): B[] {
  const source = sponsored && sponsored.length > 0 ? sponsored : (brands ?? []);
  return source.slice(0, limit);
}

export function showAllBrandsLabel(brandLabel: string): string {
  return `Show all ${brandLabel}`;
}

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
    brands: headerBrandLinks(sponsoredOrBrands(sponsored, brands), settings),
    showAll: { label: showAllBrandsLabel(label), href: SPONSORED_BRAND_PATH },
  };
}
