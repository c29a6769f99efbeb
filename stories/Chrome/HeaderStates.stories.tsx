import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { HeaderStory, headerPatch, mobileGlobals } from './HeaderStory.tsx';

/**
 * Shopper states on the header: guest and signed in (on variant one and on the fixture's own
 * variant), the order types, no store chosen, the e-commerce provider, the POS-address flag and
 * the nav-link skeleton after a retailer change.
 */
const meta = {
  title: 'Chrome/Header/States',
  component: HeaderStory,
  tags: ['screenshot', 'vp-mobile'],
  globals: mobileGlobals,
  args: { signedIn: false, orderType: 'PICKUP' },
} satisfies Meta<typeof HeaderStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const signedIn = { signedIn: true, wishlistProductsCount: 4, unseenCount: 2, localNotificationCount: 1 };

/** The fixture's own variant, guest: no badges. */
export const FixtureVariantGuest: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Your List' })).toBeInTheDocument();
  },
};

/** The fixture's own variant, signed in: wishlist 4; bell 2 unseen + 1 local = 3. */
export const FixtureVariantSignedIn: Story = {
  args: signedIn,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Your List, 4' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Notifications, 3' })).toBeInTheDocument();
  },
};

/** Variant one, signed in. */
export const VariantOneSignedIn: Story = { args: signedIn, parameters: { cms: { patch: headerPatch('one') } } };

/** Variant one, delivery: 'Delivery to' and the selected delivery address. */
export const Delivery: Story = {
  args: { orderType: 'DELIVERY' },
  parameters: { cms: { patch: headerPatch('one') } },
};

/** Variant one, curbside: 'Curbside Pickup from' and the composed curbside address. */
export const Curbside: Story = {
  args: { orderType: 'CURBSIDE_PICKUP' },
  parameters: { cms: { patch: headerPatch('one') } },
};

/** POS-address flag on: pickup shows retailerDetails.address. */
export const PosAddressFlag: Story = {
  parameters: { cms: { patch: { ...headerPatch('one'), providerSettingsCms: { isPosAddressProvider: true } } } },
};

/** No retailer chosen: the 'Select a Store' default-home-page control (not for e-commerce). */
export const NoStoreSelected: Story = {
  args: { noStore: true },
  parameters: { cms: { patch: { ...headerPatch('three'), initialSiteData: { provider: 'dispensaryMenuOne' } } } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Select a Store' })).toBeInTheDocument();
  },
};

/** The e-commerce provider kind: no store bar and no default-home-page control. */
export const Ecommerce: Story = {
  args: { noStore: true },
  parameters: { cms: { patch: { ...headerPatch('one'), initialSiteData: { provider: 'ecommerce' } } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByText('You’re Shopping at')).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Select a Store' })).toBeNull();
  },
};

/** After a retailer change: skeleton links in the same space until the new ones arrive. */
export const LinksLoading: Story = {
  args: { navLinksLoading: true },
  parameters: { cms: { patch: headerPatch('two') } },
};
