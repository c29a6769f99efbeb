import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Box } from '@storefront/tokens/box';
import { DEALS_BY_CATEGORY_LABEL, NO_DEALS_TODAY_MESSAGE, TodaysDeals, todaysDealsPropsFromCms } from '@storefront/components';
import { useStoryCms } from '../support/cms.tsx';
import { useStoryDeals } from '../support/deals.ts';

/**
 * Today's deals on the home page (spec 2.9): the CMS title and button, the store's deals as the
 * retailer's deal cards in a carousel (1.1 per view on a phone), a skeleton while loading.
 */
function TodaysDealsStory({ state = 'loaded' }: { state?: 'loaded' | 'loading' | 'empty' }) {
  const { config } = useStoryCms();
  const { deals } = useStoryDeals();
  return (
    <Box padding="lg">
      <TodaysDeals {...todaysDealsPropsFromCms(config)} deals={state === 'loading' ? undefined : state === 'empty' ? [] : deals} />
    </Box>
  );
}

const meta = {
  title: 'Deals/TodaysDeals',
  component: TodaysDealsStory,
  tags: ['screenshot'],
} satisfies Meta<typeof TodaysDealsStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FromCms: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2 })).toBeInTheDocument();
    await expect(canvas.getAllByRole('article').length).toBeGreaterThan(0);
  },
};

/** Deals version v2 on a phone: the button reads 'Deals by Category' and goes to /deals. */
export const DealsVersionTwoMobile: Story = {
  tags: ['vp-mobile', 'fixture-greenleaf'],
  parameters: { cms: { patch: { siteSettings: { dealsVersion: 'v2' } } } },
  play: async ({ canvasElement }) => {
    // Shown below 769 px only (the interaction runner's viewport may be wider): found by its text, shown or not.
    await expect(within(canvasElement).getByText(DEALS_BY_CATEGORY_LABEL).closest('a')).toHaveAttribute('href', '/deals');
  },
};

export const Loading: Story = {
  tags: ['vp-mobile', 'fixture-greenleaf'],
  args: { state: 'loading' },
};

export const NoDeals: Story = {
  tags: ['!screenshot'],
  args: { state: 'empty' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(NO_DEALS_TODAY_MESSAGE)).toBeInTheDocument();
  },
};
