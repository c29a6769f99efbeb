import { describe, expect, it } from 'vitest';
import { applyStoreSwitch, cartChangesForStore, storeSwitchKeepsCart, type SwitchCartLine } from './storeSwitch.ts';

const line = (productId: string, option: string, price: number, slug = productId): SwitchCartLine => ({
  productId,
  option,
  price,
  product: { slug, name: productId },
});
const product = (id: string, options: Array<[string, number]>, slug = id) => ({
  id,
  slug,
  options: options.map(([option, price]) => ({ option, price })),
});
const priceOf = (o: { price: number }) => o.price;

describe('cartChangesForStore', () => {
  const cart = [line('p1', '1g', 13), line('p1', '3.5g', 38), line('p2', '10pk', 20), line('p3', 'N/A', 45)];
  it.each<[string, ReturnType<typeof product>[], string[], Array<[string, number]>]>([
    [
      'the new store sells everything at the same prices',
      [
        product('p1', [
          ['1g', 13],
          ['3.5g', 38],
        ]),
        product('p2', [['10pk', 20]]),
        product('p3', [['N/A', 45]]),
      ],
      [],
      [],
    ],
    [
      'a product it does not sell',
      [
        product('p1', [
          ['1g', 13],
          ['3.5g', 38],
        ]),
        product('p3', [['N/A', 45]]),
      ],
      ['p2/10pk'],
      [],
    ],
    [
      'an option it does not sell',
      [product('p1', [['1g', 13]]), product('p2', [['10pk', 20]]), product('p3', [['N/A', 45]])],
      ['p1/3.5g'],
      [],
    ],
    [
      'a medical menu with lower prices',
      [
        product('p1', [
          ['1g', 11.5],
          ['3.5g', 33.5],
        ]),
        product('p2', [['10pk', 20]]),
        product('p3', [['N/A', 45]]),
      ],
      [],
      [
        ['p1/1g', 11.5],
        ['p1/3.5g', 33.5],
      ],
    ],
    ['an empty menu (the store sells none of it)', [], ['p1/1g', 'p1/3.5g', 'p2/10pk', 'p3/N/A'], []],
    [
      'a product matched by slug when ids differ',
      [
        product(
          'other-id',
          [
            ['1g', 13],
            ['3.5g', 38],
          ],
          'p1',
        ),
        product('p2', [['10pk', 20]]),
        product('p3', [['N/A', 45]]),
      ],
      [],
      [],
    ],
    [
      'a price differing by less than a cent is the same price',
      [
        product('p1', [
          ['1g', 13.001],
          ['3.5g', 38],
        ]),
        product('p2', [['10pk', 20]]),
        product('p3', [['N/A', 45]]),
      ],
      [],
      [],
    ],
  ])('%s', (_name, menu, unavailable, repriced) => {
    const changes = cartChangesForStore(cart, menu, priceOf);
    expect(changes.unavailable.map((l) => `${l.productId}/${l.option}`)).toEqual(unavailable);
    expect(changes.repriced.map(({ line: l, price }) => [`${l.productId}/${l.option}`, price])).toEqual(repriced);
    expect(storeSwitchKeepsCart(changes)).toBe(unavailable.length === 0 && repriced.length === 0);
  });

  it('continuing removes what the store does not sell and reprices the rest', () => {
    const menu = [product('p1', [['1g', 11.5]]), product('p3', [['N/A', 45]])];
    const next = applyStoreSwitch(cart, cartChangesForStore(cart, menu, priceOf));
    expect(next.map((l) => [l.productId, l.option, l.price])).toEqual([
      ['p1', '1g', 11.5],
      ['p3', 'N/A', 45],
    ]);
  });
});
