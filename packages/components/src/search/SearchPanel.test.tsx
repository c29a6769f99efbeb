import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import type { Brand, SearchSuggestionResult } from '../domain/types.ts';
import { SearchPanel } from './SearchPanel.tsx';
import type { SearchPanelProps, SearchProductRow } from './searchTypes.ts';

const product = (n: number): SearchProductRow => ({
  productSlug: `product-${n}`,
  productName: `Product ${n}`,
  image: `/p${n}.svg`,
  variantsSize: n,
});

const results: SearchSuggestionResult = {
  suggestions: [
    {
      highlight: 'Fieldnote Farms - <em>Blue</em> Dream - Flower',
      brandNameAndProductNameAndCategoryName: 'Fieldnote Farms - Blue Dream - Flower',
      productSlug: 'blue-dream',
      productName: 'Blue Dream',
      image: '/blue.svg',
      variantsSize: 4,
    },
  ],
  brands: ['Blue Ridge'],
  products: [
    { slug: 'blue-dream', productSlug: 'blue-dream', productName: 'Blue Dream', image: '/blue.svg', variantsSize: 4, category: 'FLOWER' },
  ],
  totalProducts: 12,
};

const brand = (n: number): Brand => ({
  id: `b${n}`,
  urlSlug: `brand-${n}`,
  brandName: `Brand ${n}`,
  name: `Brand ${n}`,
  imageUrl: `/b${n}.svg`,
});

function props(overrides: Partial<SearchPanelProps> = {}): SearchPanelProps {
  return { mode: 'drawer', open: true, onClose: vi.fn(), query: '', onQueryChange: vi.fn(), results: null, loading: false, ...overrides };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const dialog = () => screen.getByRole('dialog', { name: 'Search' });
const noResults = () => screen.queryByText('No results found');

describe('SearchPanel', () => {
  it('shows the no-results view only 700 ms after typing (not at 699 ms)', () => {
    const { rerender } = render(<SearchPanel {...props()} />);
    rerender(<SearchPanel {...props({ query: 'zzqx', results: { suggestions: [], brands: [], products: [], totalProducts: 0 } })} />);
    act(() => vi.advanceTimersByTime(699));
    expect(noResults()).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(noResults()).toBeInTheDocument();
  });

  it('restarts the 700 ms with every keystroke', () => {
    const empty = { suggestions: [], brands: [], products: [], totalProducts: 0 };
    const { rerender } = render(<SearchPanel {...props({ query: 'zz', results: empty })} />);
    act(() => vi.advanceTimersByTime(500));
    rerender(<SearchPanel {...props({ query: 'zzq', results: empty })} />);
    act(() => vi.advanceTimersByTime(500));
    expect(noResults()).toBeNull();
    act(() => vi.advanceTimersByTime(200));
    expect(noResults()).toBeInTheDocument();
    rerender(<SearchPanel {...props({ query: 'zz', results: empty })} />);
    expect(noResults()).toBeNull();
  });

  it('focuses the input 2 s after opening, not before', () => {
    render(<SearchPanel {...props({ placeholder: 'Search flower' })} />);
    const input = screen.getByRole('searchbox', { name: 'Search flower' });
    act(() => vi.advanceTimersByTime(1999));
    expect(input).not.toHaveFocus();
    expect(screen.getByRole('button', { name: 'Back' })).toHaveFocus();
    act(() => vi.advanceTimersByTime(1));
    expect(input).toHaveFocus();
  });

  it('opened with text already typed (the desktop search box), the input keeps focus with the caret at the end', () => {
    const empty = { suggestions: [], brands: [], products: [], totalProducts: 0 };
    render(<SearchPanel {...props({ placeholder: 'Search flower', query: 'purp', results: empty })} />);
    const input = screen.getByRole('searchbox', { name: 'Search flower' }) as HTMLInputElement;
    act(() => vi.advanceTimersByTime(0));
    expect(input).toHaveFocus();
    expect(input.selectionStart).toBe('purp'.length);
  });

  it.each<[string, string | null]>([
    ['  blue dream ', '/shop-cannabis-near-me?search=blue%20dream'],
    ['   ', null],
  ])('Enter with %j goes to the shop search results (%j)', (query, expected) => {
    const onSubmitSearch = vi.fn();
    render(<SearchPanel {...props({ placeholder: 'Search flower', query, onSubmitSearch, shopPathSettings: { shopPageTwo: true } })} />);
    const form = screen.getByRole('search');
    expect(form).toHaveAttribute('action', '/shop-cannabis-near-me');
    fireEvent.submit(form);
    if (expected === null) expect(onSubmitSearch).not.toHaveBeenCalled();
    else expect(onSubmitSearch).toHaveBeenCalledWith(expected);
  });

  it('shows 5 skeleton rows while loading', () => {
    const { container } = render(<SearchPanel {...props({ query: 'blue', loading: true })} />);
    expect(document.querySelectorAll('[data-part="skeletonRow"]')).toHaveLength(5);
    expect(container).toBeInTheDocument();
  });

  it('shows suggestions, brand names and product rows, and the sticky See All button to the shop search', () => {
    const onQueryChange = vi.fn();
    render(<SearchPanel {...props({ query: 'blue', results, onQueryChange, shopPathSettings: { shopPageTwo: true } })} />);
    const seeAll = screen.getByRole('link', { name: 'See All 12 Products' });
    expect(seeAll).toHaveAttribute('href', '/shop-cannabis-near-me?search=blue');
    const row = screen.getByRole('link', { name: 'Blue Dream Variants: 4' });
    expect(row).toHaveAttribute('href', '/product/blue-dream');
    expect(within(row).getByText('Variants: 4')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Fieldnote Farms - Blue Dream - Flower' }));
    expect(onQueryChange).toHaveBeenLastCalledWith('Fieldnote Farms - Blue Dream - Flower');
    fireEvent.click(screen.getByRole('button', { name: 'Blue Ridge' }));
    expect(onQueryChange).toHaveBeenLastCalledWith('Blue Ridge');
  });

  it('highlights with sanitised HTML: <em> kept, <img onerror> never rendered', () => {
    const hostile: SearchSuggestionResult = {
      ...results,
      suggestions: [{ ...results.suggestions[0]!, highlight: '<img src=x onerror="alert(1)"><em>Blue</em><script>alert(2)</script>' }],
    };
    render(<SearchPanel {...props({ query: 'blue', results: hostile })} />);
    const suggestion = dialog().querySelector('[data-part="suggestion"]');
    expect(suggestion?.querySelector('em')).toHaveTextContent('Blue');
    expect(suggestion?.querySelector('img')).toBeNull();
    expect(suggestion?.querySelector('script')).toBeNull();
    expect(dialog().querySelector('[onerror]')).toBeNull();
  });

  it('closes on a route change and on a query change', () => {
    const onClose = vi.fn();
    const { rerender } = render(<SearchPanel {...props({ onClose, pathname: '/', closeKey: '' })} />);
    expect(onClose).not.toHaveBeenCalled();
    rerender(<SearchPanel {...props({ onClose, pathname: '/shop', closeKey: '' })} />);
    expect(onClose).toHaveBeenCalledTimes(1);
    rerender(<SearchPanel {...props({ onClose, pathname: '/shop', closeKey: '?search=blue' })} />);
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('closes instead of navigating to the current location', () => {
    const onClose = vi.fn();
    render(<SearchPanel {...props({ onClose, query: 'blue', results, pathname: '/product/blue-dream' })} />);
    fireEvent.click(screen.getByRole('link', { name: 'Blue Dream Variants: 4' }));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('shows the empty-state view in the drawer for an empty query', () => {
    render(<SearchPanel {...props({ emptyTitle: 'Search Greenleaf', topBrands: [brand(1)], trending: [product(1)] })} />);
    expect(within(dialog()).getByRole('heading', { name: 'Search Greenleaf' })).toBeInTheDocument();
    expect(screen.queryByText('Top Brands')).toBeNull();
  });

  it("shows 'Top Brands' with 'View All' and the first 6 'Trending Products' in the overlay", () => {
    const trending = Array.from({ length: 8 }, (_, i) => product(i + 1));
    render(<SearchPanel {...props({ mode: 'overlay', topBrands: [brand(1), brand(2)], trending })} />);
    expect(screen.getByRole('heading', { name: 'Top Brands' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View All' })).toHaveAttribute('href', '/search/brands');
    expect(screen.getByRole('link', { name: 'Brand 2' })).toHaveAttribute('href', '/search/brands/brand-2');
    const list = screen.getByRole('list', { name: 'Trending Products' });
    expect(within(list).getAllByRole('link')).toHaveLength(6);
  });

  it('shows 5 skeleton rows while the trending products load', () => {
    render(<SearchPanel {...props({ mode: 'overlay', trendingLoading: true })} />);
    expect(document.querySelectorAll('[data-part="skeletonRow"]')).toHaveLength(5);
  });

  it('renders nothing while closed', () => {
    render(<SearchPanel {...props({ open: false })} />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
