import { describe, expect, it } from 'vitest';
import { createQueryClient, QUERY_DEFAULTS } from './queryClient.ts';

describe('query defaults (spec 7)', () => {
  it('retry 2 times, no refetch on window focus or on mount', () => {
    expect(QUERY_DEFAULTS).toEqual({ retry: 2, refetchOnWindowFocus: false, refetchOnMount: false });
    const queries = createQueryClient().getDefaultOptions().queries;
    expect(queries?.retry).toBe(2);
    expect(queries?.refetchOnWindowFocus).toBe(false);
    expect(queries?.refetchOnMount).toBe(false);
  });
});
