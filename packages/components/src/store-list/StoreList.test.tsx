import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { retailers } from '@storefront/fixtures/catalog';
import { STORE_NAME_SEARCH_DEBOUNCE_MS } from '../rules/constants.ts';
import { StoreList } from './StoreList.tsx';

const now = new Date('2026-11-20T15:30:00-05:00');
const stateSelect = () => screen.getByRole('combobox', { name: 'Select a State' }) as HTMLSelectElement;
const nameInput = () => screen.getByRole('searchbox', { name: 'Search by Store Name' }) as HTMLInputElement;
const storeNames = () => screen.queryAllByRole('article').map((card) => card.getAttribute('data-retailer-id'));

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('StoreList (spec 2.7 state + list view)', () => {
  it("'Select a State' lists the states having retailers, sorted", () => {
    render(<StoreList retailers={retailers} now={now} />);
    const options = Array.from(stateSelect().options).map((o) => o.value);
    expect(options).toEqual(['', 'AR', 'AZ', 'CO', 'MI']);
    expect(storeNames()).toHaveLength(retailers.length);
  });

  it('applies the saved state on load and filters to it', () => {
    render(<StoreList retailers={retailers} now={now} initialState="CO" />);
    expect(stateSelect().value).toBe('CO');
    expect(storeNames()).toEqual(['ret-co-denver', 'ret-co-boulder']);
  });

  it("'Search by Store Name' is case-insensitive and waits 600 ms", () => {
    render(<StoreList retailers={retailers} now={now} />);
    fireEvent.change(nameInput(), { target: { value: '  RIVERBEND ' } });
    act(() => vi.advanceTimersByTime(STORE_NAME_SEARCH_DEBOUNCE_MS - 1));
    expect(storeNames()).toHaveLength(retailers.length);
    act(() => vi.advanceTimersByTime(1));
    expect(storeNames()).toEqual(['ret-mi-grand-rapids']);
  });

  it("shows 'We are sorry, no retailer matches your search.' when the filter leaves none", () => {
    render(<StoreList retailers={retailers} now={now} />);
    fireEvent.change(nameInput(), { target: { value: 'nowhere' } });
    act(() => vi.advanceTimersByTime(STORE_NAME_SEARCH_DEBOUNCE_MS));
    expect(screen.getByRole('status')).toHaveTextContent('We are sorry, no retailer matches your search.');
  });

  it("shows 'We are sorry, currently no retailer is found.' when there are no retailers", () => {
    render(<StoreList retailers={[]} now={now} />);
    expect(screen.getByRole('status')).toHaveTextContent('We are sorry, currently no retailer is found.');
  });

  it('choosing a state filters to it and clears the name filter', () => {
    const onStateChange = vi.fn();
    render(<StoreList retailers={retailers} now={now} onStateChange={onStateChange} />);
    fireEvent.change(nameInput(), { target: { value: 'flatirons' } });
    act(() => vi.advanceTimersByTime(STORE_NAME_SEARCH_DEBOUNCE_MS));
    fireEvent.change(stateSelect(), { target: { value: 'AZ' } });
    expect(nameInput().value).toBe('');
    expect(storeNames()).toEqual(['ret-az-phoenix', 'ret-az-tempe']);
    expect(onStateChange).toHaveBeenCalledWith('AZ');
  });

  it('shows placeholders while loading, and no message', () => {
    render(<StoreList retailers={[]} now={now} loading />);
    expect(screen.getByRole('list', { name: 'Loading stores' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).toBeNull();
  });
});

describe('StoreList: closest stores from the browser location (spec 2.7, 7)', () => {
  const near = [{ ...retailers[1]!, locationDetail: { distance: 1.234 } }];

  it("'Use my location' replaces the list when the latitude is not 0, and 'Show all stores' brings it back", async () => {
    vi.useRealTimers();
    render(
      <StoreList retailers={retailers} now={now} initialState="CO" locate={() => Promise.resolve({ latitude: 42.3, retailers: near })} />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Use my location' }));
    expect(await screen.findByText('Closest stores to you')).toBeInTheDocument();
    expect(storeNames()).toEqual([near[0]!.id]);
    expect(screen.getByText('1.23 Miles')).toBeInTheDocument();
    // The closest stores may be in any state: the state filter is cleared.
    expect(stateSelect().value).toBe('');
    fireEvent.click(screen.getByRole('button', { name: 'Show all stores' }));
    expect(storeNames()).toHaveLength(retailers.length);
  });

  it.each([
    ['a latitude of 0', () => Promise.resolve({ latitude: 0, retailers: near })],
    ['no position (null)', () => Promise.resolve(null)],
    ['a failure', () => Promise.reject(new Error('denied'))],
  ])('keeps the list for %s (logged only)', async (_name, locate) => {
    vi.useRealTimers();
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    render(<StoreList retailers={retailers} now={now} locate={locate} />);
    fireEvent.click(screen.getByRole('button', { name: 'Use my location' }));
    await screen.findByRole('button', { name: 'Use my location' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(screen.queryByText('Closest stores to you')).toBeNull();
    expect(storeNames()).toHaveLength(retailers.length);
    info.mockRestore();
  });

  it('an empty location result is the empty-list message', async () => {
    vi.useRealTimers();
    render(<StoreList retailers={retailers} now={now} locate={() => Promise.resolve({ latitude: 33.4, retailers: [] })} />);
    fireEvent.click(screen.getByRole('button', { name: 'Use my location' }));
    expect(await screen.findByText('We are sorry, currently no retailer is found.')).toBeInTheDocument();
  });

  it('switches with the order type it is given (the preference tab), else PICKUP', () => {
    const onSwitchStore = vi.fn(() => Promise.resolve());
    render(<StoreList retailers={retailers} now={now} initialState="CO" orderType="CURBSIDE_PICKUP" onSwitchStore={onSwitchStore} />);
    const [button] = screen.getAllByRole('button', { name: /^Shop / });
    fireEvent.click(button!);
    expect(onSwitchStore).toHaveBeenCalledWith(expect.objectContaining({ id: 'ret-co-denver' }), expect.any(String), 'CURBSIDE_PICKUP');
  });
});
