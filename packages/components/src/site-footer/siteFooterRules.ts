/**
 * Desktop footer rules (spec 2.14) that have no function in rules/ yet.
 * TODO(lead): move to rules/navigation when the rules gain a footer topic.
 *
 * Readings chosen here (the spec does not show the provider values):
 * - "The links /find-a-dispensary and /store-directory are hidden for one particular provider kind":
 *   ours is the e-commerce kind, the one without store locations in the chrome (no store bar, no
 *   location in the cart, spec 1).
 * - "the provider is one of two provider kinds": the two dispensary-menu kinds (isDispensaryMenuProvider).
 */
import { PROVIDER_ECOMMERCE, type ProviderKind } from '../rules/constants.ts';
import { isDispensaryMenuProvider } from '../rules/navigation/storeBar.ts';

/** Quick links hidden for the e-commerce provider kind. */
export const STORE_LOCATION_QUICK_LINKS = ['/find-a-dispensary', '/store-directory'] as const;

/** A link's path without query, hash or trailing slashes ('/store-directory/?x' → '/store-directory'). */
function linkPath(url: string): string {
  const path = url.trim().split(/[?#]/)[0] ?? '';
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

/** 'Quick Links' (spec 2.14): the CMS links, without the store-location pages for the e-commerce kind. */
export function footerQuickLinks<L extends { url: string }>(links: readonly L[], provider: ProviderKind | null | undefined): L[] {
  if (provider !== PROVIDER_ECOMMERCE) return [...links];
  const hidden: readonly string[] = STORE_LOCATION_QUICK_LINKS;
  return links.filter((link) => !hidden.includes(linkPath(link.url).toLowerCase()));
}

/** footerCms.retailers[] {retailerId} matched against the retailers (by id or retailerId), in the CMS order. */
export function additionalSectionRetailers<R extends { id: string; retailerId?: string | null }>(
  configured: readonly { retailerId: string }[],
  retailers: readonly R[],
): R[] {
  return configured.flatMap(({ retailerId }) => {
    const wanted = retailerId.trim();
    const match = retailers.find((r) => r.id === wanted || r.retailerId === wanted);
    return match ? [match] : [];
  });
}

export interface AdditionalSectionInput {
  /** footerCms.enableAdditionalSection */
  enableAdditionalSection: boolean | null | undefined;
  /** How many configured retailers (footerCms.retailers) matched a retailer. */
  matchingRetailerCount: number;
  provider: ProviderKind | null | undefined;
}

/**
 * The footer's additional section shows only when all hold (spec 2.14): enableAdditionalSection is
 * on; at least one configured retailer matches; the provider is one of the two dispensary-menu kinds.
 */
export function showsAdditionalSection(input: AdditionalSectionInput): boolean {
  return input.enableAdditionalSection === true && input.matchingRetailerCount > 0 && isDispensaryMenuProvider(input.provider);
}
