import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { StoreBarPreference } from '../rules/navigation/storeBar.ts';
import { OrderTypeBanner } from './OrderTypeBanner.tsx';

const address = { line1: '1450 Woodward Ave', city: 'Detroit', state: 'MI', postalCode: '48226' };
const base = {
  retailerName: 'Motor City Provisions',
  selectedDeliveryAddress: '88 Elm St, Ferndale, MI 48220',
  selectedPickupAddressObject: address,
  selectedCurbsideAddressObject: { ...address, line1: '1452 Woodward Ave' },
  retailerDetails: { address: 'Motor City Provisions, 1450 Woodward' },
};

describe('OrderTypeBanner (spec 2.3)', () => {
  it.each<[string, StoreBarPreference, boolean, string, string]>([
    ['delivery', { ...base, orderType: 'DELIVERY' }, false, 'Delivery at : Motor City Provisions', '88 Elm St, Ferndale, MI 48220'],
    [
      'delivery ignores the POS flag',
      { ...base, orderType: 'DELIVERY' },
      true,
      'Delivery at : Motor City Provisions',
      '88 Elm St, Ferndale, MI 48220',
    ],
    ['pickup', { ...base, orderType: 'PICKUP' }, false, 'Pickup at : Motor City Provisions', '1450 Woodward Ave, Detroit, MI 48226'],
    [
      'curbside',
      { ...base, orderType: 'CURBSIDE_PICKUP' },
      false,
      'Curbside Pickup at : Motor City Provisions',
      '1452 Woodward Ave, Detroit, MI 48226',
    ],
    [
      'pickup, POS flag',
      { ...base, orderType: 'PICKUP' },
      true,
      'Pickup at : Motor City Provisions',
      'Motor City Provisions, 1450 Woodward',
    ],
    [
      'curbside, POS flag',
      { ...base, orderType: 'CURBSIDE_PICKUP' },
      true,
      'Curbside Pickup at : Motor City Provisions',
      'Motor City Provisions, 1450 Woodward',
    ],
  ])('%s', (_label, preference, flag, title, addressLine) => {
    const { container } = render(<OrderTypeBanner preference={preference} posAddressFlag={flag} />);
    expect(container.querySelector('[data-part="bannerTitle"]')).toHaveTextContent(title);
    expect(container.querySelector('[data-part="bannerAddress"]')).toHaveTextContent(addressLine);
  });

  it('is a button only when it has an action', async () => {
    const onClick = vi.fn();
    const preference: StoreBarPreference = { ...base, orderType: 'PICKUP' };
    const { rerender } = render(<OrderTypeBanner preference={preference} posAddressFlag={false} />);
    expect(screen.queryByRole('button')).toBeNull();
    rerender(<OrderTypeBanner preference={preference} posAddressFlag={false} onClick={onClick} />);
    await userEvent.click(screen.getByRole('button', { name: /Pickup at : Motor City Provisions/ }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });
});
