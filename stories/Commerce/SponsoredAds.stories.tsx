import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { CART_SIDECAR_AD_PLACEMENT, SPONSORED_LABEL, SPONSORED_PRODUCTS_TITLE } from '@storefront/components';
import { AdSlotStory } from './AdSlotStory.tsx';

const slot = (canvasElement: HTMLElement) => canvasElement.querySelector<HTMLElement>('[data-ad-slot]');
/** Waits for the slot's poll to see its creative (LOADED), so the screenshot shows it. */
const loaded = async (canvasElement: HTMLElement) => {
  await waitFor(() => expect(slot(canvasElement)).toHaveAttribute('data-ad-status', 'LOADED'), { timeout: 3000 });
  await expect(within(canvasElement).getAllByText(SPONSORED_LABEL).length).toBeGreaterThan(0);
};

/**
 * Sponsored ad slots (spec 2.15, 4 "Ad loading"), placed by name from the CMS ad configuration:
 * a native banner, sponsored product cards and a sponsored carousel, each labelled 'Sponsored';
 * the loading skeleton is the creative's own frame, so the slot never changes height when the ads
 * arrive; an empty answer hides the slot after 5 s.
 */
const meta = {
  title: 'Commerce/SponsoredAds',
  component: AdSlotStory,
  tags: ['screenshot'],
  args: { slotName: CART_SIDECAR_AD_PLACEMENT, modes: 'desktop' },
} satisfies Meta<typeof AdSlotStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The cart sidebar's banner at the sidebar's width (each fixture's size: 300×250, or 300×600 for Mile High). */
export const CartSidecarBanner: Story = {
  tags: ['vp-desktop'],
  args: { width: 380 },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    await expect(within(canvasElement).getByRole('link', { name: /^Sponsored .+ Shop / })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/search\/brands\//),
    );
  },
};

export const CartSidecarBannerLoading: Story = {
  tags: ['vp-desktop', 'fixture-greenleaf'],
  args: { width: 380, state: 'loading' },
  play: async ({ canvasElement }) => {
    await expect(slot(canvasElement)).toHaveAttribute('aria-busy', 'true');
  },
};

/** The home page's wide banner (970×250 at Greenleaf, 728×90 at Copper State): a row on a desktop, stacked on a phone. */
export const HomeHeroBanner: Story = {
  tags: ['fixture-greenleaf', 'fixture-copper-state'],
  args: { slotName: 'home-hero-banner', modes: 'all' },
  play: async ({ canvasElement }) => loaded(canvasElement),
};

export const SponsoredCarousel: Story = {
  args: { slotName: 'home-sponsored-carousel', modes: 'all' },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    await expect(within(canvasElement).getByRole('heading', { name: SPONSORED_PRODUCTS_TITLE })).toBeInTheDocument();
  },
};

export const SponsoredCarouselLoading: Story = {
  tags: ['fixture-greenleaf'],
  args: { slotName: 'home-sponsored-carousel', modes: 'all', state: 'loading' },
};

export const SponsoredProductCards: Story = {
  tags: ['fixture-greenleaf', 'fixture-mile-high'],
  args: { slotName: 'search-product-card', modes: 'all' },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    await expect(within(canvasElement).getAllByRole('link', { name: /^Sponsored / }).length).toBeGreaterThan(0);
  },
};

/** The ad service answered with nothing: LOADING, then NOT_LOADED and hidden at 5 s (spec 4). Not a screenshot: there is nothing to see. */
export const NothingToShow: Story = {
  tags: ['!screenshot'],
  args: { state: 'none' },
  play: async ({ canvasElement }) => {
    await expect(slot(canvasElement)).toHaveAttribute('data-ad-status', 'LOADING');
    await waitFor(() => expect(slot(canvasElement)).toHaveAttribute('data-ad-status', 'NOT_LOADED'), { timeout: 7000, interval: 250 });
    await expect(slot(canvasElement)).not.toBeVisible();
  },
};

/** The cart's banner is a desktop slot: on a phone nothing renders and nothing is fetched. */
export const DesktopSlotOnAPhone: Story = {
  tags: ['!screenshot'],
  args: { breakpoint: 'mobile' },
  play: async ({ canvasElement }) => {
    await expect(slot(canvasElement)).toBeNull();
  },
};
