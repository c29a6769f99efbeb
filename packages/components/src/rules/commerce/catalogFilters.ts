/**
 * Catalogue filters and sorting (issue 13; the spec names neither, beyond Shop By Price's buckets
 * and the mega menu's 'Strain Type' options). One table of facets drives everything: the URL a
 * filtered page lives at (so it can be shared, bookmarked and rendered on the server), the product
 * menu request's filter fields, which products match, and the counts beside each value.
 *
 * - Within a facet the chosen values are alternatives (Indica or Hybrid); across facets they all
 *   apply (Indica and 20–25 % THC). Price is one Shop By Price bucket at a time (spec 9's buckets,
 *   the `price` query of spec 2.1's shop path).
 * - A facet's counts are the products that would match if that value were chosen, with every
 *   *other* facet's choice applied (so a shopper sees what each click would give, never a dead end
 *   they could have avoided).
 * - Potency is read from the catalogue's text ('21.4%', '100mg'): percent and milligram products
 *   sit in their own buckets, since a 100 mg edible is not "stronger" than 25 % flower.
 * - Bad input from a URL (unknown values, odd text, endless lists) is dropped, never an error page.
 */
import type { MenuType, Product } from '../../domain/types.ts';
import { SHOP_BY_PRICE_BUCKETS } from '../constants.ts';
import { slugify } from '../navigation/text.ts';
import { lowestPrice } from './pricing.ts';

// ── Facet values that are a fixed table ───────────────────────────────────────────────────────

/** Strain types (the mega menu's 'High Cbd', 'Hybrid', 'Indica', 'Sativa'). */
export const STRAIN_FILTERS = [
  { value: 'indica', label: 'Indica', strainType: 'INDICA' },
  { value: 'sativa', label: 'Sativa', strainType: 'SATIVA' },
  { value: 'hybrid', label: 'Hybrid', strainType: 'HYBRID' },
  { value: 'cbd', label: 'High CBD', strainType: 'HIGH_CBD' },
] as const satisfies ReadonlyArray<{ value: string; label: string; strainType: NonNullable<Product['strainType']> }>;

export type PotencyUnit = '%' | 'mg';
/** A potency range: min ≤ value < max, in one unit. */
export interface PotencyBucket {
  value: string;
  label: string;
  unit: PotencyUnit;
  min: number;
  max: number;
}

export const THC_BUCKETS: readonly PotencyBucket[] = [
  { value: '0-15', label: 'Under 15%', unit: '%', min: 0, max: 15 },
  { value: '15-20', label: '15–20%', unit: '%', min: 15, max: 20 },
  { value: '20-25', label: '20–25%', unit: '%', min: 20, max: 25 },
  { value: '25-50', label: '25–50%', unit: '%', min: 25, max: 50 },
  { value: '50-up', label: '50% and up', unit: '%', min: 50, max: Infinity },
  { value: '0-100mg', label: 'Under 100 mg', unit: 'mg', min: 0, max: 100 },
  { value: '100-500mg', label: '100–499 mg', unit: 'mg', min: 100, max: 500 },
  { value: '500mg-up', label: '500 mg and up', unit: 'mg', min: 500, max: Infinity },
];

export const CBD_BUCKETS: readonly PotencyBucket[] = [
  { value: '0-1', label: 'Under 1%', unit: '%', min: 0, max: 1 },
  { value: '1-15', label: '1–15%', unit: '%', min: 1, max: 15 },
  { value: '15-up', label: '15% and up', unit: '%', min: 15, max: Infinity },
  { value: '0-100mg', label: 'Under 100 mg', unit: 'mg', min: 0, max: 100 },
  { value: '100-500mg', label: '100–499 mg', unit: 'mg', min: 100, max: 500 },
  { value: '500mg-up', label: '500 mg and up', unit: 'mg', min: 500, max: Infinity },
];

/** '21.4%' → 21.4 %, '100mg' / '100 mg' → 100 mg; anything else (blank, 'N/A', '5-10%') → null. */
export function parsePotency(text: string | null | undefined): { value: number; unit: PotencyUnit } | null {
  const match = /^\s*(\d+(?:\.\d+)?)\s*(%|mg)\s*$/i.exec(text ?? '');
  if (!match) return null;
  return { value: Number.parseFloat(match[1] ?? ''), unit: (match[2] ?? '').toLowerCase() as PotencyUnit };
}

export function potencyBucket(text: string | null | undefined, buckets: readonly PotencyBucket[]): PotencyBucket | null {
  const potency = parsePotency(text);
  if (!potency) return null;
  return buckets.find((b) => b.unit === potency.unit && potency.value >= b.min && potency.value < b.max) ?? null;
}

/** An option's weight as a filter value ('3.5 g' → '3.5g'); 'N/A' and blanks are no weight. */
export function weightValue(weight: string | null | undefined): string | null {
  const value = (weight ?? '').replace(/\s+/g, '').toLowerCase();
  return value === '' || value === 'n/a' ? null : value;
}

const WEIGHT_UNIT_ORDER = ['g', 'oz', 'mg', 'ml'];
/** Weights in the order a shopper reads them: grams, then ounces, then milligrams, each by size. */
export function compareWeights(a: string, b: string): number {
  const parse = (w: string) => {
    const m = /^(\d+(?:\.\d+)?)([a-z]+)$/.exec(w);
    const unit = m?.[2] ?? '';
    const rank = WEIGHT_UNIT_ORDER.indexOf(unit);
    return { rank: rank === -1 ? WEIGHT_UNIT_ORDER.length : rank, size: m ? Number.parseFloat(m[1] ?? '') : Infinity };
  };
  const x = parse(a);
  const y = parse(b);
  return x.rank - y.rank || x.size - y.size || a.localeCompare(b);
}

// ── The facet table ───────────────────────────────────────────────────────────────────────────

/** What matching needs besides the product: the menu it is priced on and the category names. */
export interface FacetContext {
  menuType?: MenuType;
  /** A category enum value ('PRE_ROLLS') → its URL slug and display name (default: slugified enum). */
  category?: (category: string) => { value: string; label: string };
}

export type FilterableProduct = Pick<
  Product,
  'category' | 'brandId' | 'brandName' | 'strainType' | 'thc' | 'cbd' | 'effects' | 'options' | 'activeSpecials'
>;

export interface FacetValue {
  value: string;
  label: string;
}

export const facetKeys = ['category', 'brand', 'strain', 'thc', 'cbd', 'price', 'effect', 'weight'] as const;
export type FacetKey = (typeof facetKeys)[number];

/** The product menu request's filter field each facet travels in (spec 7's body, widened). */
export const FACET_API_FIELDS = {
  category: 'categories',
  brand: 'brandIds',
  strain: 'strains',
  thc: 'thc',
  cbd: 'cbd',
  price: 'price',
  effect: 'effects',
  weight: 'weights',
} as const satisfies Record<FacetKey, string>;

/**
 * What a facet lets a shopper choose: one value or several, from a fixed table or from what the
 * products carry. Apart from the matching table below so that the URL rules (parse, write, toggle),
 * which every page's loader uses, do not pull the matching and pricing code into the first load.
 */
export const FACET_CHOICES: Record<FacetKey, { multiple: boolean; fixed?: readonly FacetValue[] }> = {
  category: { multiple: true },
  brand: { multiple: true },
  strain: { multiple: true, fixed: STRAIN_FILTERS },
  thc: { multiple: true, fixed: THC_BUCKETS },
  cbd: { multiple: true, fixed: CBD_BUCKETS },
  price: { multiple: false, fixed: SHOP_BY_PRICE_BUCKETS },
  effect: { multiple: true },
  weight: { multiple: true },
};

interface FacetDefinition {
  key: FacetKey;
  /** The filter group's heading. */
  label: string;
  /** One value at a time (radio buttons) or any number (check boxes). */
  multiple: boolean;
  /** The values a shopper may pick when they are a fixed table (else whatever the products carry). */
  fixed?: readonly FacetValue[];
  /** The values this product has for the facet (a product matches a choice when one of them is chosen). */
  valuesOf: (product: FilterableProduct, ctx: FacetContext) => FacetValue[];
  /** The order values are listed in when they are not a fixed table. */
  compare?: (a: FacetValue, b: FacetValue) => number;
}

const byLabel = (a: FacetValue, b: FacetValue) => a.label.localeCompare(b.label);
const defaultCategory = (category: string) => ({
  value: slugify(category),
  label: category.charAt(0) + category.slice(1).toLowerCase().replace(/_/g, ' '),
});
const potencyValues = (text: string | undefined, buckets: readonly PotencyBucket[]): FacetValue[] => {
  const bucket = potencyBucket(text, buckets);
  return bucket ? [{ value: bucket.value, label: bucket.label }] : [];
};

/** Shop By Price: some option's shopper price is under the bucket value, or at least it for '100-above'. */
export function matchesPriceBucket(
  product: Pick<FilterableProduct, 'options' | 'activeSpecials'>,
  bucket: string,
  menuType?: MenuType,
): boolean {
  const limit = Number.parseFloat(bucket);
  if (!Number.isFinite(limit)) return false;
  return product.options.some((option) => {
    const price = lowestPrice([option], { menuType, specials: product.activeSpecials });
    return bucket.endsWith('-above') ? price >= limit : price < limit;
  });
}

export const CATALOG_FACETS: readonly FacetDefinition[] = [
  {
    key: 'category',
    label: 'Category',
    ...FACET_CHOICES.category,
    valuesOf: (p, ctx) => [(ctx.category ?? defaultCategory)(p.category)],
  },
  { key: 'brand', label: 'Brand', ...FACET_CHOICES.brand, valuesOf: (p) => [{ value: p.brandId, label: p.brandName }], compare: byLabel },
  {
    key: 'strain',
    label: 'Strain type',
    ...FACET_CHOICES.strain,
    valuesOf: (p) => STRAIN_FILTERS.filter((s) => s.strainType === p.strainType),
  },
  { key: 'thc', label: 'THC', ...FACET_CHOICES.thc, valuesOf: (p) => potencyValues(p.thc, THC_BUCKETS) },
  { key: 'cbd', label: 'CBD', ...FACET_CHOICES.cbd, valuesOf: (p) => potencyValues(p.cbd, CBD_BUCKETS) },
  {
    key: 'price',
    label: 'Price',
    ...FACET_CHOICES.price,
    valuesOf: (p, ctx) => SHOP_BY_PRICE_BUCKETS.filter((b) => matchesPriceBucket(p, b.value, ctx.menuType)),
  },
  {
    key: 'effect',
    label: 'Effects',
    ...FACET_CHOICES.effect,
    valuesOf: (p) => (p.effects ?? []).map((effect) => ({ value: slugify(effect), label: effect })),
    compare: byLabel,
  },
  {
    key: 'weight',
    label: 'Weight',
    ...FACET_CHOICES.weight,
    valuesOf: (p) =>
      p.options.flatMap((o) => {
        const value = weightValue(o.weight);
        return value ? [{ value, label: value }] : [];
      }),
    compare: (a, b) => compareWeights(a.value, b.value),
  },
];

// ── The shopper's choice ──────────────────────────────────────────────────────────────────────

/** The chosen values per facet (every facet present, [] when nothing is chosen). */
export type CatalogFilters = Record<FacetKey, string[]>;

export const emptyCatalogFilters = (): CatalogFilters => Object.fromEntries(facetKeys.map((k) => [k, []])) as unknown as CatalogFilters;

/** A value from a URL or a request: at most this long, at most this many per facet. */
export const FILTER_VALUE_MAX_LENGTH = 60;
export const FILTER_VALUES_MAX = 24;
const VALUE_PATTERN = /^[a-z0-9][a-z0-9.\-_]*$/;

/** Cleans one facet's values: trimmed, lower-case, known when the facet is a table, no repeats, sorted. */
export function cleanFacetValues(key: FacetKey, values: Iterable<string>): string[] {
  const facet = FACET_CHOICES[key];
  const known = facet.fixed ? new Set(facet.fixed.map((v) => v.value)) : null;
  const out = new Set<string>();
  for (const raw of values) {
    const value = raw.trim().toLowerCase();
    if (value === '' || value.length > FILTER_VALUE_MAX_LENGTH || !VALUE_PATTERN.test(value)) continue;
    if (known && !known.has(value)) continue;
    out.add(value);
    if (out.size >= FILTER_VALUES_MAX) break;
  }
  const list = [...out].sort();
  return facet.multiple ? list : list.slice(0, 1);
}

// ── Sorting ───────────────────────────────────────────────────────────────────────────────────

export const CATALOG_SORTS = [
  { value: 'popular', label: 'Most popular', key: 'POPULAR', direction: 'DESC' },
  { value: 'price-asc', label: 'Price: low to high', key: 'PRICE', direction: 'ASC' },
  { value: 'price-desc', label: 'Price: high to low', key: 'PRICE', direction: 'DESC' },
  { value: 'thc', label: 'THC: high to low', key: 'THC', direction: 'DESC' },
  { value: 'newest', label: 'Newest', key: 'NEWEST', direction: 'DESC' },
  { value: 'name', label: 'Name: A–Z', key: 'NAME', direction: 'ASC' },
] as const;
export type CatalogSort = (typeof CATALOG_SORTS)[number];
export type CatalogSortValue = CatalogSort['value'];
export const DEFAULT_CATALOG_SORT: CatalogSortValue = 'popular';

export const catalogSort = (value: string | null | undefined): CatalogSort =>
  CATALOG_SORTS.find((s) => s.value === value) ?? (CATALOG_SORTS[0] as CatalogSort);

export type SortableProduct = Pick<Product, 'productName' | 'popularity' | 'thc' | 'addedAt' | 'options' | 'activeSpecials'>;

/** THC for sorting: percent products first (by percent), then milligram ones (by mg), then none. */
function thcRank(product: SortableProduct): [number, number] {
  const potency = parsePotency(product.thc);
  if (!potency) return [0, 0];
  return [potency.unit === '%' ? 2 : 1, potency.value];
}

/**
 * The order of a product menu: by the sort key in its direction, ties by name (A–Z) so that a
 * page's order never depends on the database's.
 */
export function compareProducts(sort: { key: CatalogSort['key']; direction: 'ASC' | 'DESC' }, menuType?: MenuType) {
  const sign = sort.direction === 'ASC' ? 1 : -1;
  const price = (p: SortableProduct) => (p.options.length ? lowestPrice(p.options, { menuType, specials: p.activeSpecials }) : Infinity);
  const by: Record<CatalogSort['key'], (a: SortableProduct, b: SortableProduct) => number> = {
    POPULAR: (a, b) => a.popularity - b.popularity,
    PRICE: (a, b) => price(a) - price(b),
    NAME: (a, b) => a.productName.localeCompare(b.productName),
    THC: (a, b) => {
      const [ga, va] = thcRank(a);
      const [gb, vb] = thcRank(b);
      return ga - gb || va - vb;
    },
    NEWEST: (a, b) => (a.addedAt ?? '').localeCompare(b.addedAt ?? ''),
  };
  return (a: SortableProduct, b: SortableProduct) => sign * by[sort.key](a, b) || a.productName.localeCompare(b.productName);
}

// ── Matching and counting ─────────────────────────────────────────────────────────────────────

function matchesFacet(product: FilterableProduct, facet: FacetDefinition, chosen: readonly string[], ctx: FacetContext): boolean {
  if (chosen.length === 0) return true;
  return facet.valuesOf(product, ctx).some((v) => chosen.includes(v.value));
}

function matchesAllBut(product: FilterableProduct, filters: CatalogFilters, ctx: FacetContext, skip: FacetKey | null): boolean {
  return CATALOG_FACETS.every((facet) => facet.key === skip || matchesFacet(product, facet, filters[facet.key], ctx));
}

/** The products that match every chosen value (alternatives within a facet, all facets together). */
export function applyCatalogFilters<P extends FilterableProduct>(
  products: readonly P[],
  filters: CatalogFilters,
  ctx: FacetContext = {},
): P[] {
  return products.filter((p) => matchesAllBut(p, filters, ctx, null));
}

export interface FacetCount extends FacetValue {
  count: number;
  selected: boolean;
}

export interface CatalogFacet {
  key: FacetKey;
  label: string;
  multiple: boolean;
  values: FacetCount[];
}

/**
 * Each facet's values with their counts (the products matching the other facets' choices and this
 * value). Values no product has are left out unless chosen (a chosen value always shows, so it can
 * be cleared); fixed tables keep their order, the rest are sorted by the facet's order.
 */
export function catalogFacets(products: readonly FilterableProduct[], filters: CatalogFilters, ctx: FacetContext = {}): CatalogFacet[] {
  return CATALOG_FACETS.map((facet) => {
    const counts = new Map<string, FacetCount>();
    const chosen = filters[facet.key];
    for (const value of facet.fixed ?? [])
      counts.set(value.value, { value: value.value, label: value.label, count: 0, selected: chosen.includes(value.value) });
    for (const product of products) {
      if (!matchesAllBut(product, filters, ctx, facet.key)) continue;
      const seen = new Set<string>();
      for (const value of facet.valuesOf(product, ctx)) {
        if (seen.has(value.value)) continue;
        seen.add(value.value);
        const entry = counts.get(value.value) ?? {
          value: value.value,
          label: value.label,
          count: 0,
          selected: chosen.includes(value.value),
        };
        entry.count += 1;
        counts.set(value.value, entry);
      }
    }
    for (const value of chosen) if (!counts.has(value)) counts.set(value, { value, label: value, count: 0, selected: true });
    let values = [...counts.values()].filter((v) => v.count > 0 || v.selected);
    if (!facet.fixed && facet.compare) values = values.sort(facet.compare);
    return { key: facet.key, label: facet.label, multiple: facet.multiple, values };
  });
}

// ── The URL ───────────────────────────────────────────────────────────────────────────────────

/** The query parameter of each facet (the facet's key; price keeps spec 2.1's `price`). */
export const FACET_PARAMS: Record<FacetKey, string> = Object.fromEntries(facetKeys.map((k) => [k, k])) as Record<FacetKey, string>;
export const SORT_PARAM = 'sort';

/**
 * The shopper's filters and sort from a URL's query. A facet's values may come comma-separated
 * (`strain=indica,hybrid`) or repeated (`strain=indica&strain=hybrid`).
 */
export function parseCatalogQuery(params: URLSearchParams): { filters: CatalogFilters; sort: CatalogSortValue } {
  const filters = emptyCatalogFilters();
  for (const key of facetKeys)
    filters[key] = cleanFacetValues(
      key,
      params.getAll(FACET_PARAMS[key]).flatMap((v) => v.split(',')),
    );
  return { filters, sort: catalogSort(params.get(SORT_PARAM)).value };
}

/**
 * The query for a filtered page: the other parameters of `current` kept (search, …), the facets in
 * the table's order with their values comma-separated and sorted, the sort when it is not the
 * default, and the page number reset (`pageNo`: a new filter starts at the first page).
 */
export function catalogQueryString(current: URLSearchParams, filters: CatalogFilters, sort: string = DEFAULT_CATALOG_SORT): string {
  const next = new URLSearchParams();
  const owned = new Set<string>([...Object.values(FACET_PARAMS), SORT_PARAM, 'pageNo']);
  for (const [name, value] of current) if (!owned.has(name)) next.append(name, value);
  for (const key of facetKeys) {
    const values = cleanFacetValues(key, filters[key]);
    if (values.length > 0) next.set(FACET_PARAMS[key], values.join(','));
  }
  const chosenSort = catalogSort(sort).value;
  if (chosenSort !== DEFAULT_CATALOG_SORT) next.set(SORT_PARAM, chosenSort);
  const text = next.toString().replace(/%2C/g, ',');
  return text ? `?${text}` : '';
}

/** Chooses or un-chooses a value (a one-value facet: choosing replaces, choosing again clears). */
export function toggleFacetValue(filters: CatalogFilters, key: FacetKey, value: string): CatalogFilters {
  const chosen = filters[key];
  const has = chosen.includes(value);
  const next = FACET_CHOICES[key].multiple ? (has ? chosen.filter((v) => v !== value) : [...chosen, value]) : has ? [] : [value];
  return { ...filters, [key]: cleanFacetValues(key, next) };
}

export const activeFilterCount = (filters: CatalogFilters, hidden: readonly FacetKey[] = []): number =>
  facetKeys.reduce((n, key) => n + (hidden.includes(key) ? 0 : filters[key].length), 0);

/** A shop link that opens the shop with one facet value chosen (the header's Strain and Effects links). */
export function facetQuery(key: FacetKey, value: string): string {
  const filters = emptyCatalogFilters();
  filters[key] = cleanFacetValues(key, [value]);
  return catalogQueryString(new URLSearchParams(), filters);
}

// ── What a product card says ──────────────────────────────────────────────────────────────────

const formatPotency = (name: string, text: string | undefined): string | null => {
  const potency = parsePotency(text);
  return potency ? `${name} ${potency.value}${potency.unit === 'mg' ? ' mg' : '%'}` : null;
};

/**
 * A card's facts line: the strain type and THC / CBD as numbers ('Indica', 'THC 21.4%',
 * 'CBD 100 mg'); a value that is not a number the catalogue can read is left out, not guessed.
 */
export function productFacts(product: Pick<Product, 'strainType' | 'thc' | 'cbd'>): string[] {
  const strain = STRAIN_FILTERS.find((s) => s.strainType === product.strainType)?.label ?? null;
  return [strain, formatPotency('THC', product.thc), formatPotency('CBD', product.cbd)].filter((part): part is string => part !== null);
}

/**
 * The facets as the shopper's latest choice marks them: `selected` from `filters` (the URL), not
 * from the answer, which may still be the previous choice's while the next one loads; a chosen
 * value the answer does not list is added (count 0) so it can be un-chosen.
 */
export function facetsWithChoice(facets: readonly CatalogFacet[], filters: CatalogFilters): CatalogFacet[] {
  return facets.map((facet) => {
    const chosen = filters[facet.key];
    const values = facet.values.map((v) => ({ ...v, selected: chosen.includes(v.value) }));
    for (const value of chosen) if (!values.some((v) => v.value === value)) values.push({ value, label: value, count: 0, selected: true });
    return { ...facet, values };
  });
}
