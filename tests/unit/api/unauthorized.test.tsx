/**
 * Fault: only the wishlist and notifications calls signed the shopper out on a 401. Now a 401 from
 * any call reaches the client's onUnauthorized, which the app points at the session
 * (api/session.ts, connected by the layout's useAccountSync): the shopper is signed out and the
 * guest cart stays.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderHook, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { api, apiPaths, configureApi, productQuery, request } from '@storefront/components/api';
import { DEMO_USER } from '@storefront/demo-api';
import { useAccountSync } from '@storefront/app/account-queries';
import { useBrands } from '@storefront/app/api/queries';
import { createQueryClient } from '@storefront/app/api/query-client';
import { connectApiToSession } from '@storefront/app/api/session';
import { useCartStore, useSessionStore, useWishlistStore } from '@storefront/app/stores';
import { answer, renderInApp, setUpApiFaultTests } from './support.tsx';

setUpApiFaultTests();

const line = {
  product: { slug: 'og-kush-flower-3-5g', image: '/x.svg', name: 'OG Kush', category: 'FLOWER' },
  productId: 'p1',
  option: '3.5g',
  price: 40,
  quantity: 2,
};
const unauthorized = () => HttpResponse.json({ statusCode: 401, message: 'Please sign in to continue.' }, { status: 401 });

beforeEach(() => {
  useCartStore.setState({ items: [line], counter: 2 });
  useSessionStore.setState({ user: DEMO_USER });
  useWishlistStore.getState().setWishlist([{ slug: 'og-kush-flower-3-5g', listName: 'My Wishlist' }], 1);
});
afterEach(() => {
  useCartStore.setState({ items: [], counter: 0 });
  useSessionStore.setState({ user: null });
});

describe('the client reports every 401', () => {
  it.each([
    ['a GET query', () => request(apiPaths.retailers).catch(() => undefined)],
    ['a POST call', () => api.post(apiPaths.checkout, {}, { silent: true })],
    ['a DELETE with a token', () => api.delete(apiPaths.wishlist('x'), { token: 't', silent: true })],
  ])('%s', async (_name, send) => {
    answer('/api/*', unauthorized);
    const onUnauthorized = vi.fn();
    configureApi({ onUnauthorized });
    await send();
    expect(onUnauthorized).toHaveBeenCalledOnce();
    expect(onUnauthorized.mock.calls[0]?.[0]).toMatchObject({ url: expect.stringMatching(/^\/api\//) });
  });

  it('a 401 is not retried (the session will not come back by asking again)', async () => {
    const calls = answer(apiPaths.product('x'), unauthorized);
    await expect(new QueryClient().fetchQuery(productQuery('x'))).rejects.toMatchObject({ status: 401 });
    expect(calls.count).toBe(1);
  });

  it('other failures are not reported', async () => {
    answer(apiPaths.retailers, () => HttpResponse.json({ statusCode: 500, message: 'down' }, { status: 500 }));
    const onUnauthorized = vi.fn();
    configureApi({ onUnauthorized, retries: 0 });
    await request(apiPaths.retailers).catch(() => undefined);
    expect(onUnauthorized).not.toHaveBeenCalled();
  });
});

describe('the app: a 401 from any call signs the shopper out and keeps the guest cart', () => {
  it('a catalogue read answering 401 (no token sent) ends the session', async () => {
    answer(apiPaths.brands, unauthorized);
    const disconnect = connectApiToSession();
    function Brands() {
      useBrands();
      return null;
    }
    renderInApp(<Brands />);
    await waitFor(() => expect(useSessionStore.getState().user).toBeNull());
    expect(useSessionStore.getState().user).toBeNull();
    expect(useWishlistStore.getState().wishlistProductsCount).toBe(0);
    expect(useCartStore.getState()).toMatchObject({ items: [line], counter: 2 });
    disconnect();
  });

  it('the layout connects it: useAccountSync with a token the API no longer knows', async () => {
    const client = createQueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
    const { unmount } = renderHook(() => useAccountSync(), { wrapper });
    await waitFor(() => expect(useSessionStore.getState().user).toBeNull());
    expect(useCartStore.getState().items).toEqual([line]);
    unmount();
    // Unmounted, the layout no longer handles 401s.
    useSessionStore.setState({ user: DEMO_USER });
    await request(apiPaths.me, { token: 'expired-token' }).catch(() => undefined);
    expect(useSessionStore.getState().user).toEqual(DEMO_USER);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
