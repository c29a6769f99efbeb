import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { FOOTER_DESIGN_NINE_OVERLAY_CLOSE_DELAY_MS, SHOP_BY_PRICE_BUCKETS } from '@storefront/components';
import { BottomBarStory, designParameters, mobileGlobals } from './BottomBarStory.tsx';

/**
 * The bottom-bar overlays (spec 2.5): design 5 'More' (Shop By Choice, Shop By Price, Shop All),
 * design 7 'Deals By Categories', designs 9 and 10 search menu (closing 3000 / 300 ms after a
 * choice) and design 8's raised 'More', which opens the app's search overlay.
 */
const meta = {
  title: 'Chrome/BottomBar/Overlays',
  component: BottomBarStory,
  tags: ['vp-mobile'],
  globals: mobileGlobals,
  args: { cartCount: 3, signedIn: false },
} satisfies Meta<typeof BottomBarStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** Taps the design's own button ('more' or design 10's 'search') and returns the sheet. */
async function openOverlay(canvasElement: HTMLElement, id: 'more' | 'search' = 'more') {
  const button = canvasElement.querySelector<HTMLElement>(`nav [data-item="${id}"]`);
  if (!button) throw new Error(`no ${id} button`);
  await userEvent.click(button);
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  return within(await page(canvasElement).findByRole('dialog'));
}

/** Design 5 closed: the raised 'More' button. */
export const DesignFiveClosed: Story = {
  tags: ['screenshot'],
  parameters: designParameters('five'),
};

/** Design 5 open: Shop By Choice (up to 4 CMS items), the 7 price buckets, 'Shop All'. */
export const DesignFiveOpen: Story = {
  tags: ['screenshot'],
  parameters: designParameters('five'),
  play: async ({ canvasElement }) => {
    const sheet = await openOverlay(canvasElement);
    const prices = SHOP_BY_PRICE_BUCKETS.map((bucket) => sheet.getByRole('link', { name: bucket.label }));
    await expect(prices).toHaveLength(7);
    await expect(prices[0]?.getAttribute('href')).toMatch(/\?pageNo=1&price=20$/);
    await expect(prices[6]?.getAttribute('href')).toMatch(/\?pageNo=1&price=100-above$/);
  },
};

/** Design 7 open: the custom categories grid, 'View All Deals' and 'Shop All' in the CMS colours. */
export const DesignSevenOpen: Story = {
  tags: ['screenshot'],
  parameters: designParameters('seven'),
  play: async ({ canvasElement }) => {
    const sheet = await openOverlay(canvasElement);
    const links = sheet.getAllByRole('link').map((link) => link.getAttribute('href') ?? '');
    await expect(links.some((href) => href.startsWith('/deals-category/'))).toBe(true);
  },
};

/** Design 8: the raised 'More' opens the app's search overlay (a stand-in drawer here). */
export const DesignEightSearch: Story = {
  tags: ['screenshot'],
  parameters: designParameters('eight'),
  play: async ({ canvasElement }) => {
    const more = canvasElement.querySelector<HTMLElement>('nav [data-item="more"]');
    if (!more) throw new Error('no More button');
    await userEvent.click(more);
    await expect(await page(canvasElement).findByRole('dialog', { name: 'Search' })).toBeInTheDocument();
  },
};

/** Design 9 open: a search field and the items the bar does not show. */
export const DesignNineOpen: Story = {
  tags: ['screenshot'],
  parameters: designParameters('nine'),
  play: async ({ canvasElement }) => {
    const sheet = await openOverlay(canvasElement);
    await expect(sheet.getByRole('searchbox', { name: 'Search products' })).toBeInTheDocument();
  },
};

/** Design 9: after a choice the menu stays 3000 ms (the next page renders behind it), then closes. */
export const DesignNineCloseDelay: Story = {
  parameters: designParameters('nine'),
  play: async ({ canvasElement }) => {
    const sheet = await openOverlay(canvasElement);
    const started = performance.now();
    const first = sheet.getAllByRole('link')[0];
    if (!first) throw new Error('no link in the menu');
    await userEvent.click(first);
    await expect(page(canvasElement).getByRole('dialog')).toBeInTheDocument();
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull(), {
      timeout: FOOTER_DESIGN_NINE_OVERLAY_CLOSE_DELAY_MS + 2000,
    });
    await expect(performance.now() - started).toBeGreaterThanOrEqual(FOOTER_DESIGN_NINE_OVERLAY_CLOSE_DELAY_MS);
  },
};

/** Design 10 open from the Search circle. */
export const DesignTenOpen: Story = {
  tags: ['screenshot'],
  parameters: designParameters('ten'),
  play: async ({ canvasElement }) => {
    const sheet = await openOverlay(canvasElement, 'search');
    await expect(sheet.getByRole('button', { name: 'Search' })).toBeInTheDocument();
  },
};
