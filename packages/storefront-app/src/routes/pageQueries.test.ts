import { describe, expect, it } from 'vitest';
import { SEARCH_TEXT_MAX_LENGTH, TRENDING_PRODUCTS_LIMIT } from '@storefront/components';
import { searchMenuFilter, shopMenuFilter } from './pageQueries.ts';

describe('the search pages’ menu requests read at most what the API reads (issue 32: a 400 past it)', () => {
  const long = `${'gummies '.repeat(40)}end`;

  it.each([
    ['/search?search=', searchMenuFilter],
    ['/shop?search=', shopMenuFilter],
  ] as const)('%s with a long link searches its first %s characters', (_page, filter) => {
    const term = filter(new URLSearchParams({ search: long })).search ?? '';
    expect(term.length).toBeLessThanOrEqual(SEARCH_TEXT_MAX_LENGTH);
    expect(long.startsWith(term)).toBe(true);
    expect(term).toBe(term.trim());
  });

  it('a short term is kept as typed (trimmed); none is the trending list', () => {
    expect(searchMenuFilter(new URLSearchParams({ search: '  blue dream ' })).search).toBe('blue dream');
    expect(searchMenuFilter(new URLSearchParams())).toEqual({ search: '', limit: TRENDING_PRODUCTS_LIMIT });
  });
});
