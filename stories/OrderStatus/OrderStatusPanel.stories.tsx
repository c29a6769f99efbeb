import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Box } from '@storefront/tokens/box';
import {
  CANCEL_DIALOG_TEXT,
  CANCEL_ORDER_LABEL,
  CONFIRM_CANCEL_LABEL,
  IM_HERE_LABEL,
  KEEP_ORDER_LABEL,
  ORDER_PATHS,
  OrderStatusPanel,
  VEHICLE_LABEL,
  VEHICLE_MESSAGE,
  type OrderType,
} from '@storefront/components';
import { retailers } from '../support/catalog.ts';
import { useStoryCms } from '../support/cms.tsx';

interface OrderStatusStoryArgs {
  orderType: OrderType;
  status: string;
  cancelledBy?: 'shopper' | 'store';
  cancelReason?: string;
  arrivalVehicle?: string;
  onImHere?: (vehicle: string) => string | null;
  onCancel?: () => void;
}

/** 'Cancel order' names its order (a list may show several). */
const CANCEL_LABEL = `${CANCEL_ORDER_LABEL}: Order #4821937`;

/** Placed 12:05 in the fixture store's afternoon (the visual clock is 2026-11-20 15:30), then a step every 10 minutes. */
const PLACED_AT = Date.parse('2026-11-20T17:05:00Z');

/** The status of an order at the toolbar retailer's own store, its history along its type's path up to `status`. */
function OrderStatusStory({ orderType, status, cancelledBy, cancelReason, arrivalVehicle, onImHere, onCancel }: OrderStatusStoryArgs) {
  const { config } = useStoryCms();
  const retailer = retailers.find((r) => r.id === config.initialSiteData.canSelectedRetailerId) ?? retailers[0]!;
  const path = ORDER_PATHS[orderType];
  const reached = status === 'cancelled' ? path.slice(0, 2) : path.slice(0, path.indexOf(status as never) + 1);
  const history = [...reached, ...(status === 'cancelled' ? ['cancelled'] : [])].map((step, index) => ({
    status: step,
    at: PLACED_AT + index * 10 * 60_000,
    note: '',
  }));
  return (
    <Box padding="lg" style={{ maxWidth: '40rem' }}>
      <OrderStatusPanel
        order={{ number: '4821937', orderType, status, statusHistory: history, cancelledBy, cancelReason, arrivalVehicle }}
        timeZone={retailer.timezone}
        onImHere={onImHere}
        onCancel={onCancel}
      />
    </Box>
  );
}

/**
 * An order's status on Your Order (issue 35): the timeline of its type's steps (the passed ones with
 * their time in the store's zone, the current one marked, the rest ahead), "I'm here" for a ready
 * curbside order, and 'Cancel order' behind a confirmation until preparing starts.
 */
const meta = {
  title: 'OrderStatus/OrderStatusPanel',
  component: OrderStatusStory,
  tags: ['screenshot', 'all-fixtures', 'vp-mobile'],
  args: { orderType: 'PICKUP', status: 'confirmed', onImHere: fn(() => null), onCancel: fn() },
} satisfies Meta<typeof OrderStatusStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Confirmed, pickup: two steps done, 'Confirmed' current, three ahead; the shopper may still cancel. */
export const Confirmed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const current = canvasElement.querySelector('[aria-current="step"]');
    await expect(current).toHaveTextContent(/^Confirmed/);
    await expect(canvas.getByText('Ready for pickup')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: CANCEL_LABEL })).toBeInTheDocument();
    await expect(canvas.queryByRole('form', { name: IM_HERE_LABEL })).toBeNull();
  },
};

/** Ready, curbside: "I'm here" asks for the vehicle (checked before it is sent); no cancelling once preparing started. */
export const ReadyCurbside: Story = {
  args: { orderType: 'CURBSIDE_PICKUP', status: 'ready' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement.querySelector('[aria-current="step"]')).toHaveTextContent(/^Ready for curbside pickup/);
    await expect(canvas.queryByRole('button', { name: CANCEL_LABEL })).toBeNull();
    const form = within(canvas.getByRole('form', { name: IM_HERE_LABEL }));
    await userEvent.click(form.getByRole('button', { name: IM_HERE_LABEL }));
    await expect(form.getByRole('alert')).toHaveTextContent(VEHICLE_MESSAGE);
    await expect(args.onImHere).not.toHaveBeenCalled();
    await userEvent.type(form.getByLabelText(VEHICLE_LABEL), 'Blue Honda Civic');
    await userEvent.click(form.getByRole('button', { name: IM_HERE_LABEL }));
    await expect(args.onImHere).toHaveBeenCalledWith('Blue Honda Civic');
    await waitFor(() => expect(form.queryByRole('alert')).toBeNull());
  },
};

/** Arrived: the store was told which car; the next step is the handover. */
export const Arrived: Story = {
  args: { orderType: 'CURBSIDE_PICKUP', status: 'arrived', arrivalVehicle: 'Blue Honda Civic' },
};

/** Cancelled by the store: the timeline ends there with the store's reason; nothing ahead. */
export const CancelledByStore: Story = {
  args: { orderType: 'DELIVERY', status: 'cancelled', cancelledBy: 'store', cancelReason: 'No driver is available tonight.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Cancelled by the store')).toBeInTheDocument();
    await expect(canvas.getByText('Reason: No driver is available tonight.')).toBeInTheDocument();
    await expect(canvas.queryByText('Out for delivery')).toBeNull();
  },
};

/** 'Cancel order' asks first: 'Keep order' leaves it; 'Yes, cancel order' cancels. (Behaviour only: the dialog has its own baselines.) */
export const CancelAsksFirst: Story = {
  tags: ['!screenshot'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: CANCEL_LABEL }));
    const dialog = within(await page.findByRole('dialog', { name: 'Cancel order #4821937?' }));
    await expect(dialog.getByText(CANCEL_DIALOG_TEXT)).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: KEEP_ORDER_LABEL }));
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
    await expect(args.onCancel).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: CANCEL_LABEL }));
    await userEvent.click(within(await page.findByRole('dialog')).getByRole('button', { name: CONFIRM_CANCEL_LABEL }));
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
  },
};
