import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import {
  activeSpecialsFor,
  CHOOSE_OPTION_LABEL,
  MOVE_TO_CART_LABEL,
  NOT_ON_MENU_MESSAGE,
  NOTHING_SAVED_MESSAGE,
  SavedForLater,
  type SavedForLaterEntry,
} from '@storefront/components';
import { products, retailers, specials } from '../support/catalog.ts';
import { useStoryCms } from '../support/cms.tsx';
import { STORY_FRIDAY } from '../support/deals.ts';

interface SavedStoryArgs {
  slugs: string[];
  loading?: boolean;
  showEmpty?: boolean;
  onMoveToCart?: (entry: SavedForLaterEntry) => void;
}

/** Saved products matched to the fixture's store's menu as the app matches them, priced with the deals running on the runner's Friday. */
function SavedForLaterStory({ slugs, loading = false, showEmpty = false, onMoveToCart = () => undefined }: SavedStoryArgs) {
  const { config } = useStoryCms();
  const retailer = retailers.find((r) => r.id === config.initialSiteData.canSelectedRetailerId) ?? retailers[0]!;
  const context = { retailerId: retailer.id, now: STORY_FRIDAY, timeZone: retailer.timezone };
  const entries = slugs.map((slug) => {
    const product = products.find((p) => p.slug === slug && p.isActive && p.retailerIds.includes(retailer.id));
    return { slug, product: product ? { ...product, activeSpecials: activeSpecialsFor(product, specials, context) } : null };
  });
  return (
    <div style={{ maxWidth: 640 }}>
      <SavedForLater
        entries={loading ? undefined : entries}
        provider={config.initialSiteData.provider}
        menuType="RECREATIONAL"
        onMoveToCart={onMoveToCart}
        onRemove={() => undefined}
        showEmpty={showEmpty}
      />
    </div>
  );
}

/**
 * 'Save for Later' on the cart page (spec 2.10): each saved product at today's price, 'Move to cart'
 * for a single-option product, 'Choose option' otherwise, 'Remove'; a product the store no longer
 * sells stays listed and says so.
 */
const meta = {
  title: 'Commerce/SavedForLater',
  component: SavedForLaterStory,
  tags: ['screenshot'],
  args: { slugs: ['blue-dream-flower-3-5g', 'sour-watermelon-gummies-edible-10pk', 'no-longer-sold-kush'] },
} satisfies Meta<typeof SavedForLaterStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ThreeSaved: Story = {
  args: { onMoveToCart: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Save for Later (3)' })).toBeInTheDocument();
    await expect(canvas.getByText(NOT_ON_MENU_MESSAGE)).toBeInTheDocument();
    const moves = canvas.queryAllByRole('button', { name: new RegExp(`^${MOVE_TO_CART_LABEL}`) });
    const choose = canvas.queryAllByRole('link', { name: new RegExp(`^${CHOOSE_OPTION_LABEL}`) });
    await expect(moves.length + choose.length).toBe(2);
    if (moves[0]) {
      moves[0].click();
      await expect(args.onMoveToCart).toHaveBeenCalled();
    }
  },
};

export const Loading: Story = {
  tags: ['vp-desktop', 'fixture-greenleaf'],
  args: { loading: true },
};

/** The /save-for-later page with nothing saved. */
export const NothingSaved: Story = {
  tags: ['vp-desktop', 'fixture-greenleaf'],
  args: { slugs: [], showEmpty: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(NOTHING_SAVED_MESSAGE)).toBeInTheDocument();
  },
};
