import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { products } from '@storefront/fixtures/catalog';
import { MobileHeaderStory, mobileGlobals } from './HeaderStory.tsx';

/**
 * The mobile header by route (spec 2.3): a compact search header on account and shopping routes,
 * a title header on information routes, none on search and deal pages, a product header on
 * product pages and the CMS variant everywhere else. The route is the story's `parameters.route`.
 */
const meta = {
  title: 'Chrome/Header/Mobile by route',
  component: MobileHeaderStory,
  tags: ['screenshot', 'vp-mobile'],
  globals: mobileGlobals,
  args: { signedIn: true, wishlistProductsCount: 3, unseenCount: 5, localNotificationCount: 2, orderType: 'PICKUP' },
} satisfies Meta<typeof MobileHeaderStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const productSlug = products[0]?.productSlug ?? 'blue-dream-flower-3-5g';
const kindOf = (canvasElement: HTMLElement) => canvasElement.querySelector('[data-mobile-header]')?.getAttribute('data-mobile-header');

/** /shop?search=gummies: the term in the read-only field (placeholder: searchPageCms, default 'Type here to search products'); the bell shows the unseen count (5). */
export const SearchHeader: Story = {
  parameters: { route: '/shop?search=gummies' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(kindOf(canvasElement)).toBe('search');
    await expect(canvas.getByRole('textbox')).toHaveValue('gummies');
    await expect(canvas.getByRole('button', { name: 'Notifications, 5' })).toBeInTheDocument();
  },
};

/** Clearing the search removes the ?search parameter; the field shows its placeholder again. */
export const SearchHeaderCleared: Story = {
  parameters: { route: '/shop?search=gummies' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Clear search' }));
    await waitFor(() => expect(canvas.getByRole('textbox')).toHaveValue(''));
    await expect(canvas.queryByRole('button', { name: 'Clear search' })).toBeNull();
  },
};

/** Guest on /cart: no counts; the wishlist opens the sign-in-required modal. */
export const SearchHeaderGuest: Story = {
  args: { signedIn: false },
  parameters: { route: '/cart' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Your List' }));
    const body = within(canvasElement.ownerDocument.body);
    await waitFor(() => expect(body.getByRole('dialog')).toBeInTheDocument());
  },
};

/** /faq: the title override 'FAQ'. */
export const TitleHeader: Story = {
  parameters: { route: '/faq' },
  play: async ({ canvasElement }) => {
    await expect(kindOf(canvasElement)).toBe('title');
    await expect(within(canvasElement).getByText('FAQ')).toBeInTheDocument();
  },
};

/** /deals: 'Shop Deals by Category'. */
export const TitleHeaderDeals: Story = {
  parameters: { route: '/deals' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Shop Deals by Category')).toBeInTheDocument();
  },
};

/** /privacy-policy: hyphenated words capitalised. */
export const TitleHeaderDerived: Story = {
  parameters: { route: '/privacy-policy' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Privacy Policy')).toBeInTheDocument();
  },
};

/** /search: no header at all (the search page has its own). */
export const NoHeader: Story = {
  parameters: { route: '/search' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('header')).toBeNull();
  },
};

/** A product page: back, 'Product Details', search and the wishlist. */
export const ProductHeader: Story = {
  parameters: { route: `/product/${productSlug}` },
  play: async ({ canvasElement }) => {
    await expect(kindOf(canvasElement)).toBe('product');
    await expect(within(canvasElement).getByText('Product Details')).toBeInTheDocument();
  },
};

/** Home: the fixture's CMS header variant. */
export const VariantHeader: Story = {
  parameters: { route: '/' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-header-variant]')).not.toBeNull();
  },
};
