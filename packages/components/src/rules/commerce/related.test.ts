import { describe, expect, it } from 'vitest';
import type { Product } from '../../domain/types.ts';
import { relatedProducts } from './related.ts';

const p = (id: string, category: string, brandId: string, popularity: number, isActive = true) =>
  ({ id, productName: id, category, brandId, popularity, isActive }) as unknown as Product;

describe('relatedProducts', () => {
  const current = p('me', 'FLOWER', 'b1', 50);
  const candidates = [
    current,
    p('same-cat-other-brand-hot', 'FLOWER', 'b2', 90),
    p('same-brand-other-cat', 'VAPES', 'b1', 99),
    p('same-both-cold', 'FLOWER', 'b1', 10),
    p('same-both-hot', 'FLOWER', 'b1', 80),
    p('unrelated', 'EDIBLES', 'b3', 100),
    p('inactive-same-both', 'FLOWER', 'b1', 100, false),
    p('same-both-hot', 'FLOWER', 'b1', 80),
  ];
  it('ranks same category and brand, then category, then brand; popular first; no duplicates, itself or inactive ones', () => {
    expect(relatedProducts(current, candidates, 10).map((x) => x.id)).toEqual([
      'same-both-hot',
      'same-both-cold',
      'same-cat-other-brand-hot',
      'same-brand-other-cat',
    ]);
  });
  it.each([
    [0, []],
    [1, ['same-both-hot']],
    [3, ['same-both-hot', 'same-both-cold', 'same-cat-other-brand-hot']],
  ])('keeps at most %i', (max, ids) => {
    expect(relatedProducts(current, candidates, max).map((x) => x.id)).toEqual(ids);
  });
  it('offers nothing when nothing is related', () => {
    expect(relatedProducts(current, [p('x', 'EDIBLES', 'b9', 1)])).toEqual([]);
  });
});
