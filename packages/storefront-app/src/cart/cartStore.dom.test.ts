/** The cart store (spec 3 "Cart item"): lines merged by product option, quantities clamped, saved under the app key. */
import { beforeEach, describe, expect, it } from 'vitest';
import { QUANTITY_PICKER_MAX_DEFAULT } from '@storefront/components/rules';
import type { CartItem } from '@storefront/components';
import { APP_STORAGE_KEYS, readStored } from '../stores/index.ts';
import { useCartStore } from './cartStore.ts';

const item = (over: Partial<CartItem> = {}): CartItem => ({
  product: { slug: 'blue-dream', image: '/images/catalog/blue-dream.png', name: 'Blue Dream', category: 'FLOWER' },
  productId: 'p1',
  option: '3.5g',
  price: 35,
  quantity: 1,
  ...over,
});

beforeEach(() => {
  localStorage.clear();
  useCartStore.setState({ items: [], counter: 0 });
});

describe('cart store', () => {
  it('merges the same product option and counts units', () => {
    const { add } = useCartStore.getState();
    add(item({ quantity: 2 }));
    add(item({ quantity: 3 }));
    add(item({ productId: 'p2', quantity: 1 }));
    const state = useCartStore.getState();
    expect(state.items).toHaveLength(2);
    expect(state.items[0]?.quantity).toBe(5);
    expect(state.counter).toBe(6);
  });

  it.each([
    // [requested quantity, option maximum, stored quantity]
    [0, 5, 1],
    [-3, undefined, 1],
    [4, 5, 4],
    [9, 5, 5],
    [50, undefined, QUANTITY_PICKER_MAX_DEFAULT],
  ])('setQuantity(%d) with max %s stores %d', (quantity, maxQuantity, expected) => {
    useCartStore.getState().add(item({ maxQuantity }));
    useCartStore.getState().setQuantity('p1', '3.5g', quantity);
    expect(useCartStore.getState().items[0]?.quantity).toBe(expected);
    expect(useCartStore.getState().counter).toBe(expected);
  });

  it('removes and clears, and persists under the app key', () => {
    const { add, remove, clear } = useCartStore.getState();
    add(item());
    add(item({ productId: 'p2' }));
    remove('p1', '3.5g');
    expect(useCartStore.getState().items.map((line) => line.productId)).toEqual(['p2']);
    expect(JSON.stringify(readStored(APP_STORAGE_KEYS.cart))).toContain('"p2"');
    clear();
    expect(useCartStore.getState()).toMatchObject({ items: [], counter: 0 });
  });
});

describe('a saved cart of the wrong shape (issue 11)', () => {
  it('keeps the readable lines, drops the rest, and adding still works across a reload', async () => {
    const good = {
      product: { slug: 's1', name: 'Blue Dream', image: '/b.svg', category: 'FLOWER' },
      productId: 'p1',
      option: '3.5g',
      price: 30,
      quantity: 2,
    };
    localStorage.setItem(
      APP_STORAGE_KEYS.cart,
      JSON.stringify({ state: { items: [good, { productId: 7 }, 'junk'], counter: 'x' }, version: 0 }),
    );
    await useCartStore.persist.rehydrate();
    expect(useCartStore.getState()).toMatchObject({ items: [good], counter: 2 });
    useCartStore.getState().add(item({ productId: 'p2' }));
    expect(useCartStore.getState().items.map((line) => line.productId)).toEqual(['p1', 'p2']);
  });

  it('a cart that is not a list at all reads as empty, never throws', async () => {
    localStorage.setItem(APP_STORAGE_KEYS.cart, JSON.stringify({ state: { items: { oops: true } }, version: 0 }));
    await useCartStore.persist.rehydrate();
    expect(useCartStore.getState()).toMatchObject({ items: [], counter: 0 });
    expect(() => useCartStore.getState().add(item())).not.toThrow();
    expect(useCartStore.getState().counter).toBe(1);
  });
});
