import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { ADDITIONAL_SECTION_LABEL, SHOP_ALL_SPECIALS_LABEL } from '@storefront/components';
import { SiteFooterStory } from './SiteFooterStory.tsx';

/**
 * The desktop footer (spec 2.14): logo, subtext, social links, 'Quick Links' (CMS title), 'Shop'
 * categories, "Today's Deals" (first 5) + 'Shop All Specials', skeletons for 1500 ms, and the
 * optional additional section. Four columns at 1440 px; stacked at 390 px.
 */
const meta = {
  title: 'Chrome/SiteFooter',
  component: SiteFooterStory,
  tags: ['full-page'],
} satisfies Meta<typeof SiteFooterStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Loaded, as every demo retailer configures it. */
export const Loaded: Story = {
  tags: ['screenshot'],
  args: { state: 'loaded' },
  play: async ({ canvasElement }) => {
    const footer = within(within(canvasElement).getByRole('contentinfo'));
    await expect(footer.getByRole('link', { name: SHOP_ALL_SPECIALS_LABEL })).toHaveAttribute('href', '/search/deals');
    await expect(within(footer.getByRole('navigation', { name: 'Today’s Deals' })).getAllByRole('listitem')).toHaveLength(5);
  },
};

/** The skeletons of the first 1500 ms. */
export const Skeleton: Story = {
  tags: ['screenshot'],
  args: { state: 'skeleton' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('contentinfo')).toHaveAttribute('aria-busy', 'true');
  },
};

/** As the app runs it: skeletons for DESKTOP_FOOTER_SKELETON_MS, then the content. */
export const SkeletonThenLoaded: Story = {
  args: { state: 'timed' },
  play: async ({ canvasElement }) => {
    const footer = within(canvasElement).getByRole('contentinfo');
    await expect(footer).toHaveAttribute('aria-busy', 'true');
    await waitFor(() => expect(footer).not.toHaveAttribute('aria-busy'), { timeout: 3000 });
  },
};

/**
 * The additional section (carousel of the configured retailers on additionalSectionBgColor).
 * Mile High enables it, but its provider is e-commerce, and the section shows only for the two
 * dispensary-menu kinds: this story patches initialSiteData.provider to 'dispensaryMenuTwo'.
 * (enableAdditionalSection is patched on too, a no-op for Mile High, so the interaction test —
 * which runs with the default fixture — sees the section as well.)
 */
export const WithAdditionalSection: Story = {
  tags: ['screenshot', 'fixture-mile-high'],
  args: { state: 'loaded' },
  parameters: {
    cms: { patch: { initialSiteData: { provider: 'dispensaryMenuTwo' }, footerCms: { enableAdditionalSection: true } } },
  },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: ADDITIONAL_SECTION_LABEL });
    await expect(within(region).getAllByRole('article').length).toBeGreaterThan(0);
  },
};

/**
 * Mile High as configured (provider e-commerce, additional section enabled): no additional section
 * and no store-location quick links. The provider is patched to 'ecommerce' so any fixture shows it.
 */
export const EcommerceProvider: Story = {
  tags: ['screenshot', 'fixture-mile-high', 'vp-desktop'],
  args: { state: 'loaded' },
  parameters: { cms: { patch: { initialSiteData: { provider: 'ecommerce' } } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('region', { name: ADDITIONAL_SECTION_LABEL })).toBeNull();
    await expect(canvas.queryByRole('link', { name: 'Find a Dispensary' })).toBeNull();
  },
};
