import { describe, expect, it } from 'vitest';
import { readNotificationsSummary, wishlistsOf } from './account.ts';

describe('wishlistsOf: the account menu lists the lists, not the rows', () => {
  it.each([
    ['no rows', [], []],
    [
      'rows of one list become one list named after it',
      [
        { slug: 'wedding-cake-flower-3-5g', listName: 'My Wishlist' },
        { slug: 'sour-watermelon-gummies-edible-10pk', listName: 'My Wishlist' },
      ],
      [{ slug: 'my-wishlist', listName: 'My Wishlist' }],
    ],
    [
      'lists keep their first-seen order',
      [
        { slug: 'a', listName: 'Weekend' },
        { slug: 'b', listName: 'My Wishlist' },
        { slug: 'c', listName: 'Weekend' },
      ],
      [
        { slug: 'weekend', listName: 'Weekend' },
        { slug: 'my-wishlist', listName: 'My Wishlist' },
      ],
    ],
    ['a row without a name keeps its own slug (shown as No name)', [{ slug: 'x-1', listName: '  ' }], [{ slug: 'x-1', listName: '' }]],
    ['a row with neither is skipped', [{ listName: '' }, {}], []],
  ] as const)('%s', (_name, rows, expected) => {
    expect(wishlistsOf(rows)).toEqual(expected);
  });
});

describe('readNotificationsSummary', () => {
  it.each([
    [{ data: { unseenCount: 3, recommendedProductData: [{}] } }, { unseenCount: 3, hasRecommendedProducts: true }],
    [{ data: { unseenCount: 0, recommendedProductData: [] } }, { unseenCount: 0, hasRecommendedProducts: false }],
    [{ data: { unseenCount: 'x' } }, { unseenCount: 0, hasRecommendedProducts: false }],
    [{}, { unseenCount: 0, hasRecommendedProducts: false }],
    [null, { unseenCount: 0, hasRecommendedProducts: false }],
  ])('%j → %j', (envelope, expected) => {
    expect(readNotificationsSummary(envelope)).toEqual(expected);
  });
});
