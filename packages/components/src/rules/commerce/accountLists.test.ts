import { describe, expect, it } from 'vitest';
import type { Product } from '../../domain/types.ts';
import { buyAgainProducts, productsInOrder, rememberViewed, RECENTLY_VIEWED_LIMIT } from './accountLists.ts';

const product = (slug: string, isActive = true) => ({ id: `id-${slug}`, slug, productSlug: `p-${slug}`, isActive }) as unknown as Product;
const menu = [product('gummies'), product('wedding-cake'), product('old-vape', false), product('badder')];

describe('productsInOrder', () => {
  it.each([
    [['wedding-cake', 'gummies'], ['wedding-cake', 'gummies'], []],
    // By productSlug too; a repeated slug once; an inactive or unknown one is missing.
    [
      ['p-badder', 'gummies', 'gummies', 'old-vape', 'gone'],
      ['badder', 'gummies'],
      ['old-vape', 'gone'],
    ],
    [[], [], []],
  ])('%j', (slugs, found, missing) => {
    const result = productsInOrder(slugs, menu);
    expect(result.products.map((p) => p.slug)).toEqual(found);
    expect(result.missing).toEqual(missing);
  });
});

describe('buyAgainProducts', () => {
  it('most recently ordered first, then the most often; what the store does not sell is named', () => {
    const result = buyAgainProducts(
      [
        { slug: 'gummies', name: 'Sour Watermelon Gummies', lastOrderedAt: 100, timesOrdered: 1 },
        { slug: 'old-vape', name: 'Old Vape', lastOrderedAt: 300, timesOrdered: 1 },
        { slug: 'wedding-cake', name: 'Wedding Cake', lastOrderedAt: 200, timesOrdered: 1 },
        { slug: 'badder', name: 'Badder', lastOrderedAt: 100, timesOrdered: 4 },
      ],
      menu,
    );
    expect(result.products.map((p) => p.slug)).toEqual(['wedding-cake', 'badder', 'gummies']);
    expect(result.unavailable).toEqual(['Old Vape']);
  });
});

describe('rememberViewed', () => {
  it.each([
    [[], 'a', ['a']],
    [['b', 'a'], 'a', ['a', 'b']],
    [['a'], '  ', ['a']],
    [['a'], null, ['a']],
    [['a'], ' c ', ['c', 'a']],
  ])('%j + %j → %j', (viewed, slug, expected) => expect(rememberViewed(viewed, slug)).toEqual(expected));

  it(`keeps the latest ${RECENTLY_VIEWED_LIMIT}`, () => {
    const viewed = Array.from({ length: RECENTLY_VIEWED_LIMIT }, (_, i) => `s${i}`);
    const next = rememberViewed(viewed, 'new');
    expect(next).toHaveLength(RECENTLY_VIEWED_LIMIT);
    expect(next[0]).toBe('new');
    expect(next).not.toContain(`s${RECENTLY_VIEWED_LIMIT - 1}`);
  });
});
