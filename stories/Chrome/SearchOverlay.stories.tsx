import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { ComponentProps } from 'react';
import { SearchPanel, searchPanelPropsFromCms } from '@storefront/components';
import { brands } from '../support/catalog.ts';
import { useStoryCms } from '../support/cms.tsx';
import { SearchStory, mobileGlobals } from './DesktopHeaderStory.tsx';

/**
 * The full-screen mobile search overlay (spec 2.4), fed by the demo API through MSW: with an empty
 * query 'Top Brands' (a 3.2-slide carousel, 'View All' → /search/brands) and 'Trending Products'
 * (the 6 most popular); the 5 skeleton rows while loading; suggestions while typing.
 */
const meta = {
  title: 'Chrome/Search/Overlay',
  component: SearchStory,
  tags: ['screenshot', 'vp-mobile'],
  globals: mobileGlobals,
  args: { mode: 'overlay' },
} satisfies Meta<typeof SearchStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const overlayOf = async (canvasElement: HTMLElement) =>
  within(await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Search' }));

/**
 * The presentational panel, open as the overlay with the fixture's CMS content, held in the state
 * `state` gives (the stories below show states the live container passes through too fast).
 */
function HeldOverlay(
  state: Pick<ComponentProps<typeof SearchPanel>, 'query' | 'results' | 'loading'> & Partial<ComponentProps<typeof SearchPanel>>,
) {
  const { config } = useStoryCms();
  return (
    <SearchPanel
      {...searchPanelPropsFromCms(config)}
      mode="overlay"
      open
      onClose={() => undefined}
      onQueryChange={() => undefined}
      {...state}
    />
  );
}

/** The input takes focus 2 s after opening; waiting for it keeps the screenshot stable. */
const inputFocused = async (overlay: Awaited<ReturnType<typeof overlayOf>>) =>
  waitFor(() => expect(overlay.getByRole('searchbox')).toHaveFocus(), { timeout: 3000 });

/** Empty query: Top Brands and the 6 Trending Products of the fixture's retailer. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const overlay = await overlayOf(canvasElement);
    await expect(await overlay.findByRole('link', { name: 'View All' }, { timeout: 4000 })).toHaveAttribute('href', '/search/brands');
    await waitFor(() => expect(overlay.getAllByRole('link', { name: /Variants: \d+$/ })).toHaveLength(6), { timeout: 4000 });
    await inputFocused(overlay);
  },
};

/** Typing 'purple' (every demo retailer carries some). */
export const TypingWithSuggestions: Story = {
  play: async ({ canvasElement }) => {
    const overlay = await overlayOf(canvasElement);
    await userEvent.type(overlay.getByRole('searchbox'), 'purple');
    await expect(await overlay.findByRole('link', { name: /^See All \d+ Products$/ }, { timeout: 4000 })).toBeInTheDocument();
    const rows = within(overlay.getByRole('list', { name: 'Products' })).getAllByRole('link');
    await expect(rows[0]?.getAttribute('href')).toMatch(/^\/product\//);
  },
};

/** Suggestions loading: the 5 skeleton rows (the presentational panel, held in its loading state). */
export const LoadingSkeleton: Story = {
  render: () => <HeldOverlay query="blue" results={null} loading />,
  play: async ({ canvasElement }) => {
    const overlay = await overlayOf(canvasElement);
    await expect(overlay.getByRole('searchbox')).toHaveValue('blue');
    await expect(canvasElement.ownerDocument.querySelectorAll('[data-part="skeletonRow"]')).toHaveLength(5);
    await inputFocused(overlay);
  },
};

/** Empty query while the trending products load: Top Brands, then 5 skeleton rows. */
export const TrendingLoading: Story = {
  tags: ['fixture-greenleaf'],
  render: () => <HeldOverlay query="" results={null} loading={false} topBrands={brands} trendingLoading />,
  play: async ({ canvasElement }) => {
    const overlay = await overlayOf(canvasElement);
    await expect(canvasElement.ownerDocument.querySelectorAll('[data-part="skeletonRow"]')).toHaveLength(5);
    await inputFocused(overlay);
  },
};
