/**
 * Deals rules (spec 2.6 menu 2, 2.9, 3, 5): the deal image, the deals search, the brand image and
 * the today's-deals button.
 */
import { DEALS_DEFAULT_IMAGE, DEALS_LIST_LIMIT, DEALS_VERSION_V2 } from '../constants.ts';
import { DEALS_PATH, dealsPath } from './paths.ts';
import { safeHref } from './safeHref.ts';
import { nonBlank } from './text.ts';

/** "Deals search has no match" (spec 8). */
export const DEALS_NOT_FOUND_MESSAGE = 'Not found!';
export const DEALS_BY_CATEGORY_LABEL = 'Deals by Category';

/** dealsImageSettingCMS[0], with the provider-named keys mapped to neutral names by the CMS parser. */
export interface DealImageSetting {
  /** The provider-image flag. */
  providerImageOn?: boolean | null;
  /** The provider's static image. */
  providerStaticImage?: string | null;
  isCustomImage?: boolean | null;
  /** The custom image. */
  image?: string | null;
}

export interface DealImageSource {
  providerImage?: string | null;
  menuDisplayConfiguration?: { image?: string | null } | null;
}

/**
 * The deal image (spec 3):
 * 1. provider-image flag on → the deal's provider image (providerImage, else
 *    menuDisplayConfiguration.image), else the provider's static image of the setting;
 * 2. else, when isCustomImage is on, the setting's custom image;
 * 3. else DEALS_DEFAULT_IMAGE.
 * A blank image at any step falls through to the next.
 */
export function dealImage(deal: DealImageSource | null | undefined, setting: DealImageSetting | null | undefined): string {
  const fromProvider =
    setting?.providerImageOn === true
      ? (nonBlank(deal?.providerImage) ?? nonBlank(deal?.menuDisplayConfiguration?.image) ?? nonBlank(setting.providerStaticImage))
      : undefined;
  const custom = setting?.isCustomImage === true ? nonBlank(setting.image) : undefined;
  return fromProvider ?? custom ?? DEALS_DEFAULT_IMAGE;
}

export interface NamedDeal {
  menuDisplayConfiguration?: { name?: string | null } | null;
}

/**
 * The name a deal shows: its display name (menuDisplayConfiguration.name, the name the deals search
 * reads), else its name; '' when both are blank. Trimmed.
 */
export function dealDisplayName(deal: NamedDeal & { name?: string | null }): string {
  return nonBlank(deal.menuDisplayConfiguration?.name) ?? nonBlank(deal.name) ?? '';
}

/**
 * Deals search (spec 2.6, 5): the query trimmed, matched case-insensitively inside the deal display
 * name (menuDisplayConfiguration.name); at most DEALS_LIST_LIMIT results. An empty query lists the
 * first DEALS_LIST_LIMIT deals.
 */
export function searchDeals<D extends NamedDeal>(deals: readonly D[] | null | undefined, query: string | null | undefined): D[] {
  const wanted = (query ?? '').trim().toLowerCase();
  const list = deals ?? [];
  const matches = wanted === '' ? list : list.filter((deal) => (deal.menuDisplayConfiguration?.name ?? '').toLowerCase().includes(wanted));
  return matches.slice(0, DEALS_LIST_LIMIT);
}

function isUsableCustomImage(value: string | undefined): value is string {
  return value !== undefined && value !== 'null' && !value.split(/[?#]/)[0]?.toLowerCase().endsWith('default.png');
}

/**
 * A brand's image (spec 3): customImage unless it is the string 'null' or a default.png, else
 * imageUrl, else undefined.
 */
export function brandImage(brand: { customImage?: string | null; imageUrl?: string | null } | null | undefined): string | undefined {
  const custom = nonBlank(brand?.customImage);
  return isUsableCustomImage(custom) ? custom : nonBlank(brand?.imageUrl);
}

/**
 * Whether brandImage is the brand's logo (imageUrl: a square mark) rather than its custom image (a
 * wide tile): a wide slot shows a logo beside the brand's name instead of stretching it.
 */
export function brandImageIsLogo(brand: { customImage?: string | null; imageUrl?: string | null } | null | undefined): boolean {
  return !isUsableCustomImage(nonBlank(brand?.customImage)) && nonBlank(brand?.imageUrl) !== undefined;
}

export interface TodaysDealsButtonInput {
  isMobile: boolean;
  dealsVersion?: string | null;
  /** Deals content: buttontext, buttonlink. */
  buttontext?: string | null;
  buttonlink?: string | null;
}

/**
 * The today's-deals button (spec 2.9): on mobile with deals version v2, 'Deals by Category' to
 * '/deals'; otherwise the CMS buttontext and buttonlink (an unsafe or missing link falls back to the
 * deals path of the version). Null when there is no button text.
 */
export function todaysDealsButton(input: TodaysDealsButtonInput): { label: string; href: string } | null {
  if (input.isMobile && nonBlank(input.dealsVersion) === DEALS_VERSION_V2) {
    return { label: DEALS_BY_CATEGORY_LABEL, href: DEALS_PATH };
  }
  const label = nonBlank(input.buttontext);
  return label === undefined ? null : { label, href: safeHref(nonBlank(input.buttonlink), dealsPath(input.dealsVersion)) };
}
