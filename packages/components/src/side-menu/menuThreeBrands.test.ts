import { describe, expect, it } from 'vitest';
import { menuThreeBrands } from './menuThreeBrands.ts';

const brand = (id: number, isSponsored?: boolean) => ({ id: `b${id}`, ...(isSponsored === undefined ? {} : { isSponsored }) });
const ids = (list: { id: string }[]) => list.map((b) => b.id);
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

describe("menuThreeBrands — 'Sponsored Brand' in the menu-3 drawer (spec 2.6, 9: 8)", () => {
  it.each([
    ['up to 8 sponsored brands', [...range(1, 10).map((n) => brand(n, true)), brand(11, false)], range(1, 8).map((n) => `b${n}`)],
    ['only the sponsored ones when some are', [brand(1, false), brand(2, true), brand(3), brand(4, true)], ['b2', 'b4']],
    ['up to 8 brands when none is sponsored', range(1, 12).map((n) => brand(n, false)), range(1, 8).map((n) => `b${n}`)],
    ['every brand when fewer than 8 and none sponsored', [brand(1), brand(2)], ['b1', 'b2']],
    ['nothing without brands', [], []],
  ])('%s', (_case, brands, expected) => {
    expect(ids(menuThreeBrands(brands))).toEqual(expected);
  });

  it('reads a missing list as empty', () => {
    expect(menuThreeBrands(undefined)).toEqual([]);
  });
});
