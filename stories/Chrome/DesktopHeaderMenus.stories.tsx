import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { hasChatPlatform } from '@storefront/components';
// The spec's 'Your Account' list, quoted once for the components' own test and this story (a test
// fixture, exported under testing/ only).
import { specYourAccountItems } from '@storefront/components/testing/account-menu';
import { loadStoryCms, resolveFixtureId } from '../support/cms.tsx';
import { DesktopHeaderStory, desktopGlobals } from './DesktopHeaderStory.tsx';

/**
 * The desktop header's menus open: the account hover menu (by hover and by keyboard), the logout
 * confirmation, the brand label dropdown and a CMS link's sub-links.
 */
const meta = {
  title: 'Chrome/DesktopHeader/Menus',
  component: DesktopHeaderStory,
  tags: ['screenshot', 'vp-desktop'],
  globals: desktopGlobals,
  args: { signedIn: true, wishlistProductsCount: 4, unseenCount: 2, cartCount: 3, orderType: 'PICKUP' },
  // The brand label is on in every fixture here (Mile High hides it by default).
  parameters: { cms: { patch: { headerWidgetCmsData: { shouldShowBrandLabel: true } } } },
} satisfies Meta<typeof DesktopHeaderStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const accountItems = (chat: boolean) => [
  'View Profile',
  'My Wishlist',
  'Weekend',
  'No name',
  'Create a Your List',
  ...specYourAccountItems(chat),
];

/** 'Chat with Retailer' is listed when the story's retailer has a chat platform (Greenleaf, Mile High). */
const chatConfigured = (retailer: unknown) => hasChatPlatform(loadStoryCms(resolveFixtureId(retailer)).config);

/** Hovering 'Account & List' opens the account menu (Greenleaf has a chat platform). */
export const AccountMenuOnHover: Story = {
  tags: ['fixture-greenleaf'],
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await userEvent.hover(canvas.getByRole('button', { name: /Account & List/ }));
    const menu = await canvas.findByRole('menu', { name: 'Account & List' });
    const names = within(menu)
      .getAllByRole('menuitem')
      .map((item) => item.textContent);
    await expect(names).toEqual(accountItems(chatConfigured(globals.retailer)));
  },
};

/** From the keyboard: focus the trigger and press Enter; focus lands on 'View Profile'. No chat platform at Copper State. */
export const AccountMenuByKeyboard: Story = {
  tags: ['fixture-copper-state'],
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('button', { name: /Account & List/ }).focus();
    await userEvent.keyboard('{Enter}');
    const menu = await canvas.findByRole('menu', { name: 'Account & List' });
    await expect(within(menu).getByRole('menuitem', { name: 'View Profile' })).toHaveFocus();
    await expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(accountItems(chatConfigured(globals.retailer)));
  },
};

/** The account menu open in each retailer's theme. */
export const AccountMenuOpen: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Account & List/ }));
    await expect(await canvas.findByRole('menu')).toBeInTheDocument();
  },
};

/** 'Sign Out' opens the logout confirmation. */
export const SignOutConfirmation: Story = {
  tags: ['fixture-greenleaf'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Account & List/ }));
    await userEvent.click(await canvas.findByRole('menuitem', { name: 'Sign Out' }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Sign Out' });
    await expect(within(dialog).getByRole('button', { name: 'Sign Out' })).toBeInTheDocument();
  },
};

/** The brand label's dropdown: 6 sponsored brands and 'Show all {brand label}' → /sponsored-brand. */
export const BrandDropdownOpen: Story = {
  play: async ({ canvasElement, globals }) => {
    const label = loadStoryCms(resolveFixtureId(globals.retailer)).config.headerWidgetCmsData.brandLabel;
    const nav = within(within(canvasElement).getByRole('navigation', { name: 'Site navigation' }));
    await userEvent.click(nav.getByRole('button', { name: label }));
    await expect(await nav.findByRole('link', { name: `Show all ${label}` })).toHaveAttribute('href', '/sponsored-brand');
    await expect(within(nav.getByRole('list', { name: label })).getAllByRole('link')).toHaveLength(6);
  },
};

/** A CMS link with sub-links shows them on keyboard focus (the fixtures' header links have none, so this patches some in). */
export const SubLinksOnFocus: Story = {
  tags: ['fixture-copper-state'],
  parameters: {
    cms: {
      patch: {
        headerWidgetCmsData: {
          shouldShowBrandLabel: true,
          links: [
            { label: 'Flower', url: '/category/flower', subLinks: [] },
            {
              label: 'Deals',
              url: '/deals-category',
              subLinks: [
                { label: 'Desert Deals', url: '/deals-category' },
                { label: 'Shop By Budget', url: '/shop-cannabis-near-me/shop-by-price' },
              ],
            },
          ],
        },
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const deals = canvas.getByRole('link', { name: 'Deals' });
    deals.focus();
    await waitFor(() => expect(deals).toHaveAttribute('aria-expanded', 'true'));
    await expect(canvas.getByRole('link', { name: 'Shop By Budget' })).toBeInTheDocument();
  },
};
