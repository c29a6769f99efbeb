import { describe, expect, it } from 'vitest';
import { cacheControlFor, NOT_FOUND_CACHE, PRIVATE_CACHE, PUBLIC_PAGE_CACHE } from './cachePolicy.ts';

describe('cacheControlFor', () => {
  it.each([
    [{ cookieHeader: null, setsCookie: false, status: 200 }, PUBLIC_PAGE_CACHE],
    [{ cookieHeader: 'sf_site=mile-high', setsCookie: false, status: 200 }, PUBLIC_PAGE_CACHE],
    [{ cookieHeader: 'sf_session=abc', setsCookie: false, status: 200 }, PRIVATE_CACHE],
    [{ cookieHeader: 'x=1; sf_session=abc', setsCookie: false, status: 404 }, PRIVATE_CACHE],
    [{ cookieHeader: null, setsCookie: true, status: 200 }, PRIVATE_CACHE],
    [{ cookieHeader: null, setsCookie: false, status: 404 }, NOT_FOUND_CACHE],
    [{ cookieHeader: null, setsCookie: false, status: 500 }, PRIVATE_CACHE],
  ])('%j → %s', (input, expected) => {
    expect(cacheControlFor(input)).toBe(expected);
  });

  it('lets a CDN serve stale while it revalidates anonymous pages', () => {
    expect(PUBLIC_PAGE_CACHE).toMatch(/s-maxage=\d+/);
    expect(PUBLIC_PAGE_CACHE).toMatch(/stale-while-revalidate=\d+/);
  });
});
