import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { BottomBarStory, designParameters, mobileGlobals } from './BottomBarStory.tsx';

/**
 * Bottom-bar states: the cart badge (design 1 shows '0' when empty; design 9 caps at '99+'),
 * guest vs signed-in on the wishlist (Heart), the side menu, and the routes where it is hidden.
 */
const meta = {
  title: 'Chrome/BottomBar/States',
  component: BottomBarStory,
  tags: ['vp-mobile'],
  globals: mobileGlobals,
  args: { cartCount: 0, signedIn: false },
} satisfies Meta<typeof BottomBarStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const nav = (canvasElement: HTMLElement) => within(canvasElement).getByRole('navigation', { name: 'Mobile navigation' });
/** A bar item by its id (labels differ per demo retailer: 'Cart', 'Bag', …). */
function item(canvasElement: HTMLElement, id: string): HTMLElement {
  const el = nav(canvasElement).querySelector<HTMLElement>(`[data-item="${id}"]`);
  if (!el) throw new Error(`no ${id} item`);
  return el;
}
const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** Design 1, empty cart: the badge reads '0'. */
export const CartEmpty: Story = {
  tags: ['screenshot'],
  parameters: designParameters('one'),
  args: { cartCount: 0 },
  play: async ({ canvasElement }) => {
    await expect(item(canvasElement, 'cart').getAttribute('aria-label')).toMatch(/, 0$/);
  },
};

/** Design 1 with 7 items. */
export const CartSeven: Story = {
  tags: ['screenshot'],
  parameters: designParameters('one', '/cart'),
  args: { cartCount: 7 },
  play: async ({ canvasElement }) => {
    const cart = item(canvasElement, 'cart');
    await expect(cart.getAttribute('aria-label')).toMatch(/, 7$/);
    await expect(cart).toHaveAttribute('aria-current', 'page');
  },
};

/** Design 9 with 120 items: the badge rule caps it at '99+'. */
export const CartOverflowDesignNine: Story = {
  tags: ['screenshot'],
  parameters: designParameters('nine'),
  args: { cartCount: 120 },
  play: async ({ canvasElement }) => {
    await expect(item(canvasElement, 'cart').getAttribute('aria-label')).toMatch(/, 99\+$/);
  },
};

/** A guest taps the wishlist (design 9 Heart): the sign-in-required modal opens (spec 6). */
export const GuestWishlist: Story = {
  tags: ['screenshot'],
  parameters: designParameters('nine'),
  args: { signedIn: false, cartCount: 2 },
  play: async ({ canvasElement }) => {
    const heart = item(canvasElement, 'heart');
    await userEvent.click(heart);
    const dialog = await page(canvasElement).findByRole('dialog', { name: 'Sign In Required' });
    await expect(within(dialog).getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/sign-in');
  },
};

/** A signed-in shopper taps the wishlist: it navigates to the list and becomes the current item. */
export const SignedInWishlist: Story = {
  tags: ['screenshot'],
  parameters: designParameters('nine'),
  args: { signedIn: true, cartCount: 2 },
  play: async ({ canvasElement }) => {
    const heart = item(canvasElement, 'heart');
    await userEvent.click(heart);
    await expect(heart).toHaveAttribute('aria-current', 'page');
    await expect(page(canvasElement).queryByRole('dialog')).toBeNull();
  },
};

/** Menu opens the app's side menu (design 1). */
export const MenuOpensSideMenu: Story = {
  parameters: designParameters('one'),
  play: async ({ canvasElement }) => {
    await userEvent.click(item(canvasElement, 'menu'));
    await expect(await page(canvasElement).findByRole('dialog', { name: 'Side menu' })).toBeInTheDocument();
  },
};

/** Hidden on /product/{slug} (and /product*, /chat-with-retailer/*). */
export const HiddenOnProduct: Story = {
  parameters: designParameters('one', '/product/blue-dream-eighth'),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('navigation', { name: 'Mobile navigation' })).toBeNull();
  },
};

/** Spec 2.5 on scroll: hidden when scrolling down past 300 px, shown again when scrolling up. */
export const HidesOnScroll: Story = {
  parameters: designParameters('one', '/shop'),
  args: { hideOnScroll: true, tallPage: true },
  play: async ({ canvasElement }) => {
    const win = canvasElement.ownerDocument.defaultView;
    if (!win) throw new Error('no window');
    const bar = nav(canvasElement);
    win.scrollTo(0, 200);
    await waitFor(() => expect(bar).not.toHaveAttribute('data-hidden'));
    win.scrollTo(0, 900);
    await waitFor(() => expect(bar).toHaveAttribute('data-hidden'));
    win.scrollTo(0, 800);
    await waitFor(() => expect(bar).not.toHaveAttribute('data-hidden'));
    win.scrollTo(0, 0);
  },
};
