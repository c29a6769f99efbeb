/**
 * Menu 3's 'Sponsored Brand' list (spec 2.6, 9): up to MENU_THREE_BRANDS_LIMIT (8) sponsored brands,
 * or up to 8 brands when there are no sponsored brands.
 * TODO(lead): a rule the spec states; no rules/ function exists yet — move it to rules/navigation.
 */
import { MENU_THREE_BRANDS_LIMIT } from '../rules/constants.ts';

export function menuThreeBrands<B extends { isSponsored?: boolean | null }>(brands: readonly B[] | null | undefined): B[] {
  const all = brands ?? [];
  const sponsored = all.filter((brand) => brand.isSponsored === true);
  return (sponsored.length > 0 ? sponsored : all).slice(0, MENU_THREE_BRANDS_LIMIT);
}
