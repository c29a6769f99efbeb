import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { retailers } from '@storefront/fixtures/catalog';
import type { Retailer } from '../domain/types.ts';
import type { MenuType } from '../rules/constants.ts';
import { StoreCard } from './StoreCard.tsx';
import { StoreList } from './StoreList.tsx';

const byId = (id: string): Retailer => {
  const found = retailers.find((r) => r.id === id);
  if (!found) throw new Error(`no fixture retailer ${id}`);
  return found;
};
const detroit = byId('ret-mi-detroit');
/** Friday 2026-11-20 15:30 in Detroit (the visual runner's clock). */
const now = new Date('2026-11-20T15:30:00-05:00');

const buttonLabels = () => screen.queryAllByRole('button').map((b) => b.textContent);

describe('StoreCard (spec 2.8)', () => {
  it('shows the name, "{n} Miles" with 2 decimals, the address, the call line and today’s pickup hours', () => {
    render(<StoreCard retailer={{ ...detroit, locationDetail: { distance: 3.14159 } }} now={now} />);
    const card = screen.getByRole('article', { name: 'Motor City Provisions' });
    expect(within(card).getByText('3.14 Miles')).toBeInTheDocument();
    expect(within(card).getByText('1450 Woodward Ave, Detroit, MI 48226')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Call : (313) 555-0142' })).toHaveAttribute('href', 'tel:3135550142');
    expect(card).toHaveTextContent('9:00 AM - 10:00 PM');
  });

  it.each([
    ['urlSlug', detroit, '/motor-city-provisions-detroit'],
    ['id when there is no urlSlug', { ...detroit, urlSlug: undefined }, '/ret-mi-detroit'],
  ])("'Store Details' links to /{%s}", (_case, retailer, href) => {
    render(<StoreCard retailer={retailer} now={now} />);
    expect(screen.getByRole('link', { name: 'Store Details' })).toHaveAttribute('href', href);
  });

  it('hides the distance and the call line when they are missing', () => {
    render(<StoreCard retailer={{ ...detroit, contactNumber: '', retailerPhoneNumber: '' }} now={now} />);
    expect(screen.queryByText(/Miles$/)).toBeNull();
    expect(screen.queryByText(/^Call : /)).toBeNull();
  });

  it("shows the special-hours status line ('Closed | Special Hours: {name}')", () => {
    render(<StoreCard retailer={byId('ret-ar-fayetteville')} now={now} />);
    expect(screen.getByRole('article')).toHaveTextContent('Closed | Special Hours: Staff Training Day');
  });

  it.each<[string, boolean, boolean, MenuType | null, string[]]>([
    ['medical on, another store', true, false, 'RECREATIONAL', ['Shop Medical', 'Shop Recreational']],
    ['medical on, current store, medical menu', true, true, 'MEDICAL', ['Shopping Medical', 'Shop Recreational']],
    ['medical on, current store, recreational menu', true, true, 'RECREATIONAL', ['Shop Medical', 'Shopping Recreational']],
    ['medical off, another store', false, false, 'RECREATIONAL', ['Shop This Location']],
    ['medical off, current store', false, true, 'RECREATIONAL', ['Shopping This Location']],
  ])('buttons: %s', (_case, isMedicalTypeOn, isCurrentStore, currentMenuType, labels) => {
    render(
      <StoreCard
        retailer={detroit}
        now={now}
        isMedicalTypeOn={isMedicalTypeOn}
        isCurrentStore={isCurrentStore}
        currentMenuType={currentMenuType}
      />,
    );
    expect(buttonLabels()).toEqual(labels);
  });

  it("the summary look (footer carousel) shows name, address, call and 'Store Details' only", () => {
    render(<StoreCard look="summary" retailer={{ ...detroit, locationDetail: { distance: 2 } }} now={now} isMedicalTypeOn />);
    const card = screen.getByRole('article', { name: 'Motor City Provisions' });
    expect(within(card).getByText('Call : (313) 555-0142')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Store Details' })).toBeInTheDocument();
    expect(within(card).queryByText('2.00 Miles')).toBeNull();
    expect(within(card).queryAllByRole('button')).toHaveLength(0);
  });
});

describe('StoreCard buttons in a StoreList', () => {
  it("switching: the pressed button reads 'Loading...' and the card's buttons are disabled until the switch ends", async () => {
    let finish: () => void = () => undefined;
    const onSwitchStore = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    render(<StoreList retailers={[detroit]} now={now} isMedicalTypeOn onSwitchStore={onSwitchStore} />);
    fireEvent.click(screen.getByRole('button', { name: 'Shop Recreational' }));
    expect(onSwitchStore).toHaveBeenCalledWith(detroit, 'RECREATIONAL', 'PICKUP');
    expect(buttonLabels()).toEqual(['Shop Medical', 'Loading...']);
    for (const button of screen.getAllByRole('button')) expect(button).toBeDisabled();
    await act(async () => finish());
    expect(buttonLabels()).toEqual(['Shop Medical', 'Shop Recreational']);
    for (const button of screen.getAllByRole('button')) expect(button).toBeEnabled();
  });

  it('the current store’s active menu shows the location alert instead of switching', () => {
    const onSwitchStore = vi.fn();
    const onLocationAlert = vi.fn();
    render(
      <StoreList
        retailers={[detroit]}
        now={now}
        isMedicalTypeOn
        currentRetailerId="ret-mi-detroit"
        currentMenuType="MEDICAL"
        onSwitchStore={onSwitchStore}
        onLocationAlert={onLocationAlert}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Shopping Medical' }));
    expect(onLocationAlert).toHaveBeenCalledWith(detroit, 'MEDICAL');
    expect(onSwitchStore).not.toHaveBeenCalled();
  });
});
