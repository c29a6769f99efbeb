import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { cartAddRequestFor, type CartItem } from '@storefront/components';
import { QueryClient } from '@tanstack/react-query';
import { apiPaths, productMenuQuery, serverCart } from '@storefront/components/api';
import { DEMO_PASSWORD, DEMO_USER } from '@storefront/demo-api';
import { server } from '../../../../tests/unit/network.ts';
import { useCartStore } from './cartStore.ts';
import { connectCartToServer, createCartSync } from './cartSync.ts';

const line = (productId: string, option: string, quantity: number, price = 1): CartItem => ({
  product: { slug: productId, image: '/x.svg', name: productId, category: 'FLOWER' },
  productId,
  option,
  price,
  quantity,
});
const summary = (items: CartItem[]) => items.map((i) => `${i.productId}/${i.option}×${i.quantity}`).sort();

async function signInDemoShopper(): Promise<void> {
  const answer = await fetch(apiPaths.signIn, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: DEMO_USER.email, password: DEMO_PASSWORD }),
  });
  expect(answer.status).toBe(200);
}

let disconnect: () => void = () => undefined;
beforeEach(() => useCartStore.setState({ items: [], counter: 0 }));
afterEach(() => {
  disconnect();
  useCartStore.setState({ items: [], counter: 0 });
});

describe('the signed-in cart lives on the server', () => {
  it('at sign-in the guest cart joins the account cart; the server prices and names the lines', async () => {
    await signInDemoShopper();
    await serverCart.add(line('prod-0002', '1g', 1));
    useCartStore.getState().replace([line('prod-0001', '3.5g', 2, 999), line('prod-0002', '1g', 3)]);
    const sync = createCartSync();
    await sync.mergeGuestCart();
    const items = useCartStore.getState().items;
    // A line in both keeps the larger quantity; nothing is doubled.
    expect(summary(items)).toEqual(['prod-0001/3.5g×2', 'prod-0002/1g×3']);
    expect(items.find((i) => i.productId === 'prod-0001')?.product.name).toBe('Blue Dream');
    expect(items.find((i) => i.productId === 'prod-0001')?.price).not.toBe(999);
    expect(useCartStore.getState().counter).toBe(5);
    // Merging the same guest cart again changes nothing.
    await sync.mergeGuestCart();
    expect(summary(useCartStore.getState().items)).toEqual(['prod-0001/3.5g×2', 'prod-0002/1g×3']);
  });

  it('while connected, each change goes to the server and its answer is the cart shown', async () => {
    await signInDemoShopper();
    const sync = createCartSync();
    disconnect = connectCartToServer(sync);
    useCartStore.getState().add(line('prod-0003', '7g', 1));
    useCartStore.getState().add(line('prod-0003', '7g', 2));
    useCartStore.getState().setQuantity('prod-0003', '7g', 4);
    await sync.loadServerCart();
    expect(summary((await serverCart.get()).items)).toEqual(['prod-0003/7g×4']);
    useCartStore.getState().remove('prod-0003', '7g');
    await sync.loadServerCart();
    expect((await serverCart.get()).items).toEqual([]);
    expect(useCartStore.getState().items).toEqual([]);
  });

  it('a failing call keeps the change; the next call merges the whole local cart in', async () => {
    await signInDemoShopper();
    const sync = createCartSync();
    disconnect = connectCartToServer(sync);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    server.use(
      http.post('*/api/cart/items', () => HttpResponse.json({ statusCode: 503, message: 'down' }, { status: 503 }), { once: true }),
    );
    useCartStore.getState().add(line('prod-0001', '1g', 2));
    await sync.settled();
    expect(sync.unsynced()).toBe(true);
    expect(summary(useCartStore.getState().items)).toEqual(['prod-0001/1g×2']);
    useCartStore.getState().add(line('prod-0002', '14g', 1));
    await sync.settled();
    expect(sync.unsynced()).toBe(false);
    expect(summary((await serverCart.get()).items)).toEqual(['prod-0001/1g×2', 'prod-0002/14g×1']);
    warn.mockRestore();
  });
});

describe('the line the page adds is the line the server answers with (issue 33)', () => {
  it("an add names the menu shown: the server's line is the page's, deal and medical price included", async () => {
    await signInDemoShopper();
    const sync = createCartSync();
    sync.setMenu({ retailerId: 'ret-mi-detroit', menuType: 'MEDICAL', provider: 'ecommerce' });
    disconnect = connectCartToServer(sync);
    // The product as the page has it: the store's menu, with the deals running there.
    const menu = await new QueryClient().fetchQuery(
      productMenuQuery({ retailerId: 'ret-mi-detroit', menuType: 'MEDICAL', provider: 'ecommerce', slugs: ['blue-dream-flower-3-5g'] }),
    );
    const product = menu.products[0]!;
    const request = cartAddRequestFor(product, '3.5g', { menuType: 'MEDICAL', provider: 'ecommerce', quantity: 2 })!;
    // A deal runs on it there (20% Off Select Flower), so the listed price alone would differ.
    expect(request.item.specialDiscount).not.toBeNull();
    useCartStore.getState().add(request.item);
    const added = useCartStore.getState().items;
    await sync.settled();
    expect(useCartStore.getState().items).toEqual(added);
  });
});

describe('a stale page never empties the account cart', () => {
  it('after a failed call, an empty local cart (a fresh page) leaves the server cart as it is', async () => {
    await signInDemoShopper();
    await serverCart.add(line('prod-0004', '1g', 2));
    const sync = createCartSync();
    disconnect = connectCartToServer(sync);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    server.use(http.get('*/api/cart', () => HttpResponse.json({ statusCode: 503, message: 'down' }, { status: 503 }), { once: true }));
    await sync.loadServerCart();
    expect(sync.unsynced()).toBe(true);
    useCartStore.getState().replace([]);
    await sync.loadServerCart();
    expect(summary((await serverCart.get()).items)).toEqual(['prod-0004/1g×2']);
    expect(summary(useCartStore.getState().items)).toEqual(['prod-0004/1g×2']);
    warn.mockRestore();
  });
});
