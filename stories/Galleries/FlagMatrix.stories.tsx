import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { flagCombinations, flagMatrices, type FlagMatrixFamily } from '@storefront/components';
import { FlagMatrixGallery } from '../support/gallery.tsx';
import { allRetailerModes } from '../../.storybook/modes.ts';

/**
 * The snapshot matrix over CMS flags (issue 14, item 3): one variant of a family (choose it in
 * Controls) in a tile per combination of the CMS settings that change its rendering, as the
 * family's matrix declares them beside its table (headerFlagMatrix, bottomBarFlagMatrix,
 * dealCardFlagMatrix, sideMenuFlagMatrix, storePreferenceFlagMatrix,
 * storeCardFlagMatrix, adTypeFlagMatrix), in the theme in use. The
 * visual suite shoots every variant of the table (tests/visual/stories.ts: a story tagged `matrix-<family>` is one case per variant × demo
 * retailer × the matrix's viewports), so a variant added to a table is in the matrix at once.
 */
function FlagMatrix({ family, variant }: { family: FlagMatrixFamily; variant?: string }) {
  return <FlagMatrixGallery family={family} variant={variant} />;
}

const meta = {
  title: 'Galleries/Flag matrix',
  component: FlagMatrix,
  tags: ['screenshot', 'full-page'],
  parameters: { chromatic: { modes: allRetailerModes } },
} satisfies Meta<typeof FlagMatrix>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A tile per flag combination, each captioned with it, all of the chosen variant. */
function expectCombinations(family: FlagMatrixFamily) {
  return async ({ canvasElement, args }: { canvasElement: HTMLElement; args: { variant?: string } }) => {
    const tiles = [...canvasElement.querySelectorAll('figure[data-combination]')];
    await expect(tiles.map((tile) => tile.getAttribute('data-combination'))).toEqual(
      flagCombinations(flagMatrices[family].axes).map((c) => c.label),
    );
    const variant = args.variant ?? flagMatrices[family].variants[0];
    await expect(tiles.every((tile) => tile.getAttribute('data-variant') === variant)).toBe(true);
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toBeInTheDocument();
  };
}

const viewport = (value: 'mobile' | 'desktop') => ({ globals: { viewport: { value, isRotated: false } } });

/** A family's matrix story, first variant shown (its tag `matrix-<family>` stays a literal: Storybook's indexer reads it). */
function matrixStory(family: FlagMatrixFamily): Story {
  const matrix = flagMatrices[family];
  return {
    ...viewport(matrix.viewports[0] ?? 'mobile'),
    args: { family, variant: matrix.variants[0] },
    argTypes: { variant: { control: 'select', options: matrix.variants } },
    play: expectCombinations(family),
  };
}

/** Header variants × provider × POS-address flag. */
export const Headers: Story = { ...matrixStory('headers'), tags: ['matrix-headers'] };

/** Bottom bar designs × built-in or CMS icons × default or long labels. */
export const BottomBars: Story = { ...matrixStory('bottomBars'), tags: ['matrix-bottomBars'] };

/** Deal card designs × deal image setting × description flag. */
export const DealCards: Story = { ...matrixStory('dealCards'), tags: ['matrix-dealCards'] };

/** Side menu versions × deal image setting × the retailer's menu links or none. */
export const SideMenus: Story = { ...matrixStory('sideMenus'), tags: ['matrix-sideMenus'] };

/** Store preference versions × curbside × delivery tab × medical menus × state chooser (a pairwise set). */
export const StorePreference: Story = { ...matrixStory('storePreference'), tags: ['matrix-storePreference'] };

/** Store card states × medical menus (the card's menu-type buttons). */
export const StoreCards: Story = { ...matrixStory('storeCards'), tags: ['matrix-storeCards'] };

/** Ad types × slot size (the placement's CMS settings), with the demo ad service's creatives loaded. */
export const AdTypes: Story = {
  ...matrixStory('adTypes'),
  tags: ['matrix-adTypes'],
  play: async (context) => {
    await expectCombinations('adTypes')(context);
    const slots = () => [...context.canvasElement.querySelectorAll('[data-ad-slot]')].map((slot) => slot.getAttribute('data-ad-status'));
    await waitFor(() => expect(slots()).toEqual(flagCombinations(flagMatrices.adTypes.axes).map(() => 'LOADED')), { timeout: 5000 });
  },
};
