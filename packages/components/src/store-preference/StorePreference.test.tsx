import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { retailers } from '@storefront/fixtures/catalog';
import { DELIVERY_UNAVAILABLE_MESSAGE } from '../rules/commerce/storeChooser.ts';
import { storePreferenceVariants, type StorePreferenceVariant } from '../rules/navigation/variants.ts';
import { StorePreference, type StorePreferenceProps } from './StorePreference.tsx';
import { storePreferenceDesigns } from './storePreferenceDesigns.ts';

const now = new Date('2026-11-20T15:30:00-05:00');

function props(overrides: Partial<StorePreferenceProps> = {}): StorePreferenceProps {
  return {
    variant: 'modal',
    open: true,
    onClose: vi.fn(),
    content: {
      preference: { title: 'How do you want to shop?', subtitle: 'Pick a store', deliverytitle: 'Delivered to your door' },
      location: { title: 'Select a Store', subTitle: 'Choose a store' },
    },
    settings: {
      enableStateSelector: true,
      turnOffCurbsidePickup: false,
      hideDeliveryBtn: false,
      deliveryActive: true,
      isMedicalTypeOn: true,
    },
    retailers,
    now,
    current: { retailerId: 'ret-mi-detroit', menuType: 'RECREATIONAL', orderType: 'PICKUP', state: null },
    onSwitchStore: vi.fn(() => Promise.resolve()),
    ...overrides,
  };
}

const tabNames = () => screen.getAllByRole('tab').map((tab) => tab.textContent);

describe('StorePreference: one component over the version table (spec 2.7)', () => {
  it.each(storePreferenceVariants)(
    'version %s: a dialog titled by its intro, with the order-type tabs',
    (variant: StorePreferenceVariant) => {
      render(<StorePreference {...props({ variant })} />);
      const layout = storePreferenceDesigns[variant];
      const title = layout.intro === 'preference' ? 'How do you want to shop?' : 'Select a Store';
      expect(screen.getByRole('dialog', { name: title })).toBeInTheDocument();
      expect(tabNames()).toEqual(['PICKUP', 'CURBSIDE', 'DELIVERY']);
    },
  );

  it.each<[Partial<StorePreferenceProps['settings']>, string[]]>([
    [{ turnOffCurbsidePickup: true }, ['PICKUP', 'DELIVERY']],
    [{ hideDeliveryBtn: true }, ['PICKUP', 'CURBSIDE']],
    [{ turnOffCurbsidePickup: true, hideDeliveryBtn: true }, ['PICKUP']],
  ])('tabs with %j → %j', (flags, expected) => {
    render(<StorePreference {...props({ settings: { ...props().settings, ...flags } })} />);
    expect(tabNames()).toEqual(expected);
  });

  it('the default modal shows only the state list first when state selection is on and nothing is set; a state resets the tab to PICKUP', () => {
    render(
      <StorePreference
        {...props({ current: { retailerId: null, menuType: 'RECREATIONAL', orderType: 'CURBSIDE_PICKUP', state: null } })}
      />,
    );
    expect(screen.queryByRole('tablist')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /Colorado/ }));
    expect(screen.getByRole('tab', { name: 'PICKUP' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getAllByRole('article').map((card) => card.getAttribute('data-retailer-id'))).toEqual([
      'ret-co-denver',
      'ret-co-boulder',
    ]);
  });

  it('drawers never start with the state list', () => {
    render(
      <StorePreference
        {...props({ variant: 'two', current: { retailerId: null, menuType: 'RECREATIONAL', orderType: 'PICKUP', state: null } })}
      />,
    );
    expect(screen.getByRole('tablist')).toBeInTheDocument();
  });

  it("delivery inactive: 'Sorry, delivery is currently unavailable.'", () => {
    render(<StorePreference {...props({ settings: { ...props().settings, deliveryActive: false } })} />);
    fireEvent.click(screen.getByRole('tab', { name: 'DELIVERY' }));
    expect(screen.getByRole('status')).toHaveTextContent(DELIVERY_UNAVAILABLE_MESSAGE);
  });

  it('a store chosen on the CURBSIDE tab switches with order type CURBSIDE_PICKUP, then closes', async () => {
    const onSwitchStore = vi.fn(() => Promise.resolve());
    const onClose = vi.fn();
    render(<StorePreference {...props({ onSwitchStore, onClose })} />);
    fireEvent.click(screen.getByRole('tab', { name: 'CURBSIDE' }));
    const card = within(screen.getByRole('article', { name: 'Huron Leaf Ann Arbor' }));
    fireEvent.click(card.getByRole('button', { name: 'Shop Medical' }));
    expect(onSwitchStore).toHaveBeenCalledWith(expect.objectContaining({ id: 'ret-mi-ann-arbor' }), 'MEDICAL', 'CURBSIDE_PICKUP');
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('a switch the shopper declines (false) keeps it open', async () => {
    const onClose = vi.fn();
    const onSwitchStore = vi.fn(() => Promise.resolve(false));
    render(<StorePreference {...props({ onSwitchStore, onClose })} />);
    fireEvent.click(within(screen.getByRole('article', { name: 'Huron Leaf Ann Arbor' })).getByRole('button', { name: 'Shop Medical' }));
    await waitFor(() => expect(onSwitchStore).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(onClose).not.toHaveBeenCalled();
  });

  it("version Two: the chosen store's menu-type bar; its active menu shows the location alert, the other switches with 'Loading...'", async () => {
    let finish: () => void = () => undefined;
    const onSwitchStore = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const onLocationAlert = vi.fn();
    render(<StorePreference {...props({ variant: 'two', onSwitchStore, onLocationAlert })} />);
    const bar = within(screen.getByRole('group', { name: 'Menu at Motor City Provisions' }));
    fireEvent.click(bar.getByRole('button', { name: 'Shopping Recreational' }));
    expect(onLocationAlert).toHaveBeenCalledWith(expect.objectContaining({ id: 'ret-mi-detroit' }), 'RECREATIONAL');
    fireEvent.click(bar.getByRole('button', { name: 'Shop Medical' }));
    expect(await bar.findByRole('button', { name: 'Loading...' })).toBeDisabled();
    finish();
    expect(await bar.findByRole('button', { name: 'Shop Medical' })).toBeEnabled();
  });

  it('the delivery form keeps what was typed across tab switches and shows the section 5 message', async () => {
    const onCheckDelivery = vi.fn(() =>
      Promise.resolve({
        address: { line1: '1 Main St', city: 'Detroit', state: 'MI', postalCode: '48226' },
        retailers: [{ retailerId: 'ret-mi-detroit', name: 'Motor City Provisions', fee: 5, minimum: 50 }],
      }),
    );
    const onChooseDelivery = vi.fn(() => Promise.resolve());
    render(<StorePreference {...props({ onCheckDelivery, onChooseDelivery })} />);
    fireEvent.click(screen.getByRole('tab', { name: 'DELIVERY' }));
    fireEvent.click(screen.getByRole('button', { name: 'Check address' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter street address.');
    fireEvent.change(screen.getByRole('textbox', { name: 'Street address' }), { target: { value: '1 Main St' } });
    fireEvent.click(screen.getByRole('tab', { name: 'PICKUP' }));
    fireEvent.click(screen.getByRole('tab', { name: 'DELIVERY' }));
    expect(screen.getByRole('textbox', { name: 'Street address' })).toHaveValue('1 Main St');
    fireEvent.change(screen.getByRole('textbox', { name: 'City' }), { target: { value: 'Detroit' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'ZIP code' }), { target: { value: '48226' } });
    fireEvent.click(screen.getByRole('button', { name: 'Check address' }));
    expect(onCheckDelivery).toHaveBeenCalledWith({ line1: '1 Main St', city: 'Detroit', postalCode: '48226' });
    expect(await screen.findByText('Delivery fee $5.00 · Minimum order $50.00')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Deliver from this store' }));
    expect(onChooseDelivery).toHaveBeenCalledWith(
      expect.objectContaining({ postalCode: '48226' }),
      expect.objectContaining({ retailerId: 'ret-mi-detroit' }),
    );
  });
});
