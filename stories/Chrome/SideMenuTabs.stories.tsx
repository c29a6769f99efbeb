import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { DEALS_NOT_FOUND_MESSAGE } from '@storefront/components';
import { SideMenuStory, mobileGlobals, versionParameters } from './SideMenuStory.tsx';

/**
 * Side-menu interactions (spec 2.6): menu 1's sub-menu drawer, menu 2's tabs and deals search,
 * menu 4's tabs (keyboard) and its Location tab (the store chooser's state + list view).
 */
const meta = {
  title: 'Chrome/SideMenu/Interactions',
  component: SideMenuStory,
  tags: ['vp-mobile', 'screenshot'],
  globals: mobileGlobals,
} satisfies Meta<typeof SideMenuStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const menu = async (canvasElement: HTMLElement) => within(await page(canvasElement).findByRole('dialog', { name: /Menu/ }));

/** Menu 1: the first link with sub-links opens its sub-menu from the left, with 'Back'. */
export const MenuOneSubMenu: Story = {
  parameters: versionParameters('one'),
  play: async ({ canvasElement }) => {
    const dialog = await menu(canvasElement);
    const [first] = dialog.getAllByRole('button').filter((b) => b.getAttribute('aria-haspopup') === 'dialog');
    if (!first) throw new Error('the fixture has no link with sub-links');
    const label = first.textContent ?? '';
    await userEvent.click(first);
    const sub = within(await page(canvasElement).findByRole('dialog', { name: label }));
    await expect(sub.getByRole('button', { name: 'Back' })).toHaveFocus();
    await expect(sub.getAllByRole('link').length).toBeGreaterThan(0);
  },
};

/** Menu 2, 'Main menu' tab. */
export const MenuTwoMainMenu: Story = { parameters: versionParameters('two') };

/** Menu 2, 'Categories' tab: the grid and 'Shop all'. */
export const MenuTwoCategories: Story = {
  parameters: versionParameters('two'),
  play: async ({ canvasElement }) => {
    const dialog = await menu(canvasElement);
    await userEvent.click(dialog.getByRole('tab', { name: 'Categories' }));
    await expect(dialog.getByRole('tabpanel', { name: 'Categories' })).toBeInTheDocument();
    await expect(dialog.getByRole('link', { name: 'Shop all' })).toBeInTheDocument();
  },
};

/** Menu 2, 'Deals' tab: the first 10 deals and 'All Specials'. */
export const MenuTwoDeals: Story = {
  parameters: versionParameters('two'),
  args: { initialTab: 'deals' },
  play: async ({ canvasElement }) => {
    const panel = within((await menu(canvasElement)).getByRole('tabpanel', { name: 'Deals' }));
    await expect(panel.getByRole('list', { name: 'Deals' }).querySelectorAll('li')).toHaveLength(10);
    await expect(panel.getByRole('link', { name: 'All Specials' })).toHaveAttribute('href', '/search/deals');
  },
};

/** 'Search deals' with a match: '  FRIDAY' finds 'Edible Friday' (trimmed, case-insensitive). */
export const MenuTwoDealsSearchMatch: Story = {
  parameters: versionParameters('two'),
  args: { initialTab: 'deals' },
  play: async ({ canvasElement }) => {
    const panel = within((await menu(canvasElement)).getByRole('tabpanel', { name: 'Deals' }));
    await userEvent.type(panel.getByRole('searchbox', { name: 'Search deals' }), '  FRIDAY');
    await waitFor(() => expect(panel.getByRole('list', { name: 'Deals' }).querySelectorAll('li')).toHaveLength(1));
    await expect(panel.getByRole('link', { name: 'Edible Friday' })).toBeInTheDocument();
  },
};

/** 'Search deals' without a match: 'Not found!'. */
export const MenuTwoDealsNotFound: Story = {
  parameters: versionParameters('two'),
  args: { initialTab: 'deals' },
  play: async ({ canvasElement }) => {
    const panel = within((await menu(canvasElement)).getByRole('tabpanel', { name: 'Deals' }));
    await userEvent.type(panel.getByRole('searchbox', { name: 'Search deals' }), 'lobster');
    await expect(await panel.findByRole('status')).toHaveTextContent(DEALS_NOT_FOUND_MESSAGE);
  },
};

/** Menu 4, Explore: links, the category slider and 'Shop all'. */
export const MenuFourExplore: Story = { parameters: versionParameters('four') };

/** Menu 4, Shop (reached with the arrow key from Explore): the category grid. */
export const MenuFourShop: Story = {
  parameters: versionParameters('four'),
  play: async ({ canvasElement }) => {
    const dialog = await menu(canvasElement);
    dialog.getByRole('tab', { name: 'Explore' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(dialog.getByRole('tab', { name: 'Shop' })).toHaveAttribute('aria-selected', 'true');
    await expect(dialog.getByRole('tab', { name: 'Shop' })).toHaveFocus();
    await expect(dialog.getByRole('tabpanel', { name: 'Shop' })).toBeInTheDocument();
  },
};

/** Menu 4, Location (End from Explore): 'Select a State', 'Search by Store Name' and the store cards. */
export const MenuFourLocation: Story = {
  parameters: versionParameters('four'),
  play: async ({ canvasElement }) => {
    const dialog = await menu(canvasElement);
    dialog.getByRole('tab', { name: 'Explore' }).focus();
    await userEvent.keyboard('{End}');
    const panel = within(dialog.getByRole('tabpanel', { name: 'Location' }));
    await expect(panel.getByRole('combobox', { name: 'Select a State' })).toBeInTheDocument();
    await expect(panel.getAllByRole('article').length).toBeGreaterThan(0);
  },
};
