import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Box } from '@storefront/tokens/box';
import { DealCard, dealCardDesigns, dealCardVariants, dealCardPropsFromCms, type DealCardVariant } from '@storefront/components';
import { useStoryDeals } from '../support/deals.ts';

/**
 * Every deal card design (spec 2.9, isDealsCardOne … isDealsCardFive) in the fixture's theme, each
 * with another of the store's deals, the fixture's image setting and description flag: what a
 * designer reviews. The fixture's own design is marked.
 */
function AllDesigns() {
  const { config, deals } = useStoryDeals();
  const cms = dealCardPropsFromCms(config);
  const chosen = cms.variant;
  return (
    <Box padding="lg" style={{ display: 'grid', gap: '1.5rem', gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 22rem), 1fr))' }}>
      {dealCardVariants.map((variant, i) => (
        <figure key={variant} style={{ margin: 0, display: 'grid', gap: '0.5rem', alignContent: 'start' }}>
          <figcaption style={{ fontWeight: 600 }}>
            Design {variant} ({dealCardDesigns[variant].layout}){variant === chosen ? ' · this retailer’s' : ''}
          </figcaption>
          <DealCard {...cms} variant={variant} deal={deals[i % deals.length]} imageLoading="eager" />
        </figure>
      ))}
    </Box>
  );
}

/** One design, picked in the controls (no screenshot: AllDesigns covers them). */
function OneDesign({ variant, loading = false }: { variant?: DealCardVariant; loading?: boolean }) {
  const { config, deals } = useStoryDeals();
  return (
    <Box padding="lg" style={{ maxWidth: '26rem' }}>
      <DealCard
        {...dealCardPropsFromCms(config)}
        {...(variant ? { variant } : {})}
        deal={deals[0]}
        loading={loading}
        imageLoading="eager"
      />
    </Box>
  );
}

const meta = {
  title: 'Deals/DealCard',
  component: OneDesign,
  argTypes: { variant: { control: 'select', options: dealCardVariants } },
} satisfies Meta<typeof OneDesign>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Designs: Story = {
  tags: ['screenshot', 'full-page'],
  render: () => <AllDesigns />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('article')).toHaveLength(dealCardVariants.length);
    for (const variant of dealCardVariants) {
      await expect(canvas.getAllByRole('link', { name: new RegExp(`^${dealCardDesigns[variant].button} \\(`) }).length).toBeGreaterThan(0);
    }
  },
};

/** The retailer's own design (the first flag on; design five when none). */
export const RetailerDesign: Story = {};

/** While the CMS or the deals load: the card's skeleton at its size. */
export const Loading: Story = {
  tags: ['screenshot', 'vp-mobile', 'fixture-greenleaf'],
  args: { loading: true, variant: 'one' },
};
