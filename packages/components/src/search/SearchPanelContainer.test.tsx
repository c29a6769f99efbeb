import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createDemoApi } from '../../../demo-api/src/handlers.ts';
import { SEARCH_SKELETON_ROWS } from '../rules/constants.ts';
import { SearchPanelContainer, type SearchPanelContainerProps } from './SearchPanelContainer.tsx';

/** fetch answered by the demo API's handler table (the same one MSW serves in Storybook). */
function demoFetch() {
  const api = createDemoApi();
  return vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    const res = await api({ method: init?.method ?? 'GET', path: url.pathname, query: url.searchParams, body, headers: {} });
    return new Response(JSON.stringify(res.json), { status: res.status, headers: { 'content-type': 'application/json' } });
  });
}

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

let fetchMock: ReturnType<typeof demoFetch>;
beforeEach(() => {
  fetchMock = demoFetch();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const input = () => screen.getByRole('searchbox');

describe('SearchPanelContainer', () => {
  it('shows skeleton rows while typing, then the demo API suggestions for the debounced query', async () => {
    renderContainer();
    fireEvent.change(input(), { target: { value: 'blue' } });
    expect(document.querySelectorAll('[data-part="skeletonRow"]')).toHaveLength(SEARCH_SKELETON_ROWS);
    const seeAll = await screen.findByRole('link', { name: /^See All \d+ Products$/ });
    expect(seeAll.getAttribute('href')).toBe('/shop?search=blue');
    expect(screen.getByRole('link', { name: 'Blue Dream Variants: 4' })).toHaveAttribute('href', '/product/blue-dream-flower-3-5g');
    const calls = fetchMock.mock.calls.map(([url]) => String(url));
    expect(calls).toEqual(['/api/search/suggestions?q=blue&retailerId=ret-mi-detroit&menuType=RECREATIONAL']);
  });

  it('shows the no-results view for a query nothing matches', async () => {
    renderContainer({ initialQuery: 'zzqx' });
    expect(input()).toHaveValue('zzqx');
    expect(await screen.findByText('No results found', {}, { timeout: 3000 })).toBeInTheDocument();
  });

  it('loads the trending products and top brands for an empty query in the overlay', async () => {
    renderContainer({ mode: 'overlay' });
    const list = await screen.findByRole('list', { name: 'Trending Products' });
    await waitFor(() => expect(within(list).getAllByRole('link')).toHaveLength(6));
    expect(await screen.findByRole('link', { name: 'View All' })).toHaveAttribute('href', '/search/brands');
    const trendingCall = fetchMock.mock.calls.find(([url]) => String(url) === '/api/menu/products');
    expect(JSON.parse(String(trendingCall?.[1]?.body))).toMatchObject({
      retailerId: 'ret-mi-detroit',
      pagination: { offset: 0, limit: 6 },
      sort: { direction: 'DESC', key: 'POPULAR' },
    });
  });

  it('asks for nothing while closed', () => {
    renderContainer({ open: false, initialQuery: 'blue' });
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
