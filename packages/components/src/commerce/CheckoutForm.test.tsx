import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CheckoutForm, PLACE_ORDER_LABEL } from './CheckoutForm.tsx';

const slots = [
  { value: '2026-11-18T18:00:00.000Z', label: 'Today 1:00 PM' },
  { value: '2026-11-18T18:30:00.000Z', label: 'Today 1:30 PM' },
];
const contact = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', contactNumber: '3135550123' };

describe('CheckoutForm: the time sent is the time shown', () => {
  it('slots that arrive after the form: the first one shown is the one sent', async () => {
    const onSubmit = vi.fn();
    const { rerender } = render(
      <CheckoutForm orderType="PICKUP" menuType="RECREATIONAL" slots={[]} initialValues={contact} onSubmit={onSubmit} />,
    );
    rerender(<CheckoutForm orderType="PICKUP" menuType="RECREATIONAL" slots={slots} initialValues={contact} onSubmit={onSubmit} />);
    expect(screen.getByLabelText('Pickup time')).toHaveValue(slots[0]!.value);
    await userEvent.click(screen.getByRole('button', { name: PLACE_ORDER_LABEL }));
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ slot: slots[0]!.value }));
  });

  it('a kept slot the store no longer offers reads as the first one offered now', async () => {
    const onSubmit = vi.fn();
    render(
      <CheckoutForm
        orderType="PICKUP"
        menuType="RECREATIONAL"
        slots={slots}
        initialValues={{ ...contact, slot: '2026-11-17T15:00:00.000Z' }}
        onSubmit={onSubmit}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: PLACE_ORDER_LABEL }));
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ slot: slots[0]!.value }));
  });

  it('a chosen slot is sent as chosen', async () => {
    const onSubmit = vi.fn();
    render(<CheckoutForm orderType="PICKUP" menuType="RECREATIONAL" slots={slots} initialValues={contact} onSubmit={onSubmit} />);
    await userEvent.selectOptions(screen.getByLabelText('Pickup time'), slots[1]!.value);
    await userEvent.click(screen.getByRole('button', { name: PLACE_ORDER_LABEL }));
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ slot: slots[1]!.value }));
  });
});
