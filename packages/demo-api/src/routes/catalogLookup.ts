/**
 * What the catalogue routes and the others (cart, orders, ads, search…) look up in the catalogue a
 * request is served from: retailers by id or slug, a product as served at a store (its stock and
 * running specials), effective prices, distances, category names, search highlights.
 */
import type { Product, Retailer } from '@storefront/components/domain';
import { lowestPrice, pricingPart, runningSpecials, specialsCovering, type MenuType } from '@storefront/components/rules';
import { certificatePath } from '../certificate.ts';
import { stockAt, withStock, type StockLevels } from '../stock.ts';
import type { RouteContext } from '../router.ts';

export const slugify = (text: string): string =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

export function field(value: unknown, ...path: string[]): unknown {
  let cur = value;
  for (const key of path) {
    if (typeof cur !== 'object' || cur === null) return undefined;
    cur = (cur as Record<string, unknown>)[key];
  }
  return cur;
}

export function findRetailer(ctx: RouteContext, idOrSlug: string): Retailer | undefined {
  return ctx.catalog.retailers.find((r) => r.id === idOrSlug || r.retailerId === idOrSlug || r.urlSlug === idOrSlug);
}

/** Great-circle distance in miles. */
export function distanceMiles(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const rad = (d: number) => (d * Math.PI) / 180;
  const a = Math.sin(rad(lat2 - lat1) / 2) ** 2 + Math.cos(rad(lat1)) * Math.cos(rad(lat2)) * Math.sin(rad(lon2 - lon1) / 2) ** 2;
  return 2 * 3958.8 * Math.asin(Math.min(1, Math.sqrt(a)));
}

/**
 * A product as a store serves it now: with the specials running for it there (activeSpecials), so
 * every page prices it with the one pricing function (priceOption). Without a store: no specials.
 */
export function servedProduct(
  ctx: RouteContext,
  product: Product,
  retailer: Retailer | undefined,
  running = runningAt(ctx, retailer),
  stock?: StockLevels,
): Product {
  const labResults = product.labResults ? { ...product.labResults, certificateUrl: certificatePath(product.productSlug) } : undefined;
  return {
    ...withStock(product, stock),
    ...(labResults ? { labResults } : {}),
    activeSpecials: specialsCovering(product, running).map(pricingPart),
  };
}

/** The chosen store's stock levels (none without a store: the catalogue's quantities). */
export const storeStock = (ctx: RouteContext, retailer: Retailer | undefined): Promise<StockLevels | undefined> =>
  retailer ? stockAt(ctx.db, retailer.id) : Promise.resolve(undefined);

/** The specials running at the store now (none without a store): read once per request. */
export function runningAt(ctx: RouteContext, retailer: Retailer | undefined) {
  return retailer
    ? runningSpecials(ctx.catalog.specials, { retailerId: retailer.id, now: new Date(ctx.now()), timeZone: retailer.timezone })
    : [];
}

/** The lowest price a shopper pays for the product on a menu (the one pricing function). */
export const effectivePrice = (p: Product, menuType?: MenuType): number => lowestPrice(p.options, { menuType, specials: p.activeSpecials });

export function categoryDisplay(ctx: RouteContext, category: string): string {
  const c = ctx.catalog.categories.find((x) => x.categoryName === category);
  return c?.displayName ?? c?.categoryName ?? category;
}

const escapeHtml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

/** Wraps every case-insensitive occurrence of a token in <em>…</em>; everything else is HTML-escaped. */
export function highlight(text: string, tokens: string[]): string {
  const ranges: Array<[number, number]> = [];
  for (const token of tokens.filter(Boolean)) {
    const re = new RegExp(token.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'gi');
    for (const m of text.matchAll(re)) ranges.push([m.index, m.index + m[0].length]);
  }
  ranges.sort((a, b) => a[0] - b[0]);
  let out = '';
  let pos = 0;
  for (const [start, end] of ranges) {
    if (end <= pos) continue;
    const from = Math.max(start, pos);
    out += `${escapeHtml(text.slice(pos, from))}<em>${escapeHtml(text.slice(from, end))}</em>`;
    pos = end;
  }
  return out + escapeHtml(text.slice(pos));
}
