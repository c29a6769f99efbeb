import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { QuantityPicker } from './QuantityPicker.tsx';

function Controlled({ initial = 3, max, onChange }: { initial?: number; max?: number; onChange?: (n: number) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <QuantityPicker
      value={value}
      maxQuantity={max}
      onChange={(n) => {
        setValue(n);
        onChange?.(n);
      }}
    />
  );
}

const highlighted = () => screen.getByRole('listbox').querySelector('[data-highlighted]');

describe('QuantityPicker (spec 2.10)', () => {
  it("is a button 'Quantity: {n}' that opens 1 … 20 by default, the current value selected", async () => {
    const user = userEvent.setup();
    render(<Controlled initial={3} />);
    const button = screen.getByRole('button', { name: 'Quantity: 3' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await user.click(button);
    const options = within(screen.getByRole('listbox', { name: 'Quantity' })).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(Array.from({ length: 20 }, (_, i) => String(i + 1)));
    expect(options.filter((o) => o.getAttribute('aria-selected') === 'true').map((o) => o.textContent)).toEqual(['3']);
    expect(highlighted()).toHaveTextContent('3');
    expect(screen.getByRole('listbox')).toHaveFocus();
  });

  it.each([
    [5, 5],
    [undefined, 20],
    [0, 20],
  ])('maxQuantity %s offers %i values', async (max, count) => {
    const user = userEvent.setup();
    render(<Controlled initial={1} max={max} />);
    await user.click(screen.getByRole('button', { name: 'Quantity: 1' }));
    expect(screen.getAllByRole('option')).toHaveLength(count);
  });

  it('keyboard: arrows move, Enter picks, focus returns to the button', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Controlled initial={3} onChange={onChange} />);
    screen.getByRole('button').focus();
    await user.keyboard('{ArrowDown}');
    expect(highlighted()).toHaveTextContent('3');
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowUp}{ArrowDown}');
    expect(highlighted()).toHaveTextContent('5');
    expect(screen.getByRole('listbox')).toHaveAttribute('aria-activedescendant', highlighted()?.id);
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenCalledWith(5);
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(screen.getByRole('button', { name: 'Quantity: 5' })).toHaveFocus();
  });

  it('keyboard: Home/End stop at 1 and max; Escape closes without a change', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Controlled initial={2} max={6} onChange={onChange} />);
    await user.click(screen.getByRole('button', { name: 'Quantity: 2' }));
    await user.keyboard('{End}{ArrowDown}');
    expect(highlighted()).toHaveTextContent('6');
    await user.keyboard('{Home}{ArrowUp}');
    expect(highlighted()).toHaveTextContent('1');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Quantity: 2' })).toHaveFocus();
  });

  it('picking with the pointer sets the value', async () => {
    const user = userEvent.setup();
    render(<Controlled initial={1} />);
    await user.click(screen.getByRole('button', { name: 'Quantity: 1' }));
    await user.click(screen.getByRole('option', { name: '12' }));
    expect(screen.getByRole('button', { name: 'Quantity: 12' })).toBeInTheDocument();
  });

  it('a click outside closes the list', async () => {
    const user = userEvent.setup();
    render(
      <>
        <Controlled initial={1} />
        <p>outside</p>
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Quantity: 1' }));
    await user.click(screen.getByText('outside'));
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('a capped list says why under the button, and the button is described by it (issue 35)', async () => {
    const user = userEvent.setup();
    const note = 'Purchase limit: Flower is limited to 28.3 g per order.';
    const { rerender } = render(<QuantityPicker value={1} maxQuantity={4} onChange={() => {}} note={note} />);
    const button = screen.getByRole('button', { name: 'Quantity: 1' });
    expect(button).toHaveAccessibleDescription(note);
    await user.click(button);
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['1', '2', '3', '4']);
    rerender(<QuantityPicker value={1} maxQuantity={20} onChange={() => {}} note={null} />);
    expect(screen.queryByText(note)).toBeNull();
    expect(screen.getByRole('button', { name: 'Quantity: 1' })).not.toHaveAttribute('aria-describedby');
  });
});
