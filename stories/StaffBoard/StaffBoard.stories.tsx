import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Box } from '@storefront/tokens/box';
import {
  CANCEL_REASON_MESSAGE,
  nextOrderStatus,
  priceOption,
  STAFF_CANCEL_LABEL,
  STAFF_REASON_LABEL,
  StaffBoard,
  type StaffOrderRowOrder,
} from '@storefront/components';
import { products, retailers } from '../support/catalog.ts';
import { useStoryCms } from '../support/cms.tsx';

const PLACED_AT = Date.parse('2026-11-20T17:05:00Z');

/** The orders of a store's afternoon: one per step, two lines each from the demo catalogue, priced by the storefront's rule. */
const ORDERS: ReadonlyArray<{ number: string; orderType: string; status: string; name: string; vehicle?: string; reason?: string }> = [
  { number: '4821901', orderType: 'PICKUP', status: 'placed', name: 'Jordan R.' },
  { number: '4821902', orderType: 'DELIVERY', status: 'confirmed', name: 'Sam K.' },
  { number: '4821903', orderType: 'CURBSIDE_PICKUP', status: 'preparing', name: 'Alex P.' },
  { number: '4821904', orderType: 'PICKUP', status: 'ready', name: 'Casey M.' },
  { number: '4821905', orderType: 'CURBSIDE_PICKUP', status: 'arrived', name: 'Robin L.', vehicle: 'Blue Honda Civic' },
  { number: '4821906', orderType: 'PICKUP', status: 'cancelled', name: 'Taylor B.', reason: 'Out of the strain you ordered.' },
];

function boardOrders(retailerId: string): StaffOrderRowOrder[] {
  const sold = products.filter((p) => p.retailerIds.includes(retailerId) && p.options.length > 0);
  return ORDERS.map((order, index) => {
    const lines = [sold[index * 2], sold[index * 2 + 1]].flatMap((product, position) => {
      const option = product?.options[0];
      if (!product || !option) return [];
      const quantity = position + 1;
      const { price } = priceOption({ option, menuType: 'RECREATIONAL', specials: [] });
      return [{ position, name: product.productName, option: option.option, quantity, lineTotal: price * quantity }];
    });
    return {
      id: `ord_story_${order.number}`,
      number: order.number,
      status: order.status,
      orderType: order.orderType,
      createdAt: PLACED_AT + index * 7 * 60_000,
      slot: null,
      customerName: order.name,
      phone: '(313) 555-0142',
      deliveryAddress: order.orderType === 'DELIVERY' ? '1 Woodward Ave, Detroit, MI' : null,
      note: '',
      total: lines.reduce((sum, line) => sum + line.lineTotal, 0),
      lines,
      arrivalVehicle: order.vehicle ?? null,
      cancelReason: order.reason ?? null,
      next: nextOrderStatus(order.orderType, order.status),
    };
  });
}

interface StaffBoardStoryArgs {
  empty?: boolean;
  onAdvance?: (id: string, to: string) => void;
  onCancel?: (id: string, reason: string) => void;
  onLineUnavailable?: (id: string, position: number) => void;
}

/** The board of the toolbar retailer's own store, in its theme. */
function StaffBoardStory({ empty = false, ...handlers }: StaffBoardStoryArgs) {
  const { config } = useStoryCms();
  const retailer = retailers.find((r) => r.id === config.initialSiteData.canSelectedRetailerId) ?? retailers[0]!;
  return (
    <Box padding="lg">
      <StaffBoard storeName={retailer.name} orders={empty ? [] : boardOrders(retailer.id)} timeZone={retailer.timezone} {...handlers} />
    </Box>
  );
}

/**
 * The staff order board (issue 35, item 4): sections by status with the curbside arrivals first, a
 * row per order with its lines ('Unavailable' while the order can still change), the next step's
 * button and 'Cancel order' with the reason the shopper is told.
 */
const meta = {
  title: 'StaffBoard/StaffBoard',
  component: StaffBoardStory,
  tags: ['screenshot', 'all-fixtures', 'vp-desktop', 'full-page'],
  parameters: { layout: 'fullscreen' },
  args: { onAdvance: fn(), onCancel: fn(), onLineUnavailable: fn() },
} satisfies Meta<typeof StaffBoardStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A store's afternoon: one order at every step, the arrived curbside shopper on top with their vehicle. */
export const Board: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const sections = [...canvasElement.querySelectorAll('[data-section]')].map((s) => s.getAttribute('data-section'));
    await expect(sections[0]).toBe('arrived');
    await expect(canvas.getByText('Shopper is here: Blue Honda Civic')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm: order #4821901' }));
    await expect(args.onAdvance).toHaveBeenCalledWith('ord_story_4821901', 'confirmed');
    await expect(canvas.getByRole('button', { name: 'Start preparing: order #4821902' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Mark ready: order #4821903' })).toBeInTheDocument();
    // Handed over or cancelled: no buttons; lines change only before the order is ready.
    await expect(canvas.queryByRole('button', { name: /order #4821906$/ })).toBeNull();
    await expect(canvas.queryAllByRole('button', { name: /^Unavailable: .*order #4821904$/ })).toHaveLength(0);
    await expect(canvas.getAllByRole('button', { name: /^Unavailable: .*order #4821901$/ })).toHaveLength(2);
  },
};

/** Nothing today: each section says so. */
export const Empty: Story = {
  args: { empty: true },
};

/** 'Cancel order' asks the reason the shopper is told (3 to 200 characters) before it cancels. */
export const CancelWithReason: Story = {
  tags: ['!screenshot'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: `${STAFF_CANCEL_LABEL}: order #4821902` }));
    const dialog = within(await page.findByRole('dialog', { name: 'Cancel order #4821902' }));
    await userEvent.click(dialog.getByRole('button', { name: STAFF_CANCEL_LABEL }));
    await expect(dialog.getByRole('alert')).toHaveTextContent(CANCEL_REASON_MESSAGE);
    await expect(args.onCancel).not.toHaveBeenCalled();
    await userEvent.type(dialog.getByLabelText(STAFF_REASON_LABEL), 'No driver tonight');
    await userEvent.click(dialog.getByRole('button', { name: STAFF_CANCEL_LABEL }));
    await expect(args.onCancel).toHaveBeenCalledWith('ord_story_4821902', 'No driver tonight');
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
  },
};
