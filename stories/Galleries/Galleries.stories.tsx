import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { cmsFixtureIds } from '../../fixtures/cms/index.ts';
import { RetailerComparison, VariantGallery, variantFamilies, type VariantFamilyId } from '../support/gallery.tsx';

/**
 * Galleries for retailers and designers (issue 14, item 2), generated from the variant tables
 * (stories/support/gallery.tsx): a family's variants side by side in the theme in use (the
 * toolbar's retailer or the CMS preview panel's JSON), and one variant in every retailer's theme
 * (choose it in Controls). The header family's side-by-side page is 'Chrome/Header/All variants'.
 */
function Gallery({ family, view, variant }: { family: VariantFamilyId; view: 'variants' | 'retailers'; variant?: string }) {
  return view === 'variants' ? <VariantGallery family={family} /> : <RetailerComparison family={family} variant={variant} />;
}

const meta = {
  title: 'Galleries/Variant families',
  component: Gallery,
  tags: ['screenshot', 'vp-desktop'],
  globals: { viewport: { value: 'desktop', isRotated: false } },
  argTypes: { family: { control: 'select', options: Object.keys(variantFamilies) } },
} satisfies Meta<typeof Gallery>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every tile of a gallery shows its variant or retailer. */
const expectTiles = (attribute: 'data-variant' | 'data-fixture', values: readonly string[]) =>
  async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    const tiles = [...canvasElement.querySelectorAll(`figure[${attribute}]`)].map((tile) => tile.getAttribute(attribute));
    await expect(tiles).toEqual([...values]);
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toBeInTheDocument();
  };

/** The bottom bar shows below 769 px only: its galleries are phone-wide pages. */
const phone = { globals: { viewport: { value: 'mobile', isRotated: false } } };

export const BottomBars: Story = {
  ...phone,
  tags: ['!vp-desktop', 'vp-mobile', 'full-page'],
  args: { family: 'bottomBars', view: 'variants' },
  play: expectTiles('data-variant', variantFamilies.bottomBars.matrix.variants),
};

export const HeadersInEveryTheme: Story = {
  tags: ['fixture-greenleaf'],
  args: { family: 'headers', view: 'retailers', variant: 'one' },
  argTypes: { variant: { control: 'select', options: variantFamilies.headers.matrix.variants } },
  play: expectTiles('data-fixture', cmsFixtureIds),
};

export const BottomBarsInEveryTheme: Story = {
  ...phone,
  tags: ['fixture-greenleaf', '!vp-desktop', 'vp-mobile', 'full-page'],
  args: { family: 'bottomBars', view: 'retailers', variant: 'one' },
  argTypes: { variant: { control: 'select', options: variantFamilies.bottomBars.matrix.variants } },
  play: expectTiles('data-fixture', cmsFixtureIds),
};

export const DealCardsInEveryTheme: Story = {
  tags: ['fixture-greenleaf'],
  args: { family: 'dealCards', view: 'retailers', variant: 'five' },
  argTypes: { variant: { control: 'select', options: variantFamilies.dealCards.matrix.variants } },
  play: expectTiles('data-fixture', cmsFixtureIds),
};

/**
 * The overlay families: each variant's dialog shown in place in a phone-sized frame (InlineDialogs),
 * side by side. The store preference's pages load fresh for each case (its native selects, see
 * tests/visual/stories.visual.ts).
 */
export const SideMenus: Story = {
  tags: ['full-page'],
  args: { family: 'sideMenus', view: 'variants' },
  play: expectTiles('data-variant', variantFamilies.sideMenus.matrix.variants),
};

export const SideMenusInEveryTheme: Story = {
  tags: ['fixture-greenleaf', 'full-page'],
  args: { family: 'sideMenus', view: 'retailers', variant: 'one' },
  argTypes: { variant: { control: 'select', options: variantFamilies.sideMenus.matrix.variants } },
  play: expectTiles('data-fixture', cmsFixtureIds),
};

export const StorePreferenceVersions: Story = {
  tags: ['full-page', 'fresh-page'],
  args: { family: 'storePreference', view: 'variants' },
  play: expectTiles('data-variant', variantFamilies.storePreference.matrix.variants),
};

export const StorePreferenceInEveryTheme: Story = {
  tags: ['fixture-greenleaf', 'full-page', 'fresh-page'],
  args: { family: 'storePreference', view: 'retailers', variant: 'modal' },
  argTypes: { variant: { control: 'select', options: variantFamilies.storePreference.matrix.variants } },
  play: expectTiles('data-fixture', cmsFixtureIds),
};

export const PopupTemplates: Story = {
  tags: ['full-page'],
  args: { family: 'popups', view: 'variants' },
  play: expectTiles('data-variant', variantFamilies.popups.matrix.variants),
};

export const PopupsInEveryTheme: Story = {
  tags: ['fixture-greenleaf', 'full-page'],
  args: { family: 'popups', view: 'retailers', variant: 'popup' },
  argTypes: { variant: { control: 'select', options: variantFamilies.popups.matrix.variants } },
  play: expectTiles('data-fixture', cmsFixtureIds),
};
