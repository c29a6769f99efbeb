import { describe, expect, it } from 'vitest';
import { DEFAULT_ROBOTS_DISALLOW, isNoindexLocation, isSearchResultsLocation, robotsTxt } from './robots.ts';

describe('isSearchResultsLocation', () => {
  it.each<[string, boolean]>([
    ['/search?q=gummies', true],
    ['/search?search=gummies', true],
    ['/search?', false],
    ['/search', false],
    ['/shop?search=blue%20dream', true],
    ['/shop-cannabis-near-me?pageNo=1&search=x', true],
    ['/shop?search=%20%20', false],
    ['/shop?pageNo=1&price=20', false],
    ['/search/brands/fieldnote-farms', false],
    ['/search/deals?utm_source=x', false],
  ])('%j → %j', (location, expected) => {
    expect(isSearchResultsLocation(location)).toBe(expected);
  });
});

describe('isNoindexLocation', () => {
  it.each<[string, boolean]>([
    ['/cart', true],
    ['/cart/', true],
    ['/checkout', true],
    ['/ecommerce-checkout', true],
    ['/sign-in?next=/cart', true],
    ['/sign-up', true],
    ['/customer-choice', true],
    ['/account', true],
    ['/account/login-and-security', true],
    ['/account-new', true],
    ['/profile', true],
    ['/menu-profile', true],
    ['/your-order', true],
    ['/your-list/my-wishlist', true],
    ['/notification', true],
    ['/notification-settings', true],
    ['/chat-with-retailer/42', true],
    ['/ticket-list', true],
    ['/response/abc', true],
    ['/cart-abandonment', true],
    ['/promo/cart-abandonment-42', true],
    ['/shop?search=gummies', true],
    ['/', false],
    ['/shop', false],
    ['/product/blue-dream-flower-3-5g', false],
    ['/deals', false],
    ['/accounting-101', false],
    ['/cartography-dispensary', false],
    ['/motor-city-provisions-detroit', false],
  ])('%j → %j', (location, expected) => {
    expect(isNoindexLocation(location)).toBe(expected);
  });
});

describe('robotsTxt', () => {
  it('disallows the private areas and search results and names the sitemap', () => {
    const text = robotsTxt({ origin: 'https://greenleaf.example/' });
    const lines = text.split('\n');
    expect(lines[0]).toBe('User-agent: *');
    for (const path of [
      '/cart',
      '/checkout',
      '/account',
      '/sign-in',
      '/your-list',
      '/search?',
      '/*?search=',
      '/*&search=',
      '/*cart-abandonment',
    ]) {
      expect(lines).toContain(`Disallow: ${path}`);
    }
    expect(lines.filter((line) => line.startsWith('Disallow: '))).toHaveLength(DEFAULT_ROBOTS_DISALLOW.length);
    expect(text.endsWith('\n\nSitemap: https://greenleaf.example/sitemap.xml\n')).toBe(true);
  });

  it.each<[string[], string[]]>([
    [
      ['/private', '/private', 'no-slash', '/a b', '/x\nSitemap: https://evil.example/s.xml', '/ok'],
      ['Disallow: /private', 'Disallow: /ok'],
    ],
    [[], ['Allow: /']],
  ])('a given list %j replaces the default (bad lines dropped)', (disallow, expected) => {
    const rules = robotsTxt({ origin: 'https://greenleaf.example', disallow }).split('\n').slice(1, -3);
    expect(rules).toEqual(expected);
  });

  it('leaves the Sitemap line out without a valid origin', () => {
    expect(robotsTxt({ origin: 'not a url', disallow: ['/cart'] })).toBe('User-agent: *\nDisallow: /cart\n');
  });
});
