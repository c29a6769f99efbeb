import { describe, expect, it } from 'vitest';
import { fieldAxis, flagCombinations, FULL_PRODUCT_LIMIT, mergePatch, selectFlag, type FlagAxis } from './flagMatrix.ts';

const axis = (name: string, size: number): FlagAxis => ({
  name,
  options: Array.from({ length: size }, (_, i) => ({ label: `${name}${i}`, patch: { [name]: { value: i } } })),
});

/** Every pair of options of two axes that no combination shows. */
function uncoveredPairs(axes: FlagAxis[]): string[] {
  const combos = flagCombinations(axes);
  const missing: string[] = [];
  for (let a = 0; a < axes.length; a++)
    for (let b = a + 1; b < axes.length; b++)
      for (const x of axes[a]!.options)
        for (const y of axes[b]!.options)
          if (!combos.some((c) => c.options[axes[a]!.name] === x.label && c.options[axes[b]!.name] === y.label))
            missing.push(`${x.label}+${y.label}`);
  return missing;
}

describe('mergePatch', () => {
  it.each([
    ['merges objects key by key', { a: { x: 1, y: 2 }, b: 1 }, { a: { y: 3 } }, { a: { x: 1, y: 3 }, b: 1 }],
    ['replaces arrays', { list: [1, 2] }, { list: [3] }, { list: [3] }],
    ['keeps the base for an undefined patch', { a: 1 }, undefined, { a: 1 }],
    ['replaces a scalar by an object', { a: 1 }, { a: { b: 2 } }, { a: { b: 2 } }],
  ])('%s', (_label, base, patch, merged) => {
    expect(mergePatch(base, patch)).toEqual(merged);
  });

  it('does not change its inputs', () => {
    const base = { a: { x: 1 } };
    mergePatch(base, { a: { x: 2 } });
    expect(base).toEqual({ a: { x: 1 } });
  });
});

describe('selectFlag', () => {
  it('turns on the variant’s flag and every other flag of the family off', () => {
    expect(selectFlag('block', ['one', 'two', 'three'], { one: 'isOne', two: 'isTwo', three: 'isThree' }, 'two')).toEqual({
      block: { isOne: false, isTwo: true, isThree: false },
    });
  });

  it('leaves out a variant without a flag (a default that no flag selects)', () => {
    expect(selectFlag('block', ['modal', 'two'], { two: 'isTwo' }, 'modal')).toEqual({ block: { isTwo: false } });
  });
});

describe('fieldAxis', () => {
  it('makes one option per value of a block field', () => {
    expect(
      fieldAxis('description', 'dealsSettingsCms.isDescriptionActive', [
        { label: 'on', value: true },
        { label: 'off', value: false },
      ]),
    ).toEqual({
      name: 'description',
      options: [
        { label: 'on', patch: { dealsSettingsCms: { isDescriptionActive: true } } },
        { label: 'off', patch: { dealsSettingsCms: { isDescriptionActive: false } } },
      ],
    });
  });
});

describe('flagCombinations', () => {
  it('is the configured CMS alone for a family without axes', () => {
    expect(flagCombinations([])).toEqual([{ options: {}, label: 'as configured', patch: {} }]);
  });

  it(`takes every combination while there are at most ${FULL_PRODUCT_LIMIT}, first axis slowest`, () => {
    const combos = flagCombinations([axis('p', 3), axis('q', 2)]);
    expect(combos.map((c) => c.label)).toEqual([
      'p: p0 · q: q0',
      'p: p0 · q: q1',
      'p: p1 · q: q0',
      'p: p1 · q: q1',
      'p: p2 · q: q0',
      'p: p2 · q: q1',
    ]);
    expect(combos[3]!.patch).toEqual({ p: { value: 1 }, q: { value: 1 } });
  });

  it.each([
    [[2, 2, 2], 8],
    [[2, 2, 2, 2], 16],
    [[3, 3, 3], 27],
    [[2, 2, 2, 2, 2, 2], 64],
    [[3, 2, 2, 2, 2], 48],
    [[4, 3, 2, 2], 48],
  ])('covers every pair of %j (product %i), with fewer combinations than the product beyond the limit', (sizes, product) => {
    const axes = sizes.map((size, i) => axis(`a${i}`, size));
    const combos = flagCombinations(axes);
    expect(uncoveredPairs(axes)).toEqual([]);
    if (product > FULL_PRODUCT_LIMIT) expect(combos.length).toBeLessThan(product);
    else expect(combos).toHaveLength(product);
    // No combination twice.
    expect(new Set(combos.map((c) => c.label)).size).toBe(combos.length);
  });

  it('is the same set on every call (stable snapshot names)', () => {
    const axes = [axis('a', 3), axis('b', 3), axis('c', 3)];
    expect(flagCombinations(axes)).toEqual(flagCombinations(axes));
  });

  it('refuses an axis without options', () => {
    expect(() => flagCombinations([axis('empty', 0)])).toThrow(/no options/);
  });
});
