/**
 * The demo's retail-media ad service (issue 12, spec 2.15): which creatives a slot gets. Banners are
 * native creatives for a sponsored brand the store carries (its logo, a headline from its
 * description, 'Shop {brand}', leading to the brand's page); product cards and carousels are the
 * store's products of sponsored brands, the ones matching the placement's keyword first, then the
 * rest, most popular first (the recommend strategies 'trending', 'similar' and 'personalised' all
 * rank by popularity in the demo: there is no shopper history to personalise from). Pure: the route
 * passes the store's priced menu; stories pass the same catalogue.
 */
import type { Brand, Product } from '@storefront/components/domain';
import type { AdCreative, BannerCreative } from '@storefront/components/api';
import { searchBrandPath, type AdRequest } from '@storefront/components/rules';

/** Dark brand colours that keep white copy above 7:1 contrast. */
export const BANNER_PALETTE = ['#14532d', '#1e3a8a', '#7c2d12', '#4c1d95', '#134e4a', '#831843'] as const;

/** A stable small number for a text (the zone picks which of the candidates it shows). */
function hashOf(text: string): number {
  let hash = 0;
  for (const char of text) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return hash;
}

const matches = (product: Product, keyword: string): boolean =>
  keyword !== '' && `${product.productName} ${product.brandName} ${product.category}`.toLowerCase().includes(keyword.toLowerCase());

/** The first sentence of a brand's description, or a plain line when it has none. */
function headlineOf(brand: Brand): string {
  const text = brand.description?.trim() ?? '';
  const sentence = text.split(/(?<=[.!?])\s/)[0] ?? '';
  return sentence !== '' ? sentence : `Discover ${brand.brandName}`;
}

export function bannerFor(brand: Brand, request: Pick<AdRequest, 'zone'>, carried: number): BannerCreative {
  const brandIndex = hashOf(brand.id) % BANNER_PALETTE.length;
  return {
    adId: `ad-${request.zone}-${brand.urlSlug}`,
    kind: 'banner',
    brandName: brand.brandName,
    headline: headlineOf(brand),
    body: `${carried} ${carried === 1 ? 'product' : 'products'} at your store.`,
    cta: `Shop ${brand.brandName}`,
    logo: brand.imageUrl ?? brand.customImage ?? '',
    href: searchBrandPath(brand) ?? '/brands',
    background: BANNER_PALETTE[brandIndex] ?? BANNER_PALETTE[0],
    color: '#ffffff',
  };
}

/**
 * The creatives for one request. `menu`: the store's active products on the request's menu, priced
 * (popularity order is applied here). Sponsored brands only; none carried: no ads (the slot hides).
 */
export function sponsoredAdsFor(input: { request: AdRequest; brands: readonly Brand[]; menu: readonly Product[] }): AdCreative[] {
  const { request, brands } = input;
  const sponsored = new Map(brands.filter((b) => b.isSponsored).map((b) => [b.id, b]));
  const keyword = request.keyword.trim();
  const ranked = input.menu
    .filter((p) => sponsored.has(p.brandId))
    .sort(
      (a, b) =>
        Number(matches(b, keyword)) - Number(matches(a, keyword)) ||
        b.popularity - a.popularity ||
        a.productName.localeCompare(b.productName),
    );
  if (request.adType === 'banner') {
    const brandIds = [...new Set(ranked.map((p) => p.brandId))];
    if (brandIds.length === 0) return [];
    // A keyword match leads; otherwise the zone rotates between the sponsored brands carried.
    const lead = ranked.find((p) => matches(p, keyword))?.brandId;
    const brandId = lead ?? brandIds[hashOf(request.zone) % brandIds.length];
    const brand = brandId ? sponsored.get(brandId) : undefined;
    return brand ? [bannerFor(brand, request, ranked.filter((p) => p.brandId === brand.id).length)] : [];
  }
  return ranked
    .slice(0, Math.max(1, request.maxItems))
    .map((product) => ({ adId: `ad-${request.zone}-${product.slug}`, kind: 'product' as const, product }));
}
