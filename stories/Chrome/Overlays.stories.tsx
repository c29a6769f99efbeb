import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Box } from '@storefront/tokens/box';
import { Button, QuantityPicker, SignInRequiredModal } from '@storefront/components';
import { withRouterLinks } from '../support/routerLinks.tsx';

/** Shared overlays: the quantity picker (spec 2.10) and the sign-in-required modal (spec 2.15, 6). */
const meta = {
  title: 'Chrome/Overlays',
  decorators: [withRouterLinks],
  tags: ['screenshot', 'vp-mobile'],
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

function QuantityDemo({ initial = 2, max }: { initial?: number; max?: number }) {
  const [quantity, setQuantity] = useState(initial);
  return (
    <Box padding="lg" style={{ minHeight: '24rem' }}>
      <QuantityPicker value={quantity} onChange={setQuantity} maxQuantity={max} />
    </Box>
  );
}

function SignInDemo() {
  const [open, setOpen] = useState(false);
  return (
    <Box padding="lg">
      <Button onClick={() => setOpen(true)}>Add to wishlist</Button>
      <SignInRequiredModal open={open} onClose={() => setOpen(false)} />
    </Box>
  );
}

/** "Quantity: {n}" closed. */
export const QuantityPickerClosed: Story = { render: () => <QuantityDemo /> };

/** Opened from the keyboard, moved down two; 4 highlighted, 2 (current) selected. */
export const QuantityPickerOpen: Story = {
  render: () => <QuantityDemo />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('button', { name: 'Quantity: 2' }).focus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    const list = canvas.getByRole('listbox', { name: 'Quantity' });
    await expect(within(list).getAllByRole('option')).toHaveLength(20);
    await expect(within(list).getByRole('option', { name: '2' })).toHaveAttribute('aria-selected', 'true');
    await expect(list.querySelector('[data-highlighted]')).toHaveTextContent('4');
  },
};

/** Picking with Enter sets the value and closes the list. */
export const QuantityPickerPicked: Story = {
  render: () => <QuantityDemo max={6} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Quantity: 2' }));
    await userEvent.keyboard('{End}{Enter}');
    await expect(canvas.getByRole('button', { name: 'Quantity: 6' })).toHaveFocus();
  },
};

/** Opened by a guest-blocked action. */
export const SignInRequired: Story = {
  render: () => <SignInDemo />,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Add to wishlist' }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Sign In Required' });
    await expect(within(dialog).getByRole('link', { name: 'Create Account' })).toHaveAttribute('href', '/sign-up');
  },
};
