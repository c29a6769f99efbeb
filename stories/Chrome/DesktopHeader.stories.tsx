import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { DesktopHeaderStory, desktopGlobals } from './DesktopHeaderStory.tsx';

/**
 * The desktop header (spec 2.3, from 769 px) of each demo retailer: guest and signed in, the order
 * types, no store chosen, the nav-link skeleton after a retailer change, and search from the box.
 */
const meta = {
  title: 'Chrome/DesktopHeader',
  component: DesktopHeaderStory,
  tags: ['screenshot', 'vp-desktop'],
  globals: desktopGlobals,
  args: { signedIn: false, orderType: 'PICKUP', cartCount: 2 },
} satisfies Meta<typeof DesktopHeaderStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Guest: 'Sign In', no wishlist or notification badges; the cart keeps its count. */
export const Guest: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Sign In' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Your List' })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Cart, 2' })).toBeInTheDocument();
  },
};

/** Signed in: first name and 'Account & List'; wishlist 4, bell 2 unseen + 1 local = 3, cart '99+'. */
export const SignedIn: Story = {
  args: { signedIn: true, wishlistProductsCount: 4, unseenCount: 2, localNotificationCount: 1, cartCount: 120 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: /Jordan\s*Account & List/ })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Your List, 4' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Notifications, 3' })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Cart, 99+' })).toBeInTheDocument();
  },
};

/** Delivery: 'Delivery to {address}' (dispensary-menu providers; e-commerce shows no summary). */
export const Delivery: Story = { args: { orderType: 'DELIVERY' } };

/** Curbside: 'Curbside Pickup from {address}'. */
export const Curbside: Story = { args: { orderType: 'CURBSIDE_PICKUP' } };

/** No store chosen and the default home page not shown: 'Select a Store'. */
export const SelectAStore: Story = {
  args: { noStore: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Select a Store' })).toBeInTheDocument();
  },
};

/** Clicking 'Select a Store' turns the default home page on, which hides it (interaction only). */
export const SelectAStoreClicked: Story = {
  tags: ['!screenshot'],
  args: { noStore: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Select a Store' }));
    await waitFor(() => expect(canvas.queryByRole('button', { name: 'Select a Store' })).toBeNull());
  },
};

/** After a retailer change the nav links show a skeleton (the app caps it at 3 s). */
export const NavLoading: Story = {
  args: { navLoading: true },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Site navigation' });
    await expect(nav.querySelector('[data-part="navSkeleton"]')).not.toBeNull();
  },
};

/**
 * Typing in the search box with the full-text search type (patched on for every retailer; Copper
 * State's own type submits to /search instead) opens the search drawer with the text.
 */
export const SearchFromTheBox: Story = {
  tags: ['fixture-greenleaf'],
  parameters: { cms: { patch: { siteSettings: { searchType: 'fullTextSearchEngine' } } } },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.type(within(canvasElement).getByRole('searchbox', { name: 'Search products' }), 'p');
    const drawer = await body.findByRole('dialog', { name: 'Search' });
    const input = within(drawer).getByRole('searchbox');
    await expect(input).toHaveValue('p');
    await userEvent.type(input, 'urple');
    await within(drawer).findByRole('link', { name: /^See All \d+ Products$/ }, { timeout: 4000 });
  },
};
