/** The store details block over the demo retailers (issue 35). */
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { retailers } from '@storefront/fixtures/catalog';
import { StoreDetails } from './StoreDetails.tsx';

const store = (id: string) => retailers.find((r) => r.id === id)!;
// Friday 2026-11-20, 3:30 PM in Detroit (the visual runner's clock).
const FRIDAY = new Date('2026-11-20T15:30:00-05:00');

describe('StoreDetails', () => {
  it('the week Monday → Sunday with today marked by a label and aria-current, and the open line', () => {
    render(<StoreDetails retailer={store('ret-mi-detroit')} now={FRIDAY} />);
    const rows = within(screen.getByRole('table')).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'Monday9:00 AM - 9:00 PM',
      'Tuesday9:00 AM - 9:00 PM',
      'Wednesday9:00 AM - 9:00 PM',
      'Thursday9:00 AM - 9:00 PM',
      'FridayToday9:00 AM - 10:00 PM',
      'Saturday9:00 AM - 10:00 PM',
      'Sunday10:00 AM - 8:00 PM',
    ]);
    expect(rows.filter((row) => row.getAttribute('aria-current') === 'date').map((row) => row.textContent)).toEqual([
      'FridayToday9:00 AM - 10:00 PM',
    ]);
    expect(screen.getByText('Open now')).toBeInTheDocument();
  });

  it('address with a safe Directions link, the phone as tel:, the delivery terms and the licence', () => {
    render(<StoreDetails retailer={store('ret-mi-detroit')} now={FRIDAY} />);
    expect(screen.getByText('1450 Woodward Ave, Detroit, MI 48226')).toBeInTheDocument();
    const directions = screen.getByRole('link', { name: /^Directions/ });
    expect(directions).toHaveAttribute(
      'href',
      'https://www.google.com/maps/dir/?api=1&destination=1450%20Woodward%20Ave%2C%20Detroit%2C%20MI%2048226',
    );
    expect(directions).toHaveAttribute('target', '_blank');
    expect(directions.getAttribute('rel')).toContain('noopener');
    expect(screen.getByRole('link', { name: '(313) 555-0142' })).toHaveAttribute('href', 'tel:+13135550142');
    const delivery = within(screen.getByRole('region', { name: 'Delivery' }));
    expect(delivery.getByText('Downtown, Midtown and Corktown')).toBeInTheDocument();
    expect(delivery.getByText('Delivery fee $5.00')).toBeInTheDocument();
    expect(delivery.getByText('Order minimum $50.00')).toBeInTheDocument();
    expect(screen.getByText('License AU-R-000555 (Michigan Cannabis Regulatory Agency)')).toBeInTheDocument();
  });

  it('special hours from today on, soonest first, with their hours', () => {
    render(<StoreDetails retailer={store('ret-mi-detroit')} now={FRIDAY} />);
    const items = within(screen.getByRole('region', { name: 'Special hours' })).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Thu, Nov 26Thanksgiving DayClosed',
      'Thu, Dec 24Christmas Eve9:00 AM - 5:00 PM',
      'Fri, Dec 25Christmas DayClosed',
      "Fri, Jan 1New Year's DayClosed",
      'Tue, Apr 204/208:00 AM - 11:00 PM',
    ]);
  });

  it('closed today: Christmas Day is marked in the list and the store reads closed', () => {
    render(<StoreDetails retailer={store('ret-mi-detroit')} now={new Date('2026-12-25T12:00:00-05:00')} />);
    expect(screen.getByText('Closed now')).toBeInTheDocument();
    const today = within(screen.getByRole('region', { name: 'Special hours' }))
      .getAllByRole('listitem')
      .filter((item) => item.getAttribute('aria-current') === 'date');
    expect(today.map((item) => item.textContent)).toEqual(['Fri, Dec 25TodayChristmas DayClosed']);
  });

  it('a store without delivery says Pickup only; spec-kind special hours in force are shown', () => {
    render(<StoreDetails retailer={store('ret-ar-fayetteville')} now={FRIDAY} />);
    expect(within(screen.getByRole('region', { name: 'Delivery' })).getByText('Pickup only')).toBeInTheDocument();
    expect(screen.getByText('Staff Training Day')).toBeInTheDocument();
    expect(screen.getByText('Closed now')).toBeInTheDocument();
  });

  it('before the clock is known (server render): no today mark, no list yet, the rest is there', () => {
    render(<StoreDetails retailer={store('ret-co-boulder')} now={null} />);
    expect(
      within(screen.getByRole('table'))
        .getAllByRole('row')
        .some((row) => row.hasAttribute('aria-current')),
    ).toBe(false);
    expect(within(screen.getByRole('region', { name: 'Special hours' })).queryByRole('list')).toBeNull();
    expect(screen.getByText('License 402R-00556 (Colorado Marijuana Enforcement Division)')).toBeInTheDocument();
    expect(screen.getByText('Saturday').closest('tr')).toHaveTextContent('SaturdayClosed');
  });

  it('the page actions render with the contact details', () => {
    render(<StoreDetails retailer={store('ret-az-phoenix')} now={FRIDAY} actions={<button type="button">Shop Recreational</button>} />);
    expect(
      within(screen.getByRole('region', { name: 'Address and phone' })).getByRole('button', { name: 'Shop Recreational' }),
    ).toBeInTheDocument();
  });
});
