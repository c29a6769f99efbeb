/**
 * The brand label and the "sponsored brands, else brands" lists (spec 2.3, 2.6, 9):
 * - header: "the brand label (brandLabel, shown when shouldShowBrandLabel is on). It opens a dropdown
 *   with 6 sponsored brands (or 6 brands) and 'Show all {brand label}', which leads to /sponsored-brand";
 * - menu 3: "'Sponsored Brand': up to 8 sponsored brands, or up to 8 brands when there are no
 *   sponsored brands";
 * - limits (spec 9): "Sponsored brands or brands: 8 in the menu-3 drawer; 6 in the header dropdown"
 *   (MENU_THREE_BRANDS_LIMIT, HEADER_BRAND_DROPDOWN_LIMIT).
 */
import { nonBlank } from './text.ts';

/** The brand label, or null when the CMS hides it (shouldShowBrandLabel off) or leaves it blank. */
export function navBrandLabel(header: { brandLabel: string; shouldShowBrandLabel: boolean }): string | null {
  return header.shouldShowBrandLabel ? (nonBlank(header.brandLabel) ?? null) : null;
}

/**
 * The nav links beside the brand dropdown, without the ones that would repeat it: when the header
 * shows the brand label (a dropdown), a CMS menu link with the same label (trimmed, any case) is
 * the same destination twice ('Brands' twice in the desktop nav). No dropdown: all links stay.
 */
export function withoutBrandLabelRepeat<L extends { label: string }>(links: readonly L[], brandLabel: string | null): L[] {
  if (brandLabel === null) return [...links];
  const key = brandLabel.trim().toLowerCase();
  return links.filter((link) => link.label.trim().toLowerCase() !== key);
}

/** 'Show all {brand label}'. */
export function showAllBrandsLabel(brandLabel: string): string {
  return `Show all ${brandLabel}`;
}

/**
 * Sponsored brands when there are any, otherwise the brands; at most `limit` (the header dropdown
 * passes HEADER_BRAND_DROPDOWN_LIMIT; no limit: all of them, as on /sponsored-brand).
 */
export function sponsoredOrBrands<B>(
  sponsored: readonly B[] | null | undefined,
  brands: readonly B[] | null | undefined,
  limit: number = Number.POSITIVE_INFINITY,
): B[] {
  const source = sponsored && sponsored.length > 0 ? sponsored : (brands ?? []);
  return source.slice(0, limit);
}

export interface SponsorableBrand {
  isSponsored?: boolean | null;
}

/** The brands marked isSponsored, in their order. */
export function sponsoredBrandsOf<B extends SponsorableBrand>(brands: readonly B[] | null | undefined): B[] {
  return (brands ?? []).filter((brand) => brand.isSponsored === true);
}

/**
 * One brand list in: its sponsored brands when it has any, otherwise all of it; at most `limit`
 * (the menu-3 drawer passes MENU_THREE_BRANDS_LIMIT).
 */
export function sponsoredOrAllBrands<B extends SponsorableBrand>(brands: readonly B[] | null | undefined, limit?: number): B[] {
  return sponsoredOrBrands(sponsoredBrandsOf(brands), brands, limit);
}
