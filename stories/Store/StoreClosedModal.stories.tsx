import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Box } from '@storefront/tokens/box';
import {
  Button,
  CheckoutClosedNotice,
  STORE_CLOSED_DEFAULT_BUTTON,
  STORE_CLOSED_DEFAULT_DESCRIPTION,
  STORE_CLOSED_DEFAULT_TITLE,
  StoreClosedModal,
  storeCardHoursLine,
  storeClosedModalContent,
  storeName,
} from '@storefront/components';
import { retailers } from '../support/catalog.ts';
import { useStoryCms } from '../support/cms.tsx';

/** A Sunday at 3 a.m. in Michigan: every demo store there is closed. */
const CLOSED_AT = new Date('2026-11-22T03:00:00-05:00');

interface StoreClosedStoryArgs {
  /** Blank CMS fields: the spec's defaults show. */
  blankCms?: boolean;
  view?: 'modal' | 'checkout';
}

function StoreClosedStory({ blankCms = false, view = 'modal' }: StoreClosedStoryArgs) {
  const { config } = useStoryCms();
  const [open, setOpen] = useState(true);
  const content = storeClosedModalContent(
    blankCms ? { alertTitle: ' ', alertDescription: '', buttonText: null } : config.retailerClosePopupCMS,
  );
  const retailer = retailers.find((r) => r.id === config.initialSiteData.canSelectedRetailerId) ?? retailers[0];
  if (view === 'checkout') {
    return (
      <Box padding="lg" style={{ maxWidth: '26rem' }}>
        <CheckoutClosedNotice content={content} />
        <Button variant="primary" fullWidth disabled>
          Checkout
        </Button>
      </Box>
    );
  }
  return (
    <Box padding="lg" style={{ minHeight: '28rem' }}>
      <p>Browsing goes on behind the notice.</p>
      <StoreClosedModal
        open={open}
        onClose={() => setOpen(false)}
        content={content}
        storeName={retailer ? storeName(retailer) : null}
        hoursLine={retailer ? storeCardHoursLine(retailer, CLOSED_AT) : null}
      />
    </Box>
  );
}

/**
 * The store-closed modal (spec 2.12) with the fixture's retailerClosePopupCMS wording and the store's
 * hours, and the notice beside a disabled Checkout (spec 5).
 */
const meta = {
  title: 'Store/StoreClosedModal',
  component: StoreClosedStory,
  tags: ['screenshot', 'vp-mobile'],
} satisfies Meta<typeof StoreClosedStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** The CMS wording; the CMS button closes it and focus goes back to the page. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await page(canvasElement).findByRole('dialog');
    await expect(within(dialog).getByRole('button', { name: 'Dismiss' })).toBeInTheDocument();
  },
};

/** Blank CMS fields: 'Store Closed', the default description, 'Close'. */
export const Defaults: Story = {
  args: { blankCms: true },
  play: async ({ canvasElement }) => {
    const dialog = await page(canvasElement).findByRole('dialog', { name: STORE_CLOSED_DEFAULT_TITLE });
    await expect(dialog).toHaveTextContent(STORE_CLOSED_DEFAULT_DESCRIPTION);
    await userEvent.click(within(dialog).getByRole('button', { name: STORE_CLOSED_DEFAULT_BUTTON }));
    await expect(page(canvasElement).queryByRole('dialog')).toBeNull();
  },
};

/** Beside the disabled Checkout while the store is closed. */
export const CheckoutNotice: Story = {
  args: { view: 'checkout' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Checkout' })).toBeDisabled();
    await expect(canvas.getByRole('status')).toBeInTheDocument();
  },
};
