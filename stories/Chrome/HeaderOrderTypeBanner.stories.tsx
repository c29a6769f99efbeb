import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Box } from '@storefront/tokens/box';
import { OrderTypeBanner, type OrderType } from '@storefront/components';
import { useStoryCms } from '../support/cms.tsx';
import { storyPreference, mobileGlobals } from './HeaderStory.tsx';

/**
 * The order-type banner, compact form (spec 2.3): 'Delivery at : {retailerName}', 'Pickup at :
 * {retailerName}' or 'Curbside Pickup at : {retailerName}', with the delivery address, or for pickup
 * and curbside retailerDetails.address when the POS-address flag is set, else the composed address.
 * The retailer is the fixture's (initialSiteData.canSelectedRetailerId) from the demo catalogue.
 */
function BannerStory({ orderType }: { orderType: OrderType }) {
  const { config } = useStoryCms();
  return (
    <Box as="main" padding="lg" display="flex" flexDirection="column" gap="md">
      <OrderTypeBanner preference={storyPreference(config, orderType)} posAddressFlag={config.providerSettingsCms.isPosAddressProvider} />
    </Box>
  );
}

const meta = {
  title: 'Chrome/Header/Order type banner',
  component: BannerStory,
  tags: ['screenshot', 'vp-mobile'],
  globals: mobileGlobals,
  args: { orderType: 'PICKUP' },
  argTypes: { orderType: { control: 'inline-radio', options: ['DELIVERY', 'PICKUP', 'CURBSIDE_PICKUP'] } },
} satisfies Meta<typeof BannerStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const titled =
  (prefix: string) =>
  async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    await expect(within(canvasElement).getByText(new RegExp(`^${prefix} : `))).toBeInTheDocument();
  };

export const Delivery: Story = { args: { orderType: 'DELIVERY' }, play: titled('Delivery at') };
export const Pickup: Story = { args: { orderType: 'PICKUP' }, play: titled('Pickup at') };
export const Curbside: Story = { args: { orderType: 'CURBSIDE_PICKUP' }, play: titled('Curbside Pickup at') };

/** POS-address flag on: pickup shows retailerDetails.address (the point of sale's own format). */
export const PosAddressFlag: Story = {
  args: { orderType: 'PICKUP' },
  parameters: { cms: { patch: { providerSettingsCms: { isPosAddressProvider: true } } } },
  play: titled('Pickup at'),
};
