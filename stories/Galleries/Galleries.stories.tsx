import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { cmsFixtureIds } from '@storefront/fixtures/cms';
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
const expectTiles =
  (attribute: 'data-variant' | 'data-fixture', values: readonly string[]) =>
  async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    const tiles = [...canvasElement.querySelectorAll(`figure[${attribute}]`)].map((tile) => tile.getAttribute(attribute));
    await expect(tiles).toEqual([...values]);
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toBeInTheDocument();
  };

/** The bottom bar shows below 769 px only: its galleries are phone-wide pages. */
const phone = { globals: { viewport: { value: 'mobile', isRotated: false } } };

/** A family's variants side by side (its tags, which Storybook's indexer reads, stay literal at each story). */
function variantsOf(family: VariantFamilyId): Story {
  return { args: { family, view: 'variants' }, play: expectTiles('data-variant', variantFamilies[family].matrix.variants) };
}

/** One variant of a family in every demo retailer's theme (choose it in Controls). */
function inEveryTheme(family: VariantFamilyId, variant: string): Story {
  return {
    args: { family, view: 'retailers', variant },
    argTypes: { variant: { control: 'select', options: variantFamilies[family].matrix.variants } },
    play: expectTiles('data-fixture', cmsFixtureIds),
  };
}

export const BottomBars: Story = { ...phone, ...variantsOf('bottomBars'), tags: ['!vp-desktop', 'vp-mobile', 'full-page'] };

export const HeadersInEveryTheme: Story = { ...inEveryTheme('headers', 'one'), tags: ['fixture-greenleaf'] };

export const BottomBarsInEveryTheme: Story = {
  ...phone,
  ...inEveryTheme('bottomBars', 'one'),
  tags: ['fixture-greenleaf', '!vp-desktop', 'vp-mobile', 'full-page'],
};

export const DealCardsInEveryTheme: Story = { ...inEveryTheme('dealCards', 'five'), tags: ['fixture-greenleaf'] };

/**
 * The overlay families: each variant's dialog shown in place (InlineDialogs) in a phone-wide frame
 * (pop-ups: desktop-wide), side by side.
 */
export const SideMenus: Story = { ...variantsOf('sideMenus'), tags: ['full-page'] };

export const SideMenusInEveryTheme: Story = { ...inEveryTheme('sideMenus', 'one'), tags: ['fixture-greenleaf', 'full-page'] };

export const StorePreferenceVersions: Story = { ...variantsOf('storePreference'), tags: ['full-page'] };

export const StorePreferenceInEveryTheme: Story = { ...inEveryTheme('storePreference', 'modal'), tags: ['fixture-greenleaf', 'full-page'] };

export const PopupTemplates: Story = { ...variantsOf('popups'), tags: ['full-page'] };

/** Every sponsored creative has loaded (the slots' poll saw it): the screenshot shows the ads, not the skeletons. */
const adsLoaded =
  (attribute: 'data-variant' | 'data-fixture', values: readonly string[]) => async (context: { canvasElement: HTMLElement }) => {
    await expectTiles(attribute, values)(context);
    const slots = () => [...context.canvasElement.querySelectorAll('[data-ad-slot]')].map((slot) => slot.getAttribute('data-ad-status'));
    await waitFor(() => expect(slots()).toEqual(values.map(() => 'LOADED')), { timeout: 5000 });
  };

/**
 * The renderable ad types (banner, product cards, carousel), each in a slot of its own in the theme's
 * CMS, with the demo ad service's creatives. Their screenshots are their flag matrix's ('Galleries/Flag
 * matrix/Ad Types': every type × slot size × every retailer).
 */
export const AdTypes: Story = {
  ...variantsOf('adTypes'),
  tags: ['!screenshot'],
  play: adsLoaded('data-variant', variantFamilies.adTypes.matrix.variants),
};

export const AdTypesInEveryTheme: Story = {
  ...inEveryTheme('adTypes', 'carousel'),
  tags: ['!screenshot'],
  play: adsLoaded('data-fixture', cmsFixtureIds),
};

/**
 * The store card's states (packages/components/src/store-list/storeCardStates.ts) at the table's
 * clock: hours and status, current, switching, the footer's summary. Their screenshots are the
 * store card's flag matrix ('Galleries/Flag matrix/Store Cards': every state × medical menus × every retailer).
 */
export const StoreCardStates: Story = { ...variantsOf('storeCards'), tags: ['!screenshot'] };

export const StoreCardsInEveryTheme: Story = { ...inEveryTheme('storeCards', 'current'), tags: ['!screenshot'] };

export const PopupsInEveryTheme: Story = { ...inEveryTheme('popups', 'popup'), tags: ['fixture-greenleaf', 'full-page'] };
