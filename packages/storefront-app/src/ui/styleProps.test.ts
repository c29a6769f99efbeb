import { describe, expect, it } from 'vitest';
import { mergeStyles, s } from './styleProps.ts';

describe('mergeStyles', () => {
  it.each([
    [[s({ color: 'red' }), s({ margin: 0 }, 'a')], { className: 'a', style: { color: 'red', margin: 0 } }],
    [[s({ color: 'red' }, 'a'), false, s({ color: 'blue' }, 'b')], { className: 'a b', style: { color: 'blue' } }],
    [[null, undefined], {}],
  ] as const)('%j', (parts, expected) => {
    expect(mergeStyles(...parts)).toEqual(expected);
  });
});
