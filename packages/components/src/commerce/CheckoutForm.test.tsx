import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CheckoutForm, PLACE_ORDER_LABEL } from './CheckoutForm.tsx';

const slot = (value: string, timeLabel: string, remaining: number) => ({
  value,
  label: `Today ${timeLabel}`,
  date: '2026-11-18',
  dayLabel: 'Today',
  timeLabel,
  remaining,
});
const slots = [slot('2026-11-18T18:00:00.000Z', '1:00 PM', 8), slot('2026-11-18T18:30:00.000Z', '1:30 PM', 2)];
const contact = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', contactNumber: '3135550123' };

describe('CheckoutForm: the time sent is the time shown', () => {
  it('slots that arrive after the form: the first one shown is the one sent', async () => {
    const onSubmit = vi.fn();
    const { rerender } = render(
      <CheckoutForm orderType="PICKUP" menuType="RECREATIONAL" slots={[]} initialValues={contact} onSubmit={onSubmit} />,
    );
    rerender(<CheckoutForm orderType="PICKUP" menuType="RECREATIONAL" slots={slots} initialValues={contact} onSubmit={onSubmit} />);
    expect(screen.getByRole('radio', { name: '1:00 PM' })).toBeChecked();
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
    await userEvent.click(screen.getByRole('radio', { name: '1:30 PM 2 left' }));
    await userEvent.click(screen.getByRole('button', { name: PLACE_ORDER_LABEL }));
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ slot: slots[1]!.value }));
  });

  it('the chosen time just filled up: the message shows, the next open time is chosen and nothing typed is lost', async () => {
    const onSubmit = vi.fn();
    const props = { orderType: 'PICKUP' as const, menuType: 'RECREATIONAL' as const, initialValues: contact, onSubmit };
    const { rerender } = render(<CheckoutForm {...props} slots={slots} />);
    await userEvent.type(screen.getByLabelText('Note for the store (optional)'), 'Side door');
    await userEvent.click(screen.getByRole('radio', { name: '1:30 PM 2 left' }));
    const later = slot('2026-11-18T19:00:00.000Z', '2:00 PM', 1);
    rerender(
      <CheckoutForm {...props} slots={[slots[0]!, later]} slotMessage="That pickup time just filled up. Please choose another time." />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('That pickup time just filled up. Please choose another time.');
    expect(screen.getByRole('radio', { name: '1:00 PM' })).toBeChecked();
    expect(screen.getByRole('radio', { name: '2:00 PM 1 left' })).not.toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: PLACE_ORDER_LABEL }));
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ slot: slots[0]!.value, note: 'Side door', firstName: 'Ada' }));
  });
});
