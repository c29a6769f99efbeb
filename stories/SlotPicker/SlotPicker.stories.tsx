import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { Box } from '@storefront/tokens/box';
import {
  noOfferedSlotsMessage,
  offeredSlots,
  slotFullMessage,
  SlotPicker,
  storeSlotSettings,
  type OfferedSlot,
} from '@storefront/components';
import { retailers } from '../support/catalog.ts';
import { useStoryCms } from '../support/cms.tsx';

/** The visual runner's clock: Friday 2026-11-20, 3:30 PM in Detroit. */
const FRIDAY = new Date('2026-11-20T15:30:00-05:00');

type Taken = 'none' | 'few' | 'filled' | 'all';

interface SlotPickerStoryArgs {
  /** What the store's slots already hold: nothing; the first full and the next two nearly; the chosen one just filled; every one. */
  taken?: Taken;
}

/** The orders each slot holds for the story's state, from the store's own free slots. */
function takenFor(free: readonly OfferedSlot[], taken: Taken, places: number): Record<string, number> {
  if (taken === 'all') return Object.fromEntries(free.map((slot) => [slot.value, places]));
  if (taken === 'none') return {};
  const [first, second, third] = free;
  if (taken === 'filled') return first ? { [first.value]: places } : {};
  return Object.fromEntries(
    [
      [first, places],
      [second, places - 1],
      [third, Math.max(0, places - 2)],
    ].flatMap(([slot, n]) => (slot ? [[(slot as OfferedSlot).value, n as number]] : [])),
  );
}

/** The slot picker over the fixture's default store: its hours, time zone and slot settings (fixtures/catalog). */
function SlotPickerStory({ taken = 'none' }: SlotPickerStoryArgs) {
  const { config } = useStoryCms();
  const retailer = retailers.find((r) => r.id === config.initialSiteData.canSelectedRetailerId) ?? retailers[0]!;
  const settings = storeSlotSettings(retailer);
  const free = offeredSlots(retailer, settings, FRIDAY);
  const slots = offeredSlots(retailer, settings, FRIDAY, takenFor(free, taken, settings.ordersPerSlot));
  const [value, setValue] = useState(slots[0]?.value ?? '');
  return (
    <Box padding="lg" style={{ maxWidth: '40rem' }}>
      <SlotPicker
        slots={slots}
        value={value}
        onChange={setValue}
        label="Pickup time"
        emptyText={noOfferedSlotsMessage('PICKUP')}
        message={taken === 'filled' ? slotFullMessage('PICKUP') : null}
      />
    </Box>
  );
}

/**
 * The slot picker (issue 35): the store's pickup or delivery times by its own settings (slot length,
 * places, buffer, days ahead, same day, last slot before closing), days as tabs, times as radios with
 * 'N left' when few places remain; a full slot is not offered.
 */
const meta = {
  title: 'SlotPicker/SlotPicker',
  component: SlotPickerStory,
  tags: ['screenshot', 'all-fixtures'],
} satisfies Meta<typeof SlotPickerStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each demo retailer's store on Friday afternoon: its first time chosen; a tap chooses another. */
export const StoreSlots: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const times = within(canvas.getByRole('radiogroup', { name: /^Pickup time/ })).getAllByRole('radio');
    await expect(times[0]).toBeChecked();
    await userEvent.click(times[1]!.closest('label')!);
    await expect(times[1]).toBeChecked();
    await expect(canvas.getByText(/^Chosen: /)).toBeInTheDocument();
  },
};

/** The first time full (not offered), the next with 1 and 2 places left; Right arrow moves to the next day. */
export const FewLeft: Story = {
  tags: ['vp-mobile'],
  args: { taken: 'few' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('1 left')).toBeInTheDocument();
    const [today, tomorrow] = canvas.getAllByRole('tab');
    today!.focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(tomorrow).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowLeft}');
    await expect(today).toHaveAttribute('aria-selected', 'true');
  },
};

/** The chosen time just filled up: the message, and the next open time chosen. */
export const JustFilledUp: Story = {
  tags: ['vp-mobile'],
  args: { taken: 'filled' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(slotFullMessage('PICKUP'));
    await expect(within(canvas.getByRole('radiogroup', { name: /^Pickup time/ })).getAllByRole('radio')[0]).toBeChecked();
  },
};

/** Every time full: no days, the reason instead. */
export const NoTimes: Story = {
  tags: ['vp-mobile'],
  args: { taken: 'all' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(noOfferedSlotsMessage('PICKUP'))).toBeInTheDocument();
    await expect(canvas.queryByRole('tab')).toBeNull();
  },
};
