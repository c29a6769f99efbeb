import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  applyCatalogFilters,
  catalogFacets,
  catalogQueryString,
  catalogSort,
  CBD_BUCKETS,
  cleanFacetValues,
  compareProducts,
  compareWeights,
  emptyCatalogFilters,
  facetQuery,
  facetsWithChoice,
  FILTER_VALUES_MAX,
  parseCatalogQuery,
  parsePotency,
  productFacts,
  potencyBucket,
  THC_BUCKETS,
  toggleFacetValue,
  weightValue,
  type CatalogFilters,
  type FilterableProduct,
  type SortableProduct,
} from './catalogFilters.ts';

type P = FilterableProduct & SortableProduct & { id: string };
const product = (id: string, over: Partial<P>): P => ({
  id,
  productName: id,
  category: 'FLOWER',
  brandId: 'brand-a',
  brandName: 'Alpha',
  options: [{ option: '3.5g', weight: '3.5g', price: 40 }],
  popularity: 50,
  ...over,
});

const catalogue: P[] = [
  product('blue-dream', {
    strainType: 'SATIVA',
    thc: '21.4%',
    cbd: '0.1%',
    effects: ['Creative', 'Uplifted'],
    popularity: 98,
    addedAt: '2026-10-21',
  }),
  product('og-kush', {
    strainType: 'HYBRID',
    thc: '23.1%',
    effects: ['Relaxed'],
    brandId: 'brand-b',
    brandName: 'Bravo',
    popularity: 91,
    addedAt: '2026-08-29',
  }),
  product('gdp', {
    strainType: 'INDICA',
    thc: '19.8%',
    effects: ['Sleepy', 'Relaxed'],
    options: [
      { option: '1g', weight: '1g', price: 12 },
      { option: '7g', weight: '7g', price: 70 },
    ],
    popularity: 86,
    addedAt: '2026-11-01',
  }),
  product('gummies', {
    category: 'EDIBLES',
    strainType: 'INDICA',
    thc: '100mg',
    cbd: '0mg',
    effects: ['Sleepy'],
    options: [{ option: '10pk', weight: '100mg', price: 18 }],
    popularity: 70,
  }),
  product('balm', {
    category: 'TOPICALS',
    strainType: 'HIGH_CBD',
    thc: '0mg',
    cbd: '500mg',
    effects: ['Pain relief'],
    options: [{ option: '1oz', weight: '1oz', price: 45 }],
    popularity: 40,
  }),
  product('grinder', {
    category: 'ACCESSORIES',
    options: [{ option: 'N/A', weight: 'N/A', price: 25 }],
    popularity: 10,
    brandId: 'brand-c',
    brandName: 'Charlie',
  }),
];
const ids = (list: readonly { id: string }[]) => list.map((p) => p.id);
const filters = (over: Partial<Record<keyof CatalogFilters, readonly string[]>>): CatalogFilters => ({
  ...emptyCatalogFilters(),
  ...(over as Partial<CatalogFilters>),
});

describe('potency: percent and milligrams in their own buckets', () => {
  it.each([
    ['21.4%', { value: 21.4, unit: '%' }],
    ['100mg', { value: 100, unit: 'mg' }],
    [' 100 MG ', { value: 100, unit: 'mg' }],
    ['0mg', { value: 0, unit: 'mg' }],
    ['N/A', null],
    ['5-10%', null],
    ['', null],
    [undefined, null],
  ] as const)('parsePotency(%j)', (text, expected) => {
    expect(parsePotency(text)).toEqual(expected);
  });

  it.each([
    ['14.9%', THC_BUCKETS, '0-15'],
    ['15%', THC_BUCKETS, '15-20'],
    ['21.4%', THC_BUCKETS, '20-25'],
    ['88.1%', THC_BUCKETS, '50-up'],
    ['100mg', THC_BUCKETS, '100-500mg'],
    ['99mg', THC_BUCKETS, '0-100mg'],
    ['2000mg', THC_BUCKETS, '500mg-up'],
    ['0.1%', CBD_BUCKETS, '0-1'],
    ['16.0%', CBD_BUCKETS, '15-up'],
    ['N/A', THC_BUCKETS, null],
  ] as const)('%s falls in %s', (text, buckets, expected) => {
    expect(potencyBucket(text, buckets)?.value ?? null).toBe(expected);
  });
});

describe('weights', () => {
  it.each([
    ['3.5g', '3.5g'],
    ['3.5 G', '3.5g'],
    ['N/A', null],
    ['', null],
  ] as const)('weightValue(%j) = %j', (weight, expected) => {
    expect(weightValue(weight)).toBe(expected);
  });
  it('lists grams, then ounces, then milligrams, each by size', () => {
    expect(['100mg', '1oz', '14g', '0.5g', '3.5g', '2oz'].sort(compareWeights)).toEqual(['0.5g', '3.5g', '14g', '1oz', '2oz', '100mg']);
  });
});

describe('matching: alternatives within a facet, every facet together', () => {
  it.each([
    ['nothing chosen: everything', {}, ['blue-dream', 'og-kush', 'gdp', 'gummies', 'balm', 'grinder']],
    ['Indica', { strain: ['indica'] }, ['gdp', 'gummies']],
    ['Indica or Hybrid', { strain: ['indica', 'hybrid'] }, ['og-kush', 'gdp', 'gummies']],
    ['Indica and 15–20 % THC', { strain: ['indica'], thc: ['15-20'] }, ['gdp']],
    ['High CBD', { strain: ['cbd'] }, ['balm']],
    ['CBD 500 mg and up', { cbd: ['500mg-up'] }, ['balm']],
    ['an effect by its slug', { effect: ['pain-relief'] }, ['balm']],
    ['a weight any option has', { weight: ['7g'] }, ['gdp']],
    ['a category by its URL slug', { category: ['edibles'] }, ['gummies']],
    ['a brand by id', { brand: ['brand-b'] }, ['og-kush']],
    ['Under $20: some option under it', { price: ['20'] }, ['gdp', 'gummies']],
    ['$100 & Above: none', { price: ['100-above'] }, []],
    ['a value no product has', { effect: ['talkative'] }, []],
  ] as const)('%s', (_name, chosen, expected) => {
    expect(ids(applyCatalogFilters(catalogue, filters(chosen)))).toEqual(expected);
  });
});

describe('facet counts', () => {
  it("a facet's counts apply the other facets' choices, not its own", () => {
    const facets = catalogFacets(catalogue, filters({ strain: ['indica'], thc: ['15-20'] }));
    const strain = facets.find((f) => f.key === 'strain');
    // With 15–20 % THC chosen, only GDP (indica) is in that range: the other strains would give
    // nothing and are not offered.
    expect(strain?.values.map((v) => [v.value, v.count, v.selected])).toEqual([['indica', 1, true]]);
    const thc = facets.find((f) => f.key === 'thc');
    // With Indica chosen: GDP 19.8 % and the 100 mg gummies.
    expect(thc?.values.map((v) => [v.value, v.count])).toEqual([
      ['15-20', 1],
      ['100-500mg', 1],
    ]);
  });

  it('lists brands and effects by name; values no product has are left out unless chosen', () => {
    const facets = catalogFacets(catalogue, filters({ effect: ['talkative'] }));
    const effect = facets.find((f) => f.key === 'effect');
    expect(effect?.values.map((v) => v.label)).toEqual(['Creative', 'Pain relief', 'Relaxed', 'Sleepy', 'talkative', 'Uplifted']);
    expect(effect?.values.find((v) => v.value === 'talkative')).toMatchObject({ count: 0, selected: true });
    // No product has the chosen effect, so no brand would give a result: none is offered.
    expect(facets.find((f) => f.key === 'brand')?.values).toEqual([]);
    expect(
      catalogFacets(catalogue, emptyCatalogFilters())
        .find((f) => f.key === 'brand')
        ?.values.map((v) => [v.label, v.count]),
    ).toEqual([
      ['Alpha', 4],
      ['Bravo', 1],
      ['Charlie', 1],
    ]);
  });

  it('counts each product once per value (two options of the same weight)', () => {
    const twice = [
      product('x', {
        options: [
          { option: 'a', weight: '1g', price: 10 },
          { option: 'b', weight: '1g', price: 12 },
        ],
      }),
    ];
    expect(catalogFacets(twice, emptyCatalogFilters()).find((f) => f.key === 'weight')?.values).toEqual([
      { value: '1g', label: '1g', count: 1, selected: false },
    ]);
  });

  it('names categories through the context (slug and display name)', () => {
    const facets = catalogFacets(catalogue, emptyCatalogFilters(), { category: (c) => ({ value: c.toLowerCase(), label: `Cat ${c}` }) });
    expect(facets.find((f) => f.key === 'category')?.values.map((v) => v.label)).toEqual([
      'Cat FLOWER',
      'Cat EDIBLES',
      'Cat TOPICALS',
      'Cat ACCESSORIES',
    ]);
  });
});

describe('sorting', () => {
  it.each([
    ['popular', ['blue-dream', 'og-kush', 'gdp', 'gummies', 'balm', 'grinder']],
    ['price-asc', ['gdp', 'gummies', 'grinder', 'blue-dream', 'og-kush', 'balm']],
    ['price-desc', ['balm', 'blue-dream', 'og-kush', 'grinder', 'gummies', 'gdp']],
    // Percent products by percent, then milligram products by mg, then none (ties by name).
    ['thc', ['og-kush', 'blue-dream', 'gdp', 'gummies', 'balm', 'grinder']],
    ['newest', ['gdp', 'blue-dream', 'og-kush', 'balm', 'grinder', 'gummies']],
    ['name', ['balm', 'blue-dream', 'gdp', 'grinder', 'gummies', 'og-kush']],
  ] as const)('%s', (value, expected) => {
    expect(ids([...catalogue].sort(compareProducts(catalogSort(value))))).toEqual(expected);
  });
  it('an unknown sort is the default', () => {
    expect(catalogSort('cheapest').value).toBe('popular');
    expect(catalogSort(null).value).toBe('popular');
  });
});

describe('the URL', () => {
  it.each([
    ['comma-separated', '?strain=indica,hybrid&thc=20-25', { strain: ['hybrid', 'indica'], thc: ['20-25'] }],
    ['repeated', '?strain=indica&strain=sativa', { strain: ['indica', 'sativa'] }],
    ['unknown table values dropped', '?strain=purple&thc=9000&cbd=15-up', { cbd: ['15-up'] }],
    ['odd text dropped', '?effect=<script>,relaxed,%20Sleepy%20', { effect: ['relaxed', 'sleepy'] }],
    ['one price at a time', '?price=20,40', { price: ['20'] }],
    ['price as in spec 2.1', '?pageNo=1&price=100-above', { price: ['100-above'] }],
  ] as const)('parses %s', (_name, query, expected) => {
    expect(parseCatalogQuery(new URLSearchParams(query)).filters).toEqual(filters(expected));
  });

  it('caps the values of a facet', () => {
    const many = Array.from({ length: 100 }, (_, i) => `e${i}`).join(',');
    expect(parseCatalogQuery(new URLSearchParams(`effect=${many}`)).filters.effect).toHaveLength(FILTER_VALUES_MAX);
  });

  it('writes a stable query: other parameters kept, facets in table order, values sorted, page reset, default sort left out', () => {
    const current = new URLSearchParams('search=kush&pageNo=3&sort=popular');
    expect(catalogQueryString(current, filters({ thc: ['20-25'], strain: ['indica', 'hybrid'] }), 'price-asc')).toBe(
      '?search=kush&strain=hybrid,indica&thc=20-25&sort=price-asc',
    );
    expect(catalogQueryString(current, emptyCatalogFilters())).toBe('?search=kush');
    expect(catalogQueryString(new URLSearchParams(), emptyCatalogFilters())).toBe('');
  });

  it('round-trips', () => {
    const chosen = filters({
      category: ['flower'],
      brand: ['brand-a'],
      strain: ['sativa'],
      thc: ['20-25'],
      cbd: ['0-1'],
      price: ['40'],
      effect: ['creative'],
      weight: ['3.5g'],
    });
    const parsed = parseCatalogQuery(new URLSearchParams(catalogQueryString(new URLSearchParams(), chosen, 'thc')));
    expect(parsed).toEqual({ filters: chosen, sort: 'thc' });
  });

  it('facetQuery opens the shop with one value chosen (the header links)', () => {
    expect(facetQuery('strain', 'Indica')).toBe('?strain=indica');
    expect(facetQuery('effect', 'relaxed')).toBe('?effect=relaxed');
    expect(facetQuery('strain', 'purple')).toBe('');
  });
});

describe('choosing', () => {
  it('toggles a value of a many-value facet', () => {
    const once = toggleFacetValue(emptyCatalogFilters(), 'strain', 'indica');
    expect(once.strain).toEqual(['indica']);
    expect(toggleFacetValue(once, 'strain', 'hybrid').strain).toEqual(['hybrid', 'indica']);
    expect(toggleFacetValue(once, 'strain', 'indica').strain).toEqual([]);
  });
  it('replaces the value of the one-value price facet, and clears it when chosen again', () => {
    const under20 = toggleFacetValue(emptyCatalogFilters(), 'price', '20');
    expect(toggleFacetValue(under20, 'price', '40').price).toEqual(['40']);
    expect(toggleFacetValue(under20, 'price', '20').price).toEqual([]);
  });
  it('counts chosen values, leaving out the facets a page fixes', () => {
    const chosen = filters({ category: ['flower'], strain: ['indica', 'hybrid'] });
    expect(activeFilterCount(chosen)).toBe(3);
    expect(activeFilterCount(chosen, ['category'])).toBe(2);
  });
  it('cleanFacetValues keeps known table values only', () => {
    expect(cleanFacetValues('thc', ['20-25', 'lots'])).toEqual(['20-25']);
    expect(cleanFacetValues('brand', ['Brand-A', 'brand-a'])).toEqual(['brand-a']);
  });
});

describe("a product card's facts", () => {
  it.each([
    [{ strainType: 'INDICA', thc: '21.4%', cbd: '0.1%' }, ['Indica', 'THC 21.4%', 'CBD 0.1%']],
    [{ strainType: 'HIGH_CBD', thc: '0mg', cbd: '500mg' }, ['High CBD', 'THC 0 mg', 'CBD 500 mg']],
    [{ thc: '100 mg' }, ['THC 100 mg']],
    [{ strainType: 'SATIVA', thc: 'N/A', cbd: '' }, ['Sativa']],
    [{}, []],
  ] as const)('%j', (product, expected) => {
    expect(productFacts(product)).toEqual(expected);
  });
});

describe('facetsWithChoice', () => {
  it('marks the values from the latest choice, not the answer of the previous one', () => {
    const answered = catalogFacets(catalogue, emptyCatalogFilters());
    const marked = facetsWithChoice(answered, filters({ strain: ['indica'], effect: ['talkative'] }));
    expect(
      marked
        .find((f) => f.key === 'strain')
        ?.values.filter((v) => v.selected)
        .map((v) => v.value),
    ).toEqual(['indica']);
    expect(marked.find((f) => f.key === 'effect')?.values.find((v) => v.value === 'talkative')).toEqual({
      value: 'talkative',
      label: 'talkative',
      count: 0,
      selected: true,
    });
    expect(answered.find((f) => f.key === 'strain')?.values.some((v) => v.selected)).toBe(false);
  });
});
