import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { SEARCH_SKELETON_ROWS } from '../rules/constants.ts';
import { SearchPanelContainer, type SearchPanelContainerProps } from './SearchPanelContainer.tsx';

function renderContainer(overrides: Partial<SearchPanelContainerProps> = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  const props: SearchPanelContainerProps = {
    mode: 'drawer',
    open: true,
    onClose: vi.fn(),
    retailerId: 'ret-mi-detroit',
    menuType: 'RECREATIONAL',
    provider: 'dispensaryMenuOne',
    ...overrides,
  };
  return render(<SearchPanelContainer {...props} />, { wrapper });
}

// The unit-test network answers /api/* with the demo API (tests/unit/network.ts, msw); the spy
// only records the calls the container makes.
let fetchMock: MockInstance<typeof fetch>;
beforeEach(() => {
  fetchMock = vi.spyOn(globalThis, 'fetch');
});
afterEach(() => {
  fetchMock.mockRestore();
});

const input = () => screen.getByRole('searchbox');

/**
 * Each test's first API call opens and seeds a fresh in-memory demo database (tests/unit/network.ts):
 * about a second alone, several on a loaded 2-core machine under coverage. The API tests allow 15 s.
 */
const API_TEST_MS = 15_000;
const API_WAIT = { timeout: 10_000 };

describe('SearchPanelContainer', () => {
  it(
    'shows skeleton rows while typing, then the demo API suggestions for the debounced query',
    async () => {
      renderContainer();
      fireEvent.change(input(), { target: { value: 'blue' } });
      expect(document.querySelectorAll('[data-part="skeletonRow"]')).toHaveLength(SEARCH_SKELETON_ROWS);
      // The file's first API call opens the demo database (sql.js) and seeds it: allow for that under coverage.
      const seeAll = await screen.findByRole('link', { name: /^See All \d+ Products$/ }, API_WAIT);
      expect(seeAll.getAttribute('href')).toBe('/shop?search=blue');
      expect(screen.getByRole('link', { name: 'Blue Dream Variants: 4' })).toHaveAttribute('href', '/product/blue-dream-flower-3-5g');
      const calls = fetchMock.mock.calls.map(([url]) => String(url));
      expect(calls).toEqual(['/api/search/suggestions?q=blue&retailerId=ret-mi-detroit&menuType=RECREATIONAL']);
    },
    API_TEST_MS,
  );

  it(
    'shows the no-results view for a query nothing matches',
    async () => {
      renderContainer({ initialQuery: 'zzqx' });
      expect(input()).toHaveValue('zzqx');
      expect(await screen.findByText('No results found', {}, API_WAIT)).toBeInTheDocument();
    },
    API_TEST_MS,
  );

  it(
    'loads the trending products and top brands for an empty query in the overlay',
    async () => {
      renderContainer({ mode: 'overlay' });
      const list = await screen.findByRole('list', { name: 'Trending Products' }, API_WAIT);
      await waitFor(() => expect(within(list).getAllByRole('link')).toHaveLength(6), API_WAIT);
      expect(await screen.findByRole('link', { name: 'View All' }, API_WAIT)).toHaveAttribute('href', '/search/brands');
      const trendingCall = fetchMock.mock.calls.find(([url]) => String(url) === '/api/menu/products');
      expect(JSON.parse(String(trendingCall?.[1]?.body))).toMatchObject({
        retailerId: 'ret-mi-detroit',
        pagination: { offset: 0, limit: 6 },
        sort: { direction: 'DESC', key: 'POPULAR' },
      });
    },
    API_TEST_MS,
  );

  it('asks for nothing while closed', () => {
    renderContainer({ open: false, initialQuery: 'blue' });
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
