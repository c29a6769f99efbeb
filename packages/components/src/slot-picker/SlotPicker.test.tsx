import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { DEFAULT_SLOT_SETTINGS, offeredSlots, type OfferedSlot } from '../rules/commerce/pickupSlots.ts';
import { weekdays, type DayHours, type Weekday } from '../domain/types.ts';
import { SlotPicker } from './SlotPicker.tsx';

const pickupHours = Object.fromEntries(weekdays.map((day) => [day, { active: true, start: '09:00', end: '21:00' }])) as Record<
  Weekday,
  DayHours
>;
const detroit = { timezone: 'America/Detroit', pickupHours, specialHours: [] };
/** Friday 7 p.m. in Detroit, hour-long slots, 3 places: 8 PM today (1 taken), then Saturday and Sunday. */
const slots = offeredSlots(
  detroit,
  { ...DEFAULT_SLOT_SETTINGS, slotMinutes: 60, ordersPerSlot: 3 },
  new Date('2026-11-20T19:00:00-05:00'),
  {
    '2026-11-21T01:00:00.000Z': 1,
    '2026-11-21T14:00:00.000Z': 3,
  },
);

function Picker({
  initial = '',
  list = slots,
  onChange = () => {},
}: {
  initial?: string;
  list?: readonly OfferedSlot[];
  onChange?: (v: string) => void;
}) {
  const [value, setValue] = useState(initial);
  return (
    <SlotPicker
      slots={list}
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
      label="Pickup time"
      emptyText="No pickup times are open right now."
    />
  );
}

describe('SlotPicker', () => {
  it('days as tabs, the day’s times as a radio group with the places left when few remain; a full slot is not there', () => {
    render(<Picker />);
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Today', 'Tomorrow', 'Sunday']);
    const today = screen.getByRole('radiogroup', { name: 'Pickup time Today' });
    expect(today).toBeInTheDocument();
    expect(screen.getAllByRole('radio').map((radio) => radio.closest('label')?.textContent)).toEqual(['8:00 PM2 left']);
  });

  it('keyboard: arrows move between days, then the arrows choose among the times', async () => {
    const onChange = vi.fn();
    render(<Picker onChange={onChange} />);
    screen.getByRole('tab', { name: 'Today' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Tomorrow' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Tomorrow' })).toHaveAttribute('aria-selected', 'true');
    // Saturday 9 AM is full: the day starts at 10.
    const times = screen.getAllByRole('radio');
    expect(times[0]?.closest('label')?.textContent).toBe('10:00 AM3 left');
    await userEvent.click(times[0]!);
    await userEvent.keyboard('{ArrowDown}');
    expect(onChange).toHaveBeenLastCalledWith('2026-11-21T16:00:00.000Z');
    expect(screen.getByText('Chosen: Tomorrow 11:00 AM')).toBeInTheDocument();
  });

  it('opens on the chosen slot’s day; the race message is an alert; nothing offered shows the reason', () => {
    const { unmount } = render(<Picker initial="2026-11-22T15:00:00.000Z" />);
    expect(screen.getByRole('tab', { name: 'Sunday' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('radio', { name: /^10:00 AM/ })).toBeChecked();
    unmount();
    render(
      <SlotPicker
        slots={[]}
        value=""
        onChange={() => {}}
        label="Pickup time"
        emptyText="Nothing open."
        message="That pickup time just filled up. Please choose another time."
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('That pickup time just filled up.');
    expect(screen.getByText('Nothing open.')).toBeInTheDocument();
    expect(screen.queryByRole('radiogroup')).toBeNull();
  });
});
