import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Box } from '@storefront/tokens/box';
import {
  CheckoutForm,
  noOfferedSlotsMessage,
  OrderConfirmation,
  orderSlots,
  PLACE_ORDER_LABEL,
  type CheckoutFormProps,
} from '@storefront/components';
import { retailers } from '../support/catalog.ts';
import { useStoryCms } from '../support/cms.tsx';

/** The visual runner's clock: Friday 2026-11-20, 3:30 PM in Detroit. */
const FRIDAY = new Date('2026-11-20T15:30:00-05:00');

type CheckoutStoryArgs = Pick<CheckoutFormProps, 'orderType' | 'menuType' | 'initialValues' | 'disabled' | 'onSubmit' | 'onInvalid'> & {
  noSlots?: boolean;
};

/** The checkout form with the time slots of the fixture's default store (its own hours and time zone). */
function CheckoutStory({ noSlots = false, ...props }: CheckoutStoryArgs) {
  const { config } = useStoryCms();
  const retailer = retailers.find((r) => r.id === config.initialSiteData.canSelectedRetailerId) ?? retailers[0];
  const slots = noSlots || !retailer ? [] : orderSlots(retailer, FRIDAY, 6);
  return (
    <Box padding="lg" style={{ maxWidth: '40rem' }}>
      <CheckoutForm slots={slots} {...props} />
    </Box>
  );
}

/** Checkout (issue 11): details, a time the store offers, payment, 'Place order'; spec 5's messages before submitting. */
const meta = {
  title: 'Commerce/CheckoutForm',
  component: CheckoutStory,
  tags: ['screenshot', 'vp-mobile', 'full-page'],
  args: { orderType: 'PICKUP', menuType: 'RECREATIONAL', onSubmit: fn(), onInvalid: fn() },
} satisfies Meta<typeof CheckoutStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const filled = { firstName: 'Dana', lastName: 'Tester', email: 'dana@example.com', contactNumber: '(313) 555-0100' };

/** Pickup with the shopper's details filled in: the first slot is chosen. */
export const Pickup: Story = {
  args: { initialValues: filled },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radiogroup', { name: /^Pickup time/ })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: PLACE_ORDER_LABEL }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

/** An empty form: the check's first message (spec 5) shows and nothing is sent. */
export const Invalid: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: PLACE_ORDER_LABEL }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('Please enter first name.');
    await expect(args.onInvalid).toHaveBeenCalledWith('Please enter first name.');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Delivery: the delivery time and address; card payment with spec 5's card check. */
export const DeliveryByCard: Story = {
  args: { orderType: 'DELIVERY', initialValues: { ...filled, deliveryAddress: '1450 Woodward Ave, Detroit, MI 48226' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'Card' }));
    await userEvent.type(canvas.getByLabelText('Card number'), '4111 1111 1111');
    await userEvent.type(canvas.getByLabelText('Expiry (MM/YY)'), '02/28');
    await userEvent.click(canvas.getByRole('button', { name: PLACE_ORDER_LABEL }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('Card number should be at least 16 digit.');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The medical menu asks for the patient's card. */
export const Medical: Story = {
  args: { menuType: 'MEDICAL', initialValues: filled },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: PLACE_ORDER_LABEL }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('Please enter medical card number.');
  },
};

/** No time open: the reason, and 'Place order' disabled. */
export const NoSlots: Story = {
  args: { noSlots: true, initialValues: filled },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(noOfferedSlotsMessage('PICKUP'))).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: PLACE_ORDER_LABEL })).toBeDisabled();
  },
};

/** The confirmation the server's order fills in. */
export const Confirmation: Story = {
  render: () => (
    <Box padding="lg" style={{ maxWidth: '28rem' }}>
      <OrderConfirmation
        number="4821093"
        status="placed"
        storeName="Motor City Provisions"
        when="Pickup, Friday 4:00 PM"
        lines={[
          { name: 'Blue Dream', option: '1g', quantity: 2, lineTotal: 20.8 },
          { name: 'Unbleached Rolling Papers', option: 'N/A', quantity: 1, lineTotal: 2.8 },
        ]}
        subtotal={30}
        discount={6.4}
        tax={3.78}
        total={27.38}
      />
    </Box>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'Thank you! Your order #4821093 is placed.' })).toBeInTheDocument();
  },
};
