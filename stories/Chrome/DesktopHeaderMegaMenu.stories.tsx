import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { megaMenuTabLabels, type MegaMenuTab } from '@storefront/components';
import { DesktopHeaderStory, desktopGlobals } from './DesktopHeaderStory.tsx';

/**
 * The desktop mega-submenu 'Shop' (spec 2.3): one story per tab (its static placeholder content,
 * the Category and Brands tabs filled from the catalogue), and one that walks the tabs with the
 * arrow keys. The Category tab is shot in every retailer's theme; the others in Greenleaf's.
 */
const meta = {
  title: 'Chrome/DesktopHeader/Shop mega-submenu',
  component: DesktopHeaderStory,
  tags: ['screenshot', 'vp-desktop'],
  globals: desktopGlobals,
  args: { signedIn: false, orderType: 'PICKUP' },
} satisfies Meta<typeof DesktopHeaderStory>;

export default meta;
type Story = StoryObj<typeof meta>;

async function openShop(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.click(canvas.getByRole('button', { name: 'Shop' }));
  return canvas.findByRole('tablist', { name: 'Shop' });
}

/** A play function that opens 'Shop' and selects one tab with the pointer. */
function selectTab(tab: MegaMenuTab): NonNullable<Story['play']> {
  const label = megaMenuTabLabels[tab];
  return async ({ canvasElement }) => {
    const tablist = await openShop(canvasElement);
    await userEvent.click(within(tablist).getByRole('tab', { name: label }));
    await expect(within(tablist).getByRole('tab', { name: label })).toHaveAttribute('aria-selected', 'true');
    await expect(within(canvasElement).getByRole('tabpanel', { name: label })).toBeInTheDocument();
  };
}

/** Category, with the 'Strain Type' options High Cbd, Hybrid, Indica and Sativa. */
export const Category: Story = {
  play: async ({ canvasElement }) => {
    await openShop(canvasElement);
    const panel = within(within(canvasElement).getByRole('tabpanel', { name: 'Category' }));
    await expect(panel.getByRole('heading', { name: 'Strain Type' })).toBeInTheDocument();
    for (const strain of ['High Cbd', 'Hybrid', 'Indica', 'Sativa'])
      await expect(panel.getByRole('link', { name: strain })).toBeInTheDocument();
  },
};
export const WeeklyDeals: Story = { tags: ['fixture-greenleaf'], play: selectTab('weeklyDeals') };
export const ShopDeals: Story = { tags: ['fixture-greenleaf'], play: selectTab('shopDeals') };
export const DailyDeals: Story = { tags: ['fixture-greenleaf'], play: selectTab('dailyDeals') };
export const Effects: Story = { tags: ['fixture-greenleaf'], play: selectTab('effects') };
export const Brands: Story = { tags: ['fixture-greenleaf'], play: selectTab('brands') };
export const ShopAllDeals: Story = { tags: ['fixture-greenleaf'], play: selectTab('shopAllDeals') };
export const ShopAllProduct: Story = { tags: ['fixture-greenleaf'], play: selectTab('shopAllProduct') };

/** Arrow keys move between the tabs (roving focus, selection follows focus); ends on 'Effects'. */
export const TabsByKeyboard: Story = {
  tags: ['fixture-mile-high'],
  play: async ({ canvasElement }) => {
    const tablist = within(await openShop(canvasElement));
    tablist.getByRole('tab', { name: 'Category' }).focus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(tablist.getByRole('tab', { name: 'Shop Deals' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(tablist.getByRole('tab', { name: 'Shop All Product' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowDown}');
    await expect(tablist.getByRole('tab', { name: 'Category' })).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}{ArrowUp}{ArrowUp}{ArrowUp}');
    await expect(tablist.getByRole('tab', { name: 'Effects' })).toHaveAttribute('aria-selected', 'true');
    await expect(within(canvasElement).getByRole('tabpanel', { name: 'Effects' })).toBeInTheDocument();
  },
};
